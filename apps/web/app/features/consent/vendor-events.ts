/**
 * The one mapping from our events to each ad vendor's own (issue 15; the table is also in ADR 0026). Events with no
 * vendor counterpart (send_otp, change_locale, dialogs) stay in the data layer only. The phone of send_otp never
 * goes to a pixel. A purchase carries the order number as each vendor's dedupe id, the same the server copy sends.
 */
import { dataLayerEntry, type TrackedItem, type TrackingEvent } from '~/lib/tracking';

export type VendorCall =
  | { vendor: 'meta'; args: unknown[] }
  | { vendor: 'snap'; args: unknown[] }
  | { vendor: 'tiktok'; method: 'track'; args: unknown[] };

/**
 * GA4 through gtag.js reads commands, not the data layer's GTM-style entries: each event is sent as
 * gtag('event', name, params) in GA4's recommended names and shapes. No phone (GA4 forbids personal data).
 */
export function ga4Call(e: TrackingEvent): [string, Record<string, unknown>] {
  const entry = dataLayerEntry(e);
  if (entry.ecommerce) return [e.event, entry.ecommerce as Record<string, unknown>];
  switch (e.event) {
    case 'registration':
      return ['sign_up', { method: 'otp' }];
    case 'send_otp':
      return ['send_otp', {}];
    default: {
      const { event, ...params } = entry;
      return [String(event), params];
    }
  }
}

const ids = (items: TrackedItem[]) => items.map((i) => String(i.item_id));
const count = (items: TrackedItem[]) => items.reduce((n, i) => n + i.quantity, 0);
const metaContents = (items: TrackedItem[]) =>
  items.map((i) => ({ id: String(i.item_id), quantity: i.quantity, item_price: i.price }));
const tiktokContents = (items: TrackedItem[]) =>
  items.map((i) => ({
    content_id: String(i.item_id),
    content_name: i.item_name,
    quantity: i.quantity,
    price: i.price,
  }));

export function vendorCalls(e: TrackingEvent): VendorCall[] {
  switch (e.event) {
    case 'view_item':
      return [
        {
          vendor: 'meta',
          args: [
            'track',
            'ViewContent',
            { content_ids: [String(e.item_id)], content_name: e.item_name, content_type: 'product' },
          ],
        },
        { vendor: 'snap', args: ['track', 'VIEW_CONTENT', { item_ids: [String(e.item_id)] }] },
        {
          vendor: 'tiktok',
          method: 'track',
          args: [
            'ViewContent',
            {
              contents: [{ content_id: String(e.item_id), content_name: e.item_name }],
              content_type: 'product',
            },
          ],
        },
      ];
    case 'add_to_cart': {
      const items = [
        { item_id: e.item_id, item_name: e.item_name, quantity: e.quantity, price: e.value / e.quantity },
      ];
      return [
        {
          vendor: 'meta',
          args: [
            'track',
            'AddToCart',
            {
              content_ids: ids(items),
              contents: metaContents(items),
              content_type: 'product',
              value: e.value,
              currency: e.currency,
            },
          ],
        },
        {
          vendor: 'snap',
          args: [
            'track',
            'ADD_CART',
            { item_ids: ids(items), price: e.value, currency: e.currency, number_items: e.quantity },
          ],
        },
        {
          vendor: 'tiktok',
          method: 'track',
          args: [
            'AddToCart',
            {
              contents: tiktokContents(items),
              content_type: 'product',
              value: e.value,
              currency: e.currency,
            },
          ],
        },
      ];
    }
    case 'begin_checkout':
      return [
        {
          vendor: 'meta',
          args: [
            'track',
            'InitiateCheckout',
            {
              content_ids: ids(e.items),
              contents: metaContents(e.items),
              num_items: count(e.items),
              value: e.value,
              currency: e.currency,
            },
          ],
        },
        {
          vendor: 'snap',
          args: [
            'track',
            'START_CHECKOUT',
            { item_ids: ids(e.items), price: e.value, currency: e.currency, number_items: count(e.items) },
          ],
        },
        {
          vendor: 'tiktok',
          method: 'track',
          args: [
            'InitiateCheckout',
            {
              contents: tiktokContents(e.items),
              content_type: 'product',
              value: e.value,
              currency: e.currency,
            },
          ],
        },
      ];
    case 'purchase':
      return [
        {
          vendor: 'meta',
          args: [
            'track',
            'Purchase',
            {
              content_ids: ids(e.items),
              contents: metaContents(e.items),
              content_type: 'product',
              num_items: count(e.items),
              value: e.value,
              currency: e.currency,
            },
            { eventID: e.transaction_id },
          ],
        },
        {
          vendor: 'snap',
          args: [
            'track',
            'PURCHASE',
            {
              item_ids: ids(e.items),
              price: e.value,
              currency: e.currency,
              number_items: count(e.items),
              transaction_id: e.transaction_id,
              client_dedup_id: e.transaction_id,
            },
          ],
        },
        {
          vendor: 'tiktok',
          method: 'track',
          args: [
            'CompletePayment',
            {
              contents: tiktokContents(e.items),
              content_type: 'product',
              value: e.value,
              currency: e.currency,
            },
            { event_id: e.transaction_id },
          ],
        },
      ];
    case 'registration':
      return [
        { vendor: 'meta', args: ['track', 'CompleteRegistration', { status: true }] },
        { vendor: 'snap', args: ['track', 'SIGN_UP', {}] },
        { vendor: 'tiktok', method: 'track', args: ['CompleteRegistration', {}] },
      ];
    case 'login':
      return [
        { vendor: 'meta', args: ['trackCustom', 'Login', { method: e.method }] },
        { vendor: 'snap', args: ['track', 'LOGIN', {}] },
      ];
    case 'share':
      return [
        {
          vendor: 'meta',
          args: ['trackCustom', 'Share', { method: e.method, content_type: e.content_type }],
        },
        { vendor: 'snap', args: ['track', 'SHARE', {}] },
      ];
    case 'gift_confirmed':
      return [{ vendor: 'meta', args: ['trackCustom', 'GiftConfirmed', {}] }];
    default:
      return [];
  }
}
