/**
 * Test helper (not a test file), run as its own OS process by modules/e-invoicing/chain.pg.test.ts: a replica's
 * share of the chain — its own pool on the database, `count` documents on one EGS unit, `concurrency` at a time.
 * Args: <database url> <unit id> <name> <count> <concurrency>. It says `ready` on stdout, waits for a line on stdin
 * (so that both processes start together), issues, and says `done <n>` (or `failed <message>`), then exits.
 */
import { createInterface } from 'node:readline';
import { openDatabase } from '../db/client.ts';
import { issueDocument } from '../modules/e-invoicing/index.ts';
import { invoiceDraft, issueOptions } from './e-invoicing.ts';

const [url, unitArg, name, countArg, concurrencyArg] = process.argv.slice(2);
const unitId = Number(unitArg);
const count = Number(countArg);
const concurrency = Number(concurrencyArg);

const database = await openDatabase({ databaseUrl: url!, dataDir: '', poolSize: concurrency });
await database.ping();
process.stdout.write('ready\n');
const lines = createInterface({ input: process.stdin });
await new Promise<void>((resolve) => lines.once('line', () => resolve()));
lines.close();

let next = 0;
let issued = 0;
try {
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const n = ++next;
        await issueDocument(database.db, unitId, () => invoiceDraft(`${name}-${n}`, 1_000 + n), issueOptions);
        issued++;
      }
    }),
  );
  process.stdout.write(`done ${issued}\n`);
} catch (error) {
  process.stdout.write(`failed ${(error as Error).message.replace(/\s+/g, ' ').slice(0, 500)}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
