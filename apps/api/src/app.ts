import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicOrigin, type Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createAppContext, deriveKey, type AppContext } from './app-context.ts';
import type { WorkerOptions } from './outbox/worker.ts';
import { registerErrorHandling, sendError } from './plugins/errors.ts';
import { requestContextPlugin } from './plugins/request-context.ts';
import { safeTextPlugin } from './plugins/safe-text.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { clientErrorHandler } from './plugins/client-errors.ts';
import { logRedact, logSerializers } from './plugins/log-redaction.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { healthRoutes } from './modules/health/index.ts';
import { catalogueRoutes } from './modules/catalogue/index.ts';
import { settingsRoutes } from './modules/settings/index.ts';
import { authPlugin } from './plugins/auth.ts';
import { authRoutes, devOutboxRoutes } from './modules/auth/index.ts';
import { accountRoutes } from './modules/account/index.ts';
import { bookingRoutes } from './modules/booking/index.ts';
import { cartRoutes } from './modules/cart/index.ts';
import { orderRoutes } from './modules/orders/index.ts';
import { walletRoutes } from './modules/ledger/index.ts';
import { voucherRoutes } from './modules/vouchers/index.ts';
import { giftCardShopRoutes } from './modules/gift-card-shop/index.ts';
import { loyaltyRoutes } from './modules/loyalty/index.ts';
import { orderHistoryRoutes } from './modules/orders/index.ts';
import { invoiceRoutes } from './modules/invoices/index.ts';
import {
  appleDomainAssociationRoute,
  applePayRoutes,
  paymentRoutes,
  walletPaymentRoutes,
} from './modules/payments/index.ts';
import { selectWalletGateways } from './integrations/payments/wallets/select.ts';
import { selectPaymentProvider, type SelectedPayments } from './integrations/payments/select-provider.ts';
import { selectApplePay } from './integrations/payments/apple-pay/select.ts';
import type { ApplePayGateway } from './integrations/payments/apple-pay/interface.ts';
import { resolveSecret } from './modules/auth/index.ts';
import { selectSmsProvider } from './integrations/sms/select-provider.ts';
import type { SmsProvider } from './integrations/sms/interface.ts';
import type { ConsoleProvider } from './integrations/sms/console-provider.ts';
import { selectWhatsAppChannel, type SelectedWhatsApp } from './integrations/whatsapp/select-channel.ts';
import {
  messagingSettingsRoutes,
  smsInboundRoutes,
  whatsappWebhookRoutes,
} from './modules/messaging/index.ts';
import { marketingRoutes } from './modules/marketing/index.ts';
import { cancelOwnOrder } from './modules/orders/index.ts';
import { invoiceLinksWith } from './modules/invoices/index.ts';
import { giftingRoutes } from './modules/gifting/index.ts';
import { declineGift } from './modules/gifting/index.ts';
import { fulfilmentRoutes } from './modules/fulfilment/index.ts';
import { staffRoutes } from './modules/staff/index.ts';
import { checkInRoutes } from './modules/check-in/index.ts';
import { deskRoutes } from './modules/desk/index.ts';
import { adminBookingRoutes } from './modules/admin-bookings/index.ts';
import { adminCustomerRoutes } from './modules/admin-customers/index.ts';
import { reportRoutes } from './modules/reports/index.ts';
import { messageCapsPlugin, messageCapsRoutes } from './modules/message-caps/index.ts';
import { scheduleRoutes } from './modules/schedules/index.ts';
import { adminMoneyRoutes } from './modules/admin-money/index.ts';
import { adminGiftCardRoutes } from './modules/admin-money/index.ts';
import { eInvoicingAdminRoutes } from './modules/e-invoicing/index.ts';
import { adminCatalogueRoutes } from './modules/admin-catalogue/index.ts';
import { adminMenuRoutes } from './modules/admin-catalogue/index.ts';
import { adminBranchRoutes } from './modules/admin-catalogue/index.ts';
import { staffPlugin } from './plugins/staff.ts';
import { referralRoutes } from './modules/referrals/index.ts';
import { outboxRoutes } from './outbox/routes.ts';
import { addressRoutes } from './modules/addresses/index.ts';
import { mapRoutes } from './modules/maps/index.ts';
import { selectMaps, type SelectedMaps } from './integrations/maps/select-provider.ts';
import { notificationRoutes } from './modules/notifications/index.ts';
import { pushRoutes } from './modules/push/index.ts';
import { pushHosts, selectPushSender } from './integrations/push/select-sender.ts';
import type { PushSender } from './integrations/push/interface.ts';
import { consentRoutes } from './modules/consent/index.ts';
import { trackingSettingsRoutes } from './modules/consent/index.ts';
import { iconRoutes } from './modules/icons/index.ts';
import { ticketRoutes } from './modules/tickets/index.ts';
import { rescheduleRoutes } from './modules/reschedule/index.ts';
import { takeOfferByMobile, waitlistRoutes } from './modules/waitlist/index.ts';
import { adminTicketRoutes } from './modules/tickets/index.ts';
import { selectConversionSenders } from './integrations/tracking/select-senders.ts';
import type { ConversionSender } from './integrations/tracking/interface.ts';

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    database: Database;
    config: Config;
    /** The application context (app-context.ts). */
    context: AppContext;
  }
}

