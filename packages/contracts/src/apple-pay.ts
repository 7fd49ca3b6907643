/**
 * Apple Pay on the wire (issue 27 item 3, ADR 0061): the merchant validation the browser's ApplePaySession asks for
 * (`onvalidatemerchant` → our server → Apple), and the payment token it hands over (`onpaymentauthorized`), which
 * the server sends to the provider. The token is Apple's ApplePayPaymentToken
 * (developer.apple.com/documentation/applepayontheweb/applepaypaymenttoken), kept as Apple names it.
 */
import { z } from 'zod';

const reference = z.string({ error: 'validation.required' }).trim().min(1).max(64);

/** Base64 (Apple's encrypted data and signatures) or a sandbox test value: no spaces, no markup, bounded. */
const opaque = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'payment.apple_pay_token_invalid' })
    .regex(/^[A-Za-z0-9+/=_.-]+$/, { error: 'payment.apple_pay_token_invalid' });

const label = z
  .string()
  .trim()
  .max(64)
  .regex(/^[^<>]*$/);

export const applePayValidateBody = z.object({
  merchant_reference: reference,
  /** `ApplePayValidateMerchantEvent.validationURL`: only Apple's documented hosts are accepted (the server checks). */
  validation_url: z.url({ error: 'payment.apple_pay_validation_url' }).max(300),
});

/** Apple's opaque merchant session: passed unchanged to `completeMerchantValidation`. */
export const applePayMerchantSession = z.record(z.string(), z.unknown());

export const applePayPaymentToken = z.object({
  paymentData: z.object({
    version: z
      .string()
      .max(20)
      .regex(/^[A-Za-z0-9_]+$/),
    data: opaque(20_000),
    signature: opaque(20_000),
    header: z.object({
      ephemeralPublicKey: opaque(1_000).optional(),
      wrappedKey: opaque(2_000).optional(),
      publicKeyHash: opaque(200),
      transactionId: z
        .string()
        .max(128)
        .regex(/^[A-Za-z0-9]+$/),
    }),
  }),
  paymentMethod: z.object({
    displayName: label,
    /** 'Visa', 'MasterCard', 'mada', … as Apple spells it. */
    network: label,
    type: z.enum(['debit', 'credit', 'prepaid', 'store']),
  }),
  transactionIdentifier: z
    .string()
    .max(128)
    .regex(/^[A-Za-z0-9]+$/),
});
export type ApplePayPaymentToken = z.infer<typeof applePayPaymentToken>;

export const applePayPayBody = z.object({
  merchant_reference: reference,
  token: applePayPaymentToken,
});

export const applePayPayResponse = z.object({
  paid: z.boolean(),
  order_status: z.string(),
  /** Why not paid: a failure reason (declined, …) or 'pending' when the provider has not settled it yet. */
  reason: z.string().nullable(),
});
export type ApplePayPayResponse = z.infer<typeof applePayPayResponse>;

/**
 * The payment networks we ask Apple Pay for (`supportedNetworks`): mada first, as Saudi debit cards carry it. Apple
 * spells them 'mada', 'visa', 'masterCard'.
 */
export const applePayNetworks = ['mada', 'visa', 'masterCard'] as const;

/** The Apple Pay JS version the web asks for (`new ApplePaySession(version, request)`): 3 knows mada. */
export const applePayJsVersion = 3;
