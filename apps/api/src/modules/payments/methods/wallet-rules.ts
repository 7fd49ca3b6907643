/** STC Pay, Tabby and Tamara's rules (ADR 0053): BNPL amount limits, and how each starts and refunds. */
import { otpRules } from '@hajz/contracts/auth-rules';
import type { Locale } from '@hajz/contracts/locale';
import { formatAmount } from '@hajz/contracts/money';
import { format } from '../../../i18n/messages.ts';
import { instalmentPlan } from '../../../integrations/payments/wallets/interface.ts';
import { bnplLimits } from '../../../integrations/payments/wallets/limits.ts';
import type { BnplMethod, WalletMethod } from '../../../integrations/payments/wallets/interface.ts';
import type {
  MethodCart,
  RefundGateways,
  RefundRequest,
  Refusal,
  StartContext,
  StartedPayment,
} from './types.ts';

/** 551234567 → 55*****67: enough for the customer to recognise the number. */
export const maskMobile = (mobile: string) => `${mobile.slice(0, 2)}*****${mobile.slice(-2)}`;

/** The cart's "4 interest-free payments of 62.50 SAR" (the first instalment carries the remainder). */
export function instalmentPreview(total: number, count: number, locale: Locale) {
  const { first, rest } = instalmentPlan(total, count);
  return {
    count,
    amount: first,
    rest,
    text: format(locale, 'payment.bnpl_preview', { count: String(count), amount: formatAmount(first) }),
  };
}

const sar = (halalas: number) => (halalas / 100).toLocaleString('en-US');

/** Tabby / Tamara take totals within their limits only ("Tabby is for totals between 10 and 10,000 SAR"). */
export const withinBnplLimits =
  (method: BnplMethod) =>
  (cart: MethodCart): Refusal | null => {
    const { min, max } = bnplLimits[method];
    // Nothing to pay (gift cards or points cover it; also POST orders' first look, before pricing): no limit applies.
    if (cart.total === 0 || (cart.total >= min && cart.total <= max)) return null;
    return { key: `payment.${method}_limits`, values: { min: sar(min), max: sar(max) } };
  };

function walletDeps(ctx: StartContext) {
  if (!ctx.wallets) throw new Error('wallet payments need their gateways (StartContext.wallets)');
  return ctx.wallets;
}

const base = (ctx: StartContext, method: WalletMethod) => ({
  provider: walletDeps(ctx).providerName(method),
  status: 'initiated' as const,
});

/** STC Pay: the wallet texts a code once the order exists (orders/routes.ts); the answer says where it went. */
export const startStcPay = (ctx: StartContext): StartedPayment => ({
  ...base(ctx, 'stc_pay'),
  walletMobile: ctx.stcPayMobile ?? null,
  payment: {
    create_token_url: { url: '' },
    merchant_reference: ctx.orderNumber,
    expires_at: ctx.deadline.toISOString(),
    redirect_url: null,
    stc_pay: {
      mobile_masked: maskMobile(ctx.stcPayMobile ?? ''),
      otp_expires_at: null,
      tries_left: otpRules.maxAttempts,
    },
  },
});

/** Tabby / Tamara: the signed link that opens the provider's hosted checkout (the pop-up opens it, like cards). */
export const startBnpl =
  (method: BnplMethod) =>
  (ctx: StartContext): StartedPayment => {
    const url = walletDeps(ctx).checkoutUrl(ctx.orderNumber, ctx.deadline);
    return {
      ...base(ctx, method),
      payment: {
        create_token_url: { url },
        merchant_reference: ctx.orderNumber,
        expires_at: ctx.deadline.toISOString(),
        redirect_url: url,
        stc_pay: null,
      },
    };
  };

export const refundToStcPay = (gateways: RefundGateways, request: RefundRequest) =>
  gateways.wallets.stcPay.refund(request);

export const refundThroughBnpl = (method: BnplMethod) => (gateways: RefundGateways, request: RefundRequest) =>
  gateways.wallets.bnpl[method].refund(request);
