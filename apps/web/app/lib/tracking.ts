/**
 * Spec §7 tracking events (issue 15), one typed path: every event goes to `window.dataLayer` in GA4's shape (an
 * ecommerce event carries an `ecommerce` object, and `{ ecommerce: null }` is pushed before it so GTM does not merge
 * it with the previous one). The ad pixels get their own mapped calls through a sink the consent feature sets only
 * while marketing consent is given (features/consent): nothing here talks to a vendor.
 */
export type TrackedItem = { item_id: number; item_name: string; quantity: number; price: number };
/** Kept for callers: a purchase's line. */
export type PurchaseItem = TrackedItem;

/** Order or cart lines as tracked items: prices in SAR, a line's quantity counting its people too (spec §7). */
export const trackedItems = (
  lines: readonly { id: number; name: string; quantity: number; visitors: number; unit_price: number }[],
): PurchaseItem[] =>
  lines.map((l) => ({
    item_id: l.id,
    item_name: l.name,
    quantity: l.quantity * l.visitors,
    price: l.unit_price / 100,
  }));

export type TrackingEvent =
  | { event: 'send_otp'; phone: string }
  | { event: 'login'; method: string }
  | { event: 'registration'; user_id?: number }
  | { event: 'view_item'; item_id: number; item_name: string }
  | { event: 'change_locale'; locale: string }
  | { event: 'dialog_open' | 'dialog_close'; component: string }
  /** Spec §4 gift flow: the recipient form confirmed, or closed without confirming. */
  | { event: 'gift_confirmed' | 'gift_not_confirmed' }
  /** Something shared (a link, an invite code) and how: 'native' (navigator.share), 'whatsapp', 'copy'. */
  | { event: 'share'; method: string; content_type: string; item_id?: string }
  /** Spec §7: quantity defaults to 1; value in SAR (two decimals), like the purchase event. */
  | {
      event: 'add_to_cart';
      item_id: number;
      item_name: string;
      quantity: number;
      value: number;
      currency: 'SAR';
    }
  /** The cart's Checkout pressed: what is about to be paid. */
  | { event: 'begin_checkout'; value: number; currency: 'SAR'; items: TrackedItem[] }
  /** Spec §7 purchase: value in SAR (two decimals), one item per order line; the order number dedupes. */
  | { event: 'purchase'; transaction_id: string; value: number; currency: 'SAR'; items: TrackedItem[] };

export type EventName = TrackingEvent['event'];

declare global {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

const item = (i: { item_id: number; item_name: string; quantity?: number; price?: number }) => ({
  item_id: String(i.item_id),
  item_name: i.item_name,
  ...(i.quantity === undefined ? {} : { quantity: i.quantity }),
  ...(i.price === undefined ? {} : { price: i.price }),
});

/** The data layer entry: GA4's recommended ecommerce shape where GA4 has one, the event's fields otherwise. */
export function dataLayerEntry(e: TrackingEvent): Record<string, unknown> {
  switch (e.event) {
    case 'view_item':
      return { event: e.event, ecommerce: { items: [item(e)] } };
    case 'add_to_cart':
      return {
        event: e.event,
        ecommerce: {
          currency: e.currency,
          value: e.value,
          items: [item({ ...e, price: e.value / e.quantity })],
        },
      };
    case 'begin_checkout':
      return {
        event: e.event,
        ecommerce: { currency: e.currency, value: e.value, items: e.items.map(item) },
      };
    case 'purchase':
      return {
        event: e.event,
        ecommerce: {
          transaction_id: e.transaction_id,
          currency: e.currency,
          value: e.value,
          items: e.items.map(item),
        },
      };
    default:
      return { ...e };
  }
}

export const isEcommerce = (e: TrackingEvent) =>
  e.event === 'view_item' ||
  e.event === 'add_to_cart' ||
  e.event === 'begin_checkout' ||
  e.event === 'purchase';

type Sink = (event: TrackingEvent) => void;
let sink: Sink | null = null;
/**
 * Events of this page before the vendors' chunk set a sink (it loads when the page is idle): handed over when a
 * consent stored earlier allows them, dropped when the choice is made now (they came before it) or withheld.
 */
let held: TrackingEvent[] | null = [];

/** The consent feature sets the pixels' sink while consent holds, and clears it on withdrawal. */
export function setTrackingSink(next: Sink | null, { replay = false } = {}) {
  sink = next;
  const earlier = held ?? [];
  held = null;
  if (next && replay) for (const event of earlier) next(event);
}

export function track(payload: TrackingEvent) {
  if (typeof window === 'undefined') return;
  const layer = (window.dataLayer ??= []);
  if (isEcommerce(payload)) layer.push({ ecommerce: null });
  layer.push(dataLayerEntry(payload));
  if (!sink) {
    if (held && held.length < 50) held.push(payload);
    return;
  }
  try {
    sink(payload);
  } catch {
    // A vendor's script failing must never break the page's own flow (a purchase, a sign-in).
  }
}

export const trackLogin = (method = 'otp') => track({ event: 'login', method });

type TrackingIds = {
  ga4_measurement_id: string | null;
  meta_pixel_id: string | null;
  snap_pixel_id: string | null;
  tiktok_pixel_id: string | null;
};

/** Any vendor configured? None: no banner, no footer link, no consent code loaded at all. */
export const trackingConfigured = (ids: TrackingIds | null | undefined) =>
  !!ids && !!(ids.ga4_measurement_id || ids.meta_pixel_id || ids.snap_pixel_id || ids.tiktok_pixel_id);
