/**
 * Every setting the server reads, parsed and typed here (the providers' in config/*.ts, by area): the only place
 * that reads process.env (an ESLint rule holds it). A start with a missing or malformed variable fails with one
 * message naming each; the README's configuration table is checked against `configVariables` (config.test.ts).
 */
import { z } from 'zod';
import { applePayFields, applePaySettings } from './config/apple-pay.ts';
import { fatooraFields, fatooraRequirements, fatooraSettings } from './config/fatoora.ts';
import { pick, type Requirement } from './config/fields.ts';
import { mapsFields, mapsRequirements, mapsSettings } from './config/maps.ts';
import { paymentFields, paymentRequirements, paymentSettings } from './config/payments.ts';
import { smsFields, smsRequirements, smsSettings } from './config/sms.ts';
import { whatsappFields, whatsappRequirements, whatsappSettings } from './config/whatsapp.ts';
import { trackingFields, trackingSettings } from './config/tracking.ts';
import { walletFields, walletRequirements, walletSettings } from './config/wallets.ts';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** The server's own settings, with their defaults; the providers' are in config/*.ts. */
const serverFields = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** PostgreSQL connection string; when unset the embedded PGlite under DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  /** Folder for the embedded database; "memory://" keeps it in memory. */
  DATA_DIR: z.string().default('./data'),
  /**
   * Demo mode (`npm start` sets it): console SMS with the demo outbox route, demo data, a notice on every page.
   * A production start without it must be configured for real (see `productionProblems`).
   */
  DEMO: bool.default(false),
  /** Seed the demo business at start when the database has none (idempotent). */
  SEED_DEMO: bool.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Largest accepted request body, bytes. */
  BODY_LIMIT: z.coerce.number().int().positive().default(1_048_576),
  /** Trust X-Forwarded-* from a load balancer. */
  TRUST_PROXY: bool.default(false),
  /** Serve the built web app (apps/web/build); off for API-only replicas. */
  SERVE_WEB: bool.default(true),
  /** How long guests share one render of a page (per URL and language); 0 renders every request. */
  GUEST_PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  /**
   * Signs session tokens (HS256), at least 32 characters. Required with DATABASE_URL in production; the embedded
   * database generates one under DATA_DIR and keeps it.
   */
  JWT_SECRET: z.string().min(32).optional(),
  /** Codes sent per client IP per hour (every number together). */
  OTP_IP_HOURLY_LIMIT: z.coerce.number().int().positive().default(30),
  /** Codes sent per number per hour. */
  OTP_NUMBER_HOURLY_LIMIT: z.coerce.number().int().positive().default(5),
  /** How often unpaid orders are expired and open payments checked with the provider; 0 turns it off. */
  PAYMENT_RECONCILE_SECONDS: z.coerce.number().int().min(0).default(60),
  /**
   * The public origin (https://hajz.example): links providers and messages send people to, canonical links.
   * Required in production; the demo uses this server's own address (`publicOrigin`). Never the request's Host.
   */
  PUBLIC_URL: z.string().url().optional(),
  /**
   * Chromium that prints invoice PDFs; 'off' disables PDFs (the printable page still works). By default the
   * first of /usr/bin/chromium, chromium-browser, google-chrome that exists.
   */
  PDF_CHROMIUM_PATH: z.string().optional(),
  /** Web push (VAPID, RFC 8292): both keys turn it on (`npx web-push generate-vapid-keys`); off by default. */
  VAPID_PUBLIC_KEY: z.string().min(80).optional(),
  VAPID_PRIVATE_KEY: z.string().min(40).optional(),
  /** A contact for push services: mailto: or https: URL. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)/)
    .default('mailto:ops@hajz.example'),
  /** Push services a browser's subscription may name (comma-separated hosts, `*.` for subdomains). */
  PUSH_ENDPOINT_HOSTS: z.string().optional(),
};

const requirements: Requirement[] = [
  ...smsRequirements,
  ...whatsappRequirements,
  ...paymentRequirements,
  ...walletRequirements,
  ...mapsRequirements,
  ...fatooraRequirements,
];

/** Values the requirements guarantee; reaching the throw is a bug in a requirement list. */
const set = (value: string | undefined): string => {
  if (value === undefined) throw new Error('a required setting is unset');
  return value;
};

