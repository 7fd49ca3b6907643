import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { SavedCard } from '@hajz/contracts/orders';
import type { Locale } from '@hajz/contracts/locale';
import type { Db } from '../../db/client.ts';
import { cardSetups, payments, savedCards } from '../../db/schema.ts';
import type { CardDetails } from '../../integrations/payments/interface.ts';
import { notFound } from '../../plugins/errors.ts';
import type { AppContext } from '../../app-context.ts';
import { signLink } from '../../lib/signed-link.ts';

type Row = typeof savedCards.$inferSelect;
const toSavedCard = (row: Row): SavedCard => ({
  id: row.id,
  brand: row.brand,
  last4: row.last4,
  expiry:
    row.expiry && /^\d{4}$/.test(row.expiry) ? `${row.expiry.slice(0, 2)}/${row.expiry.slice(2)}` : null,
  holder_name: row.holderName,
});

/** The customer's cards with the current provider (a token only works with the provider that issued it). */
export async function listSavedCards(db: Db, userId: number, provider: string): Promise<SavedCard[]> {
  const rows = await db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.userId, userId), eq(savedCards.provider, provider)))
    .orderBy(desc(savedCards.id));
  return rows.map(toSavedCard);
}

export async function findSavedCard(db: Db, userId: number, provider: string, id: number) {
  const [row] = await db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.id, id), eq(savedCards.userId, userId), eq(savedCards.provider, provider)))
    .limit(1);
  return row ?? null;
}

export async function deleteSavedCard(db: Db, userId: number, id: number): Promise<void> {
  const rows = await db
    .delete(savedCards)
    .where(and(eq(savedCards.id, id), eq(savedCards.userId, userId)))
    .returning({ id: savedCards.id });
  if (rows.length === 0) throw notFound('payment.card_not_found');
}

/** Keeps the token and display data only; the same card saved twice stays one row. */
export async function saveCard(db: Db, userId: number, provider: string, card: CardDetails): Promise<number> {
  const values = { brand: card.brand, last4: card.last4, expiry: card.expiry, holderName: card.holderName };
  const [row] = await db
    .insert(savedCards)
    .values({ userId, provider, token: card.token, ...values })
    .onConflictDoUpdate({ target: [savedCards.userId, savedCards.provider, savedCards.token], set: values })
    .returning({ id: savedCards.id });
  return row!.id;
}

/**
 * mada v2 (ADR 0062): a stored mada card is charged as a stored credential only after a payment with it passed full
 * 3-D Secure; until then every payment with it goes through 3-D Secure again (the customer is always present: we
 * never charge a card on our own). Other schemes follow the issuer's 3-D Secure as before.
 */
export const needsThreeDsAgain = (card: Pick<Row, 'brand' | 'authenticatedAt'>) =>
  card.brand.toUpperCase() === 'MADA' && card.authenticatedAt === null;

/** The card behind a payment that just passed full 3-D Secure is authenticated from now on (first time only). */
export async function markAuthenticated(ctx: Pick<AppContext, 'db'>, reference: string, now = new Date()) {
  const [payment] = await ctx.db
    .select({ savedCardId: payments.savedCardId })
    .from(payments)
    .where(eq(payments.reference, reference));
  if (!payment?.savedCardId) return;
  await ctx.db
    .update(savedCards)
    .set({ authenticatedAt: now })
    .where(and(eq(savedCards.id, payment.savedCardId), isNull(savedCards.authenticatedAt)));
}

/** Setup references start with 'CS' so a provider's answer is routed to card saving, not to a payment. */
export const isCardSetupReference = (reference: string) => reference.startsWith('CS');

/** Starts adding a card (the create card frame): a setup row and the signed page URL for the iframe. */
export async function startCardSetup(ctx: AppContext, userId: number, locale: Locale) {
  const reference = `CS${randomBytes(9).toString('hex').toUpperCase()}`;
  await ctx.db.insert(cardSetups).values({ reference, userId, locale });
  const expires = new Date(Date.now() + 30 * 60_000);
  return {
    reference,
    url: `/api/v1/payments/card-setup/${reference}?${signLink(ctx.linkKey, 'card-setup', reference, expires)}`,
  };
}

export async function findCardSetup(db: Db, reference: string) {
  const [row] = await db.select().from(cardSetups).where(eq(cardSetups.reference, reference)).limit(1);
  return row ?? null;
}

export async function finishCardSetup(
  db: Db,
  reference: string,
  status: 'saved' | 'failed',
  cardId?: number,
) {
  await db
    .update(cardSetups)
    .set({ status, savedCardId: cardId ?? null })
    .where(eq(cardSetups.reference, reference));
}
