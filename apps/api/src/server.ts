import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { buildApp } from './app.ts';
import { onboardDemoEInvoicing, prepareDatabase } from './bootstrap.ts';
import { loadConfigOrExit, productionProblems, publicOrigin } from './config.ts';
import { webBuildDir } from './paths.ts';
import { registerSsr } from './web/ssr.ts';
import { mapPolicyOrigins, selectDisplay } from './integrations/maps/select-provider.ts';
import { registerStatic } from './web/static.ts';

const config = loadConfigOrExit();
const problems = productionProblems(config);
if (problems.length > 0) {
  console.error(
    `Refusing to start in production without:\n${problems.map((p) => `  - ${p}`).join('\n')}\n` +
      'Set them, or DEMO=true to run the demo (console SMS, demo data).',
  );
  process.exit(1);
}
const database = await prepareDatabase(config, (m) => console.log(m));
const app = await buildApp({ config, database });
await onboardDemoEInvoicing(config, app.context, (m) => console.log(m));

if (config.SERVE_WEB) {
  const serverEntry = join(webBuildDir, 'server/index.js');
  if (!existsSync(serverEntry)) throw new Error(`web build missing at ${serverEntry}: run "npm run build"`);
  await registerStatic(app, join(webBuildDir, 'client'));
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  await registerSsr(app, async () => build, 'production', {
    origin: publicOrigin(config),
    frameOrigins: app.context.provider.frameOrigins,
    guestCacheSeconds: config.GUEST_PAGE_CACHE_SECONDS,
    mapOrigins: mapPolicyOrigins(selectDisplay(config)),
  });
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000).unref();
  try {
    await app.close();
    await database.close();
  } finally {
    clearTimeout(force);
    process.exit(0);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ host: config.HOST, port: config.PORT });
app.log.info(`Hajz is up on http://localhost:${config.PORT} (${database.kind})`);
if (config.DEMO) {
  app.log.warn(
    'DEMO MODE: no SMS is really sent (sign-in codes are in this log and at /api/v1/dev/outbox, back-office ' +
      "accounts' only in this log), payments go to " +
      'the sandbox gateway, the data is the demo business. Not for real customers.',
  );
}
