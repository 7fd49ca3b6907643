/**
 * The application context (ADR 0036): what every module works with — the database, the providers chosen at start,
 * the order lifecycle, the outbox, the keys that sign our links, the log and the public origin — built and typed
 * here, once, beside app.ts. Modules take it (or the part they need) as a parameter; none owns it.
 *
 * The construction order is the dependency order, with nothing completed afterwards: the outbox consumers first
 * (a reaction that publishes gets `publish` with each delivery), then the outbox worker (which builds `publish`
 * from its consumers), then the lifecycle on that `publish`, then the context; the periodic jobs, which work
 * through the context, are handed to the worker when it starts (`jobs`).
 */
import { createHmac, type BinaryLike } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/client.ts';
import type { PaymentProvider } from './integrations/payments/interface.ts';
import type { PushSender } from './integrations/push/interface.ts';
import type { SmsProvider } from './integrations/sms/interface.ts';
import type { ConversionSender } from './integrations/tracking/interface.ts';
import { createOrderLifecycle, type OrderLifecycle } from './lifecycle/order-lifecycle.ts';
import type { Publish } from './outbox/outbox.ts';
import type { Job } from './outbox/scheduler.ts';
import { createWorker, type Worker, type WorkerOptions } from './outbox/worker.ts';
import { bookingsParticipant } from './modules/booking/index.ts';
import { conversionsConsumer } from './modules/consent/index.ts';
import { movedSmsConsumer } from './modules/desk/index.ts';
import { fulfilmentParticipant } from './modules/fulfilment/index.ts';
import { giftCardSalesParticipant } from './modules/gift-card-shop/index.ts';
import { giftNotificationsConsumer, giftSmsConsumer } from './modules/gifting/index.ts';
import { expireOpenGifts } from './modules/gifting/index.ts';
import { giftingParticipant } from './modules/gifting/index.ts';
import { invoicesParticipant } from './modules/invoices/index.ts';
import { loyaltyParticipant } from './modules/loyalty/index.ts';
import { notificationsConsumer } from './modules/notifications/index.ts';
import { renderNotification } from './modules/notifications/index.ts';
import { confirmationSmsConsumer } from './modules/notifications/index.ts';
import { paymentsParticipant } from './modules/payments/index.ts';
import { reconcileJobs } from './modules/orders/index.ts';
import { refundsConsumer } from './modules/payments/index.ts';
import { pushConsumer } from './modules/push/index.ts';
import { redemptionsParticipant } from './modules/redemptions/index.ts';
import { referralsParticipant } from './modules/referrals/index.ts';
import { expireReferralRewards } from './modules/referrals/index.ts';
import { sendDueReminders } from './modules/reminders/index.ts';
import { reminderSmsConsumer } from './modules/reminders/index.ts';
import { purgeRevocations } from './modules/auth/index.ts';
import { ticketNotificationsConsumer, ticketSmsConsumer } from './modules/tickets/index.ts';
import { homeVisitsParticipant } from './modules/zones/index.ts';

export type AppContext = {
  db: Db;
  log: FastifyBaseLogger;
  /** The public origin our links start with (https://…). */
  origin: string;
  /** The payment provider chosen at start (the sandbox gateway by default). */
  provider: PaymentProvider;
  sms: SmsProvider;
  /** Signs our own payment links (payment page, card setup page) and invoice links. */
  linkKey: Buffer;
  /** Signs entry passes (the QR a customer shows at the door). */
  passKey: Buffer;
  /** The order lifecycle: every transition goes through it. */
  lifecycle: OrderLifecycle;
  /** Writes an event in the caller's transaction (the outbox's `publish`). */
  publish: Publish;
  /** The outbox worker: a request that must answer with a reaction's result delivers it at once (deliverNow). */
  outbox: Worker;
};

/** Every order participant, in the order they run inside each transition's transaction. */
const participants = [
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
];

export type AppContextInput = {
  db: Db;
  log: FastifyBaseLogger;
  origin: string;
  /** The server secret the link keys are derived from. */
  secret: BinaryLike;
  provider: PaymentProvider;
  sms: SmsProvider;
  push: PushSender;
  conversions: readonly ConversionSender[];
  outbox: WorkerOptions;
  /** Order payments are reconciled every this many seconds (0: never). */
  reconcileSeconds: number;
};

/** A key of its own per use, derived from the one secret in config. */
export const deriveKey = (secret: BinaryLike, use: string) =>
  createHmac('sha256', secret).update(use).digest();

/** The context, and the periodic jobs to hand to `context.outbox.start`. */
export function createAppContext(input: AppContextInput): { context: AppContext; jobs: Job[] } {
  const { db, sms, origin } = input;

  // Every reaction to an order, in one place (ADR 0013). Consumers react to its events after the commit, through
  // the outbox, once across replicas; participants (below) run inside each transition's transaction, in order.
  const consumers = [
    confirmationSmsConsumer({ db, sms }),
    reminderSmsConsumer({ db, sms, origin }),
    movedSmsConsumer({ db, sms, origin }),
    notificationsConsumer(db),
    refundsConsumer({ db, provider: input.provider, log: input.log }),
    pushConsumer({ db, sender: input.push, render: renderNotification, origin }),
    giftSmsConsumer({ db, sms, origin }),
    giftNotificationsConsumer(db),
    // Support tickets (issue 16 item 7): the business's answer, in the app and by SMS.
    ticketNotificationsConsumer(db),
    ticketSmsConsumer({ db, sms, origin }),
    // One per configured vendor (issue 15): a vendor down is retried alone; none configured, none listed.
    ...input.conversions.map((sender) => conversionsConsumer({ db, sender, origin })),
  ];
  // Each delivery is handed the lifecycle built on this outbox's `publish` (a refund moves its order on).
  const outbox = createWorker(db, consumers, input.log, input.outbox, (publish) => ({
    publish,
    lifecycle: createOrderLifecycle(participants, publish),
  }));
  const { lifecycle, publish } = outbox.context;
  const context: AppContext = {
    db,
    log: input.log,
    origin,
    provider: input.provider,
    sms,
    linkKey: deriveKey(input.secret, 'hajz-payment-links'),
    passKey: deriveKey(input.secret, 'hajz-entry-passes'),
    lifecycle,
    publish,
    outbox,
  };

  const jobs: Job[] = [
    ...(input.reconcileSeconds > 0 ? reconcileJobs(context, input.reconcileSeconds) : []),
    {
      name: 'bookings.remind',
      everySeconds: 60,
      run: (now: Date) => sendDueReminders(db, context.publish, now),
    },
    { name: 'sessions.purge', everySeconds: 86_400, run: (now: Date) => purgeRevocations(db, now) },
    // Open-time gifts nobody scheduled by their date: refunded to the sender's wallet (ADR 0021).
    { name: 'gifts.expire', everySeconds: 300, run: (now: Date) => expireOpenGifts(context, now) },
    // Inviters' rewards unspent by their expiry: what is left is debited (ADR 0025).
    { name: 'referrals.expire', everySeconds: 3600, run: (now: Date) => expireReferralRewards(db, now) },
  ];
  return { context, jobs };
}
