import type { Locale } from '@hajz/contracts/locale';
import { ApiError } from '~/lib/api-client';
import { addToCart } from '~/lib/cart-api';
import { toast } from '~/lib/toast-store';
import { track } from '~/lib/tracking';
import { useBooking } from './store';

export type SubmitOutcome =
  | { kind: 'missing' }
  | { kind: 'added'; cartProductId: number; message: string; holdNote: string }
  | { kind: 'updated'; message: string }
  | { kind: 'conflict' }
  | { kind: 'failed' };

/**
 * Continue / Update (spec §4, §5): nothing chosen → the "select date and time!" toast; else POST cart.
 * A time taken meanwhile (409, or 422 on the time) is shown inside the dialog and the times reload;
 * any other failure is a toast with the server's message.
 */
export async function submitAppointment(
  locale: Locale,
  texts: { selectDateTime: string; failed: string },
): Promise<SubmitOutcome> {
  const s = useBooking.getState();
  if (!s.date || !s.time || s.productId === null || s.branchId === null) {
    toast(texts.selectDateTime, 'error');
    return { kind: 'missing' };
  }
  if (s.isSaving) return { kind: 'failed' };
  s.setSaving(true);
  s.setConflict(null);
  const guest = s.guest;
  try {
    const envelope = await addToCart(locale, {
      product_id: s.productId,
      quantity: 1,
      branch_id: s.branchId,
      cart_product_id: s.cartProductId ?? undefined,
      date: s.date,
      selectedTime: s.time,
      visitors: s.visitors,
      selectedExtension: undefined,
      guest_name: guest?.name || undefined,
      guest_phone: guest?.phone || undefined,
      guest_note: guest?.note || undefined,
      then_product_ids: s.following.length > 0 ? s.following.map((f) => f.id) : undefined,
    });
    const data = envelope.data!;
    if (s.cartProductId !== null) return { kind: 'updated', message: envelope.message };
    const price = (s.product?.price ?? 0) + s.following.reduce((sum, f) => sum + f.price, 0);
    track({
      event: 'add_to_cart',
      item_id: s.productId,
      item_name: s.product?.name ?? '',
      quantity: 1,
      value: (price * s.visitors) / 100,
      currency: 'SAR',
    });
    return {
      kind: 'added',
      cartProductId: data.cart_product_id,
      message: envelope.message,
      holdNote: data.cart.cart_title_sub_message,
    };
  } catch (error) {
    if (error instanceof ApiError && isTaken(error)) {
      useBooking
        .getState()
        .setConflict(error.envelope.message || texts.failed, { date: s.date, time: s.time });
      await useBooking.getState().loadTimes(locale);
      return { kind: 'conflict' };
    }
    toast((error instanceof ApiError && error.envelope.message) || texts.failed, 'error');
    return { kind: 'failed' };
  } finally {
    useBooking.getState().setSaving(false);
  }
}

const isTaken = (error: ApiError) =>
  error.status === 409 || (error.status === 422 && !!error.envelope.errors?.selectedTime);
