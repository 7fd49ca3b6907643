import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerErrorHandling, sendError } from './plugins/errors.ts';
import { requestContextPlugin } from './plugins/request-context.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { catalogueRoutes } from './modules/catalogue/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { authRoutes, devOutboxRoutes } from './modules/auth/routes.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { bookingRoutes } from './modules/booking/routes.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { resolveSecret } from './modules/auth/secret.ts';
import { selectSmsProvider } from './integrations/sms/select-provider.ts';
import type { SmsProvider } from './integrations/sms/interface.ts';
import type { ConsoleProvider } from './integrations/sms/console-provider.ts';
import { createHmac } from 'node:crypto';

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    database: Database;
    config: Config;
  }
}

export type AppOptions = {
  config: Config;
  database: Database;
  /** SMS provider; by default chosen from the environment (console unless a real one is configured). */
  sms?: { provider: SmsProvider; console?: ConsoleProvider };
};

export async function buildApp({ config, database, sms: smsOption }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    bodyLimit: config.BODY_LIMIT,
    trustProxy: config.TRUST_PROXY,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
    // Errors Fastify raises before routing (a malformed URL, an over-long parameter) get our envelope too.
    frameworkErrors: (error, request, reply) => {
      reply.header('x-request-id', request.id);
      return sendError(
        request,
        reply,
        error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400,
        'errors.bad_request',
      );
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', database);
  app.decorate('config', config);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const secret = resolveSecret(config);
  // A separate key for code hashes, derived so one secret in config covers both.
  const otpKey = createHmac('sha256', secret).update('hajz-otp-key').digest();
  const sms = smsOption ?? selectSmsProvider(process.env, (line) => app.log.info(line));
  if (sms.console && config.NODE_ENV === 'production' && !smsOption) {
    app.log.warn(
      'SMS_PROVIDER is console: no SMS is really sent and GET /api/v1/dev/outbox shows sign-in codes (demo mode). ' +
        'Set SMS_PROVIDER=unifonic or taqnyat for a real deployment.',
    );
  }

  registerErrorHandling(app);
  await app.register(requestContextPlugin);
  await app.register(compress, { threshold: 1024 });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, {
    limits: { fileSize: 2 * 1024 * 1024, files: 1, fields: 20, fieldSize: 4096, parts: 25 },
  });
  await app.register(authPlugin, { secret });
  await app.register(openApiPlugin);

  await app.register(healthRoutes);
  await app.register(
    async (v1) => {
      await v1.register(catalogueRoutes);
      await v1.register(settingsRoutes);
      await v1.register(authRoutes, { sms: sms.provider, otpKey });
      await v1.register(accountRoutes);
      await v1.register(bookingRoutes);
      await v1.register(cartRoutes);
      if (sms.console) await v1.register(devOutboxRoutes, { outbox: (to) => sms.console!.outbox(to) });
    },
    { prefix: '/api/v1' },
  );

  app.setNotFoundHandler((request, reply) => sendError(request, reply, 404, 'errors.route_not_found'));
  return app;
}