export type AppOptions = {
  config: Config;
  database: Database;
  /** SMS provider; by default chosen from the environment (console unless a real one is configured). */
  sms?: { provider: SmsProvider; console?: ConsoleProvider };
  /** WhatsApp channel; by default chosen from the environment (off; the console channel in the demo). */
  whatsapp?: SelectedWhatsApp;
  /** Payment provider; by default chosen from the environment (the sandbox gateway unless one is configured). */
  payments?: SelectedPayments;
  /** Apple Pay; by default beside the configured provider (the sandbox one; null for APS without an Apple identity). */
  applePay?: ApplePayGateway | null;
  /** Web push sender; by default from the VAPID settings (off without them). */
  push?: PushSender;
  /** Place search and map display; by default from the environment (the offline gazetteer unless configured). */
  maps?: SelectedMaps;
  /** Server-side conversion copies (Meta, Snap, TikTok, GA4); by default those whose secret is configured. */
  conversions?: ConversionSender[];
  /** Where logs go (tests read them to prove no card data is logged); stdout by default. */
  logStream?: { write: (line: string) => void };
  /** Outbox worker tuning (tests shorten leases and backoffs). */
  outbox?: WorkerOptions & {
    /** Start the delivery loop with the app (default true); jobs run only outside tests unless `jobs` says so. */
    start?: boolean;
    jobs?: boolean;
  };
};

