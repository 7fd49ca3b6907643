import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicOrigin, type Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerErrorHandling, sendError } from './plugins/errors.ts';
import { requestContextPlugin } from './plugins/request-context.ts';
import { safeTextPlugin } from './plugins/safe-text.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { clientErrorHandler } from './plugins/client-errors.ts';
import { logRedact, logSerializers } from './plugins/log-redaction.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { catalogueRoutes } from './modules/catalogue/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { authRoutes, devOutboxRoutes } from './modules/auth/routes.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { bookingRoutes } from './modules/booking/routes.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { walletRoutes } from './modules/ledger/routes.ts';
import { voucherRoutes } from './modules/vouchers/routes.ts';
import { giftCardShopRoutes } from './modules/gift-card-shop/routes.ts';
import { loyaltyRoutes } from './modules/loyalty/routes.ts';
import { orderHistoryRoutes } from './modules/orders/history-routes.ts';
import { invoiceRoutes } from './modules/invoices/routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import type { PaymentsContext } from './modules/payments/context.ts';
import { reconcileJobs } from './modules/payments/reconcile.ts';
import { selectPaymentProvider, type SelectedPayments } from './integrations/payments/select-provider.ts';
import { resolveSecret } from './modules/auth/secret.ts';
import { selectSmsProvider } from './integrations/sms/select-provider.ts';
import type { SmsProvider } from './integrations/sms/interface.ts';
import type { ConsoleProvider } from './integrations/sms/console-provider.ts';
import { createHmac } from 'node:crypto';
import { createOrderLifecycle, type OrderLifecycle } from './lifecycle/order-lifecycle.ts';
import { createPublisher, type Publish } from './outbox/outbox.ts';
import { createWorker, type Worker, type WorkerOptions } from './outbox/worker.ts';
import { redemptionsParticipant } from './modules/redemptions/participant.ts';
import { giftingParticipant } from './modules/gifting/participant.ts';
import { giftNotificationsConsumer, giftSmsConsumer } from './modules/gifting/consumers.ts';
import { giftingRoutes } from './modules/gifting/routes.ts';
import { expireOpenGifts } from './modules/gifting/expiry.ts';
import { giftCardSalesParticipant } from './modules/gift-card-shop/participant.ts';
import { invoicesParticipant } from './modules/invoices/participant.ts';
import { bookingsParticipant } from './modules/booking/participant.ts';
import { homeVisitsParticipant } from './modules/zones/participant.ts';
import { fulfilmentParticipant } from './modules/fulfilment/participant.ts';
import { fulfilmentRoutes } from './modules/fulfilment/routes.ts';
import { staffRoutes } from './modules/staff/routes.ts';
import { checkInRoutes } from './modules/check-in/routes.ts';
import { deskRoutes } from './modules/desk/routes.ts';
import { adminBookingRoutes } from './modules/admin-bookings/routes.ts';
import { adminCustomerRoutes } from './modules/admin-customers/routes.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { scheduleRoutes } from './modules/schedules/routes.ts';
import { adminMoneyRoutes } from './modules/admin-money/routes.ts';
import { adminGiftCardRoutes } from './modules/admin-money/gift-card-routes.ts';
import { adminCatalogueRoutes } from './modules/admin-catalogue/routes.ts';
import { adminMenuRoutes } from './modules/admin-catalogue/menu-routes.ts';
import { adminBranchRoutes } from './modules/admin-catalogue/branch-routes.ts';
import { staffPlugin } from './plugins/staff.ts';
import { paymentsParticipant } from './modules/payments/participant.ts';
import { loyaltyParticipant } from './modules/loyalty/participant.ts';
import { referralsParticipant } from './modules/referrals/participant.ts';
import { referralRoutes } from './modules/referrals/routes.ts';
import { expireReferralRewards } from './modules/referrals/expiry.ts';
import { confirmationSmsConsumer } from './modules/payments/notify.ts';
import { refundsConsumer } from './modules/payments/refunds-consumer.ts';
import { notificationsConsumer } from './modules/notifications/consumer.ts';
import { reminderSmsConsumer } from './modules/reminders/sms-consumer.ts';
import { movedSmsConsumer } from './modules/desk/moved-sms.ts';
import { sendDueReminders } from './modules/reminders/job.ts';
import { purgeRevocations } from './modules/auth/revocations.ts';
import { outboxRoutes } from './outbox/routes.ts';
import { addressRoutes } from './modules/addresses/routes.ts';
import { mapRoutes } from './modules/maps/routes.ts';
import { selectMaps, type SelectedMaps } from './integrations/maps/select-provider.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { renderNotification } from './modules/notifications/render.ts';
import { pushConsumer } from './modules/push/consumer.ts';
import { pushRoutes } from './modules/push/routes.ts';
import { pushHosts, selectPushSender } from './integrations/push/select-sender.ts';
import type { PushSender } from './integrations/push/interface.ts';
import { consentRoutes } from './modules/consent/routes.ts';
import { trackingSettingsRoutes } from './modules/consent/tracking-settings-routes.ts';
import { conversionsConsumer } from './modules/consent/conversions-consumer.ts';
import { iconRoutes } from './modules/icons/routes.ts';
import { ticketRoutes } from './modules/tickets/routes.ts';
import { adminTicketRoutes } from './modules/tickets/admin-routes.ts';
import { ticketNotificationsConsumer, ticketSmsConsumer } from './modules/tickets/consumers.ts';
import { selectConversionSenders } from './integrations/tracking/select-senders.ts';
import type { ConversionSender } from './integrations/tracking/interface.ts';

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    database: Database;
    config: Config;
    payments: PaymentsContext;
    lifecycle: OrderLifecycle;
    outbox: Worker;
  }
}

