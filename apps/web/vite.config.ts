import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { localeBundles } from './vite/locale-bundles.ts';

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

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    buildManifest(),
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
              test: /app[\\/](lib[\\/](?!.*\.test)|components[\\/](layouts|error-page|coming-soon|page-heading|require-sign-in|ui[\\/](button|skeleton|localized-link|dialog-host|toaster))|dialogs\.ts|root)/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
