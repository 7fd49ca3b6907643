/** What bench/real-browser.mjs and bench/hydration-trace.mjs share: the slow-phone profile and the page's probes. */

/** Lighthouse's "slow 4G" as the issue states it, applied by Chromium's network emulation to every request. */
export const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1e6) / 8,
  uploadThroughput: (750 * 1e3) / 8,
};
/** Lighthouse's mobile screen (Moto G Power). */
export const DEVICE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** Runs in the page before its own scripts: records LCP candidates and the moment `data-hydrated` appears. */
export function observe() {
  const perf = { lcp: null, hydrated: null };
  window.__hajzPerf = perf;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) perf.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new MutationObserver((_, observer) => {
    if (document.documentElement?.dataset.hydrated !== 'true') return;
    perf.hydrated = performance.now();
    observer.disconnect();
  }).observe(document, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true });
}

/** The first product the shop page links to, for /product/{id}. */
export async function productId(origin) {
  const shop = await (await fetch(`${origin}/shop`)).text();
  const id = /href="\/(?:ar\/)?product\/(\d+)"/.exec(shop)?.[1];
  if (!id) throw new Error('the shop page links to no product for /product/{id}');
  return id;
}
