/**
 * A Take it tapped on the WhatsApp offer (ADR 0055, 0056, 0059): the webhook hands in the entry its button names and
 * the number that tapped. Only the entry's owner's number takes it, exactly as the app's accept does (the held time
 * into their cart, `acceptWaitlistOffer`); another number, an entry not offered, an offer that ran out or went to
 * the next in line: nothing changes, and the sender is not told which.
 */
import type { Locale } from '@hajz/contracts/locale';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, waitlistEntries } from '../../db/schema.ts';
import type { Publish } from '../../outbox/outbox.ts';
import { HttpError } from '../../plugins/errors.ts';
import { localeOf } from '../notifications/index.ts';
import { acceptWaitlistOffer } from './entries.ts';

export type TakeOutcome = { kind: 'accepted'; locale: Locale } | { kind: 'unavailable'; locale?: Locale };

export async function takeOfferByMobile(
  deps: { db: Db; publish: Publish },
  entryId: number,
  mobile: string,
  now = new Date(),
): Promise<TakeOutcome> {
  const [owned] = await deps.db
    .select({ userId: waitlistEntries.userId, locale: waitlistEntries.locale })
    .from(waitlistEntries)
    .innerJoin(users, eq(users.id, waitlistEntries.userId))
    .where(and(eq(waitlistEntries.id, entryId), eq(users.mobileNumber, mobile), isNull(users.deletedAt)));
  if (!owned) return { kind: 'unavailable' };
  const locale = localeOf(owned.locale);
  try {
    const entry = await acceptWaitlistOffer(deps, owned.userId, entryId, now);
    // Accepted now, or by an earlier tap or in the app: the time is in their cart either way.
    return entry.status === 'booked' ? { kind: 'accepted', locale } : { kind: 'unavailable', locale };
  } catch (error) {
    // Ran out, or not offered (409); gone (404). A busy database (503) is thrown: Meta delivers again.
    if (error instanceof HttpError && (error.statusCode === 409 || error.statusCode === 404))
      return { kind: 'unavailable', locale };
    throw error;
  }
}
