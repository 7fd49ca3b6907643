/**
 * Issue 26 item 3: the chain never forks and never skips with several replicas on PostgreSQL. Two OS processes, each
 * with its own pool (src/test/e-invoicing-chain-worker.ts), issue 100 documents each at once on one EGS unit: the
 * unit's documents are ICV 1..200 without a gap, every PIH is the hash of the ICV - 1 document, and every signature
 * verifies. PostgreSQL only (*.pg.test.ts): PGlite is embedded in one process.
 */
import { spawn } from 'node:child_process';
import { documentFacts, firstPih, verifySignedInvoice } from '@hajz/zatca';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.ts';
import { eInvoiceDocuments, egsUnits } from '../../db/schema.ts';
import { repoRoot } from '../../paths.ts';
import { productionUnit } from '../../test/e-invoicing.ts';
import { copyOfTemplate, templateNames } from '../../test/postgres-databases.ts';

const base = process.env.TEST_DATABASE_URL!;
let copy: { url: string; drop: () => Promise<void> };
let database: Database;

beforeAll(async () => {
  copy = await copyOfTemplate(base, templateNames(base).empty);
  database = await openDatabase({ databaseUrl: copy.url, dataDir: '', poolSize: 2 });
});
afterAll(async () => {
  await database?.close();
  await copy?.drop();
});

type Worker = { ready: Promise<void>; finished: Promise<string>; go: () => void };

function worker(args: string[]): Worker {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/test/e-invoicing-chain-worker.ts', ...args],
    {
      cwd: repoRoot,
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let out = '';
  let err = '';
  let isReady!: () => void;
  const ready = new Promise<void>((r) => (isReady = r));
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (out.includes('ready\n')) isReady();
  });
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const finished = new Promise<string>((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`worker exited ${code}:\n${out}\n${err.slice(-2000)}`)),
    ),
  );
  // A worker that dies before it is ready fails the test instead of hanging it.
  finished.catch(() => isReady());
  return { ready, finished, go: () => child.stdin.end('go\n') };
}

describe('two processes issuing on one EGS unit', () => {
  it('200 documents, ICV 1..200 without a gap, unforked, every signature verifying', async () => {
    const unitId = await productionUnit(database.db, 'two-processes');
    const workers = ['A', 'B'].map((name) => worker([copy.url, String(unitId), name, '100', '4']));
    await Promise.all(workers.map((w) => w.ready));
    for (const w of workers) w.go();
    const outputs = await Promise.all(workers.map((w) => w.finished));
    for (const out of outputs) expect(out).toContain('done 100');

    const documents = await database.db
      .select()
      .from(eInvoiceDocuments)
      .where(eq(eInvoiceDocuments.unitId, unitId))
      .orderBy(asc(eInvoiceDocuments.icv));
    expect(documents).toHaveLength(200);
    expect(documents.map((d) => d.icv)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    // Each process issued its 100 (numbered A-1…A-100, B-1…B-100), and they did so at the same time: the
    // sequence switches between the two processes more than once.
    for (const name of ['A', 'B'])
      expect(documents.filter((d) => d.number.startsWith(`${name}-`))).toHaveLength(100);
    const switches = documents.filter((d, i) => i > 0 && d.number[0] !== documents[i - 1]!.number[0]).length;
    expect(switches).toBeGreaterThan(1);

    documents.forEach((d, i) => {
      const facts = documentFacts(d.signedXml);
      expect(facts.icv, d.number).toBe(d.icv);
      expect(facts.hash, d.number).toBe(d.hash);
      expect(facts.pih, d.number).toBe(i === 0 ? firstPih : documents[i - 1]!.hash);
      expect(verifySignedInvoice(d.signedXml), d.number).toEqual([]);
    });
    const [unit] = await database.db.select().from(egsUnits).where(eq(egsUnits.id, unitId));
    expect([unit!.lastIcv, unit!.lastHash]).toEqual([200, documents[199]!.hash]);
  }, 300_000);
});
