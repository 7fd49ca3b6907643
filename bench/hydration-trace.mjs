// Where a public page's time to hydrated goes: one page load in real Chromium under the real-browser bench's profile
// (slow 4G, CPU ×4, cold cache, phone screen) with a Chromium trace, printed as the renderer main thread's tasks up
// to hydration (wall and thread CPU time, what each task ran: script URL, parse, style, layout) and every request
// with its start and end. Thread CPU time is what the page's own work costs and is little moved by the machine's
// load; wall time is what a person waits.
// Usage: node bench/hydration-trace.mjs [--pages=/,/ar] [--runs=1] [--min=3] (ms: tasks shorter are summed only)
//        or --origin=http://127.0.0.1:3324 to trace a running server instead of starting the build
import { chromium } from 'playwright-core';
import { cliArgs, runMain, startHajz, stopAll } from './lib/server.mjs';
import { PUBLIC_PAGES } from './lib/public-pages.mjs';
import { DEVICE, NETWORK, observe, productId } from './lib/real-browser.mjs';

const args = cliArgs();
const PAGES = args.pages ? args.pages.split(',') : PUBLIC_PAGES;
const MIN_MS = Number(args.min ?? 3);
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
];

async function trace(browser, url) {
  const context = await browser.newContext({ ...DEVICE, locale: url.includes('/ar') ? 'ar' : 'en' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(args.cpu ?? 4) });
    await page.addInitScript(observe);
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
    await cdp.send('Tracing.start', {
      traceConfig: { includedCategories: CATEGORIES },
      transferMode: 'ReportEvents',
    });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForFunction(() => window.__hajzPerf?.hydrated != null, null, { timeout: 60_000 });
    const perf = await page.evaluate(() => ({ ...window.__hajzPerf, origin: performance.timeOrigin }));
    await cdp.send('Tracing.end');
    await done;
    return { events, perf };
  } finally {
    await context.close();
  }
}

const fmt = (ms) => String(Math.round(ms)).padStart(5);

