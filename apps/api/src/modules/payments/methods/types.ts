/**
 * A way to pay, as the API knows it (issue 27, ADR 0052). Each method is one handler file listed in registry.ts:
 * when a cart may use it (with a translated reason when not), how POST orders starts its payment, and how its
 * money goes back. Nothing else in the order flow (idempotency, holds, expiry, reconciliation, the ledger,
 * e-invoices) differs between methods.
 */
import type { CardScheme, PaymentMethodId } from '@hajz/contracts/payment-methods';
import type { CreateOrderResponse } from '@hajz/contracts/orders';
import type { MessageKey } from '../../../i18n/messages.ts';
import type { PaymentProvider, RefundResult } from '../../../integrations/payments/interface.ts';
import type { WalletGateways, WalletMethod } from '../../../integrations/payments/wallets/interface.ts';
import type { ApplePayGateway } from '../../../integrations/payments/apple-pay/interface.ts';

/**
 * What the availability rules look at: the cart's lines, what is charged now (halalas: with a deposit, the deposit's
 * `due_now`, not the whole total — ADR 0054) and the cart's deposit (0 or absent: none).
 */
export type MethodCart = { lines: readonly { type: string }[]; total: number; deposit?: number };

/** Why a cart cannot use a method: a message key (shown as the cart's `reason`, and POST orders' 422). */
export type Refusal = { key: MessageKey; values?: Record<string, string> };

export type StartContext = {
  orderNumber: string;
  total: number;
  /** Until when the order waits for its payment (its holds are kept until then). */
  deadline: Date;
  providerName: string;
  /** The signed payment page the pop-up opens (card). */
  paymentPageUrl: (orderNumber: string, expiresAt: Date) => string;
  /** STC Pay, Tabby, Tamara (ADR 0053). */
  wallets?: WalletStartDeps;
  /** The STC Pay wallet's number from POST orders (validated there: 9 digits). */
  stcPayMobile?: string;
};

/** What STC Pay, Tabby and Tamara start with (ADR 0053): their gateway's name, Tabby / Tamara's checkout link. */
export type WalletStartDeps = {
  providerName: (method: WalletMethod) => string;
  checkoutUrl: (orderNumber: string, expiresAt: Date) => string;
};

/** How an order's payment starts: the payments row's provider and status, and the answer's `payment`. */
export type StartedPayment = {
  provider: string;
  status: 'initiated' | 'due_at_branch';
  payment: CreateOrderResponse['payment'];
  /** STC Pay: the wallet's number, kept with the payment. */
  walletMobile?: string | null;
};

/** Where refunds can go: the app's payment provider, and the wallet / BNPL gateways (ADR 0053). */
export type RefundGateways = {
  provider: PaymentProvider;
  wallets: WalletGateways;
  /** Apple Pay's configuration at the provider (ADR 0061). */
  applePay: ApplePayGateway | null;
};

export type RefundRequest = { reference: string; amount: number; transactionId: string | null };

export type PaymentMethodHandler = {
  readonly id: PaymentMethodId;
  /**
   * False while the method's flow is not built: it is never offered (the back office cannot turn it on) and its
   * entry is not listed, so nothing half-done is visible.
   */
  readonly ready: boolean;
  /** Paid online through a provider before the order is confirmed; false: settled at the branch. */
  readonly online: boolean;
  /** The card networks (the card entry only). */
  readonly schemes?: readonly CardScheme[];
  /** The message of a created order that still waits for this payment (or is due at the branch). */
  readonly createdMessage: MessageKey;
  /** BNPL: the instalments a total is split into (the cart's preview, ADR 0053). */
  readonly instalments?: number;
  /** Null when this cart may be paid this way. */
  refusal(cart: MethodCart): Refusal | null;
  start(ctx: StartContext): StartedPayment;
  /** Gives a payment's money back through where it came from (the refunds consumer, retried until it goes through). */
  refund(gateways: RefundGateways, request: RefundRequest): Promise<RefundResult>;
};
