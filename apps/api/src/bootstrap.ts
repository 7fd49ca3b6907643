import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { needsDemoSeed, seed } from './db/seed/seed.ts';
import type { AppContext } from './app-context.ts';
import { onboardDemo } from './modules/e-invoicing/index.ts';

/** Opens the database, applies migrations and seeds the demo business when the database has none. */
export async function prepareDatabase(
  config: Config,
  log: (msg: string) => void = () => undefined,
): Promise<Database> {
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  if (config.SEED_DEMO && (await needsDemoSeed(database.db))) {
    log('seeding the demo business');
    await seed(database.db);
  }
  return database;
}

/**
 * The demo at first start (ADR 0048): in the demo (DEMO=true) or development, with the demo data and the local
 * Fatoora simulation, the demo business's EGS unit is onboarded with the simulation's code, so a demo sale is a
 * signed, chained, reported document. Never against ZATCA's platform, never for a real business (it switches
 * e-invoicing on itself), never with FATOORA_DEMO_ONBOARD=false (an owner onboards in the back office), and never
 * when a unit exists.
 */
export async function onboardDemoEInvoicing(
  config: Config,
  context: AppContext,
  log: (msg: string) => void = () => undefined,
): Promise<void> {
  const demo = config.DEMO || config.NODE_ENV === 'development';
  if (!demo || !config.SEED_DEMO || !config.fatoora.demoOnboard || config.fatoora.provider !== 'simulation')
    return;
  if (await onboardDemo(context.eInvoicing, config.fatoora.simulationOtp)) {
    log('e-invoicing: the demo EGS unit is onboarded against the local Fatoora simulation');
  }
}
