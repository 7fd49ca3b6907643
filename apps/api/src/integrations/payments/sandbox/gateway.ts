/**
 * The `sandbox` payment provider: a local card gateway served by our own app (see routes.ts), so developers and
 * e2e tests pay without a third party. It behaves like a real one: a hosted card page that returns a signed
 * token, server-to-server purchases with declines and 3-D Secure, signed returns and webhooks, refunds.
 * Transactions live in memory (a restart forgets them, like a wiped test account); card tokens are stateless.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type {
  CardDetails,
  FailureReason,
  PaymentLanguage,
  PaymentOutcome,
  PaymentProvider,
} from '../interface.ts';
import { createSandboxRoutes } from './routes.ts';
import {
  cardPageFields,
  decodeToken,
  parseNotificationParams,
  parseReturnParams,
  sign,
  signedUrl,
  verify,
  type TokenPayload,
} from './signing.ts';
import { cardExpired, challengeCode } from './test-cards.ts';

export type SandboxGatewayOptions = {
  secret: string;
  /** Where the app registers `routes`; the URLs the provider hands out start with it. */
  basePath?: string;
  /** Receives the signed webhook params (the app posts them to itself or calls the payments module). */
  notify?: (params: Record<string, string>) => Promise<void>;
  now?: () => Date;
};

export type SandboxGateway = { provider: PaymentProvider; routes: FastifyPluginAsync };

export type SandboxTransaction = {
  id: string;
  reference: string;
  amount: number;
  status: 'pending' | 'paid' | 'failed' | 'refunded';
  reason: FailureReason | null;
  code: string | null;
  token: string;
  card: TokenPayload | null;
  language: PaymentLanguage;
  returnUrl: string;
  /** Wrong 3-D Secure codes so far. */
  attempts: number;
  refundId: string | null;
};

/** What the routes need from the gateway; not part of `PaymentProvider`. */
export type SandboxCore = {
  secret: string;
  basePath: string;
  now: () => Date;
  /** The transaction behind a 3-D Secure link; 'forged' when the link's signature is wrong. */
  challenge(id: string, signature: unknown): SandboxTransaction | 'forged' | 'not_found';
  challengeSignature(id: string): string;
  /** Checks the code; a transaction that reaches a final state is notified. Returns attempts left (0 = failed). */
  answerChallenge(transaction: SandboxTransaction, code: string): number;
  cancelChallenge(transaction: SandboxTransaction): void;
  /** Where the browser goes once a 3-D Secure transaction is final. */
  resultUrl(transaction: SandboxTransaction): string;
};

export const maxChallengeAttempts = 3;
// Keeps a long-running dev server's memory bounded; the oldest transactions go first.
const maxTransactions = 10_000;
const notifyRetries = 3;
const newId = () => `sbx_${randomBytes(12).toString('hex')}`;
/** Only the keys that have a value: absent and empty mean the same to the receiver. */
const compact = (params: Record<string, string | null | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => !!entry[1]));

