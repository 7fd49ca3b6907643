import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { localeBundles } from './vite/locale-bundles.ts';
import { shellGraph } from './vite/shell-graph.ts';

const buildId = Date.now().toString(36);

/** Writes /build.json so open tabs can notice a newer deployment (spec §4 Builds). */
const buildManifest = (): Plugin => ({
  name: 'hajz-build-id',
  apply: 'build',
  generateBundle() {
    if (this.environment?.name !== 'client') return;
    this.emitFile({ type: 'asset', fileName: 'build.json', source: JSON.stringify({ buildId }) });
  },
});

const app = (file: string) => fileURLToPath(new URL(`./app/${file}`, import.meta.url));
/**
 * The root, the public layouts and the public pages (scripts/js-budget.json): what they import statically is the
 * most the shell chunk may hold, so the account area's and the dialogs' helpers stay out of every public page.
 */
const shell = shellGraph(
  [
    'root.tsx',
    'components/layouts/default-layout.tsx',
    'components/layouts/blank-layout.tsx',
    ...['home', 'services', 'branches', 'shop', 'gift-cards', 'product', 'contact'].map(
      (p) => `routes/${p}.tsx`,
    ),
  ].map(app),
);

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    buildManifest(),
    shell,
    localeBundles(fileURLToPath(new URL('./app/locales', import.meta.url))),
  ],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Fewer, larger chunks for what every page needs: on a slow mobile link each extra request costs a round trip.
        // Lazily loaded parts (Radix dialogs and toasts, the date picker, the sign-in wizard) keep their own chunks.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
              priority: 20,
            },
            {
              name: 'libs',
              test: /node_modules[\\/](zustand|clsx|use-sync-external-store)[\\/]/,
              priority: 15,
            },
            {
              name: 'shell',
              // Of these folders, only what the root and the public layouts import (the rest stays with its users).
              test: (id: string) =>
                shell.has(id) &&
                /app[\\/](lib[\\/](?!.*\.test)|components[\\/](layouts|error-page|coming-soon|page-heading|require-sign-in|ui[\\/](button|skeleton|localized-link|dialog-host|toaster))|dialogs\.ts|root)/.test(
                  id,
                ),
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
