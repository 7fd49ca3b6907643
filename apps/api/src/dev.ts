/** `npm run dev`: the API plus Vite in middleware mode (HMR), one process, one port. */
import middie from '@fastify/middie';
import type { ServerBuild } from 'react-router';
import { buildApp } from './app.ts';
import { onboardDemoEInvoicing, prepareDatabase } from './bootstrap.ts';
import { loadConfigOrExit, publicOrigin } from './config.ts';
import { repoRoot } from './paths.ts';
import { registerSsr } from './web/ssr.ts';
import { mapPolicyOrigins, selectDisplay } from './integrations/maps/select-provider.ts';

const config = loadConfigOrExit({ NODE_ENV: 'development' });
const database = await prepareDatabase(config, (m) => console.log(m));
const app = await buildApp({ config, database });
await onboardDemoEInvoicing(config, app.context, (m) => console.log(m));
const { createServer } = await import('vite');
const vite = await createServer({ root: `${repoRoot}/apps/web`, server: { middlewareMode: true } });
await app.register(middie);
app.use((req, res, next) => (req.url?.startsWith('/api') ? next() : vite.middlewares(req, res, next)));
await registerSsr(
  app,
  async () => (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild,
  'development',
  {
    origin: publicOrigin(config),
    frameOrigins: app.context.provider.frameOrigins,
    mapOrigins: mapPolicyOrigins(selectDisplay(config)),
  },
);
await app.listen({ host: config.HOST, port: config.PORT });
