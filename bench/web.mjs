// Lighthouse (mobile, simulated throttling) against the production build on 127.0.0.1.
// Usage: npm run bench:web   (builds first)   or   node bench/web.mjs [--runs=3] [--pages=/,/ar] [--tracking]
// --tracking: the business has set all four pixel ids, so a first-time visitor sees the consent banner (issue 15).
// See docs/performance.md for what is measured and how to read the output.
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import * as chromeLauncher from 'chrome-launcher';
import {
  cliArgs,
  loadLine,
  machineInfo,
  median,
  runMain,
  startHajz,
  stopAll,
  table,
  wireGet,
  writeResult,
} from './lib/server.mjs';
import { PUBLIC_PAGES } from './lib/public-pages.mjs';
import { configureTracking } from './lib/tracking.mjs';

const args = cliArgs();
const RUNS = Math.max(1, Number(args.runs ?? 3));
const PAGE_PATTERNS = args.pages ? args.pages.split(',') : PUBLIC_PAGES;
const RUN_TIMEOUT_MS = 90_000; // one Lighthouse run
const TOTAL_TIMEOUT_MS = 20 * 60_000; // the whole bench

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const TARGETS = {
  performance: 95,
  accessibility: 100,
  lcpS: 1.5,
  cls: 0.02,
  jsGzipKB: 110,
};

const round = (n, d = 0) => (Number.isFinite(n) ? Math.round(n * 10 ** d) / 10 ** d : null);
const score = (lhr, cat) => round((lhr.categories[cat]?.score ?? NaN) * 100);
const withTimeout = (promise, ms, what) =>
  Promise.race([
    promise,
    new Promise((_, fail) =>
      setTimeout(() => fail(new Error(`${what} timed out after ${ms} ms`)), ms).unref(),
    ),
  ]);

/** Script requests from the network-requests audit (falls back to resource-summary for the total). */
function scripts(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const js = items.filter((i) => i.resourceType === 'Script');
  if (js.length) return { list: js, transferBytes: js.reduce((s, i) => s + (i.transferSize ?? 0), 0) };
  const row = (lhr.audits['resource-summary']?.details?.items ?? []).find((i) => i.resourceType === 'script');
  return { list: [], transferBytes: row?.transferSize ?? 0 };
}

/** Lighthouse opportunities / diagnostics worth a look, and failed audits in the other categories. */
function findings(lhr) {
  const out = [];
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    const a = lhr.audits[ref.id];
    if (ref.group === 'metrics') continue; // the metrics themselves are in the table
    if (!a || a.score === null || a.score >= 0.9 || a.scoreDisplayMode === 'informative') continue;
    if (a.scoreDisplayMode === 'notApplicable' || a.scoreDisplayMode === 'manual') continue;
    const saving = a.details?.overallSavingsMs ?? a.metricSavings?.LCP ?? 0;
    out.push({
      category: 'performance',
      id: a.id,
      title: a.title,
      display: a.displayValue ?? '',
      savingsMs: round(saving),
      weight: ref.weight,
    });
  }
  for (const cat of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[cat]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (!a || a.score === null || a.score >= 1) continue;
      if (['notApplicable', 'manual', 'informative'].includes(a.scoreDisplayMode)) continue;
      const nodes = (a.details?.items ?? [])
        .slice(0, 3)
        .map((i) => i.node?.snippet ?? i.node?.selector ?? i.url ?? i.source?.url ?? i.description)
        .filter(Boolean);
      out.push({ category: cat, id: a.id, title: a.title, display: a.displayValue ?? '', examples: nodes });
    }
  }
  return out;
}

/** Requests for our own origin that failed (e.g. 404 on a hashed asset after a rebuild). */
function failedRequests(lhr) {
  const origin = new URL(lhr.finalDisplayedUrl ?? lhr.requestedUrl).origin;
  return (lhr.audits['network-requests']?.details?.items ?? [])
    .filter((i) => i.url.startsWith(origin) && (i.statusCode >= 400 || i.statusCode === -1))
    .map((i) => `${i.statusCode} ${i.url.replace(origin, '')}`);
}

