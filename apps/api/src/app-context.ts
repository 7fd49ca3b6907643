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
import type { FatooraSettings } from './config/fatoora.ts';
import {
  CSID_SECRET,
  EGS_PRIVATE_KEY,
  einvoiceKeySecret,
  openPrivateKey,
  SealKey,
} from './integrations/fatoora/seal.ts';
import { selectFatooraClient, type SelectedFatoora } from './integrations/fatoora/select-client.ts';
import { zatcaVerifier } from './integrations/fatoora/simulation/zatca-verifier.ts';
import type { ApplePayGateway } from './integrations/payments/apple-pay/interface.ts';
import type { PaymentProvider } from './integrations/payments/interface.ts';
import type { WalletGateways } from './integrations/payments/wallets/interface.ts';
import type { PushSender } from './integrations/push/interface.ts';
import type { SmsProvider } from './integrations/sms/interface.ts';
import type { WhatsAppChannel } from './integrations/whatsapp/interface.ts';
import type { ConversionSender } from './integrations/tracking/interface.ts';
import { createOrderLifecycle, type OrderLifecycle } from './lifecycle/order-lifecycle.ts';
import type { Publish } from './outbox/outbox.ts';
import type { Job } from './outbox/scheduler.ts';
import { createWorker, type Worker, type WorkerOptions } from './outbox/worker.ts';
import { bookingsParticipant } from './modules/booking/index.ts';
import { conversionsConsumer } from './modules/consent/index.ts';
import { depositsParticipant, noShowSmsConsumer } from './modules/deposits/index.ts';
import {
  eInvoiceIssuingConsumer,
  eInvoiceReportingConsumer,
  eInvoicingParticipant,
  sellerFromSettings,
  type EInvoicingDeps,
} from './modules/e-invoicing/index.ts';
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
import { confirmationSmsConsumer, orderMessagesConsumer } from './modules/notifications/index.ts';
import {
  createMessenger,
  dueFallbacks,
  fallbackConsumer,
  type Messenger,
} from './modules/messaging/index.ts';
import { paymentsParticipant } from './modules/payments/index.ts';
import { reconcileJobs } from './modules/orders/index.ts';
import { marketingOfferConsumer } from './modules/marketing/index.ts';
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
import { offerConsumer, offerFreedTimes, refillConsumer } from './modules/waitlist/index.ts';

export type AppContext = {
  db: Db;
  log: FastifyBaseLogger;
  /** The public origin our links start with (https://…). */
  origin: string;
  /** The payment provider chosen at start (the sandbox gateway by default). */
  provider: PaymentProvider;
  /** STC Pay, Tabby and Tamara (ADR 0053): the sandbox ones by default. */
  wallets: WalletGateways;
  /** Apple Pay beside the card provider (ADR 0061); null when it cannot take Apple Pay as configured. */
  applePay: ApplePayGateway | null;
  sms: SmsProvider;
  /** The one way a message goes out: WhatsApp first where configured, SMS otherwise (ADR 0056). */
  messenger: Messenger;
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
  /** ZATCA's Fatoora as chosen at start (the in-process simulation by default, ADR 0044). */
  fatoora: SelectedFatoora;
  /** What e-invoicing's onboarding, renewal and reporting work with (ADR 0048). */
  eInvoicing: EInvoicingDeps;
};

