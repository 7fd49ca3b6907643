import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { branches } from './catalogue.ts';

/**
 * Where a branch goes (issue 14, ADR 0023): a home visit or a delivery is possible only to an address inside one of
 * its active zones — a circle (`radius`: centre + metres) or a `polygon` ([longitude, latitude] pairs, GeoJSON
 * order). The zone prices the trip (VAT-inclusive halalas): `fee`, waived when the items reach `free_above`; an
 * order below `min_order` is refused. `travel_minutes` is blocked before and after a home visit on the staff
 * member's calendar. Overlapping zones: the lowest `sort`, then id, wins.
 */
export const serviceZones = pgTable(
  'service_zones',
  {
    id: serial('id').primaryKey(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    kind: text('kind').notNull(),
    centreLatitude: doublePrecision('centre_latitude'),
    centreLongitude: doublePrecision('centre_longitude'),
    radiusMetres: integer('radius_metres'),
    polygon: jsonb('polygon').$type<[number, number][]>(),
    fee: integer('fee').notNull(),
    minOrder: integer('min_order').notNull().default(0),
    freeAbove: integer('free_above'),
    travelMinutes: integer('travel_minutes').notNull().default(0),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('service_zones_branch_idx').on(t.branchId, t.sort, t.id),
    check('service_zones_kind', sql`${t.kind} in ('radius', 'polygon')`),
    check(
      'service_zones_shape',
      sql`(${t.kind} = 'radius') = (${t.centreLatitude} is not null and ${t.centreLongitude} is not null and ${t.radiusMetres} > 0)
        and (${t.kind} = 'polygon') = (${t.polygon} is not null and jsonb_array_length(${t.polygon}) >= 3)`,
    ),
    check(
      'service_zones_money',
      sql`${t.fee} >= 0 and ${t.minOrder} >= 0 and (${t.freeAbove} is null or ${t.freeAbove} >= 0)`,
    ),
    check('service_zones_travel', sql`${t.travelMinutes} between 0 and 240`),
  ],
);
