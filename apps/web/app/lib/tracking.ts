/** Spec §7 tracking events, pushed to the data layer (ad-pixel adapters plug in here later). */
export type TrackingEvent =
  | { event: 'send_otp'; phone: string }
  | { event: 'login'; method: string }
  | { event: 'registration'; user_id?: number }
  | { event: 'view_item'; item_id: number; item_name: string }
  | { event: 'change_locale'; locale: string }
  | { event: 'dialog_open' | 'dialog_close'; component: string }
  /** Spec §4 gift flow: the recipient form confirmed, or closed without confirming. */
  | { event: 'gift_confirmed' | 'gift_not_confirmed' }
  /** Spec §7: quantity defaults to 1; value in SAR (two decimals), like the purchase event. */
  | {
      event: 'add_to_cart';
      item_id: number;
      item_name: string;
      quantity: number;
      value: number;
      currency: 'SAR';
    }
  /** Spec §7 purchase: value in SAR (two decimals), one item per order line. */
  | {
      event: 'purchase';
      transaction_id: string;
      value: number;
      currency: 'SAR';
      items: PurchaseItem[];
    };

export type PurchaseItem = { item_id: number; item_name: string; quantity: number; price: number };

declare global {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

export function track(payload: TrackingEvent) {
  if (typeof window === 'undefined') return;
  (window.dataLayer ??= []).push({ ...payload });
}

export const trackLogin = (method = 'otp') => track({ event: 'login', method });
