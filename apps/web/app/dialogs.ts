import { lazy } from 'react';
import { registerDialog } from './lib/dialogs';

/** The dialog registry (spec §2): every dialog the app can open, loaded on first use. */
registerDialog('branch-show', {
  component: lazy(() => import('./features/branches/components/branch-show-dialog')),
});
registerDialog('service-show', {
  component: lazy(() => import('./features/catalogue/components/service-show-dialog')),
});
registerDialog('shop-show', {
  component: lazy(() => import('./features/shop/components/shop-show-dialog')),
});
registerDialog('auth', {
  component: lazy(() => import('./features/auth/components/auth-dialog')),
  maxWidth: 473,
});
registerDialog('legal', {
  component: lazy(() => import('./features/auth/components/legal-dialog')),
});
registerDialog('confirm', {
  component: lazy(() => import('./components/ui/confirm-dialog')),
  maxWidth: 420,
});
registerDialog('service-appointment', {
  component: lazy(() => import('./features/booking/components/appointment-dialog')),
});
registerDialog('service-guest', {
  component: lazy(() => import('./features/booking/components/guest-dialog')),
  maxWidth: 520,
});
registerDialog('service-success', {
  component: lazy(() => import('./features/booking/components/success-dialog')),
  maxWidth: 473,
});
registerDialog('checkout-payment', {
  component: lazy(() => import('./features/checkout/components/checkout-payment-dialog')),
  maxWidth: 520,
});
registerDialog('payment-selection', {
  component: lazy(() => import('./features/checkout/components/payment-selection-dialog')),
  maxWidth: 520,
});
registerDialog('create-card-frame', {
  component: lazy(() => import('./features/checkout/components/create-card-frame-dialog')),
});
registerDialog('stc-pay-code', {
  component: lazy(() => import('./features/checkout/components/stc-pay-code-dialog')),
  maxWidth: 473,
});
registerDialog('payment-loading', {
  component: lazy(() => import('./features/checkout/components/payment-loading-dialog')),
  maxWidth: 473,
});
registerDialog('gift-recipient', {
  component: lazy(() => import('./features/gifting/components/gift-recipient-dialog')),
  maxWidth: 520,
});
registerDialog('gifted-order-details', {
  component: lazy(() => import('./features/gifting/components/gifted-order-details-dialog')),
});
registerDialog('schedule-gifted-order', {
  component: lazy(() => import('./features/gifting/components/schedule-gift-dialog')),
  maxWidth: 520,
});
registerDialog('booking-reschedule', {
  component: lazy(() => import('./features/bookings/components/reschedule-dialog')),
  maxWidth: 520,
});
registerDialog('booking-show', {
  component: lazy(() => import('./features/bookings/components/booking-show-dialog')),
});
registerDialog('booking-rate', {
  component: lazy(() => import('./features/bookings/components/rate-dialog')),
  maxWidth: 520,
});
registerDialog('booking-rating', {
  component: lazy(() => import('./features/bookings/components/rating-view-dialog')),
  maxWidth: 473,
});
registerDialog('gift-card-details', {
  component: lazy(() => import('./features/gift-cards/components/gift-card-details-dialog')),
});
registerDialog('gift-card-redeem-history', {
  component: lazy(() => import('./features/gift-cards/components/redeem-history-dialog')),
  maxWidth: 520,
});
// The cart's gift card picker (issue 6 §7): open with { onPick(serial) }.
registerDialog('my-gift-cards', {
  component: lazy(() => import('./features/gift-cards/components/my-gift-cards-dialog')),
  maxWidth: 520,
});
registerDialog('loyalty-info', {
  component: lazy(() => import('./features/loyalty/components/loyalty-info-dialog')),
  maxWidth: 520,
});
// Saved addresses (issue 14): the list (open with { onChoose(address) }) and the add/edit form with its map.
registerDialog('addresses', {
  component: lazy(() => import('./features/addresses/components/addresses-list-dialog')),
  maxWidth: 560,
});
registerDialog('address-form', {
  component: lazy(() => import('./features/addresses/components/address-dialog')),
  maxWidth: 980,
});
// Cookie preferences (issue 15): from the consent banner and the footer link.
registerDialog('consent-preferences', {
  component: lazy(() => import('./features/consent/components/consent-preferences-dialog')),
  maxWidth: 520,
});
// Invite a friend (issue 15): the customer's code, copy and share (opened from the wallet page).
registerDialog('invite-friends', {
  component: lazy(() => import('./features/referrals/components/invite-friends-dialog')),
  maxWidth: 520,
});
