// Bundles the server into dist/server.js; npm packages stay external, workspace TypeScript is bundled.
import { build } from 'esbuild';

const here = import.meta.dirname;

await build({
  entryPoints: [`${here}/src/server.ts`],
  outfile: `${here}/dist/server.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externals',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.kind === 'entry-point' || args.path.startsWith('@hajz/')
            ? undefined
            : { path: args.path, external: true },
        );
      },
    },
  ],
});
