/**
 * The seller as registered with ZATCA (issue 26 item 1; ADR 0048), from the business settings: the name (Arabic, as
 * registered), the VAT number, the commercial registration number and the Saudi national address. Null while any
 * of them is missing or malformed: e-invoicing stays off rather than issue a document ZATCA would refuse. The owner
 * edits the CR number and the address in the back office (GET/PUT admin/e-invoicing/seller, audited).
 */
import type {
  SellerRegistration as ContractSellerRegistration,
  SellerRegistrationBody,
} from '@hajz/contracts/admin-e-invoicing';
import type { StaffAccess } from '@hajz/contracts/staff';
import type { Seller } from '@hajz/zatca';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { businessSettings } from '../../db/schema.ts';
import { staffWrite } from '../staff/index.ts';

const text = z.string().trim().min(1);

/** BR-KSA-08/09/37/39/40/66: what a simplified invoice's seller must carry. */
export const sellerSchema = z.object({
  name: text,
  vatNumber: z.string().regex(/^3\d{13}3$/),
  crNumber: z.string().regex(/^\d{10}$/),
  address: z.object({
    street: text,
    buildingNumber: z.string().regex(/^\d{4}$/),
    district: text,
    city: text,
    postalCode: z.string().regex(/^\d{5}$/),
  }),
});

/** The business's registration as the documents and the CSR need it, with the business type (its category). */
export type SellerRegistration = { seller: Seller; businessType: string; nameEn: string };

export async function sellerRegistration(db: Db): Promise<SellerRegistration | null> {
  const [row] = await db.select().from(businessSettings).limit(1);
  if (!row) return null;
  const parsed = sellerSchema.safeParse({
    name: row.nameAr,
    vatNumber: row.vatNumber,
    crNumber: row.crNumber,
    address: {
      street: row.addressStreet,
      buildingNumber: row.addressBuildingNumber,
      district: row.addressDistrict,
      city: row.addressCity,
      postalCode: row.addressPostalCode,
    },
  });
  return parsed.success ? { seller: parsed.data, businessType: row.businessType, nameEn: row.nameEn } : null;
}

/** The seller, or null (e-invoicing off): what the lifecycle participant reads in the confirming transaction. */
export async function sellerFromSettings(db: Db): Promise<Seller | null> {
  return (await sellerRegistration(db))?.seller ?? null;
}

type SettingsRow = typeof businessSettings.$inferSelect;

const registrationOf = (row: SettingsRow): ContractSellerRegistration => ({
  name: row.nameAr,
  vat_number: row.vatNumber,
  cr_number: row.crNumber,
  street: row.addressStreet,
  building_number: row.addressBuildingNumber,
  district: row.addressDistrict,
  city: row.addressCity,
  postal_code: row.addressPostalCode,
  complete: false,
});

async function settingsRow(db: Db): Promise<SettingsRow> {
  const [row] = await db.select().from(businessSettings).limit(1);
  if (!row) throw new Error('business_settings is empty: run the seed');
  return row;
}

/** The registration as the owner edits it (GET admin/e-invoicing/seller), with whether it is complete. */
export async function readSellerRegistration(db: Db): Promise<ContractSellerRegistration> {
  const row = await settingsRow(db);
  return { ...registrationOf(row), complete: (await sellerRegistration(db)) !== null };
}

/**
 * Sets the commercial registration number and the national address (PUT admin/e-invoicing/seller), audited with
 * before and after like every settings change. The next document carries them; the chain is untouched.
 */
export async function saveSellerRegistration(
  db: Db,
  access: StaffAccess,
  body: SellerRegistrationBody,
): Promise<ContractSellerRegistration> {
  await staffWrite(db, access, async (tx) => {
    const [before] = await tx.select().from(businessSettings).for('update').limit(1);
    if (!before) throw new Error('business_settings is empty: run the seed');
    const [after] = await tx
      .update(businessSettings)
      .set({
        crNumber: body.cr_number,
        addressStreet: body.street,
        addressBuildingNumber: body.building_number,
        addressDistrict: body.district,
        addressCity: body.city,
        addressPostalCode: body.postal_code,
      })
      .returning();
    const audited = ({ complete: _, name: __, vat_number: ___, ...fields }: ContractSellerRegistration) =>
      fields;
    return {
      action: 'settings.e_invoicing_seller',
      entity: 'business_settings',
      entityId: before.id,
      before: audited(registrationOf(before)),
      after: audited(registrationOf(after!)),
      result: null,
    };
  });
  return readSellerRegistration(db);
}
