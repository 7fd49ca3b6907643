import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { checkInvariants } from '../db/invariants.ts';
import { buildApp, type AppOptions } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { seed } from '../db/seed/seed.ts';
import { createConsoleProvider, type ConsoleProvider } from '../integrations/sms/console-provider.ts';
import type { SmsProvider } from '../integrations/sms/interface.ts';
import type { SelectedPayments } from '../integrations/payments/select-provider.ts';
import { copyOfTemplate, templateNames } from './postgres-databases.ts';
import { checkContract, recordCalls } from './openapi-contract.ts';

let seeded: Blob | undefined;
/**
 * The run's migrated, seeded PGlite snapshot (global-setup.ts), read once per test file; none on PostgreSQL, nor
 * outside vitest (a benchmark in bench/: the app seeds its own database).
 */
function seededSnapshot(): Blob | undefined {
  let file: string | undefined;
  try {
    file = inject('seededDatabase');
  } catch {
    return undefined;
  }
  if (!file) return undefined;
  seeded ??= new Blob([readFileSync(file)]);
  return seeded;
}

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  /** PostgreSQL only: this app's own database, for a test that opens a second pool on it (another process's). */
  databaseUrl?: string;
  /** The console SMS provider's outbox (the default provider in tests). */
  sms: ConsoleProvider;
  close: () => Promise<void>;
};

/**
 * A real app on a real database of its own: in-memory PGlite by default, or on the PostgreSQL server at
 * TEST_DATABASE_URL a new database copied from the run's template (global-setup.ts), dropped when the app closes.
 */
export async function createTestApp(
  options: {
    seed?: boolean;
    config?: Partial<Config>;
    sms?: SmsProvider;
    /** The WhatsApp channel (ADR 0056); off unless a test passes one. */
    whatsapp?: AppOptions['whatsapp'];
    payments?: SelectedPayments;
    /** Apple Pay (ADR 0061); by default the sandbox one beside the sandbox card gateway. */
    applePay?: AppOptions['applePay'];
    logStream?: { write: (line: string) => void };
    outbox?: AppOptions['outbox'];
    push?: AppOptions['push'];
    maps?: AppOptions['maps'];
    /** Server-side conversion senders (issue 15); none unless a test passes them. */
    conversions?: AppOptions['conversions'];
    /**
     * Checks db/invariants.ts when the app closes (default). Off only for a test that builds a state the order
     * lifecycle never leaves (say why next to it).
     */
    invariants?: boolean;
    /** Adds routes before the app is ready (the web pages' SSR route, for the OpenAPI tests). */
    beforeReady?: (app: FastifyInstance) => Promise<void>;
  } = {},
): Promise<TestApp> {
  const seeded = options.seed !== false;
  const baseUrl = process.env.TEST_DATABASE_URL || undefined;
  const copy = baseUrl
    ? await copyOfTemplate(baseUrl, templateNames(baseUrl)[seeded ? 'seeded' : 'empty'])
    : undefined;
  const databaseUrl = copy?.url;
  const config = loadConfig(
    {},
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: 'memory://',
      DATABASE_URL: databaseUrl,
      SEED_DEMO: false,
      ...options.config,
    },
  );
  const snapshot = !databaseUrl && seeded ? seededSnapshot() : undefined;
  const database = await openDatabase({
    databaseUrl,
    dataDir: 'memory://',
    poolSize: 20,
    loadDataDir: snapshot,
  });
  // From the snapshot or template: already migrated (this finds nothing to do) and, unless seed: false, seeded.
  await database.migrate();
  if (seeded && !snapshot && !copy) await seed(database.db);
  const consoleSms = createConsoleProvider({ log: () => undefined });
  const app = await buildApp({
    config,
    database,
    sms: { provider: options.sms ?? consoleSms, console: consoleSms },
    whatsapp: options.whatsapp,
    payments: options.payments,
    applePay: options.applePay,
    logStream: options.logStream,
    push: options.push,
    maps: options.maps,
    conversions: options.conversions ?? [],
    // Delivered when woken by a commit or drained by the test, never behind its back on a timer; a failed
    // delivery waits out a backoff as in production (a test retries it with drain({ aheadMs })).
    outbox: { pollMs: 3_600_000, ...options.outbox },
  });
  await options.beforeReady?.(app);
  await app.ready();
  // Every answer this app gives through inject is held to its OpenAPI document (ADR 0045).
  const contract = checkContract(app);
  return {
    app,
    database,
    databaseUrl,
    sms: consoleSms,
    close: async () => {
      await app.close();
      recordCalls();
      // Whatever a test did through the API, orders, bookings, redemptions and the ledger still agree.
      const broken = options.invariants === false ? [] : await checkInvariants(database.db);
      await database.close();
      await copy?.drop();
      if (broken.length > 0) throw new Error(`invariants broken:\n${broken.join('\n')}`);
      if (contract.length > 0)
        throw new Error(`answers the OpenAPI document does not describe:\n${contract.join('\n')}`);
    },
  };
}
