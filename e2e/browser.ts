import { existsSync } from 'node:fs';

/**
 * The browser the end-to-end tests drive: Debian's `chromium-headless-shell` (the old headless mode, no window
 * system, no GPU process: ~40 % faster per page than the full browser on a 2-core machine), else Debian's
 * `chromium`. `E2E_CHROMIUM` picks another one. Lighthouse (bench/) keeps the full browser.
 */
export const chromiumPath =
  process.env.E2E_CHROMIUM ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium';

/** Flags for a closed network and a machine without a GPU. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