export type AppOptions = {
  config: Config;
  database: Database;
  /** SMS provider; by default chosen from the environment (console unless a real one is configured). */
  sms?: { provider: SmsProvider; console?: ConsoleProvider };
  /** Payment provider; by default chosen from the environment (the sandbox gateway unless one is configured). */
  payments?: SelectedPayments;
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
    /** Benchmarks only: false makes every publish a no-op, to measure what writing the outbox costs. */
    write?: boolean;
    jobs?: boolean;
  };
};

export async function buildApp({
  config,
  database,
  sms: smsOption,
  payments: paymentsOption,
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
  const otpKey = createHmac('sha256', secret).update('hajz-otp-key').digest();
  const sms = smsOption ?? selectSmsProvider(config, (line) => app.log.info(line));

  // The sandbox gateway notifies like a real one: a signed POST through our own webhook route.
  const selectedPayments =
    paymentsOption ??
    selectPaymentProvider(config, {
      secret: createHmac('sha256', secret).update('hajz-sandbox-gateway').digest('hex'),
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
  const payments = {
    db: database.db,
    provider: selectedPayments.provider,
    sms: sms.provider,
    log: app.log,
    linkKey: createHmac('sha256', secret).update('hajz-payment-links').digest(),
  } as PaymentsContext;
  const origin = publicOrigin(config);
  const push = pushOption ?? selectPushSender(config, (line) => app.log.info(line));
  const maps = mapsOption ?? selectMaps(config);

  // Every reaction to an order, in one place (ADR 0013). Participants run inside each transition's transaction,
  // in this order; consumers react to its events after the commit, through the outbox, once across replicas.
  const consumers = [
    confirmationSmsConsumer({ db: database.db, sms: sms.provider }),
    reminderSmsConsumer({ db: database.db, sms: sms.provider, origin }),
    movedSmsConsumer({ db: database.db, sms: sms.provider, origin }),
    notificationsConsumer(database.db, (tx, type, payload) => publish(tx, type, payload)),
    refundsConsumer(payments),
    pushConsumer({ db: database.db, sender: push, render: renderNotification, origin }),
    giftSmsConsumer({ db: database.db, sms: sms.provider, origin }),
    giftNotificationsConsumer(database.db, (tx, type, payload) => publish(tx, type, payload)),
    // Support tickets (issue 16 item 7): the business's answer, in the app and by SMS.
    ticketNotificationsConsumer(database.db, (tx, type, payload) => publish(tx, type, payload)),
    ticketSmsConsumer({ db: database.db, sms: sms.provider, origin }),
    // One per configured vendor (issue 15): a vendor down is retried alone; none configured, none listed.
    ...(conversionsOption ?? selectConversionSenders(config)).map((sender) =>
      conversionsConsumer({ db: database.db, sender, origin }),
    ),
  ];
  const runJobs = outboxOptions.jobs ?? config.NODE_ENV !== 'test';
  const reconcileEvery = config.PAYMENT_RECONCILE_SECONDS;
  const jobs = [
    ...(reconcileEvery > 0 ? reconcileJobs(payments, reconcileEvery) : []),
    {
      name: 'bookings.remind',
      everySeconds: 60,
      run: (now: Date) => sendDueReminders(database.db, publish, now),
    },
    { name: 'sessions.purge', everySeconds: 86_400, run: (now: Date) => purgeRevocations(database.db, now) },
    // Open-time gifts nobody scheduled by their date: refunded to the sender's wallet (ADR 0021).
    { name: 'gifts.expire', everySeconds: 300, run: (now: Date) => expireOpenGifts(payments, now) },
    // Inviters' rewards unspent by their expiry: what is left is debited (ADR 0025).
    {
      name: 'referrals.expire',
      everySeconds: 3600,
      run: (now: Date) => expireReferralRewards(database.db, now),
    },
  ];
  const outbox = createWorker(database.db, consumers, runJobs ? jobs : [], app.log, outboxOptions);
  // `write: false` is for benchmarks only: it measures what the outbox write costs a transition (bench/outbox.mts).
  const publish: Publish =
    outboxOptions.write === false ? async () => 0 : createPublisher(consumers, () => outbox.wake());
  const lifecycle = createOrderLifecycle(
    [
      giftingParticipant,
      redemptionsParticipant,
      giftCardSalesParticipant,
      invoicesParticipant,
      homeVisitsParticipant,
      bookingsParticipant,
      paymentsParticipant,
      fulfilmentParticipant,
      loyaltyParticipant,
      // Last: a cancellation's wallet refund (payments) lands before a reversed reward is taken back.
      referralsParticipant,
    ],
    publish,
  );
  payments.lifecycle = lifecycle;
  payments.outbox = outbox;
  app.decorate('payments', payments);
  app.decorate('lifecycle', lifecycle);
  app.decorate('outbox', outbox);

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

  await app.register(healthRoutes);
  await app.register(
    async (v1) => {
      await v1.register(catalogueRoutes);
      await v1.register(settingsRoutes);
      await v1.register(authRoutes, { sms: sms.provider, otpKey });
      await v1.register(accountRoutes);
      await v1.register(bookingRoutes);
      await v1.register(cartRoutes);
      await v1.register(orderRoutes, { payments });
      await v1.register(walletRoutes);
      await v1.register(voucherRoutes);
      await v1.register(giftCardShopRoutes);
      await v1.register(loyaltyRoutes);
      await v1.register(orderHistoryRoutes, { payments });
      await v1.register(giftingRoutes, { payments });
      await v1.register(invoiceRoutes, { payments });
      await v1.register(paymentRoutes, { payments, publicUrl: origin });
      await v1.register(outboxRoutes);
      await v1.register(addressRoutes);
      await v1.register(fulfilmentRoutes);
      await v1.register(staffRoutes);
      await v1.register(checkInRoutes, {
        passKey: createHmac('sha256', secret).update('hajz-entry-passes').digest(),
      });
      await v1.register(deskRoutes);
      await v1.register(adminBookingRoutes, { payments });
      await v1.register(adminCustomerRoutes);
      await v1.register(reportRoutes);
      await v1.register(scheduleRoutes);
      await v1.register(adminMoneyRoutes);
      await v1.register(adminGiftCardRoutes);
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
      // Sign-in codes readable by anyone: only in the demo (and tests, development), never in production.
      const demoOutbox = sms.console && (config.DEMO || config.NODE_ENV !== 'production');
      if (demoOutbox) await v1.register(devOutboxRoutes, { outbox: (to) => sms.console!.outbox(to) });
    },
    { prefix: '/api/v1' },
  );

  if (selectedPayments.sandboxRoutes)
    await app.register(selectedPayments.sandboxRoutes, { prefix: '/sandbox-gateway' });
  if (outboxOptions.start !== false) {
    app.addHook('onReady', async () => outbox.start());
    app.addHook('onClose', async () => outbox.stop());
  }

  app.setNotFoundHandler((request, reply) => sendError(request, reply, 404, 'errors.route_not_found'));
  return app;
}
