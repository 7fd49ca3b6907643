/**
 * Shape checks for what GET wallet sends (lib/shape.ts: the browser bundle carries no schema library): what the
 * page reads. A response that passes renders without crashing, and one that does not shows 'Invalid response format
 * from server' instead of wrong balances.
 */
import type { WalletEntry, WalletResponse } from '@hajz/contracts/wallet';
import { isPagination } from '~/lib/pagination';
import { isDate, isInt, isStr, listOf, maybeStr, oneOf, shape } from '~/lib/shape';

export const isWalletEntry = shape<WalletEntry>({
  id: isInt,
  account: oneOf('wallet', 'points'),
  amount: isInt,
  balance_after: isInt,
  reason: isStr,
  reason_text: isStr,
  order_number: maybeStr,
  // An unreadable date would print "Invalid Date" (or throw in Intl): refused here instead.
  created_at: isDate,
});

export const isWalletResponse = shape<WalletResponse>({
  // The page prints riyals; any other currency would be shown with the wrong label.
  wallet: shape({ balance: isInt, currency: oneOf('SAR') }),
  points: shape({ balance: isInt }),
  entries: listOf(isWalletEntry),
  pagination_options: isPagination,
});
