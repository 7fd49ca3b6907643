/**
 * Shape checks for what GET wallet sends. The browser bundle carries no schema library (contracts' zod stays on
 * the server), so these check what the page reads: a response that passes renders without crashing, and one that
 * does not shows 'Invalid response format from server' instead of wrong balances.
 */
import type { WalletEntry, WalletResponse } from '@hajz/contracts/wallet';
import { isPagination } from '~/lib/pagination';
import { isObj, isInt, isStr } from '~/lib/shape';

export function isWalletEntry(v: unknown): v is WalletEntry {
  return (
    isObj(v) &&
    isInt(v.id) &&
    (v.account === 'wallet' || v.account === 'points') &&
    isInt(v.amount) &&
    isInt(v.balance_after) &&
    isStr(v.reason) &&
    isStr(v.reason_text) &&
    (v.order_number === null || v.order_number === undefined || isStr(v.order_number)) &&
    isStr(v.created_at) &&
    // An unreadable date would print "Invalid Date" (or throw in Intl): refuse it here instead.
    !Number.isNaN(Date.parse(v.created_at))
  );
}

export function isWalletResponse(v: unknown): v is WalletResponse {
  return (
    isObj(v) &&
    isObj(v.wallet) &&
    isInt(v.wallet.balance) &&
    // The page prints riyals; any other currency would be shown with the wrong label.
    v.wallet.currency === 'SAR' &&
    isObj(v.points) &&
    isInt(v.points.balance) &&
    Array.isArray(v.entries) &&
    v.entries.every(isWalletEntry) &&
    isPagination(v.pagination_options)
  );
}
