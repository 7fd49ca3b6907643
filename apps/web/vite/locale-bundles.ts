import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Plugin } from 'vite';

/** `import bundleUrls from 'virtual:hajz/locale-bundles'`: each language's URL, `{ en: '/assets/locale-en-….json' }`. */
export const localeBundlesId = 'virtual:hajz/locale-bundles';
const resolvedId = `\0${localeBundlesId}`;
const devPrefix = '/__locales/';

type Bundle = { json: string; fileName: string; files: string[] };

/**
 * Each language's messages (every namespace file in `locales/<lang>/`) as one JSON file, fetched by the browser
 * for the page's language only (ADR 0018): data, not JavaScript, and never the other language's. The name carries
 * a hash of the content, so the file is cached for good and the server's and the browser's builds agree on it.
 * In development the same JSON is served from `/__locales/<lang>.json`.
 */
export function localeBundles(localesDir: string): Plugin {
  let command: 'build' | 'serve' = 'build';
  const read = (): Record<string, Bundle> => {
    const bundles: Record<string, Bundle> = {};
    for (const locale of readdirSync(localesDir, { withFileTypes: true })) {
      if (!locale.isDirectory()) continue;
      const dir = join(localesDir, locale.name);
      const files = readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => join(dir, f));
      const messages = Object.fromEntries(
        files.map((f) => [basename(f, '.json'), JSON.parse(readFileSync(f, 'utf8'))]),
      );
      const json = JSON.stringify(messages);
      const hash = createHash('sha256').update(json).digest('base64url').slice(0, 10);
      bundles[locale.name] = { json, files, fileName: `assets/locale-${locale.name}-${hash}.json` };
    }
    return bundles;
  };
  const urlOf = (locale: string, bundle: Bundle) =>
    command === 'serve' ? `${devPrefix}${locale}.json` : `/${bundle.fileName}`;

  return {
    name: 'hajz-locale-bundles',
    configResolved(config) {
      command = config.command;
    },
    resolveId: (id) => (id === localeBundlesId ? resolvedId : null),
    load(id) {
      if (id !== resolvedId) return null;
      const bundles = read();
      for (const bundle of Object.values(bundles)) bundle.files.forEach((f) => this.addWatchFile(f));
      const urls = Object.fromEntries(Object.entries(bundles).map(([l, b]) => [l, urlOf(l, b)]));
      return `export default ${JSON.stringify(urls)};`;
    },
    generateBundle() {
      if (this.environment?.name !== 'client') return;
      for (const bundle of Object.values(read()))
        this.emitFile({ type: 'asset', fileName: bundle.fileName, source: bundle.json });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const locale = req.url?.startsWith(devPrefix) && req.url.slice(devPrefix.length, -'.json'.length);
        const bundle = locale ? read()[locale] : undefined;
        if (!bundle) return next();
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(bundle.json);
      });
    },
  };
}
