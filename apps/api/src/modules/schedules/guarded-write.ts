/**
 * The shape every resource write shares (issue 17 item 2): lock the resource, list the bookings the change would
 * strand, refuse with them (409) unless confirmed, write and audit in the same transaction, and clear the read
 * cache after the commit.
 */
import type { AdminResource, StrandedBooking } from '@hajz/contracts/schedules';
import type { Locale } from '@hajz/contracts/locale';
import type { StaffAccess } from '@hajz/contracts/staff';
import type { Db } from '../../db/client.ts';
import { transaction } from '../../db/transaction.ts';
import { availabilityChanged } from '../booking/index.ts';
import { branchSchedule } from '../booking/index.ts';
import type { SlotResource } from '../booking/index.ts';
import { loadBusiness } from '../settings/index.ts';
import { staleAfterCommit } from '../staff/index.ts';
import { adminResource, manageableResource, slotResourceOf } from './queries.ts';
import { strandedBookings, wouldStrand } from './stranded.ts';

export type Who = { access: StaffAccess; locale: Locale; now?: Date };

/** After the commit: every cached read (slots, the desk's roster) and availability answer starts afresh. */
export const changedAfterCommit = (tx: Db, db: Db) => staleAfterCommit(tx, db, availabilityChanged);

/**
 * The parts of a write that need the read cache, loaded before its transaction (PGlite has one connection: a read
 * outside the transaction would wait for it forever).
 */
async function rosterFor(db: Db, access: StaffAccess, id: number) {
  const row = await manageableResource(db, access, id);
  const [business, roster] = await Promise.all([loadBusiness(db), branchSchedule(db, row.branchId)]);
  return { timeZone: business.timezone, roster };
}

type Current = AdminResource;
type WriteContext = { tx: Db; current: Current; stranded: StrandedBooking[]; timeZone: string; now: Date };

/**
 * The common shape of a guarded write: lock the resource, read it as it is, list what `after` would strand (none
 * when `after` is undefined: nothing can be stranded), refuse with the list unless confirmed, then `write`.
 */
export async function guardedWrite<T>(
  db: Db,
  who: Who,
  id: number,
  o: {
    confirm?: boolean;
    /** The resource as the slots would see it after the change; null: deactivated; undefined: no time lost. */
    after: (before: SlotResource) => SlotResource | null | undefined;
    write: (c: WriteContext) => Promise<T>;
  },
): Promise<T> {
  const { timeZone, roster } = await rosterFor(db, who.access, id);
  const now = who.now ?? new Date();
  return transaction(db, async (tx) => {
    const row = await manageableResource(tx, who.access, id, true);
    const current = await adminResource(tx, row, timeZone, now);
    const before = slotResourceOf(current);
    const after = o.after(before);
    // An inactive resource takes no new bookings: what it still holds was listed when it was deactivated.
    const stranded =
      after === undefined || !row.isActive
        ? []
        : await strandedBookings(tx, { timeZone, roster, before, after, locale: who.locale, now });
    if (stranded.length && o.confirm !== true) throw wouldStrand(stranded);
    const result = await o.write({ tx, current, stranded, timeZone, now });
    changedAfterCommit(tx, db);
    return result;
  });
}

/** What the audit log keeps of a confirmed change: the order numbers it stranded. */
export const strandedNote = (list: StrandedBooking[]) =>
  list.length ? { stranded: list.map((b) => b.order_number) } : {};
