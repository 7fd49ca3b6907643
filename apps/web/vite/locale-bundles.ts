import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Plugin } from 'vite';

/** `import bundleUrls from 'virtual:hajz/locale-bundles'`: each language's URL, `{ en: '/assets/locale-en-….json' }`. */
export const localeBundlesId = 'virtual:hajz/locale-bundles';
const resolvedId = `\0${localeBundlesId}`;
const devPrefix = '/__locales/';

type Bundle = { json: string; fileName: string; files: string[]; namespaces: string[] };
/** '' is the main bundle (every page); a name is a section's (ADR 0027: 'admin', loaded by the back office only). */
type Bundles = Record<string, Record<string, Bundle>>;

const jsonFiles = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((f) => f.isFile() && f.name.endsWith('.json'))
    .map((f) => join(dir, f.name))
    .sort();

function bundleOf(files: string[], fileName: (hash: string) => string): Bundle {
  const namespaces = files.map((f) => basename(f, '.json'));
  const messages = Object.fromEntries(
    files.map((f, i) => [namespaces[i], JSON.parse(readFileSync(f, 'utf8'))]),
  );
  const json = JSON.stringify(messages);
  const hash = createHash('sha256').update(json).digest('base64url').slice(0, 10);
  return { json, files, namespaces, fileName: fileName(hash) };
}

/**
 * Each language's messages (every namespace file in `locales/<lang>/`) as one JSON file, fetched by the browser
 * for the page's language only (ADR 0018): data, not JavaScript, and never the other language's. The name carries
 * a hash of the content, so the file is cached for good and the server's and the browser's builds agree on it.
 * In development the same JSON is served from `/__locales/<lang>.json`.
 *
 * A folder `locales/<lang>/<section>/` is a separate bundle of its own namespaces (ADR 0027), never part of the
 * main one: `import urls from 'virtual:hajz/locale-bundles/<section>'`, `/assets/locale-<section>-<lang>-….json`
 * (development: `/__locales/<section>/<lang>.json`). The back office's texts are the `admin` section, so a
 * customer's page neither downloads them nor holds their URL.
 */
export function localeBundles(localesDir: string): Plugin {
  let command: 'build' | 'serve' = 'build';
  const read = (): Bundles => {
    const bundles: Bundles = { '': {} };
    for (const locale of readdirSync(localesDir, { withFileTypes: true })) {
      if (!locale.isDirectory()) continue;
      const dir = join(localesDir, locale.name);
      const main = bundleOf(jsonFiles(dir), (hash) => `assets/locale-${locale.name}-${hash}.json`);
      bundles['']![locale.name] = main;
      for (const section of readdirSync(dir, { withFileTypes: true })) {
        if (!section.isDirectory()) continue;
        const bundle = bundleOf(
          jsonFiles(join(dir, section.name)),
          (hash) => `assets/locale-${section.name}-${locale.name}-${hash}.json`,
        );
        const clash = bundle.namespaces.filter((ns) => main.namespaces.includes(ns));
        if (clash.length > 0)
          throw new Error(
            `locales/${locale.name}/${section.name}: namespace(s) ${clash.join(', ')} also in the main bundle`,
          );
        (bundles[section.name] ??= {})[locale.name] = bundle;
      }
    }
    return bundles;
  };
  const urlOf = (section: string, locale: string, bundle: Bundle) =>
    command === 'serve' ? `${devPrefix}${section ? `${section}/` : ''}${locale}.json` : `/${bundle.fileName}`;
  const sectionOf = (id: string) =>
    id === resolvedId ? '' : id.startsWith(`${resolvedId}/`) ? id.slice(resolvedId.length + 1) : null;

  return {
    name: 'hajz-locale-bundles',
    configResolved(config) {
      command = config.command;
    },
    resolveId: (id) => (id === localeBundlesId || id.startsWith(`${localeBundlesId}/`) ? `\0${id}` : null),
    load(id) {
      const section = sectionOf(id);
      if (section === null) return null;
      const bundles = read()[section];
      if (!bundles) throw new Error(`no locale section ${section}`);
      for (const bundle of Object.values(bundles)) bundle.files.forEach((f) => this.addWatchFile(f));
      const urls = Object.fromEntries(Object.entries(bundles).map(([l, b]) => [l, urlOf(section, l, b)]));
      return `export default ${JSON.stringify(urls)};`;
    },
    generateBundle() {
      if (this.environment?.name !== 'client') return;
      for (const section of Object.values(read()))
        for (const bundle of Object.values(section))
          this.emitFile({ type: 'asset', fileName: bundle.fileName, source: bundle.json });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.startsWith(devPrefix) ? req.url.slice(devPrefix.length, -'.json'.length) : '';
        const [section, locale] = path.includes('/') ? path.split('/', 2) : ['', path];
        const bundle = locale ? read()[section!]?.[locale] : undefined;
        if (!bundle) return next();
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(bundle.json);
      });
    },
  };
}
