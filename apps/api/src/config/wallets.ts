/**
 * Wallet and buy-now-pay-later settings (ADR 0053, 0062): each of STC Pay, Tabby and Tamara is the local sandbox
 * (no keys, the demo) or its real adapter. STC Pay goes through Amazon Payment Services with the APS_* credentials
 * (config/payments.ts); Tabby and Tamara have keys of their own. A missing key of a chosen provider is one line of
 * the start-up message, like every other setting.
 */
import type { ApsOptions } from '../integrations/payments/aps/provider.ts';
import { TABBY_KSA_API_URL, type TabbyOptions } from '../integrations/payments/wallets/tabby-http.ts';
import { TAMARA_SANDBOX_API_URL, type TamaraOptions } from '../integrations/payments/wallets/tamara-http.ts';
import { choice, doc, got, httpUrl, text, type Requirement, type Values } from './fields.ts';
import { apsOptions, apsRequired, type paymentFields } from './payments.ts';

export const walletFields = {
  STC_PAY_PROVIDER: doc(
    choice(['sandbox', 'aps']),
    'STC Pay: sandbox (a local wallet texting its code through the SMS provider; no money moves) or aps (Amazon Payment Services, digital_wallet=STCPAY, with the APS_* credentials).',
    'sandbox',
  ),
  TABBY_PROVIDER: doc(
    choice(['sandbox', 'tabby']),
    'Tabby: sandbox (a local hosted checkout with Approve / Decline) or tabby (the Tabby API).',
    'sandbox',
  ),
  TABBY_SECRET_KEY: doc(text(), 'Tabby secret key (sk_test_… for its test environment). Secret.'),
  TABBY_MERCHANT_CODE: doc(text(), 'Tabby merchant code of the store (KSA).'),
  TABBY_WEBHOOK_HEADER: doc(
    text()
      .transform((v) => v ?? 'X-Hajz-Webhook')
      .refine((v) => /^[A-Za-z0-9-]{1,64}$/.test(v), {
        error: (issue) => `must be an HTTP header name; ${got(issue.input)}`,
      }),
    'Name of the header registered with our Tabby webhook (Tabby sends it with every notification).',
    'X-Hajz-Webhook',
  ),
  TABBY_WEBHOOK_SECRET: doc(
    text(),
    'Value registered with that header: a notification without it is refused. Secret.',
  ),
  TABBY_API_URL: doc(
    httpUrl().transform((v) => v ?? TABBY_KSA_API_URL),
    "Tabby's API (KSA). The same host serves test keys.",
    TABBY_KSA_API_URL,
  ),
  TAMARA_PROVIDER: doc(
    choice(['sandbox', 'tamara']),
    'Tamara: sandbox (a local hosted checkout with Approve / Decline) or tamara (the Tamara API).',
    'sandbox',
  ),
  TAMARA_API_TOKEN: doc(text(), 'Tamara API token (Partners Portal). Secret.'),
  TAMARA_NOTIFICATION_TOKEN: doc(
    text(),
    "Tamara notification token: checks the signature (HS256 JWT) of Tamara's notifications. Secret.",
  ),
  TAMARA_API_URL: doc(
    httpUrl().transform((v) => v ?? TAMARA_SANDBOX_API_URL),
    "Tamara's API. The default is its sandbox; production is https://api.tamara.co.",
    TAMARA_SANDBOX_API_URL,
  ),
};

export const walletRequirements: Requirement[] = [
  { when: 'STC_PAY_PROVIDER', is: 'aps', required: apsRequired },
  {
    when: 'TABBY_PROVIDER',
    is: 'tabby',
    required: ['TABBY_SECRET_KEY', 'TABBY_MERCHANT_CODE', 'TABBY_WEBHOOK_SECRET'],
  },
  { when: 'TAMARA_PROVIDER', is: 'tamara', required: ['TAMARA_API_TOKEN', 'TAMARA_NOTIFICATION_TOKEN'] },
];

export type WalletSettings = {
  stcPay: { provider: 'sandbox' } | { provider: 'aps'; aps: ApsOptions };
  tabby: { provider: 'sandbox' } | { provider: 'tabby'; tabby: TabbyOptions };
  tamara: { provider: 'sandbox' } | { provider: 'tamara'; tamara: TamaraOptions };
};

export function walletSettings(
  v: Values<typeof walletFields> & Values<typeof paymentFields>,
  set: (value: string | undefined) => string,
): WalletSettings {
  return {
    stcPay:
      v.STC_PAY_PROVIDER === 'aps' ? { provider: 'aps', aps: apsOptions(v, set) } : { provider: 'sandbox' },
    tabby:
      v.TABBY_PROVIDER === 'tabby'
        ? {
            provider: 'tabby',
            tabby: {
              secretKey: set(v.TABBY_SECRET_KEY),
              merchantCode: set(v.TABBY_MERCHANT_CODE),
              webhookHeader: { name: v.TABBY_WEBHOOK_HEADER, value: set(v.TABBY_WEBHOOK_SECRET) },
              apiUrl: v.TABBY_API_URL,
            },
          }
        : { provider: 'sandbox' },
    tamara:
      v.TAMARA_PROVIDER === 'tamara'
        ? {
            provider: 'tamara',
            tamara: {
              apiToken: set(v.TAMARA_API_TOKEN),
              notificationToken: set(v.TAMARA_NOTIFICATION_TOKEN),
              apiUrl: v.TAMARA_API_URL,
            },
          }
        : { provider: 'sandbox' },
  };
}
