/**
 * PDPL consent records (issue 15): each choice is appended, never updated, so the history proves what a person
 * agreed to and when. The latest record of a signed-in customer decides whether the server-side conversion copies
 * (Meta, Snap, TikTok: marketing; GA4: analytics) may be sent for them.
 */
import { desc, eq } from 'drizzle-orm';
import type { ConsentBody, ConsentRecord, ConsentSource } from '@hajz/contracts/consent';
import type { Db } from '../../db/client.ts';
import { consentRecords } from '../../db/schema/consent.ts';

type Row = typeof consentRecords.$inferSelect;

export function toConsentRecord(row: Row): ConsentRecord {
  return {
    id: row.id,
    version: row.version,
    analytics: row.analytics,
    marketing: row.marketing,
    source: row.source as ConsentSource,
    created_at: row.createdAt.toISOString(),
  };
}

export async function recordConsent(db: Db, userId: number | null, body: ConsentBody): Promise<Row> {
  const [row] = await db
    .insert(consentRecords)
    .values({
      userId,
      visitorId: body.visitor_id,
      version: body.version,
      analytics: body.analytics,
      marketing: body.marketing,
      source: body.source,
    })
    .returning();
  return row!;
}

/** The customer's latest choice, or null: no record means no consent (PDPL: opt-in, never presumed). */
export async function latestConsent(db: Db, userId: number): Promise<Row | null> {
  const [row] = await db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.userId, userId))
    .orderBy(desc(consentRecords.id))
    .limit(1);
  return row ?? null;
}
