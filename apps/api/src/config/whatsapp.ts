/** WhatsApp settings (issue 29, ADR 0056): which channel sends WhatsApp messages, Meta's credentials, and what a message costs. */
import { z } from 'zod';
import { choice, doc, envVars, httpUrl, text, type Requirement, type Values } from './fields.ts';

const halalas = (fallback: number) => z.coerce.number().int().min(0).max(100_000).default(fallback);

export const whatsappFields = {
  WHATSAPP_PROVIDER: doc(
    choice(['off', 'console', 'cloud']),
    'Which channel sends WhatsApp messages: off (SMS only; the demo uses console), console (logs each message and keeps it for the demo outbox) or cloud (Meta WhatsApp Cloud API).',
    'off',
  ),
  WHATSAPP_TOKEN: doc(
    text(),
    'Meta access token (system user). Secret. Required when WHATSAPP_PROVIDER=cloud.',
  ),
  WHATSAPP_PHONE_NUMBER_ID: doc(
    text(),
    "The WhatsApp Business phone number's id at Meta. Required when WHATSAPP_PROVIDER=cloud.",
  ),
  WHATSAPP_APP_SECRET: doc(
    text(),
    "The Meta app's secret: webhook posts are signed with it (X-Hub-Signature-256). Secret. Required when WHATSAPP_PROVIDER=cloud; the console channel uses hajz-demo-whatsapp-secret without it.",
  ),
  WHATSAPP_VERIFY_TOKEN: doc(
    text(),
    "The token typed into Meta's webhook settings, checked in the verification handshake. Required when WHATSAPP_PROVIDER=cloud; the console channel uses hajz-demo-whatsapp-verify without it.",
  ),
  WHATSAPP_BASE_URL: doc(
    httpUrl(),
    'Meta Graph API origin for WhatsApp (change only for a test server).',
    'https://graph.facebook.com',
  ),
  MESSAGE_COST_SMS_HALALAS: doc(halalas(8), 'What one SMS costs the business, in halalas (reports).', '8'),
  MESSAGE_COST_WHATSAPP_HALALAS: doc(
    halalas(5),
    'What one WhatsApp template message costs the business, in halalas (reports).',
    '5',
  ),
};

export const whatsappEnvVars = envVars(whatsappFields);

export const whatsappRequirements: Requirement[] = [
  {
    when: 'WHATSAPP_PROVIDER',
    is: 'cloud',
    required: ['WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN'],
  },
];

/**
 * The console channel (the demo) signs and verifies with these unless set (README: a demo is public anyway). Only
 * there: with WhatsApp off the webhook has no secret at all (select-channel.ts), so nobody can forge a tap.
 */
export const demoAppSecret = 'hajz-demo-whatsapp-secret';
export const demoVerifyToken = 'hajz-demo-whatsapp-verify';

export type WhatsAppSettings = {
  channel:
    | { provider: 'off' }
    | { provider: 'console' }
    | { provider: 'cloud'; token: string; phoneNumberId: string; baseUrl?: string };
  /** As set; '' when unset (cloud requires both; the console channel then uses the demo's, off has none). */
  appSecret: string;
  verifyToken: string;
  costs: { sms: number; whatsapp: number };
};

export function whatsappSettings(
  v: Values<typeof whatsappFields>,
  set: (value: string | undefined) => string,
): WhatsAppSettings {
  const costs = { sms: v.MESSAGE_COST_SMS_HALALAS, whatsapp: v.MESSAGE_COST_WHATSAPP_HALALAS };
  const appSecret = v.WHATSAPP_APP_SECRET ?? '';
  const verifyToken = v.WHATSAPP_VERIFY_TOKEN ?? '';
  if (v.WHATSAPP_PROVIDER === 'cloud')
    return {
      channel: {
        provider: 'cloud',
        token: set(v.WHATSAPP_TOKEN),
        phoneNumberId: set(v.WHATSAPP_PHONE_NUMBER_ID),
        baseUrl: v.WHATSAPP_BASE_URL,
      },
      appSecret: set(v.WHATSAPP_APP_SECRET),
      verifyToken: set(v.WHATSAPP_VERIFY_TOKEN),
      costs,
    };
  return { channel: { provider: v.WHATSAPP_PROVIDER }, appSecret, verifyToken, costs };
}
