/**
 * Shape checks for what the gift card endpoints send (lib/shape.ts: the browser bundle carries no schema library).
 * The details dialog follows spec §2's fallbacks for missing values (no status → Active, no remaining → the total,
 * no image → the default one, …), so a details payload only needs its serial number; whatever else it has must be
 * readable.
 */
import type { GiftCardDetails, RedeemEntry, Voucher, VouchersResponse } from '@hajz/contracts/vouchers';
import { isPagination } from '~/lib/pagination';
import {
  isDate,
  isInt,
  isStr,
  listOf,
  maybeDate,
  maybeInt,
  maybeStr,
  optional,
  sameFor,
  shape,
} from '~/lib/shape';

type Loose<T> = { [K in keyof T]?: T[K] | null };

/** A card as the dialog may receive it: spec §2 tells what each missing field shows. */
export type GiftCardShown = Loose<Omit<GiftCardDetails, 'redeem_history'>> & {
  serial_number: string;
  redeem_history?: Loose<RedeemEntry>[] | null;
};

export const isVoucher = shape<Voucher>({
  serial_number: isStr,
  voucher_group_name: isStr,
  value: isInt,
  card_image: maybeStr,
  remaining_amount: isInt,
  expiry_date: isDate,
  status: isStr,
});

export const isVouchersResponse = shape<VouchersResponse>({
  vouchers: listOf(isVoucher),
  pagination_options: isPagination,
});

const isRedeemEntry = shape({ date: maybeDate, order_number: maybeStr, amount: maybeInt });

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

export const isGiftCardShown = shape<GiftCardShown>({
  serial_number: isStr,
  ...sameFor(amounts, maybeInt),
  ...sameFor(texts, maybeStr),
  expiry_date: maybeDate,
  redeem_history: optional(listOf(isRedeemEntry)),
});
