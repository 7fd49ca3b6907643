import fp from 'fastify-plugin';
import {
  appSettingDefaults,
  deliveryMethods,
  deviceTypes,
  headerNames,
  serviceTypes,
  type DeliveryMethod,
  type DeviceType,
  type ServiceType,
} from '@hajz/contracts/app-settings';
import { localeFromAcceptLanguage, type Locale } from '@hajz/contracts/locale';
import { translate, type MessageKey } from '../i18n/messages.ts';
import { HttpError } from './errors.ts';

export type RequestContext = {
  locale: Locale;
  serviceType: ServiceType;
  deliveryMethod: DeliveryMethod;
  deviceType: DeviceType;
};

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    ctx: RequestContext;
    t(key: MessageKey): string;
  }
}

function pick<T extends string>(value: unknown, allowed: readonly T[], fallback: T, header: string): T {
  if (value === undefined || value === '') return fallback;
  const lower = String(value).toLowerCase();
  if ((allowed as readonly string[]).includes(lower)) return lower as T;
  throw new HttpError(422, 'errors.validation', { [header]: ['validation.header'] });
}

/** Reads Accept-Language and the spec's Service-Type / Delivery-Method / Device-Type headers. */
export const requestContextPlugin = fp(async (app) => {
  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.decorateRequest('t', function (this: { ctx: RequestContext }, key: MessageKey) {
    return translate(this.ctx?.locale ?? 'en', key);
  });
  app.addHook('onRequest', async (request) => {
    const h = request.headers;
    request.ctx = {
      locale: localeFromAcceptLanguage(h['accept-language']) ?? 'en',
      serviceType: appSettingDefaults.serviceType,
      deliveryMethod: appSettingDefaults.deliveryMethod,
      deviceType: appSettingDefaults.deviceType,
    };
    if (!request.url.startsWith('/api/')) return;
    request.ctx.serviceType = pick(h[headerNames.serviceType], serviceTypes, 'reservation', 'Service-Type');
    request.ctx.deliveryMethod = pick(
      h[headerNames.deliveryMethod],
      deliveryMethods,
      'reservation',
      'Delivery-Method',
    );
    request.ctx.deviceType = pick(h[headerNames.deviceType], deviceTypes, 'web', 'Device-Type');
  });
});
