/** Sending a text message. Every provider (console, Unifonic, Taqnyat) implements this. */
export type SmsMessage = {
  /** International format without "+" or "00": 9665XXXXXXXX. */
  to: string;
  body: string;
  /** Our own id for the message, passed to providers that support one (idempotency, tracing). */
  correlationId?: string;
};

export type SmsResult = { provider: string; messageId: string };

export type SmsProvider = {
  readonly name: string;
  send(message: SmsMessage): Promise<SmsResult>;
};

/** A provider failure. `retryable` is true for timeouts, 5xx and throttling; false for bad numbers or credentials. */
export class SmsError extends Error {
  constructor(
    message: string,
    readonly provider: string,
    readonly retryable: boolean,
    readonly code?: string,
  ) {
    super(message);
  }
}
