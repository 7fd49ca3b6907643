import { z } from 'zod';
import { decimalInt, paginationOptions } from './pagination.ts';

/** One ledger entry as the customer sees it: signed amount (halalas for the wallet, points for points). */
export const walletEntry = z.object({
  id: z.number().int(),
  account: z.enum(['wallet', 'points']),
  amount: z.number().int(),
  balance_after: z.number().int(),
  reason: z.string(),
  reason_text: z.string(),
  order_number: z.string().nullable(),
  created_at: z.string(),
});
export type WalletEntry = z.infer<typeof walletEntry>;

export const walletQuery = z.object({ page: decimalInt('validation.page', 1, 100000).default(1) });
export const walletResponse = z.object({
  wallet: z.object({ balance: z.number().int(), currency: z.literal('SAR') }),
  points: z.object({ balance: z.number().int() }),
  entries: z.array(walletEntry),
  pagination_options: paginationOptions,
});
export type WalletResponse = z.infer<typeof walletResponse>;
