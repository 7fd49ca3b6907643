import { describe, expect, it } from 'vitest';
import { walletResponse } from '@hajz/contracts/wallet';
import { earned, payment, refund, walletPage } from './testing';
import { isWalletEntry, isWalletResponse } from './validate';

const good = () => walletPage([refund(), payment(), earned()]);
/** A copy of a valid response with one field replaced (or removed, for undefined). */
const withField = (path: string[], value: unknown) => {
  const copy = structuredClone(good()) as unknown as Record<string, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string, unknown>;
  const last = path.at(-1)!;
  if (value === undefined) delete at[last];
  else at[last] = value;
  return copy;
};

describe('wallet response validation', () => {
  it('accepts what the server sends, including an empty first page', () => {
    expect(isWalletResponse(good())).toBe(true);
    expect(isWalletResponse(walletPage([], { wallet: 0, points: 0 }))).toBe(true);
    // The fixtures are what the contract itself accepts, so these checks track the real shape.
    expect(walletResponse.safeParse(good()).success).toBe(true);
  });

  it.each([
    ['no data', null],
    ['a list instead of an object', []],
    ['a balance in riyals, not whole halalas', withField(['wallet', 'balance'], 104.5)],
    ['a balance as text', withField(['wallet', 'balance'], '10450')],
    ['another currency', withField(['wallet', 'currency'], 'USD')],
    ['no points', withField(['points'], undefined)],
    ['fractional points', withField(['points', 'balance'], 1.5)],
    ['entries that are not a list', withField(['entries'], {})],
    ['no pagination', withField(['pagination_options'], undefined)],
    ['a pagination without its last page', withField(['pagination_options', 'last_page'], undefined)],
  ])('refuses %s', (_, value) => {
    expect(isWalletResponse(value)).toBe(false);
  });

  it.each([
    ['an unknown account', { account: 'gift_card' }],
    ['a fractional amount', { amount: 10.5 }],
    ['a missing balance after', { balance_after: undefined }],
    ['no reason text', { reason_text: undefined }],
    ['an order number that is a number', { order_number: 501 }],
    ['an unreadable date', { created_at: 'yesterday' }],
    ['no id', { id: undefined }],
  ])('refuses an entry with %s, and the response holding it', (_, over) => {
    const entry = { ...refund(), ...over };
    expect(isWalletEntry(entry)).toBe(false);
    expect(isWalletResponse(walletPage([refund({ id: 1 }), entry as never]))).toBe(false);
  });

  it('accepts an entry without an order', () => {
    expect(isWalletEntry(refund({ order_number: null }))).toBe(true);
  });
});
