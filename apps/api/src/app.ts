import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerErrorHandling, sendError } from './plugins/errors.ts';
import { requestContextPlugin } from './plugins/request-context.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { catalogueRoutes } from './modules/catalogue/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    database: Database;
    config: Config;
  }
}

export type AppOptions = { config: Config; database: Database };

export async function buildApp({ config, database }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    bodyLimit: config.BODY_LIMIT,
    trustProxy: config.TRUST_PROXY,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
    // Errors Fastify raises before routing (a malformed URL, an over-long parameter) get our envelope too.
    frameworkErrors: (error, request, reply) => {
      reply.header('x-request-id', request.id);
      return sendError(request, reply, error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400, 'errors.bad_request');
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', database);
  app.decorate('config', config);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app);
  await app.register(requestContextPlugin);
  await app.register(compress, { threshold: 1024 });
  await app.register(openApiPlugin);

  await app.register(healthRoutes);
  await app.register(
    async (v1) => {
      await v1.register(catalogueRoutes);
      await v1.register(settingsRoutes);
    },
    { prefix: '/api/v1' },
  );

  app.setNotFoundHandler((request, reply) => sendError(request, reply, 404, 'errors.route_not_found'));
  return app;
}