function summarise(lhr, gzip) {
  const js = scripts(lhr);
  return {
    failedRequests: failedRequests(lhr),
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    fcpS: round(lhr.audits['first-contentful-paint']?.numericValue / 1000, 2),
    lcpS: round(lhr.audits['largest-contentful-paint']?.numericValue / 1000, 2),
    tbtMs: round(lhr.audits['total-blocking-time']?.numericValue),
    cls: round(lhr.audits['cumulative-layout-shift']?.numericValue, 3),
    siS: round(lhr.audits['speed-index']?.numericValue / 1000, 2),
    jsRequests: js.list.length,
    jsTransferKB: round(js.transferBytes / 1024, 1),
    jsGzipKB: gzip ? round(gzip / 1024, 1) : null,
    lcpElement:
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    runWarnings: lhr.runWarnings ?? [],
  };
}

let chrome; // module-level so that the watchdog and the crash path can close it too

function killChrome() {
  try {
    chrome?.kill();
  } catch {
    // already gone
  }
}

async function main() {
  const watchdog = setTimeout(() => {
    console.error(`bench:web gave up after ${TOTAL_TIMEOUT_MS / 60_000} min`);
    killChrome();
    stopAll().finally(() => process.exit(1));
  }, TOTAL_TIMEOUT_MS);
  watchdog.unref();

  const machine = machineInfo();
  console.log(
    `Machine: ${machine.cores} cores (${machine.cpu}), ${machine.memoryGiB} GiB, node ${machine.node}`,
  );
  console.log(loadLine('at start'));
  console.log('Starting production server (apps/api/dist/server.js) with a fresh PGlite data dir…');
  const server = await startHajz();
  console.log(`Server up on ${server.origin} after ${server.bootMs} ms`);
  if (args.tracking) {
    await configureTracking(server.origin);
    console.log('Tracking: all four pixel ids set (first visit: the consent banner, no vendor script)');
  }

  try {
    // The first product the shop page links to (a shop product, with sizes and a photo).
    const shop = await (await fetch(`${server.origin}/shop`)).text();
    const productId = /href="\/product\/(\d+)"/.exec(shop)?.[1];
    if (!productId) throw new Error('the shop page links to no product for /product/{id}');
    const PAGES = PAGE_PATTERNS.map((p) => p.replace('{id}', String(productId)));
    // Warm the server (JIT, DB caches) so the first Lighthouse run does not pay for it.
    for (let i = 0; i < 3; i++) {
      for (const p of PAGES) await (await fetch(server.origin + p)).arrayBuffer();
    }

    chrome = await chromeLauncher.launch({
      chromePath: '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
      logLevel: 'silent',
    });
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };

    const pages = [];
    for (const path of PAGES) {
      const url = server.origin + path;
      const runs = [];
      for (let r = 1; r <= RUNS; r++) {
        const t0 = Date.now();
        const result = await withTimeout(
          lighthouse(url, flags),
          RUN_TIMEOUT_MS,
          `Lighthouse ${path} run ${r}`,
        );
        if (!result?.lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
        if (result.lhr.runtimeError) throw new Error(`Lighthouse ${url}: ${result.lhr.runtimeError.message}`);
        runs.push(result.lhr);
        const s = summarise(result.lhr);
        console.log(
          `  ${path.padEnd(14)} run ${r}/${RUNS}: perf ${s.performance}, LCP ${s.lcpS} s, TBT ${s.tbtMs} ms, CLS ${s.cls} (${((Date.now() - t0) / 1000).toFixed(1)} s)`,
        );
        if (s.failedRequests.length) {
          console.log(
            `    ! ${s.failedRequests.length} failed request(s): ${s.failedRequests.slice(0, 5).join(', ')}`,
          );
        }
      }
      let medianLhr;
      try {
        medianLhr = computeMedianRun(runs);
      } catch {
        const byPerf = [...runs].sort(
          (a, b) => a.categories.performance.score - b.categories.performance.score,
        );
        medianLhr = byPerf[Math.floor(byPerf.length / 2)];
      }
      // gzip bytes of the same script URLs, fetched as a browser would (Accept-Encoding: gzip).
      let gzip = 0;
      for (const s of scripts(medianLhr).list)
        gzip += (await wireGet(s.url, { 'accept-encoding': 'gzip' })).bytes;
      const summary = summarise(medianLhr, gzip);
      pages.push({
        path,
        url,
        median: summary,
        medianRunIndex: runs.indexOf(medianLhr),
        runs: runs.map((l) => summarise(l)),
        perMetricMedian: {
          performance: median(runs.map((l) => score(l, 'performance'))),
          lcpS: round(median(runs.map((l) => l.audits['largest-contentful-paint'].numericValue)) / 1000, 2),
          tbtMs: round(median(runs.map((l) => l.audits['total-blocking-time'].numericValue))),
          cls: round(median(runs.map((l) => l.audits['cumulative-layout-shift'].numericValue)), 3),
        },
        scripts: scripts(medianLhr).list.map((s) => ({
          url: s.url.replace(server.origin, ''),
          transferSize: s.transferSize,
          resourceSize: s.resourceSize,
        })),
        findings: findings(medianLhr),
        lighthouseVersion: medianLhr.lighthouseVersion,
        formFactor: medianLhr.configSettings.formFactor,
        throttlingMethod: medianLhr.configSettings.throttlingMethod,
      });
    }

    // ---- report ---------------------------------------------------------------------------
    const date = new Date().toISOString();
    const cfg = pages[0];
    console.log(
      `\nLighthouse ${cfg.lighthouseVersion}, ${cfg.formFactor}, throttling=${cfg.throttlingMethod}, ${RUNS} runs per page, median run shown (${date})\n`,
    );
    console.log(
      table(
        pages.map((p) => ({
          page: p.path,
          perf: p.median.performance,
          a11y: p.median.accessibility,
          'best-pr.': p.median.bestPractices,
          seo: p.median.seo,
          'FCP s': p.median.fcpS,
          'LCP s': p.median.lcpS,
          'TBT ms': p.median.tbtMs,
          CLS: p.median.cls,
          'JS req': p.median.jsRequests,
          'JS KB wire': p.median.jsTransferKB,
          'JS KB gzip': p.median.jsGzipKB,
        })),
      ),
    );
    console.log(
      'JS KB wire = transferSize of Script requests as Chromium received them (br/gzip, incl. headers);',
    );
    console.log('JS KB gzip = body bytes of the same URLs fetched with Accept-Encoding: gzip.\n');

    const verdict = (ok) => (ok ? 'met' : 'MISSED');
    const targetRows = [];
    for (const p of pages) {
      const m = p.median;
      targetRows.push(
        {
          page: p.path,
          target: 'performance ≥ 95',
          result: m.performance,
          status: verdict(m.performance >= TARGETS.performance),
        },
        {
          page: p.path,
          target: 'accessibility = 100',
          result: m.accessibility,
          status: verdict(m.accessibility >= TARGETS.accessibility),
        },
        { page: p.path, target: 'LCP ≤ 1.5 s', result: m.lcpS, status: verdict(m.lcpS <= TARGETS.lcpS) },
        { page: p.path, target: 'CLS ≤ 0.02', result: m.cls, status: verdict(m.cls <= TARGETS.cls) },
      );
      targetRows.push({
        page: p.path,
        target: 'JS ≤ 110 KB gzip',
        result: m.jsGzipKB,
        status: verdict(m.jsGzipKB <= TARGETS.jsGzipKB),
      });
    }
    console.log('Targets (median run):');
    console.log(table(targetRows));
    const missed = targetRows.filter((r) => r.status !== 'met');
    console.log(`\n${targetRows.length - missed.length}/${targetRows.length} targets met.`);

    console.log('\nLighthouse findings on the median runs (perf audits scoring < 0.9, other failed audits):');
    for (const p of pages) {
      if (!p.findings.length) continue;
      console.log(`  ${p.path}`);
      for (const f of p.findings) {
        const extra = f.savingsMs ? ` (≈${f.savingsMs} ms)` : '';
        const ex = f.examples?.length ? ` e.g. ${f.examples.join(' | ').slice(0, 200)}` : '';
        console.log(
          `    [${f.category}] ${f.id}: ${f.title}${f.display ? ` — ${f.display}` : ''}${extra}${ex}`,
        );
      }
      if (p.median.lcpElement) console.log(`    LCP element: ${p.median.lcpElement.slice(0, 160)}`);
    }
    const broken = pages.filter((p) => p.runs.some((r) => r.failedRequests.length));
    if (broken.length) {
      console.log(
        `\n! Same-origin requests failed on ${broken.map((p) => p.path).join(', ')} (see "failedRequests" in the JSON).` +
          '\n  404s on /assets/* usually mean the build changed under the running server; re-run.',
      );
    }

    console.log(loadLine('at end'));
    const file = writeResult('web', {
      date,
      machine,
      method: {
        runs: RUNS,
        median: 'lighthouse computeMedianRun (closest to median FCP and TTI)',
        categories: CATEGORIES,
      },
      targets: TARGETS,
      pages,
      targetResults: targetRows,
    });
    console.log(`\nJSON written to ${file}`);
  } finally {
    killChrome();
    await server.close();
    await stopAll();
  }
}

runMain(main, killChrome);
