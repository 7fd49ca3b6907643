import type { Locale } from '@hajz/contracts/locale';
import type { WaitlistEntry } from '@hajz/contracts/waitlist';
import { browserApi } from '~/lib/browser-api';

/** GET waitlist: the customer's entries (issue 28). Quiet: the page shows its own error state. */
export async function fetchWaitlist(locale: Locale): Promise<WaitlistEntry[]> {
  const envelope = await browserApi(locale, { quiet: true }).get<{ entries: WaitlistEntry[] }>('/waitlist');
  return envelope.data!.entries;
}

/** Accept or decline an offered time, or leave (DELETE); the server's message comes back for the toast. */
export async function answerOffer(locale: Locale, id: number, what: 'accept' | 'decline'): Promise<string> {
  const envelope = await browserApi(locale, { quiet: true }).request<unknown>(`/waitlist/${id}/${what}`, {
    method: 'POST',
  });
  return envelope.message;
}

export async function leaveWaitlist(locale: Locale, id: number): Promise<string> {
  const envelope = await browserApi(locale, { quiet: true }).request<unknown>(`/waitlist/${id}`, {
    method: 'DELETE',
  });
  return envelope.message;
}
