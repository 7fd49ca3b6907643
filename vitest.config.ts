import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { localeBundles } from './apps/web/vite/locale-bundles.ts';

const webApp = fileURLToPath(new URL('./apps/web/app', import.meta.url));

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core CI machine, with half of it
    // idle while a test app waits on its database. Every core works (at least two).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: { name: 'contracts', include: ['packages/**/*.test.ts'], environment: 'node' },
      },
      {
        // The architecture rules' own tests (lint/): each feeds a rule a violating file and expects it to fail.
        test: { name: 'lint', include: ['lint/**/*.test.ts'], environment: 'node', testTimeout: 60_000 },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/**/*.test.ts'],
          // *.pg.test.ts need a real PostgreSQL (several connections): only with TEST_DATABASE_URL.
          exclude: ['**/node_modules/**', ...(process.env.TEST_DATABASE_URL ? [] : ['**/*.pg.test.ts'])],
          environment: 'node',
          // A migrated, seeded PGlite snapshot that each test app opens (src/test/global-setup.ts).
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          // A worker imports the app's modules once for all its files, not once per file: every file builds its own
          // apps on databases of its own, and no file mocks a module (ADR 0040). Import was ~3 s of each file.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias: { '~': webApp } },
        plugins: [localeBundles(`${webApp}/locales`)],
        define: { __BUILD_ID__: JSON.stringify('test-build') },
        test: {
          name: 'web',
          include: ['apps/web/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/test/setup.ts'],
          // Dialog walks with user-event take up to ~1.3 s on a quiet machine: 5 s (the default) is too close under load.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
