/** The reschedule module's refusals, shared by moving one booking and moving a whole visit. */
import { sql } from 'drizzle-orm';
import { HttpError } from '../../plugins/errors.ts';

export const hourMs = 3_600_000;
export const range = (start: Date, end: Date) =>
  sql`tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')`;

export const taken = () => new HttpError(409, 'reschedule.taken', { start_at: ['reschedule.taken'] });
export const unavailable = () =>
  new HttpError(422, 'reschedule.unavailable', { start_at: ['reschedule.unavailable'] });
export const tooLate = (hours: number) =>
  new HttpError(
    422,
    'reschedule.too_late',
    { order_product_id: ['reschedule.too_late'] },
    undefined,
    undefined,
    {
      hours: String(hours),
    },
  );
export const notMovable = () =>
  new HttpError(422, 'reschedule.not_movable', { order_product_id: ['reschedule.not_movable'] });

/** Out of retries: the constraint's 23P01 is a taken time, anything else a busy database. */
export const raceLost = (state: string) =>
  state === '23P01' ? taken() : new HttpError(503, 'errors.busy', undefined, { 'retry-after': '1' });