/** The renderer main thread's tasks between navigation start and hydration, and the requests. */
function analyse({ events, perf }, origin) {
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame);
  if (!nav) throw new Error('no navigationStart in the trace');
  const { pid, tid } = nav;
  const t0 = nav.ts;
  const end = t0 + perf.hydrated * 1000;
  const main = events.filter(
    (e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.ts >= t0 && e.ts <= end,
  );
  // Top-level tasks: the scheduler's tasks and anything else the thread ran outside one, never nested in another.
  const tasks = [];
  let busyUntil = -1;
  for (const e of [...main].sort((a, b) => a.ts - b.ts || b.dur - a.dur)) {
    if (e.ts < busyUntil || !(e.cat ?? '').includes('toplevel')) continue;
    tasks.push(e);
    busyUntil = e.ts + e.dur;
  }
  const inside = (task) =>
    main.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur);
  const what = (task) => {
    const kids = inside(task);
    const script = kids.find((e) =>
      ['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'v8.compileModule'].includes(e.name),
    );
    const url =
      script?.args?.data?.url ??
      script?.args?.data?.stackTrace?.[0]?.url ??
      kids.find((e) => e.args?.data?.url)?.args?.data?.url;
    const names = [...new Set(kids.filter((e) => (e.dur ?? 0) >= task.dur * 0.2).map((e) => e.name))].slice(
      0,
      4,
    );
    return `${names.join(', ')}${
      url
        ? ` ${String(url)
            .replace(origin, '')
            .replace(/-[\w-]{8}\.js/, '.js')}`
        : ''
    }`;
  };
  const totals = { wall: 0, cpu: 0 };
  const lines = [];
  // Each task's CPU by what it mostly was: script, an SVG image (each <img> of an SVG is a document of its own:
  // committed, parsed, laid out and painted on this thread), the page's style/layout/paint, or other.
  const byCause = { script: 0, 'svg images': 0, 'style, layout, paint': 0, other: 0 };
  let documentCommitted = false;
  for (const t of tasks) {
    totals.wall += t.dur / 1000;
    totals.cpu += (t.tdur ?? 0) / 1000;
    const kids = inside(t);
    const has = (...names) => kids.some((e) => names.includes(e.name));
    const commit = has('DocumentLoader::CommitNavigation');
    const cause =
      (commit && documentCommitted) || has('PaintImage', 'Decode Image', 'ImageDecodeTask')
        ? 'svg images'
        : has('EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'v8.compileModule', 'RunMicrotasks')
          ? 'script'
          : has('Layout', 'UpdateLayoutTree', 'Paint', 'PrePaint', 'ParseAuthorStyleSheet', 'Layerize')
            ? 'style, layout, paint'
            : 'other';
    if (commit) documentCommitted = true;
    byCause[cause] += (t.tdur ?? 0) / 1000;
    if (t.dur / 1000 >= MIN_MS)
      lines.push(
        `  ${fmt((t.ts - t0) / 1000)} ms  wall ${fmt(t.dur / 1000)}  cpu ${fmt((t.tdur ?? 0) / 1000)}  ${what(t)}`,
      );
  }
  // Self-time by kind, CPU: the largest named events inside tasks (not nested in each other).
  const byKind = {};
  for (const e of main) {
    if (
      ![
        'EvaluateScript',
        'v8.evaluateModule',
        'v8.compileModule',
        'v8.compile',
        'FunctionCall',
        'ParseHTML',
        'UpdateLayoutTree',
        'Layout',
        'Paint',
        'ParseAuthorStyleSheet',
        'EventDispatch',
        'TimerFire',
        'FireAnimationFrame',
        'RunMicrotasks',
        'V8.GC_SCAVENGER',
        'MajorGC',
        'MinorGC',
        'PrePaint',
        'Layerize',
        'v8.produceModuleCache',
        'v8.produceCache',
      ].includes(e.name)
    )
      continue;
    byKind[e.name] = (byKind[e.name] ?? 0) + (e.tdur ?? 0) / 1000;
  }
  const requests = new Map();
  for (const e of events) {
    const id = e.args?.data?.requestId;
    if (!id) continue;
    const r = requests.get(id) ?? {};
    if (e.name === 'ResourceSendRequest')
      Object.assign(r, { url: e.args.data.url, start: (e.ts - t0) / 1000, priority: e.args.data.priority });
    if (e.name === 'ResourceReceiveResponse') r.firstByte = (e.ts - t0) / 1000;
    if (e.name === 'ResourceFinish')
      Object.assign(r, { end: (e.ts - t0) / 1000, kb: (e.args.data.encodedDataLength ?? 0) / 1024 });
    requests.set(id, r);
  }
  const list = [...requests.values()].filter((r) => r.url);
  const scriptsIn = Math.max(...list.filter((r) => /\.js$/.test(r.url)).map((r) => r.end ?? 0));
  const afterScripts = tasks.filter((t) => (t.ts - t0) / 1000 >= scriptsIn);
  totals.scriptsIn = scriptsIn;
  totals.cpuAfterScripts = afterScripts.reduce((sum, t) => sum + (t.tdur ?? 0) / 1000, 0);
  totals.wallAfterScripts = afterScripts.reduce((sum, t) => sum + t.dur / 1000, 0);
  return { totals, lines, byKind, byCause, requests: list };
}

async function main() {
  const server = args.origin ? null : await startHajz();
  const origin = args.origin ?? server.origin;
  const browser = await chromium.launch({
    executablePath: args.chromium ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const id = await productId(origin);
    for (const p of PAGES) {
      const url = origin + p.replace('{id}', id);
      for (let i = 0; i < 2; i++) await (await fetch(url)).arrayBuffer();
      for (let r = 0; r < Number(args.runs ?? 1); r++) {
        const run = await trace(browser, url);
        const { totals, lines, byKind, byCause, requests } = analyse(run, origin);
        console.log(
          `\n${p}: LCP ${fmt(run.perf.lcp)} ms, hydrated ${fmt(run.perf.hydrated)} ms; main thread until hydrated: busy ${fmt(totals.wall)} ms, CPU ${fmt(totals.cpu)} ms; last script in at ${fmt(totals.scriptsIn)} ms, then busy ${fmt(totals.wallAfterScripts)} ms, CPU ${fmt(totals.cpuAfterScripts)} ms`,
        );
        console.log(
          '  CPU ms by cause: ' +
            Object.entries(byCause)
              .map(([k, v]) => `${k} ${Math.round(v)}`)
              .join(', '),
        );
        console.log(
          '  by kind (CPU ms, nested events counted in each): ' +
            Object.entries(byKind)
              .sort((a, b) => b[1] - a[1])
              .map(([k, v]) => `${k} ${Math.round(v)}`)
              .join(', '),
        );
        console.log(`  tasks of ${MIN_MS} ms or more (start, wall, CPU, what):`);
        for (const l of lines) console.log(l);
        console.log('  requests (start → first byte → end, KB):');
        for (const r of requests.sort((a, b) => a.start - b.start))
          console.log(
            `  ${fmt(r.start)} → ${fmt(r.firstByte ?? NaN)} → ${fmt(r.end ?? NaN)}  ${(r.kb ?? 0).toFixed(1).padStart(6)} KB  ${r.priority ?? ''}  ${r.url.replace(origin, '')}`,
          );
      }
    }
  } finally {
    await browser.close();
    await server?.close();
    await stopAll();
  }
}

runMain(main);