export const configSchema = z
  .object({
    ...serverFields,
    ...smsFields,
    ...whatsappFields,
    ...paymentFields,
    ...walletFields,
    ...applePayFields,
    ...mapsFields,
    ...trackingFields,
    ...fatooraFields,
  })
  .superRefine(
    (v, ctx) => {
      // Runs even when another variable is malformed, so the one message names every problem. Values may be
      // unparsed here: compare them as text.
      const value = (name: string) => {
        const raw = (v as Record<string, unknown>)[name];
        return typeof raw === 'string' ? raw.trim() : raw;
      };
      for (const { when, is, required } of requirements) {
        if (String(value(when)).toLowerCase() !== is) continue;
        for (const name of required) {
          if (!value(name))
            ctx.addIssue({ code: 'custom', path: [name], message: `is required when ${when}=${is}` });
        }
      }
      if (Boolean(value('VAPID_PUBLIC_KEY')) !== Boolean(value('VAPID_PRIVATE_KEY'))) {
        const missing = value('VAPID_PUBLIC_KEY') ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY';
        ctx.addIssue({
          code: 'custom',
          path: [missing],
          message: 'is required with the other VAPID key (both or neither)',
        });
      }
    },
    { when: () => true },
  )
  .transform((v) => ({
    ...pick(serverFields, v),
    sms: smsSettings(v, set),
    whatsapp: whatsappSettings(v, set),
    payments: paymentSettings(v, set),
    wallets: walletSettings(v, set),
    applePay: applePaySettings(v),
    maps: mapsSettings(v, set),
    tracking: trackingSettings(v),
    fatoora: fatooraSettings(v),
  }));
export type Config = z.output<typeof configSchema>;

/** Every variable the schema reads (the README's configuration table lists each: config.test.ts). */
export const configVariables: string[] = Object.keys(configSchema.in.shape);

/**
 * Where customers reach us (issue 18 D4): PUBLIC_URL, else — the demo — this server's own address. Never the
 * request's Host header: links a provider sends the browser to (with the card token on them) must not be steerable.
 */
export function publicOrigin(config: Config): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.PORT}`;
}

/** Settings that are missing or malformed; the message names each variable, one a line. */
export class ConfigError extends Error {}

export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  overrides: Partial<Config> = {},
): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(`Invalid configuration:\n${describeIssues(parsed.error.issues, env)}`);
  }
  return { ...parsed.data, ...overrides };
}

/** For a start (server, dev, db:reset): the configuration, or its one message and exit code 1 — no stack trace. */
export function loadConfigOrExit(overrides: Partial<Config> = {}): Config {
  try {
    return loadConfig(process.env, overrides);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** Values never echoed back in the message (they end up in logs). */
const secret = /SECRET|TOKEN|KEY|PHRASE|SID|ACCESS_CODE|DATABASE_URL/;

/** One line per variable: "  - SPL_API_KEY is required when MAP_PROVIDER=spl", "  - PORT: Invalid input…; got …". */
function describeIssues(
  issues: readonly z.core.$ZodIssue[],
  env: Record<string, string | undefined>,
): string {
  return issues
    .map((issue) => {
      const name = issue.path.join('.');
      if (/^(is|must) /.test(issue.message)) return `  - ${name} ${issue.message}`;
      const shown = env[name] !== undefined && !secret.test(name);
      return `  - ${name}: ${issue.message}${shown ? `; got "${env[name]}"` : ''}`;
    })
    .join('\n');
}

/**
 * What a production start (NODE_ENV=production without DEMO) lacks: a real SMS provider (else anyone could read
 * sign-in codes), no console WhatsApp channel (its webhook secret is the demo's, public: anyone could sign a tap),
 * a token secret of its own, and the public origin customers and providers reach us at.
 */
export function productionProblems(config: Config): string[] {
  if (config.NODE_ENV !== 'production' || config.DEMO) return [];
  const problems: string[] = [];
  if (config.sms.provider === 'console')
    problems.push('SMS_PROVIDER (unifonic or taqnyat, with its credentials)');
  if (config.whatsapp.channel.provider === 'console')
    problems.push('WHATSAPP_PROVIDER (off, or cloud with its credentials)');
  if (!config.JWT_SECRET) problems.push('JWT_SECRET (at least 32 characters)');
  if (!config.PUBLIC_URL) problems.push('PUBLIC_URL (the https origin customers use)');
  return problems;
}
