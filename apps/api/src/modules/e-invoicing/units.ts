/**
 * EGS units: made before onboarding (no CSID, an empty chain), then given their CSIDs as onboarding and renewal
 * obtain them (item 4). A new or renewed CSID never touches the chain: it belongs to the unit (ADR 0044, 0047).
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { egsUnits } from '../../db/schema.ts';

export type EgsEnvironment = 'developer-portal' | 'simulation' | 'core';
export type CsidState = 'none' | 'compliance' | 'production';
export type EgsUnit = typeof egsUnits.$inferSelect;

export async function createEgsUnit(
  db: Db,
  unit: { environment: EgsEnvironment; serialNumber: string },
): Promise<EgsUnit> {
  const [row] = await db.insert(egsUnits).values(unit).returning();
  return row!;
}

/** Stores a CSID as issued: the certificate, the key and secret already sealed (integrations/fatoora). */
export async function storeCsid(
  db: Db,
  unitId: number,
  csid: {
    state: Exclude<CsidState, 'none'>;
    certificate: string;
    privateKeySealed: string;
    secretSealed: string;
    expiresAt: Date | null;
  },
): Promise<void> {
  const updated = await db
    .update(egsUnits)
    .set({
      csidState: csid.state,
      certificate: csid.certificate,
      privateKeySealed: csid.privateKeySealed,
      secretSealed: csid.secretSealed,
      csidExpiresAt: csid.expiresAt,
      updatedAt: new Date(),
    })
    .where(eq(egsUnits.id, unitId))
    .returning({ id: egsUnits.id });
  if (updated.length !== 1) throw new Error(`EGS unit ${unitId} does not exist`);
}

/** The unit that signs the business's documents: the first with a production CSID, or null (e-invoicing is off). */
export async function onboardedUnit(db: Db): Promise<EgsUnit | null> {
  const [unit] = await db
    .select()
    .from(egsUnits)
    .where(eq(egsUnits.csidState, 'production'))
    .orderBy(asc(egsUnits.id))
    .limit(1);
  return unit ?? null;
}
