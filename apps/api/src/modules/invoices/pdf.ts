/**
 * The invoice as a PDF: headless Chromium prints the very HTML page (so Arabic is shaped and laid out right to
 * left by a real text engine, which PDF libraries without a shaper get wrong). Uses `playwright-core` (a dependency of the
 * API) and a Chromium on the machine. One browser is started on first use and
 * kept; each PDF gets its own context with JavaScript off and no network. Without a browser, PDFs are
 * unavailable (503) and the printable page still works.
 */
import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';

export type PdfRenderer = {
  render: (html: string) => Promise<Buffer>;
  close: () => Promise<void>;
};

export class PdfUnavailableError extends Error {}

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** PDF_CHROMIUM_PATH: the browser to use ('off' disables PDFs); else the first usual path that exists. */
export function selectPdfRenderer(env: { PDF_CHROMIUM_PATH?: string }): PdfRenderer {
  const configured = env.PDF_CHROMIUM_PATH?.trim();
  if (configured === 'off') return chromiumPdfRenderer(null);
  return chromiumPdfRenderer(configured || candidates.find((path) => existsSync(path)) || null);
}

export function chromiumPdfRenderer(executablePath: string | null): PdfRenderer {
  let browser: Promise<Browser> | null = null;

  const launch = async (): Promise<Browser> => {
    if (!executablePath || !existsSync(executablePath)) throw new PdfUnavailableError('no Chromium');
    const { chromium } = await import('playwright-core').catch(() => {
      throw new PdfUnavailableError('playwright-core is not installed');
    });
    const started = await chromium.launch({
      executablePath,
      // The page is our own HTML with JavaScript off and no network; the container usually forbids the sandbox.
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    started.on('disconnected', () => {
      browser = null;
    });
    return started;
  };

  return {
    async render(html) {
      browser ??= launch().catch((error: unknown) => {
        browser = null;
        throw error instanceof PdfUnavailableError ? error : new PdfUnavailableError(String(error));
      });
      const context = await (await browser).newContext({ javaScriptEnabled: false, offline: true });
      try {
        const page = await context.newPage();
        await page.setContent(html, { waitUntil: 'load', timeout: 15_000 });
        await page.emulateMedia({ media: 'print' });
        return await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
      } finally {
        await context.close();
      }
    },
    async close() {
      const running = browser;
      browser = null;
      if (running) await (await running.catch(() => null))?.close();
    },
  };
}
