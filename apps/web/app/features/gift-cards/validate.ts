/**
 * Shape checks for what the gift card endpoints send (the browser bundle carries no schema library). The details
 * dialog follows spec §2's fallbacks for missing values (no status → Active, no remaining → the total, no image →
 * the default one, …), so a details payload only needs its serial number; whatever else it has must be readable.
 */
import type { GiftCardDetails, RedeemEntry, Voucher, VouchersResponse } from '@hajz/contracts/vouchers';
import { isPagination } from '~/lib/pagination';
import { isObj, isInt, isStr, missing, maybeStr, maybeInt, maybeDate } from '~/lib/shape';

type Loose<T> = { [K in keyof T]?: T[K] | null };

/** A card as the dialog may receive it: spec §2 tells what each missing field shows. */
export type GiftCardShown = Loose<Omit<GiftCardDetails, 'redeem_history'>> & {
  serial_number: string;
  redeem_history?: Loose<RedeemEntry>[] | null;
};

export function isVoucher(v: unknown): v is Voucher {
  return (
    isObj(v) &&
    isStr(v.serial_number) &&
    isStr(v.voucher_group_name) &&
    isInt(v.value) &&
    maybeStr(v.card_image) &&
    isInt(v.remaining_amount) &&
    isStr(v.expiry_date) &&
    maybeDate(v.expiry_date) &&
    isStr(v.status)
  );
}

export function isVouchersResponse(v: unknown): v is VouchersResponse {
  return (
    isObj(v) && Array.isArray(v.vouchers) && v.vouchers.every(isVoucher) && isPagination(v.pagination_options)
  );
}

const isRedeemEntry = (v: unknown) =>
  isObj(v) && maybeDate(v.date) && maybeStr(v.order_number) && maybeInt(v.amount);

const amounts = ['total', 'remaining_amount', 'sub_total', 'tax', 'tax_rate', 'discounts'] as const;
const texts = [
  'voucher_group_name',
  'currency',
  'status',
  'card_image',
  'description',
  'voucher_order_number',
  'qr_code',
] as const;

export function isGiftCardShown(v: unknown): v is GiftCardShown {
  return (
    isObj(v) &&
    isStr(v.serial_number) &&
    amounts.every((k) => maybeInt(v[k])) &&
    texts.every((k) => maybeStr(v[k])) &&
    maybeDate(v.expiry_date) &&
    (missing(v.redeem_history) || (Array.isArray(v.redeem_history) && v.redeem_history.every(isRedeemEntry)))
  );
}
