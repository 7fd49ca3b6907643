import { createHash } from 'node:crypto';
import { paymentEvents } from '../../db/schema.ts';
import type { AppContext } from '../../app-context.ts';

const maxFields = 60;
const maxValueLength = 512;

/** Card data never goes into our tables, even masked: only what reconciles a payment. */
const cardFields = /card|cvv|cvc|security|expiry|token/i;

/**
 * Keeps a provider message once: false when the very same signed message was seen before (a replay, or the
 * customer reloading the return page), so callers do not act on it twice.
 */
export async function recordEvent(
  ctx: AppContext,
  source: 'return' | 'webhook',
  params: Record<string, string>,
): Promise<boolean> {
  const canonical = Object.keys(params)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  const eventKey = createHash('sha256').update(`${ctx.provider.name}:${source}:${canonical}`).digest('hex');
  // Bounded: a provider message has a few dozen short fields; anything beyond is not kept.
  const payload = Object.fromEntries(
    Object.entries(params)
      .filter(([k]) => !cardFields.test(k))
      .slice(0, maxFields)
      .map(([k, v]) => [k.slice(0, 64), v.slice(0, maxValueLength)]),
  );
  const reference = params.merchant_reference ?? params.reference ?? '';
  const rows = await ctx.db
    .insert(paymentEvents)
    .values({ provider: ctx.provider.name, reference, source, eventKey, payload })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}
