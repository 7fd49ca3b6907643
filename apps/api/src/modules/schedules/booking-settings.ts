/**
 * The business's booking rules (issue 17 item 2), the owner's alone: slot step, notice, horizon, hold, cancel
 * window, reminder lead times, refund to the wallet; the reschedule cut-off, the waitlist offer's hold and the peak
 * hours (issue 28, ADR 0064). The money settings (points, referral rewards, tracking) have
 * their own route. The database's checks (business_settings_*) are met by the body's schema; should one still
 * refuse, the answer is a 422 on the fields it guards, never a 500.
 */
import type { BookingSettings } from '@hajz/contracts/schedules';
import type { StaffAccess } from '@hajz/contracts/staff';
import type { Db } from '../../db/client.ts';
import { sqlState } from '../../db/retry.ts';
import { transaction } from '../../db/transaction.ts';
import { businessSettings } from '../../db/schema.ts';
import { HttpError } from '../../plugins/errors.ts';
import { recordAudit } from '../staff/index.ts';
import { changedAfterCommit } from './guarded-write.ts';

type Row = typeof businessSettings.$inferSelect;

export const bookingSettingsOf = (row: Row): BookingSettings => ({
  slot_step_minutes: row.slotStepMinutes,
  min_notice_minutes: row.minNoticeMinutes,
  horizon_days: row.horizonDays,
  hold_minutes: row.holdMinutes,
  cancel_window_hours: row.cancelWindowHours,
  reminder_lead_hours: row.reminderLeadHours,
  refund_to_wallet: row.refundToWallet,
  reschedule_cutoff_hours: row.rescheduleCutoffHours,
  waitlist_offer_minutes: row.waitlistOfferMinutes,
  peak_hours: row.peakHours,
});

/** Which fields each check constraint guards (its 422 names them). */
const guarded: Record<string, (keyof BookingSettings)[]> = {
  business_settings_booking_rules: [
    'slot_step_minutes',
    'min_notice_minutes',
    'horizon_days',
    'hold_minutes',
  ],
  business_settings_cancel_window: ['cancel_window_hours'],
  business_settings_reschedule_cutoff: ['reschedule_cutoff_hours'],
  business_settings_waitlist_offer: ['waitlist_offer_minutes'],
  business_settings_reminders: ['reminder_lead_hours'],
};

export async function readBookingSettings(db: Db): Promise<BookingSettings> {
  const [row] = await db.select().from(businessSettings).limit(1);
  if (!row) throw new Error('business_settings is empty: run the seed');
  return bookingSettingsOf(row);
}

export async function saveBookingSettings(db: Db, access: StaffAccess, body: BookingSettings) {
  try {
    return await transaction(db, async (tx) => {
      const [row] = await tx.select().from(businessSettings).for('update').limit(1);
      if (!row) throw new Error('business_settings is empty: run the seed');
      const [saved] = await tx
        .update(businessSettings)
        .set({
          slotStepMinutes: body.slot_step_minutes,
          minNoticeMinutes: body.min_notice_minutes,
          horizonDays: body.horizon_days,
          holdMinutes: body.hold_minutes,
          cancelWindowHours: body.cancel_window_hours,
          // Largest first, as the reminders job reads them.
          reminderLeadHours: [...body.reminder_lead_hours].sort((a, b) => b - a),
          refundToWallet: body.refund_to_wallet,
          rescheduleCutoffHours: body.reschedule_cutoff_hours,
          waitlistOfferMinutes: body.waitlist_offer_minutes,
          // Kept in the order a week reads (Sunday first, then by start).
          peakHours: [...body.peak_hours].sort(
            (a, b) => a.day - b.day || a.start_at.localeCompare(b.start_at),
          ),
        })
        .returning();
      const after = bookingSettingsOf(saved!);
      await recordAudit(tx, {
        actorId: access.user_id,
        action: 'settings.booking',
        entity: 'business_settings',
        entityId: row.id,
        branchId: null,
        before: bookingSettingsOf(row),
        after,
      });
      changedAfterCommit(tx, db);
      return after;
    });
  } catch (error) {
    const constraint = (error as { constraint?: string; cause?: { constraint?: string } }).constraint;
    const name = constraint ?? (error as { cause?: { constraint?: string } }).cause?.constraint;
    if (sqlState(error) === '23514' && name && guarded[name]) {
      throw new HttpError(
        422,
        'errors.validation',
        Object.fromEntries(guarded[name].map((field) => [field, ['validation.invalid']])),
      );
    }
    throw error;
  }
}
