import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Every setting the server reads, with its default. The README's configuration table mirrors this. */
export const configSchema = z.object({
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
});
export type Config = z.infer<typeof configSchema>;

/**
 * Where customers reach us (issue 18 D4): PUBLIC_URL, else — the demo — this server's own address. Never the
 * request's Host header: links a provider sends the browser to (with the card token on them) must not be steerable.
 */
export function publicOrigin(config: Config): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.PORT}`;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  return { ...parsed.data, ...overrides };
}

/**
 * What a production start (NODE_ENV=production without DEMO) lacks: a real SMS provider (else anyone could read
 * sign-in codes), a token secret of its own, and the public origin customers and providers reach us at.
 */
export function productionProblems(config: Config, env: NodeJS.ProcessEnv = process.env): string[] {
  if (config.NODE_ENV !== 'production' || config.DEMO) return [];
  const problems: string[] = [];
  if (!env.SMS_PROVIDER || env.SMS_PROVIDER === 'console')
    problems.push('SMS_PROVIDER (unifonic or taqnyat, with its credentials)');
  if (!config.JWT_SECRET) problems.push('JWT_SECRET (at least 32 characters)');
  if (!config.PUBLIC_URL) problems.push('PUBLIC_URL (the https origin customers use)');
  return problems;
}
