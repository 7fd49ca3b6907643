/** SMS settings: which gateway sends text messages, and its credentials. */
import { choice, doc, envVars, httpUrl, text, type Requirement, type Values } from './fields.ts';

export const smsFields = {
  SMS_PROVIDER: doc(
    choice(['console', 'unifonic', 'taqnyat']),
    'Which gateway sends text messages: console (logs each message and keeps it in memory; for development), unifonic or taqnyat.',
    'console',
  ),
  UNIFONIC_APP_SID: doc(
    text(),
    'Unifonic application id (AppSid). Secret. Required when SMS_PROVIDER=unifonic.',
  ),
  UNIFONIC_SENDER_ID: doc(text(), 'Registered Unifonic sender name. Required when SMS_PROVIDER=unifonic.'),
  UNIFONIC_BASE_URL: doc(
    httpUrl(),
    'Unifonic API origin (change only for a test server).',
    'https://el.cloud.unifonic.com',
  ),
  TAQNYAT_TOKEN: doc(text(), 'Taqnyat API bearer token. Secret. Required when SMS_PROVIDER=taqnyat.'),
  TAQNYAT_SENDER: doc(text(), 'Registered Taqnyat sender name. Required when SMS_PROVIDER=taqnyat.'),
  TAQNYAT_BASE_URL: doc(
    httpUrl(),
    'Taqnyat API origin (change only for a test server).',
    'https://api.taqnyat.sa',
  ),
  SMS_INBOUND_SECRET: doc(
    text(),
    "The secret in the callback URL the SMS gateway posts customers' texts to (…/messaging/webhook/sms/<provider>?secret=…; STOP and START, ADR 0065). Secret. Without it Unifonic's and Taqnyat's inbound texts are refused; the console provider uses hajz-demo-sms-secret.",
  ),
};

/** The console provider's inbound secret when none is set (the demo is public anyway, like its WhatsApp secret). */
export const demoSmsInboundSecret = 'hajz-demo-sms-secret';

/** Every SMS setting, with its meaning. */
export const smsEnvVars = envVars(smsFields);

export const smsRequirements: Requirement[] = [
  { when: 'SMS_PROVIDER', is: 'unifonic', required: ['UNIFONIC_APP_SID', 'UNIFONIC_SENDER_ID'] },
  { when: 'SMS_PROVIDER', is: 'taqnyat', required: ['TAQNYAT_TOKEN', 'TAQNYAT_SENDER'] },
];

export type SmsSettings = (
  | { provider: 'console' }
  | { provider: 'unifonic'; appSid: string; senderId: string; baseUrl?: string }
  | { provider: 'taqnyat'; token: string; sender: string; baseUrl?: string }
) & {
  /** The shared secret of the inbound-text callback (ADR 0065); unset: inbound texts refused (console: the demo's). */
  inboundSecret?: string;
};

/** The typed settings, once the requirements above hold (`set` returns a required value). */
export function smsSettings(
  v: Values<typeof smsFields>,
  set: (value: string | undefined) => string,
): SmsSettings {
  const inboundSecret = v.SMS_INBOUND_SECRET;
  switch (v.SMS_PROVIDER) {
    case 'console':
      return { provider: 'console', inboundSecret: inboundSecret ?? demoSmsInboundSecret };
    case 'unifonic':
      return {
        inboundSecret,
        provider: 'unifonic',
        appSid: set(v.UNIFONIC_APP_SID),
        senderId: set(v.UNIFONIC_SENDER_ID),
        baseUrl: v.UNIFONIC_BASE_URL,
      };
    case 'taqnyat':
      return {
        inboundSecret,
        provider: 'taqnyat',
        token: set(v.TAQNYAT_TOKEN),
        sender: set(v.TAQNYAT_SENDER),
        baseUrl: v.TAQNYAT_BASE_URL,
      };
  }
}