export function createSandboxGateway(options: SandboxGatewayOptions): SandboxGateway {
  const { secret, basePath = '/sandbox-gateway', notify, now = () => new Date() } = options;
  if (!secret) throw new Error('the sandbox gateway needs a secret');
  const byId = new Map<string, SandboxTransaction>();
  const latestByReference = new Map<string, string>();

  function record(transaction: SandboxTransaction): SandboxTransaction {
    byId.set(transaction.id, transaction);
    latestByReference.set(transaction.reference, transaction.id);
    for (const [id, old] of byId) {
      if (byId.size <= maxTransactions) break;
      byId.delete(id);
      if (latestByReference.get(old.reference) === id) latestByReference.delete(old.reference);
    }
    return transaction;
  }

  const latest = (reference: string) => {
    const id = latestByReference.get(reference);
    return id === undefined ? undefined : byId.get(id);
  };

  /** Like a real gateway's webhook: after the answer, retried a few times, failures never reach the payer. */
  function send(params: Record<string, string>): void {
    if (!notify) return;
    const body = { ...params, signature: sign(params, secret) };
    const attempt = (n: number) => {
      // Through a promise so a receiver that throws synchronously is retried too instead of crashing us.
      Promise.resolve()
        .then(() => notify({ ...body }))
        .catch(() => {
          if (n < notifyRetries) setTimeout(() => attempt(n + 1), 50 * 2 ** n).unref();
        });
    };
    setImmediate(() => attempt(0));
  }

  function notifyFinal(transaction: SandboxTransaction): void {
    send(
      compact({
        kind: 'notification',
        reference: transaction.reference,
        status: transaction.status === 'paid' ? 'paid' : 'failed',
        reason: transaction.reason,
        code: transaction.code,
        transaction_id: transaction.id,
        amount: String(transaction.amount),
      }),
    );
  }

  function cardOf(transaction: SandboxTransaction): CardDetails | null {
    const card = transaction.card;
    if (!card) return null;
    return {
      token: transaction.token,
      brand: card.brand,
      last4: card.last4,
      expiry: card.expiry,
      holderName: card.holder || null,
    };
  }

  function outcome(transaction: SandboxTransaction): PaymentOutcome {
    // A refunded payment was still paid; PaymentOutcome has no refunded state (the refund is its own event).
    if (transaction.status === 'paid' || transaction.status === 'refunded')
      return {
        status: 'paid',
        transactionId: transaction.id,
        amount: transaction.amount,
        card: cardOf(transaction),
      };
    if (transaction.status === 'pending') return { status: 'pending', transactionId: transaction.id };
    return {
      status: 'failed',
      reason: transaction.reason ?? 'provider_error',
      transactionId: transaction.id,
      providerCode: transaction.code,
    };
  }

  function finish(
    transaction: SandboxTransaction,
    status: 'paid' | 'failed',
    reason: FailureReason | null,
    code: string | null,
  ): void {
    Object.assign(transaction, { status, reason, code });
    notifyFinal(transaction);
  }

  const challengeSignature = (id: string) => sign({ kind: 'challenge', id }, secret);

  const core: SandboxCore = {
    secret,
    basePath,
    now,
    challenge(id, signature) {
      const transaction = byId.get(id);
      if (!transaction || !transaction.card || transaction.card.behaviour !== 'challenge') return 'not_found';
      if (typeof signature !== 'string' || !verify({ kind: 'challenge', id, signature }, secret))
        return 'forged';
      return transaction;
    },
    challengeSignature,
    answerChallenge(transaction, code) {
      if (transaction.status !== 'pending') return 0;
      if (code.trim() === challengeCode) {
        finish(transaction, 'paid', null, null);
        return maxChallengeAttempts - transaction.attempts;
      }
      transaction.attempts += 1;
      const left = maxChallengeAttempts - transaction.attempts;
      if (left <= 0) finish(transaction, 'failed', 'authentication_failed', 'authentication_failed');
      return Math.max(left, 0);
    },
    cancelChallenge(transaction) {
      if (transaction.status === 'pending') finish(transaction, 'failed', 'cancelled', 'cancelled');
    },
    resultUrl(transaction) {
      const paid = transaction.status === 'paid' || transaction.status === 'refunded';
      const params = compact({
        kind: 'payment',
        reference: transaction.reference,
        status: paid ? 'paid' : 'failed',
        reason: paid ? null : (transaction.reason ?? 'provider_error'),
        code: paid ? null : transaction.code,
        transaction_id: transaction.id,
        amount: String(transaction.amount),
      });
      return signedUrl(transaction.returnUrl, params, secret);
    },
  };

  const provider: PaymentProvider = {
    name: 'sandbox',
    // Its pages are served by this app under /sandbox-gateway: our own origin.
    frameOrigins: [],

    tokenizationPage(request) {
      return {
        kind: 'redirect',
        url: `${basePath}/pay?${new URLSearchParams(cardPageFields(request, secret))}`,
      };
    },

    parseReturn: (params) => parseReturnParams(params, secret),

    async purchase(request) {
      const previous = latest(request.reference);
      // Like real gateways, a merchant reference is charged at most once; only a failed attempt may be retried.
      if (previous && previous.status !== 'failed')
        return {
          status: 'failed',
          reason: 'provider_error',
          transactionId: null,
          providerCode: 'duplicate_reference',
        };
      if (!Number.isSafeInteger(request.amount) || request.amount <= 0)
        return {
          status: 'failed',
          reason: 'provider_error',
          transactionId: null,
          providerCode: 'invalid_amount',
        };
      const card = decodeToken(request.token, secret);
      const transaction = record({
        id: newId(),
        reference: request.reference,
        amount: request.amount,
        status: 'pending',
        reason: null,
        code: null,
        token: request.token,
        card,
        language: request.language,
        returnUrl: request.returnUrl,
        attempts: 0,
        refundId: null,
      });
      if (!card) finish(transaction, 'failed', 'invalid_card', 'invalid_token');
      else if (cardExpired(card.expiry, now())) finish(transaction, 'failed', 'expired_card', 'expired_card');
      else if (card.behaviour === 'insufficient_funds')
        finish(transaction, 'failed', 'insufficient_funds', 'insufficient_funds');
      else if (card.behaviour === 'declined') finish(transaction, 'failed', 'declined', 'do_not_honor');
      // A saved mada card not yet authenticated goes through the challenge too (mada v2, ADR 0062).
      else if (card.behaviour === 'challenge' || request.authenticate) {
        transaction.card = { ...card, behaviour: 'challenge' };
        const url = `${basePath}/3ds/${transaction.id}?${new URLSearchParams({ signature: challengeSignature(transaction.id) })}`;
        return { status: 'redirect', url, transactionId: transaction.id };
      } else finish(transaction, 'paid', null, null);
      return outcome(transaction);
    },

    parseNotification: (params) => parseNotificationParams(params, secret),

    async checkStatus(reference) {
      const transaction = latest(reference);
      return transaction ? outcome(transaction) : { status: 'unknown' };
    },

    async refund({ reference, amount, transactionId }) {
      const transaction = latest(reference);
      if (!transaction || transaction.status !== 'paid') {
        const code = transaction?.status === 'refunded' ? 'already_refunded' : 'not_paid';
        return { status: 'failed', providerCode: code };
      }
      if (transactionId !== null && transactionId !== transaction.id)
        return { status: 'failed', providerCode: 'transaction_mismatch' };
      if (!Number.isSafeInteger(amount) || amount <= 0 || amount > transaction.amount)
        return { status: 'failed', providerCode: 'invalid_amount' };
      transaction.status = 'refunded';
      transaction.refundId = newId();
      send({
        kind: 'notification',
        reference,
        status: 'refunded',
        transaction_id: transaction.refundId,
        amount: String(amount),
      });
      return { status: 'refunded', transactionId: transaction.refundId };
    },
  };

  return { provider, routes: createSandboxRoutes(core) };
}
