import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

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
  plugins: [tailwindcss(), reactRouter(), buildManifest()],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  build: { target: 'es2022' },
});
