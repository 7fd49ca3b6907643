// One Lighthouse mobile run per page against a running server, printing what decides its LCP: the element, the
// phases (time to first byte, resource load delay and duration, render delay) and the requests that started before it.
// Usage: node bench/lcp-probe.mjs --origin=http://127.0.0.1:3599 [--pages=/,/ar] [--runs=1]
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { cliArgs } from './lib/server.mjs';

const args = cliArgs();
const origin = args.origin ?? 'http://127.0.0.1:3599';
const pages = (args.pages ?? '/').split(',');
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  for (const page of pages) {
    for (let r = 0; r < Number(args.runs ?? 1); r++) {
      const { lhr } = await lighthouse(`${origin}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const a = lhr.audits;
      const el = a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
      const phases = a['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? [];
      console.log(
        `${page} perf ${Math.round(lhr.categories.performance.score * 100)} FCP ${(a['first-contentful-paint'].numericValue / 1000).toFixed(2)} LCP ${(a['largest-contentful-paint'].numericValue / 1000).toFixed(2)} TBT ${Math.round(a['total-blocking-time'].numericValue)} SI ${(a['speed-index'].numericValue / 1000).toFixed(2)}`,
      );
      const m = a.metrics.details.items[0];
      console.log(
        `  observed: FCP ${m.observedFirstContentfulPaint} LCP ${m.observedLargestContentfulPaint} load ${m.observedLoad} DCL ${m.observedDomContentLoaded}`,
      );
      console.log(`  element: ${el?.snippet?.slice(0, 120)}`);
      for (const p of phases) console.log(`  ${p.phase}: ${Math.round(p.timing)} ms`);
      if (args.requests)
        for (const req of a['network-requests'].details.items)
          console.log(
            `   ${String(Math.round(req.networkRequestTime)).padStart(6)}–${String(Math.round(req.networkEndTime)).padStart(6)} ${req.priority.padEnd(8)} ${req.resourceType?.padEnd(10)} ${req.url.replace(origin, '')}`,
          );
    }
  }
} finally {
  await chrome.kill();
}
