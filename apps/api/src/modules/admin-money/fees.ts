/** Service fees and the zones that price home visits and deliveries (issue 17 item 3, ADR 0023): list and edit. */
import type { AdminServiceFee, AdminZone, serviceFeeBody, zoneBody } from '@hajz/contracts/admin-money';
import type { Locale } from '@hajz/contracts/locale';
import type { StaffAccess } from '@hajz/contracts/staff';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { branches, serviceFees, serviceZones } from '../../db/schema.ts';
import { localized } from '../../lib/localized.ts';
import { HttpError } from '../../plugins/errors.ts';
import { auditedWrite } from './write.ts';

const toFee = (r: typeof serviceFees.$inferSelect): AdminServiceFee => ({
  id: r.id,
  name_en: r.nameEn,
  name_ar: r.nameAr,
  description_en: r.descriptionEn,
  description_ar: r.descriptionAr,
  price: r.price,
  requires_address: r.requiresAddress,
  active: r.active,
  sort: r.sort,
});

type ZoneRow = typeof serviceZones.$inferSelect;
type BranchNames = { nameEn: string; nameAr: string };

const toZone = (r: ZoneRow, branch: BranchNames, locale: Locale): AdminZone => ({
  id: r.id,
  branch_id: r.branchId,
  branch_name: localized(branch, 'name', locale),
  name_en: r.nameEn,
  name_ar: r.nameAr,
  kind: r.kind as AdminZone['kind'],
  radius_metres: r.radiusMetres,
  fee: r.fee,
  min_order: r.minOrder,
  free_above: r.freeAbove,
  travel_minutes: r.travelMinutes,
  active: r.active,
  sort: r.sort,
});

export async function listFees(db: Db, locale: Locale) {
  const fees = await db.select().from(serviceFees).orderBy(asc(serviceFees.sort), asc(serviceFees.id));
  const zones = await db
    .select({ zone: serviceZones, nameEn: branches.nameEn, nameAr: branches.nameAr })
    .from(serviceZones)
    .innerJoin(branches, eq(branches.id, serviceZones.branchId))
    .orderBy(asc(serviceZones.branchId), asc(serviceZones.sort), asc(serviceZones.id));
  return { service_fees: fees.map(toFee), zones: zones.map((z) => toZone(z.zone, z, locale)) };
}

export function updateFee(db: Db, access: StaffAccess, id: number, body: z.output<typeof serviceFeeBody>) {
  return auditedWrite(db, access, {
    action: 'service_fee.update',
    entity: 'service_fee',
    entityId: id,
    before: async (tx) => {
      const [row] = await tx.select().from(serviceFees).where(eq(serviceFees.id, id)).for('update');
      if (!row) throw new HttpError(404, 'money.fee_not_found');
      return toFee(row);
    },
    write: async (tx) => {
      const [row] = await tx
        .update(serviceFees)
        .set({
          nameEn: body.name_en,
          nameAr: body.name_ar,
          descriptionEn: body.description_en,
          descriptionAr: body.description_ar,
          price: body.price,
          active: body.active,
          sort: body.sort,
        })
        .where(eq(serviceFees.id, id))
        .returning();
      return toFee(row!);
    },
  });
}

export async function updateZone(
  db: Db,
  access: StaffAccess,
  id: number,
  body: z.output<typeof zoneBody>,
  locale: Locale,
) {
  const [found] = await db.select().from(serviceZones).where(eq(serviceZones.id, id));
  if (!found) throw new HttpError(404, 'money.zone_not_found');
  // The shape's rule (service_zones_shape) said on the field, never as a refused row.
  if (found.kind === 'polygon' && body.radius_metres !== null)
    throw new HttpError(422, 'errors.validation', { radius_metres: ['money.radius_polygon'] });
  if (found.kind === 'radius' && body.radius_metres === null)
    throw new HttpError(422, 'errors.validation', { radius_metres: ['money.radius_required'] });
  const [branch] = await db.select().from(branches).where(eq(branches.id, found.branchId));
  return auditedWrite(db, access, {
    action: 'zone.update',
    entity: 'service_zone',
    entityId: id,
    branchId: found.branchId,
    before: async (tx) => {
      const [row] = await tx.select().from(serviceZones).where(eq(serviceZones.id, id)).for('update');
      if (!row) throw new HttpError(404, 'money.zone_not_found');
      return toZone(row, branch!, locale);
    },
    write: async (tx) => {
      const [row] = await tx
        .update(serviceZones)
        .set({
          nameEn: body.name_en,
          nameAr: body.name_ar,
          fee: body.fee,
          minOrder: body.min_order,
          freeAbove: body.free_above,
          travelMinutes: body.travel_minutes,
          ...(found.kind === 'radius' ? { radiusMetres: body.radius_metres } : {}),
          active: body.active,
          sort: body.sort,
        })
        .where(eq(serviceZones.id, id))
        .returning();
      return toZone(row!, branch!, locale);
    },
  });
}
