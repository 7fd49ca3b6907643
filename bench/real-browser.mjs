// What a person on a slow phone gets: each public page loaded in real Chromium (not Lighthouse's simulation) under
// slow 4G (150 ms round trip, 1.6 Mbps down, 750 Kbps up) with the processor slowed four times, cold cache (a fresh
// browser context per run, mobile viewport). Prints per page the medians of first contentful paint, largest
// contentful paint and the time until the page is hydrated (root.tsx sets `data-hydrated` on <html>), beside
// Lighthouse's simulated figures from the latest `npm run bench:web` (bench/results/web-latest.json) when there are
// some. With `--base=<other checkout>` (built with `npm run build` there) the two builds are alternated run by run
// and the table gives each build's medians and the median of the paired differences (head − base).
// Usage: npm run bench:real   or   node bench/real-browser.mjs [--runs=5] [--pages=/,/ar] [--base=<dir>]
//        [--chromium=/usr/bin/chromium] [--cpu=4]
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import {
  cliArgs,
  loadLine,
  machineInfo,
  median,
  resultsDir,
  runMain,
  startHajz,
  stopAll,
  table,
  writeResult,
} from './lib/server.mjs';
import { PUBLIC_PAGES } from './lib/public-pages.mjs';
import { DEVICE, NETWORK, observe, productId } from './lib/real-browser.mjs';

const args = cliArgs();
const RUNS = Math.max(1, Number(args.runs ?? 5));
const PAGES = args.pages ? args.pages.split(',') : PUBLIC_PAGES;
const CHROMIUM = args.chromium ?? '/usr/bin/chromium';
const CPU_SLOWDOWN = Number(args.cpu ?? 4);
const RUN_TIMEOUT_MS = 60_000;
const SETTLE_MS = 1000; // after load and hydration, so a late image can still become the LCP

async function measure(browser, url) {
  const context = await browser.newContext({ ...DEVICE, locale: url.includes('/ar') ? 'ar' : 'en' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // The main thread's task and script time counted in thread CPU time: what the page's own work costs, which
    // the machine's load (other processes taking the cores) barely moves, unlike every wall-clock figure.
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    await page.addInitScript(observe);
    await page.goto(url, { waitUntil: 'load', timeout: RUN_TIMEOUT_MS });
    await page.waitForFunction(() => window.__hajzPerf?.hydrated != null, null, { timeout: RUN_TIMEOUT_MS });
    const metrics = Object.fromEntries(
      (await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value * 1000]),
    );
    await page.waitForTimeout(SETTLE_MS);
    const figures = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      // Module preloads report initiatorType 'other': pick scripts by their file name.
      const scripts = performance
        .getEntriesByType('resource')
        .filter((r) => new URL(r.name).pathname.endsWith('.js'));
      return {
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        lcp: window.__hajzPerf.lcp,
        hydrated: window.__hajzPerf.hydrated,
        load: nav?.loadEventStart ?? null,
        htmlKB: (nav?.transferSize ?? 0) / 1024,
        jsKB: scripts.reduce((sum, r) => sum + r.transferSize, 0) / 1024,
      };
    });
    return { ...figures, cpu: metrics.TaskDuration, scriptCpu: metrics.ScriptDuration };
  } finally {
    await context.close();
  }
}

/** Lighthouse's median run per page from the latest bench:web, when there is one. */
function lighthouseFigures() {
  const file = join(resultsDir, 'web-latest.json');
  if (!existsSync(file)) return { date: null, byPattern: new Map() };
  const data = JSON.parse(readFileSync(file, 'utf8'));
  const byPattern = new Map(
    data.pages.map((p) => [p.path.replace(/\/product\/\d+$/, '/product/{id}'), p.median]),
  );
  return { date: data.date, byPattern };
}

const s = (ms) => (Number.isFinite(ms) ? Math.round(ms / 10) / 100 : null);
const ms = (v) => (Number.isFinite(v) ? Math.round(v) : null);
const signedMs = (v) => (Number.isFinite(v) ? (v > 0 ? '+' : '') + Math.round(v) : '—');
const signed = (ms) => (Number.isFinite(ms) ? (ms > 0 ? '+' : '') + (ms / 1000).toFixed(2) : '—');

