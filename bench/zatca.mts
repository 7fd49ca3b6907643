// E-invoicing stamp benchmark (issue 26, ADR 0043): what building, hashing and signing one document costs, p50/p99
// over N documents of 1–6 lines (some with a promo, a fee, a gift card), with the SDK's test key and certificate;
// and what verifying it costs (the Fatoora simulation does that per document it receives).
// Usage: npm run bench:zatca [-- --docs=1000]
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  buildInvoice,
  firstPih,
  invoiceHash,
  signInvoice,
  verifySignedInvoice,
  type DocumentInput,
} from '../packages/zatca/src/index.ts';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const DOCS = arg('docs', 1000);
const data = (name: string) =>
  readFileSync(new URL(`../packages/zatca/test-data/${name}`, import.meta.url), 'utf8');
const keys = { privateKeyPem: data('ec-secp256k1-priv-key.pem'), certificatePem: data('cert.pem') };

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};
const r2 = (x: number) => (Math.round(x * 100) / 100).toFixed(2);

function doc(i: number, pih: string): DocumentInput {
  const lines = Array.from({ length: 1 + (i % 6) }, (_, j) => ({
    name: `Service ${j + 1}`,
    quantity: 1 + ((i + j) % 3),
    unitPrice: 2_000 + ((i * 7919 + j * 104_729) % 48_000),
  }));
  const gross = lines.reduce((n, l) => n + l.unitPrice * l.quantity, 0);
  return {
    kind: 'invoice',
    number: `BENCH-${i + 1}`,
    uuid: randomUUID(),
    icv: i + 1,
    pih,
    issuedAt: new Date(),
    seller: {
      name: 'صالون الورد',
      vatNumber: '399999999900003',
      crNumber: '1010010000',
      address: {
        street: 'King Fahd Rd',
        buildingNumber: '1234',
        district: 'Al Olaya',
        city: 'Riyadh',
        postalCode: '12345',
      },
    },
    lines,
    fees: i % 4 === 0 ? [{ name: 'Booking fee', amount: 500 }] : [],
    allowances: i % 3 === 0 ? [{ reason: 'promo', label: 'Promo', amount: Math.floor(gross / 10) }] : [],
    prepaid: i % 5 === 0 ? [{ means: 'gift_card', amount: Math.floor(gross / 2) }] : [],
    paymentMeans: 'card',
  };
}

type Cost = { cpu: number[]; wall: number[] };
const cost: Record<'build' | 'hash' | 'sign' | 'verify', Cost> = {
  build: { cpu: [], wall: [] },
  hash: { cpu: [], wall: [] },
  sign: { cpu: [], wall: [] },
  verify: { cpu: [], wall: [] },
};
/** Runs `fn`, recording its CPU time (user + system, unaffected by waiting for a busy core) and wall-clock time. */
function measure<T>(into: Cost, fn: () => T): T {
  const wall = performance.now();
  const cpu = process.cpuUsage();
  const result = fn();
  const used = process.cpuUsage(cpu);
  into.cpu.push((used.user + used.system) / 1000);
  into.wall.push(performance.now() - wall);
  return result;
}

let pih = firstPih;
// A few documents first so the timings are not the JIT's warm-up.
for (let i = 0; i < 20; i++) signInvoice(buildInvoice(doc(i, pih)), keys);
const started = performance.now();
for (let i = 0; i < DOCS; i++) {
  const xml = measure(cost.build, () => buildInvoice(doc(i, pih)));
  measure(cost.hash, () => invoiceHash(xml));
  const signed = measure(cost.sign, () => signInvoice(xml, keys));
  const problems = measure(cost.verify, () => verifySignedInvoice(signed.xml));
  if (problems.length) throw new Error(`document ${i + 1}: ${JSON.stringify(problems)}`);
  pih = signed.hash;
}
const seconds = (performance.now() - started) / 1000;

const issued: Cost = {
  cpu: cost.build.cpu.map((b, i) => b + cost.sign.cpu[i]!),
  wall: cost.build.wall.map((b, i) => b + cost.sign.wall[i]!),
};
const rows: [string, Cost][] = [
  ['build (buildInvoice)', cost.build],
  ['hash (invoiceHash)', cost.hash],
  ['sign: hash + ECDSA + XAdES + QR (signInvoice)', cost.sign],
  ['one document issued (build + sign)', issued],
  ['verify (verifySignedInvoice)', cost.verify],
];
console.log(
  `\nZATCA stamp, ${DOCS} chained documents of 1–6 lines, Node ${process.version}, ms per document\n`,
);
console.log('| step | CPU p50 | CPU p99 | wall p50 | wall p99 |');
console.log('| --- | --: | --: | --: | --: |');
for (const [name, c] of rows)
  console.log(
    `| ${name} | ${r2(pct(c.cpu, 50))} | ${r2(pct(c.cpu, 99))} | ${r2(pct(c.wall, 50))} | ${r2(pct(c.wall, 99))} |`,
  );
console.log(
  `\n${DOCS} documents built, signed, chained and verified in ${r2(seconds)} s wall-clock; CPU per issued document ` +
    `p50 ${r2(pct(issued.cpu, 50))} ms, i.e. about ${Math.round(1000 / pct(issued.cpu, 50))} documents/s per core`,
);
