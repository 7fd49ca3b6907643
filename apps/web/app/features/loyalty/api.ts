import type { Locale } from '@hajz/contracts/locale';
import { browserApi } from '~/lib/browser-api';

/** The loyalty endpoints, quiet (the dialog shows its own error). Data is returned unchecked: see validate.ts. */
export async function fetchClasses(locale: Locale): Promise<unknown> {
  return (await browserApi(locale, { quiet: true }).get<unknown>('/loyalty/classes')).data;
}

/** GET loyalty/me: the signed-in customer's class, paid spend and what is left to the next class. */
export async function fetchMyLoyalty(locale: Locale): Promise<unknown> {
  return (await browserApi(locale, { quiet: true }).get<unknown>('/loyalty/me')).data;
}
