/**
 * What Tabby and Tamara take (ADR 0053), in halalas, inclusive. Tabby in KSA: 10–10,000 SAR (issue 27). Tamara's
 * limits come per merchant from its `GET /checkout/payment-types` (min_limit / max_limit); until a merchant's are
 * configured we use 100–5,000 SAR. Both show a plan of 4 instalments.
 */
import type { BnplMethod } from './interface.ts';

export const bnplLimits: Record<BnplMethod, { min: number; max: number }> = {
  tabby: { min: 10_00, max: 10_000_00 },
  tamara: { min: 100_00, max: 5_000_00 },
};
export const bnplInstalments: Record<BnplMethod, number> = { tabby: 4, tamara: 4 };
