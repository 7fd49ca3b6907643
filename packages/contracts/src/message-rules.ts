/**
 * Texts nobody can abuse (issue 29 item 6, ADR 0057), with no schema library: shared by the API's request edge
 * (the caps), its message renderers (SMS, WhatsApp) and the web (which names the cap to the owner).
 */
export const messageRules = {
  /**
   * Messages that people's actions make us send to one phone number in one business day: gifts, the desk's
   * "send the confirmation again", moves, ticket answers. The next such request gets 429 until the business's
   * midnight.
   */
  perRecipientPerDay: 8,
  /** Accounts signed up with an invitation code from one source (client address) in one day that earn a reward. */
  rewardedSignUpsPerSourcePerDay: 3,
} as const;

/**
 * The owner's short offer (issue 29, ADR 0065): what its text may be — a few words, no link of the owner's (the
 * message links to the business itself), and at most one offer a business day.
 */
export const marketingOfferRules = {
  minLength: 5,
  /** One SMS segment of Arabic text (UCS-2) is 70 characters; two and a bit with the business's name and link. */
  maxLength: 140,
  perDay: 1,
} as const;

/** What asked for a message that counts against the cap. */
export const cappedMessageKinds = [
  'gift',
  'resend_confirmation',
  'move',
  'ticket_reply',
  'marketing_offer',
] as const;
export type CappedMessageKind = (typeof cappedMessageKinds)[number];

// A word that reads as a link: a scheme (`https://`, `tel:` …), `www.`, or a name and a dot (any of the dots people
// use to dodge filters: `。．｡` and `[.]`/`(.)`) before two or more letters, e.g. `evil.com`, `bit.ly/x`, `مثال.السعودية`.
const dot = String.raw`(?:[.。．｡]|\[\.\]|\(\.\))`;
const linkWord = new RegExp(
  String.raw`\S*(?:[a-z][a-z0-9+.-]*:\/\/|www${dot}|[\p{L}\p{N}-]${dot}\p{L}{2,})\S*`,
  'giu',
);

/**
 * Customer-typed text (a name, a subject) as it may appear in a message we send: every word that reads as a link
 * left out, spaces tidied. No customer-typed link ever goes out in the business's name.
 */
export function withoutLinks(text: string): string {
  return text.replace(linkWord, ' ').replace(/\s+/g, ' ').trim();
}

/** Whether a message text holds anything that reads as a link other than those starting with `allowedOrigin`. */
export function foreignLinks(body: string, allowedOrigin: string): string[] {
  return (body.match(linkWord) ?? []).filter((word) => !word.startsWith(allowedOrigin));
}
