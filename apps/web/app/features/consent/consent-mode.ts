/**
 * Google Consent Mode v2 (issue 15): the defaults say "denied" before any Google tag can exist on the page; the
 * vendors chunk updates them after a choice. gtag.js reads `arguments` objects from the data layer, so this is its
 * documented one-line `gtag` function, not a push of plain arrays.
 */
export function gtag(..._args: unknown[]) {
  // eslint-disable-next-line prefer-rest-params
  (window.dataLayer ??= []).push(arguments as unknown as Record<string, unknown>);
}

let defaulted = false;

export function consentDefaults() {
  if (defaulted) return;
  defaulted = true;
  gtag('consent', 'default', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
    wait_for_update: 500,
  });
}