export async function buildApp({
  config,
  database,
  sms: smsOption,
  whatsapp: whatsappOption,
  payments: paymentsOption,
  applePay: applePayOption,
  logStream,
  outbox: outboxOptions = {},
  push: pushOption,
  maps: mapsOption,
  conversions: conversionsOption,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            serializers: logSerializers,
            redact: logRedact,
            ...(logStream ? { stream: logStream } : {}),
          },
    bodyLimit: config.BODY_LIMIT,
    trustProxy: config.TRUST_PROXY,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
    clientErrorHandler,
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
  const otpKey = deriveKey(secret, 'hajz-otp-key');
  const sms = smsOption ?? selectSmsProvider(config, (line) => app.log.info(line));
  const whatsapp = whatsappOption ?? selectWhatsAppChannel(config, (line) => app.log.info(line));

  // The sandbox gateway notifies like a real one: a signed POST through our own webhook route.
  const selectedPayments =
    paymentsOption ??
    selectPaymentProvider(config, {
      secret: deriveKey(secret, 'hajz-sandbox-gateway').toString('hex'),
      notify: async (params) => {
        const response = await app.inject({
          method: 'POST',
          url: '/api/v1/payments/webhook/sandbox',
          payload: new URLSearchParams(params).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        if (response.statusCode !== 200) throw new Error(`webhook answered ${response.statusCode}`);
      },
    });
  // Wallets and BNPL (ADR 0053): the sandbox Tabby / Tamara notify through our own webhook route too.
  const selectedWallets = selectWalletGateways({
    config,
    sms: sms.provider,
    secret: deriveKey(secret, 'hajz-sandbox-wallets').toString('hex'),
    notify: async (method, params) => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/v1/payments/bnpl/${method}/webhook`,
        payload: params,
      });
      if (response.statusCode !== 200) throw new Error(`webhook answered ${response.statusCode}`);
    },
  });
  const origin = publicOrigin(config);
  const push = pushOption ?? selectPushSender(config, (line) => app.log.info(line));
  const maps = mapsOption ?? selectMaps(config);
  const runJobs = outboxOptions.jobs ?? config.NODE_ENV !== 'test';
  const { context, jobs } = createAppContext({
    db: database.db,
    log: app.log,
    origin,
    secret,
    fatoora: config.fatoora,
    provider: selectedPayments.provider,
    wallets: selectedWallets.gateways,
    applePay: applePayOption !== undefined ? applePayOption : selectApplePay(config),
    sms: sms.provider,
    whatsapp: whatsapp.channel,
    messageCosts: config.whatsapp.costs,
    push,
    conversions: conversionsOption ?? selectConversionSenders(config),
    outbox: outboxOptions,
    reconcileSeconds: config.PAYMENT_RECONCILE_SECONDS,
  });
  const { outbox } = context;
  app.decorate('context', context);

  registerErrorHandling(app);
  await app.register(requestContextPlugin);
  await app.register(safeTextPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(compress, { threshold: 1024 });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, {
    limits: { fileSize: 2 * 1024 * 1024, files: 1, fields: 20, fieldSize: 4096, parts: 25 },
  });
  await app.register(authPlugin, { secret });
  await app.register(staffPlugin);
  await app.register(openApiPlugin);
  await app.register(messageCapsPlugin);

  await app.register(healthRoutes);
  await app.register(appleDomainAssociationRoute, { file: config.applePay.domainAssociationPath });
  // Sign-in codes readable by anyone: only in the demo (and tests, development), never in production.
  const demoOutbox = sms.console !== undefined && (config.DEMO || config.NODE_ENV !== 'production');
  await app.register(
    async (v1) => {
      await v1.register(catalogueRoutes);
      await v1.register(settingsRoutes);
      await v1.register(authRoutes, { sms: sms.provider, otpKey, demoOutbox });
      await v1.register(accountRoutes);
      await v1.register(bookingRoutes);
      await v1.register(cartRoutes);
      await v1.register(orderRoutes, { context });
      await v1.register(walletRoutes);
      await v1.register(voucherRoutes);
      await v1.register(giftCardShopRoutes);
      await v1.register(loyaltyRoutes);
      await v1.register(orderHistoryRoutes, { context, declineGift });
      await v1.register(giftingRoutes, { context });
      await v1.register(rescheduleRoutes, { context });
      await v1.register(waitlistRoutes, { context });
      await v1.register(invoiceRoutes, { context });
      await v1.register(paymentRoutes, { context, publicUrl: origin });
      await v1.register(walletPaymentRoutes, { context, publicUrl: origin });
      await v1.register(applePayRoutes, {
        context,
        merchant: {
          domain: config.applePay.domain ?? new URL(origin).hostname,
          displayName: config.applePay.displayName,
        },
      });
      await v1.register(outboxRoutes);
      await v1.register(addressRoutes);
      await v1.register(fulfilmentRoutes);
      await v1.register(staffRoutes);
      await v1.register(checkInRoutes, { passKey: context.passKey });
      await v1.register(deskRoutes);
      await v1.register(adminBookingRoutes, { context });
      await v1.register(adminCustomerRoutes);
      await v1.register(reportRoutes);
      await v1.register(scheduleRoutes);
      await v1.register(adminMoneyRoutes);
      await v1.register(adminGiftCardRoutes);
      await v1.register(eInvoicingAdminRoutes);
      await v1.register(adminCatalogueRoutes);
      await v1.register(adminMenuRoutes);
      await v1.register(adminBranchRoutes);
      await v1.register(mapRoutes, { geocoder: maps.geocoder, display: maps.display });
      await v1.register(notificationRoutes);
      await v1.register(pushRoutes, { sender: push, hosts: pushHosts(config) });
      await v1.register(referralRoutes);
      await v1.register(consentRoutes);
      await v1.register(trackingSettingsRoutes);
      await v1.register(iconRoutes);
      await v1.register(ticketRoutes);
      await v1.register(adminTicketRoutes);
      await v1.register(messageCapsRoutes);
      await v1.register(whatsappWebhookRoutes, {
        db: context.db,
        publish: context.publish,
        messenger: context.messenger,
        origin,
        appSecret: whatsapp.appSecret,
        verifyToken: whatsapp.verifyToken,
        actions: {
          // Exactly the customer's own cancel (policy, refund, credit note), as of the tap; a deposit kept is said.
          cancelBooking: async (userId, orderId) => {
            const result = await cancelOwnOrder(context, userId, orderId, {
              locale: 'en',
              now: new Date(),
              invoiceLinks: invoiceLinksWith(context.linkKey),
            });
            if (result.kind === 'too_late') return result;
            if (result.kind === 'cancelled' && result.keptDeposit > 0)
              return {
                kind: 'cancelled_deposit_kept',
                deposit: result.keptDeposit,
                windowHours: result.windowHours,
              };
            return { kind: result.kind };
          },
          // Take it on the WhatsApp offer: the app's own accept, for the entry's owner's number only (ADR 0059).
          acceptWaitlistOffer: (entryId, mobile) => takeOfferByMobile(context, entryId, mobile),
        },
      });
      // Texts customers send to our SMS number (STOP, START; ADR 0065): the gateway we send with, and in the demo and
      // tests the console's (its inbound texts posted by hand or by the tests, with the demo's secret).
      await v1.register(smsInboundRoutes, {
        db: context.db,
        messenger: context.messenger,
        providers: sms.console ? ['console', 'unifonic', 'taqnyat'] : ['unifonic', 'taqnyat'],
        secret: config.sms.inboundSecret,
      });
      await v1.register(messagingSettingsRoutes, { whatsappEnabled: whatsapp.channel !== null });
      await v1.register(marketingRoutes, { publish: context.publish });
      if (demoOutbox)
        await v1.register(devOutboxRoutes, {
          outbox: (to) => sms.console!.outbox(to),
          whatsapp: whatsapp.console ? (to) => whatsapp.console!.outbox(to) : undefined,
        });
    },
    { prefix: '/api/v1' },
  );

  if (selectedPayments.sandboxRoutes)
    await app.register(selectedPayments.sandboxRoutes, { prefix: '/sandbox-gateway' });
  if (selectedWallets.sandboxRoutes)
    await app.register(selectedWallets.sandboxRoutes, { prefix: '/sandbox-gateway/bnpl' });
  if (outboxOptions.start !== false) {
    app.addHook('onReady', async () => outbox.start(runJobs ? jobs : []));
    app.addHook('onClose', async () => outbox.stop());
  }

  app.setNotFoundHandler((request, reply) => sendError(request, reply, 404, 'errors.route_not_found'));
  return app;
}