async function main() {
  const machine = machineInfo();
  console.log(`Machine: ${machine.cores} cores (${machine.cpu}), node ${machine.node}; ${CHROMIUM}`);
  console.log(loadLine('at start'));
  const builds = { head: await startHajz() };
  if (args.base) {
    const other = await import(pathToFileURL(resolve(args.base, 'bench/lib/server.mjs')).href);
    builds.base = await other.startHajz();
    builds.base.stopAll = other.stopAll;
  }
  const names = Object.keys(builds);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const results = [];
  const loads = [];
  try {
    const ids = {};
    for (const name of names) {
      ids[name] = await productId(builds[name].origin);
      // Warm the server (JIT, caches) so that the first measured run does not pay for it.
      for (const p of PAGES) {
        const url = builds[name].origin + p.replace('{id}', ids[name]);
        for (let i = 0; i < 2; i++) await (await fetch(url)).arrayBuffer();
      }
    }
    for (const pattern of PAGES) {
      const runs = Object.fromEntries(names.map((n) => [n, []]));
      for (let r = 0; r < RUNS; r++) {
        // Alternate which build goes first, so neither always gets the quieter moment.
        for (const name of r % 2 ? [...names].reverse() : names) {
          const url = builds[name].origin + pattern.replace('{id}', ids[name]);
          runs[name].push(await measure(browser, url));
        }
        loads.push(machineInfo().loadavgAtStart[0]);
      }
      const med = (name, key) => median(runs[name].map((m) => m[key]));
      results.push({ pattern, runs, med });
      const h = runs.head;
      console.log(
        `  ${pattern.padEnd(16)} ${names.map((n) => `${n}: FCP ${s(med(n, 'fcp'))} LCP ${s(med(n, 'lcp'))} hydrated ${s(med(n, 'hydrated'))} CPU ${ms(med(n, 'cpu'))}`).join(' | ')} (${h.length} runs)`,
      );
    }
  } finally {
    await browser.close();
    for (const b of Object.values(builds)) await b.close();
    await stopAll();
    await builds.base?.stopAll?.();
  }

  const date = new Date().toISOString();
  const lh = lighthouseFigures();
  console.log(loadLine('at end'));
  console.log(
    `\nReal Chromium, slow 4G (150 ms, 1.6 Mbps down, 750 Kbps up), CPU ×${CPU_SLOWDOWN}, cold cache, ` +
      `412×823 mobile; median of ${RUNS} runs (${date}); load average during the runs ` +
      `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} (median ${median(loads).toFixed(1)})\n`,
  );
  let rows;
  if (args.base) {
    const diff = (res, key) => median(res.runs.head.map((m, i) => m[key] - res.runs.base[i][key]));
    rows = results.map((res) => ({
      page: res.pattern,
      'FCP base': s(res.med('base', 'fcp')),
      'FCP head': s(res.med('head', 'fcp')),
      'LCP base': s(res.med('base', 'lcp')),
      'LCP head': s(res.med('head', 'lcp')),
      'Δ LCP': signed(diff(res, 'lcp')),
      'hydr. base': s(res.med('base', 'hydrated')),
      'hydr. head': s(res.med('head', 'hydrated')),
      'Δ hydr.': signed(diff(res, 'hydrated')),
      'CPU base': ms(res.med('base', 'cpu')),
      'CPU head': ms(res.med('head', 'cpu')),
      'Δ CPU': signedMs(diff(res, 'cpu')),
    }));
    console.log(
      `base = ${resolve(args.base)}, head = this checkout; seconds (CPU: main-thread task time until hydrated, ` +
        `thread CPU ms); Δ = median of paired differences`,
    );
  } else {
    rows = results.map((res) => {
      const l = lh.byPattern.get(res.pattern);
      return {
        page: res.pattern,
        'FCP s': s(res.med('head', 'fcp')),
        'LCP s': s(res.med('head', 'lcp')),
        'hydrated s': s(res.med('head', 'hydrated')),
        'load s': s(res.med('head', 'load')),
        'CPU ms': ms(res.med('head', 'cpu')),
        'JS KB': Math.round(res.med('head', 'jsKB')),
        'LH perf': l?.performance ?? null,
        'LH FCP s': l?.fcpS ?? null,
        'LH LCP s': l?.lcpS ?? null,
      };
    });
    console.log(
      lh.date
        ? `LH = Lighthouse (simulated), median run of bench:web at ${lh.date}`
        : 'LH = Lighthouse: no bench/results/web-latest.json (run npm run bench:web)',
    );
  }
  console.log(table(rows));
  if (args.base) {
    const pairs = (key) => results.flatMap((r) => r.runs.head.map((m, i) => m[key] - r.runs.base[i][key]));
    const line = (key, label, fmt) => {
      const d = pairs(key).filter(Number.isFinite);
      const sooner = d.filter((x) => x < 0).length;
      return `${label} ${fmt(median(d))} (lower in ${sooner} of ${d.length} pairs)`;
    };
    console.log(
      `\nOver all pairs, head − base: ${line('lcp', 'LCP', signed)} s; ${line('hydrated', 'hydrated', signed)} s; ` +
        `${line('cpu', 'main-thread CPU', signedMs)} ms`,
    );
  }
  if (!args.base) {
    const missed = results.filter((r) => r.med('head', 'lcp') > 1500 || r.med('head', 'hydrated') > 2500);
    console.log(
      `\nGoal LCP ≤ 1.5 s and hydrated ≤ 2.5 s: ${results.length - missed.length}/${results.length} pages` +
        (missed.length ? ` (missed: ${missed.map((r) => r.pattern).join(', ')})` : ''),
    );
  }
  const file = writeResult(args.base ? 'real-browser-compare' : 'real-browser', {
    date,
    machine,
    loads,
    method: { runs: RUNS, network: NETWORK, cpuSlowdown: CPU_SLOWDOWN, device: DEVICE, chromium: CHROMIUM },
    base: args.base ? resolve(args.base) : null,
    pages: results.map((r) => ({ page: r.pattern, runs: r.runs })),
    table: rows,
  });
  console.log(`\nJSON written to ${file}`);
}

runMain(main);
