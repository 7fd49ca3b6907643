/**
 * The seller as registered with ZATCA (issue 26 item 1; ADR 0048), from the business settings: the name (Arabic, as
 * registered), the VAT number, the commercial registration number and the Saudi national address. Null while any
 * of them is missing or malformed: e-invoicing stays off rather than issue a document ZATCA would refuse.
 */
import type { Seller } from '@hajz/zatca';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { businessSettings } from '../../db/schema.ts';

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