/** Every order participant but e-invoicing's (built with the app's keys, listed last), in the order they run. */
const lifecycleParticipants = [
  giftingParticipant,
  redemptionsParticipant,
  giftCardSalesParticipant,
  invoicesParticipant,
  homeVisitsParticipant,
  bookingsParticipant,
  paymentsParticipant,
  // After payments: a deposit is held once paid, and refunded or kept as the cancel says (issue 28).
  depositsParticipant,
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
  secret: Uint8Array;
  /** E-invoicing's settings (config/fatoora.ts). */
  fatoora: FatooraSettings;
  provider: PaymentProvider;
  wallets: WalletGateways;
  applePay: ApplePayGateway | null;
  sms: SmsProvider;
  /** The WhatsApp channel chosen at start; null: none (every message by SMS). */
  whatsapp: WhatsAppChannel | null;
  /** What one message costs per channel, in halalas (reports). */
  messageCosts: { sms: number; whatsapp: number };
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

  // E-invoicing (ADR 0044, 0048): the simulation's CA and credentials derive from the app's secret, so a restarted
  // demo still knows the CSID it issued; it checks every document with @hajz/zatca's verifier.
  const fatoora = selectFatooraClient(
    { fatoora: input.fatoora },
    {
      simulationSeed: deriveKey(input.secret, 'hajz-fatoora-simulation'),
      verifyInvoice: zatcaVerifier,
    },
  );
  const keySecret = einvoiceKeySecret(input.fatoora.keySecret, input.secret);
  const eInvoicing: EInvoicingDeps = {
    db,
    fatoora: fatoora.client,
    environment: fatoora.environment,
    keys: {
      privateKey: new SealKey(keySecret, EGS_PRIVATE_KEY),
      secret: new SealKey(keySecret, CSID_SECRET),
    },
  };
  const participants = [
    ...lifecycleParticipants,
    // Last: records what the sale, cancellation or refund must have documented; the document is issued after the
    // commit by the outbox (ADR 0050). Off until a unit is onboarded.
    eInvoicingParticipant({ seller: sellerFromSettings }),
  ];

  // Every reaction to an order, in one place (ADR 0013). Consumers react to its events after the commit, through
  // the outbox, once across replicas; participants (below) run inside each transition's transaction, in order.
  // Every message to a customer goes through the messenger (ADR 0056): typed intents, per channel and language.
  const messenger = createMessenger({ db, sms, whatsapp: input.whatsapp, costs: input.messageCosts });
  const consumers = [
    confirmationSmsConsumer({ db, messenger }),
    reminderSmsConsumer({ db, messenger, origin }),
    movedSmsConsumer({ db, messenger, origin }),
    orderMessagesConsumer({ db, messenger, origin }),
    // A WhatsApp message that failed or was not delivered in time: its one SMS copy.
    fallbackConsumer(messenger),
    // A no-show: the deposit kept, told to the customer (ADR 0054).
    noShowSmsConsumer({ db, messenger, origin }),
    notificationsConsumer(db),
    refundsConsumer({
      db,
      provider: input.provider,
      wallets: input.wallets,
      applePay: input.applePay,
      log: input.log,
    }),
    pushConsumer({ db, sender: input.push, render: renderNotification, origin }),
    giftSmsConsumer({ db, messenger, origin }),
    giftNotificationsConsumer(db),
    // Support tickets (issue 16 item 7): the business's answer, in the app and by SMS.
    ticketNotificationsConsumer(db),
    // Each sale, cancellation and refund documented on the unit's chain after its commit, once (ADR 0050).
    eInvoiceIssuingConsumer({
      db,
      openPrivateKey: (sealed) => openPrivateKey(sealed, eInvoicing.keys.privateKey),
      seller: sellerFromSettings,
    }),
    ticketSmsConsumer({ db, messenger, origin }),
    // Each e-invoicing document reported to Fatoora, in ICV order, retried while it is down (ADR 0048).
    eInvoiceReportingConsumer(eInvoicing),
    // One per configured vendor (issue 15): a vendor down is retried alone; none configured, none listed.
    ...input.conversions.map((sender) => conversionsConsumer({ db, sender, origin })),
    // The waitlist (ADR 0055): a freed time offered at once, and the offer told (notification, push, the messenger).
    refillConsumer(db),
    offerConsumer({ db, messenger, origin }),
    // The owner's marketing offer (ADR 0065): to those who take offers, on their channel, within the day's cap.
    marketingOfferConsumer({ db, messenger, origin }),
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
    wallets: input.wallets,
    applePay: input.applePay,
    sms,
    messenger,
    linkKey: deriveKey(input.secret, 'hajz-payment-links'),
    passKey: deriveKey(input.secret, 'hajz-entry-passes'),
    lifecycle,
    publish,
    outbox,
    fatoora,
    eInvoicing,
  };

  const jobs: Job[] = [
    ...(input.reconcileSeconds > 0 ? reconcileJobs(context, input.reconcileSeconds) : []),
    {
      name: 'bookings.remind',
      everySeconds: 60,
      run: (now: Date) => sendDueReminders(db, context.publish, now),
    },
    // WhatsApp messages not delivered within the business's minutes go again by SMS (ADR 0056).
    {
      name: 'messages.fallback',
      everySeconds: 60,
      run: (now: Date) => dueFallbacks(db, context.publish, now),
    },
    { name: 'sessions.purge', everySeconds: 86_400, run: (now: Date) => purgeRevocations(db, now) },
    // Open-time gifts nobody scheduled by their date: refunded to the sender's wallet (ADR 0021).
    { name: 'gifts.expire', everySeconds: 300, run: (now: Date) => expireOpenGifts(context, now) },
    // Inviters' rewards unspent by their expiry: what is left is debited (ADR 0025).
    { name: 'referrals.expire', everySeconds: 3600, run: (now: Date) => expireReferralRewards(db, now) },
    // Freed times go to the waitlist within a minute, whatever freed them (an expired hold has no event), ADR 0055.
    { name: 'waitlist.refill', everySeconds: 60, run: (now: Date) => offerFreedTimes(context, now) },
  ];
  return { context, jobs };
}
