// Two builds side by side under Lighthouse (mobile, simulated throttling): this checkout's and another checkout's
// (`--base=<dir>`, built with `npm run build` there), with their runs alternated page by page so that whatever
// else the machine does weighs on both alike. Prints, per page, each build's medians and the median of the paired
// differences — the figure to read on a busy machine, where one build's runs alone vary more than the change.
// Usage: node bench/web-compare.mjs --base=/path/to/other/checkout [--runs=7] [--pages=/,/ar] [--tracking]
// --tracking: this checkout's business has set all four pixel ids (a first visit shows the consent banner).
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { cliArgs, loadLine, median, runMain, startHajz, stopAll, table } from './lib/server.mjs';
import { configureTracking } from './lib/tracking.mjs';

const args = cliArgs();
if (!args.base) throw new Error('--base=<the other checkout> is required');
const RUNS = Math.max(1, Number(args.runs ?? 7));
const PAGES = (args.pages ?? '/,/ar,/product/{id},/contact').split(',');
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'];

const metrics = (lhr) => ({
  perf: Math.round(lhr.categories.performance.score * 100),
  lcp: lhr.audits['largest-contentful-paint'].numericValue / 1000,
  tbt: lhr.audits['total-blocking-time'].numericValue,
});
const fixed = (n, d) => (Number.isFinite(n) ? n.toFixed(d) : '—');
const signed = (n, d) => (n > 0 ? '+' : '') + fixed(n, d);

async function productId(origin) {
  const shop = await (await fetch(`${origin}/shop`)).text();
  return /href="\/product\/(\d+)"/.exec(shop)?.[1] ?? '1';
}

async function main() {
  const other = await import(pathToFileURL(resolve(args.base, 'bench/lib/server.mjs')).href);
  console.log(loadLine('at start'));
  const head = await startHajz();
  const base = await other.startHajz();
  if (args.tracking) await configureTracking(head.origin);
  const servers = { base, head };
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
  const rows = [];
  try {
    for (const pattern of PAGES) {
      const runs = { base: [], head: [] };
      for (let r = 0; r < RUNS; r++) {
        // Alternate which build goes first, so neither always gets the warmer machine.
        for (const name of r % 2 ? ['head', 'base'] : ['base', 'head']) {
          const server = servers[name];
          const path = pattern.replace('{id}', await productId(server.origin));
          runs[name].push(metrics((await lighthouse(server.origin + path, flags)).lhr));
        }
      }
      const med = (name, key) => median(runs[name].map((m) => m[key]));
      const diff = (key) => median(runs.head.map((m, i) => m[key] - runs.base[i][key]));
      rows.push({
        page: pattern,
        'perf base': med('base', 'perf'),
        'perf head': med('head', 'perf'),
        'Δ perf': signed(diff('perf'), 0),
        'LCP s base': fixed(med('base', 'lcp'), 2),
        'LCP s head': fixed(med('head', 'lcp'), 2),
        'Δ LCP s': signed(diff('lcp'), 2),
        'TBT ms base': Math.round(med('base', 'tbt')),
        'TBT ms head': Math.round(med('head', 'tbt')),
        'Δ TBT ms': signed(diff('tbt'), 0),
      });
      console.log(`  ${pattern}: done (${RUNS} runs each)`);
    }
  } finally {
    await chrome.kill();
    await Promise.all([stopAll(), other.stopAll()]);
  }
  console.log(loadLine('at end'));
  console.log(
    `\nbase = ${resolve(args.base)}, head = this checkout${args.tracking ? ' with tracking set' : ''}`,
  );
  console.log(`${RUNS} alternated runs per page; Δ = median of the paired differences (head − base)\n`);
  console.log(table(rows));
}

runMain(main, stopAll);
