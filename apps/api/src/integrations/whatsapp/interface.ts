/**
 * Sending on WhatsApp (issue 29, ADR 0056). Every business-initiated WhatsApp message is a pre-approved template
 * (Meta: "message templates"); within the 24 hours after a customer wrote to us a plain text answer may follow
 * (the answer to a button reply). The console channel (the demo, tests) and the Cloud API adapter implement this.
 */

/** A quick-reply button as sent: its title (as approved in the template) and the payload Meta hands back. */
export type WhatsAppButton = { title: string; payload: string };

export type WhatsAppTemplateMessage = {
  /** International format without "+": 9665XXXXXXXX. */
  to: string;
  /** The approved template's name (modules/messaging/templates.ts). */
  template: string;
  /** Meta's language code of the approved translation: `ar` or `en`. */
  language: string;
  /** The body's {{1}}, {{2}}… in order, already cut to Meta's limits. */
  parameters: string[];
  buttons: WhatsAppButton[];
  /** The text as the customer reads it (kept by the console channel; never sent: Meta renders the template). */
  body: string;
};

export type WhatsAppResult = {
  provider: string;
  /** Meta's message id (`wamid.…`): statuses and replies refer to it. */
  messageId: string;
  /** True when the channel knows the message arrived (the console); else a `delivered` status says so later. */
  delivered: boolean;
};

export type WhatsAppChannel = {
  readonly name: string;
  sendTemplate(message: WhatsAppTemplateMessage): Promise<WhatsAppResult>;
  /** A free-form answer inside the customer service window (after the customer wrote to us). */
  sendText(message: { to: string; body: string }): Promise<WhatsAppResult>;
};

/** A failure from Meta: `retryable` for timeouts, 5xx and throttling. */
export class WhatsAppError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly code?: string,
  ) {
    super(message);
  }
}
