import type { Locale } from '@hajz/contracts/locale';
import { createApiClient } from './api-client';
import { useAppSettings } from './app-settings-store';
import { readStoredToken } from './session';
import { toast } from './toast-store';

/** The API from the browser, with toasts per spec §7 "Handling of responses". */
export function browserApi(locale: Locale, { quiet = false } = {}) {
  const s = useAppSettings.getState();
  return createApiClient({
    transport: async (url, init) => {
      const res = await fetch(url, { ...init, credentials: 'same-origin' });
      return { status: res.status, json: () => res.json() };
    },
    locale,
    // Local storage, else the cookie: a session the server rendered from the cookie alone is still signed in.
    token: typeof localStorage !== 'undefined' ? readStoredToken() : null,
    settings: { serviceType: s.serviceType, deliveryMethod: s.deliveryMethod, deviceType: s.deviceType },
    notify: quiet ? undefined : (message, color) => toast(message, color),
  });
}
