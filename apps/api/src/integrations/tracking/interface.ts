/**
 * Server-side copies of conversions (issue 15): Meta Conversions API, Snap Conversions API, TikTok Events API and
 * GA4 Measurement Protocol each implement `ConversionSender`. The browser pixel sends the same event with the same
 * `eventId` (the order number for a purchase), so each vendor counts it once.
 */
export type ConversionItem = { id: string; name: string; quantity: number; price: number };

export type ConversionEvent = {
  /** Our event name (the data layer's): the sender maps it to its vendor's own. */
  name: 'purchase';
  /** Shared with the browser's pixel call for deduplication: the order number for a purchase. */
  eventId: string;
  time: Date;
  /** The page the conversion belongs to (vendors require one for web events). */
  sourceUrl: string;
  user: {
    /** E.164 with "+", e.g. +966501234567: each sender hashes it the way its vendor documents. */
    phone?: string;
    /** Our customer id: hashed too (Meta, Snap and TikTok ask for a hashed external id). */
    externalId?: string;
    /** The browser's visitor id (the consent record's): GA4's client_id. */
    clientId?: string;
  };
  /** In SAR with two decimals, like the browser's purchase event. */
  value: number;
  currency: 'SAR';
  items: ConversionItem[];
};

/** Which consent a vendor needs: ad pixels are marketing, GA4 is analytics. */
export type ConsentPurpose = 'marketing' | 'analytics';

export type ConversionSender = {
  readonly name: 'meta' | 'snap' | 'tiktok' | 'ga4';
  readonly purpose: ConsentPurpose;
  /** `destination` is the business's pixel / measurement id (a business setting; the secret is config). */
  send(event: ConversionEvent, destination: string): Promise<void>;
};

/** A vendor failure: `retryable` for timeouts, 429 and 5xx (the outbox tries again), not for a refused payload. */
export class TrackingError extends Error {
  constructor(
    message: string,
    readonly vendor: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}
