/**
 * The visitor's consent (issue 15, PDPL): kept in local storage (necessary storage: it is the record of the choice
 * itself, so it needs no consent) and sent to the server as a consent record, for signed-in customers tied to them.
 * No stored choice, or one for an older consent version, means nothing but the necessary is allowed. A cookie
 * names the version chosen for, so that the server paints the banner with the page only when it is needed.
 */
import { create } from 'zustand';
import type { ConsentSource } from '@hajz/contracts/consent';
import { consentCookieKey } from '@hajz/contracts/consent-cookie';
import { readCookie } from '@hajz/contracts/locale';
import { readStoredToken } from '~/lib/session';
import { setTrackingSink } from '~/lib/tracking';

export type ConsentChoice = { analytics: boolean; marketing: boolean };
export type StoredConsent = ConsentChoice & { version: string; visitorId: string; at: string };

export const consentStorageKey = 'hajz-consent';
const visitorKey = 'hajz-visitor';

function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The browser's random id, kept with its consent records (never sent to a vendor but GA4 as its client id). */
export function visitorId(): string {
  let id = localStorage.getItem(visitorKey);
  if (!id) {
    id = randomId();
    localStorage.setItem(visitorKey, id);
  }
  return id;
}

export function readConsent(version: string): StoredConsent | null {
  try {
    const stored = JSON.parse(localStorage.getItem(consentStorageKey) ?? 'null') as StoredConsent | null;
    return stored && stored.version === version ? stored : null;
  } catch {
    return null;
  }
}

const yearSeconds = 365 * 24 * 3600;

/** Tells the server a choice was made for `version` (the banner is then not part of the next page's first paint). */
export function markConsentRecorded(version: string) {
  if (readCookie(document.cookie, consentCookieKey) === version) return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${consentCookieKey}=${encodeURIComponent(version)}; Path=/; Max-Age=${yearSeconds}; SameSite=Lax${secure}`;
}

type ConsentState = {
  /** The current version's choice, or null while none was made. */
  consent: StoredConsent | null;
  /** The choice came from storage (made on an earlier page), not from this page's banner or dialog. */
  stored: boolean;
  load(version: string): void;
  choose(choice: ConsentChoice, source: ConsentSource, version: string): Promise<void>;
};

export const useConsent = create<ConsentState>()((set) => ({
  consent: null,
  stored: false,
  load(version) {
    const consent = readConsent(version);
    // A choice stored before the cookie existed: the server learns of it from the next page on.
    if (consent) markConsentRecorded(version);
    set({ consent, stored: true });
  },
  async choose(choice, source, version) {
    const stored: StoredConsent = {
      ...choice,
      version,
      visitorId: visitorId(),
      at: new Date().toISOString(),
    };
    localStorage.setItem(consentStorageKey, JSON.stringify(stored));
    markConsentRecorded(version);
    // The page follows the choice at once (a withdrawal stops the tags now); the record follows.
    set({ consent: stored, stored: false });
    // Nothing allowed any more: the pixels hear nothing from now on, before the vendors' switches are even updated.
    if (!choice.analytics && !choice.marketing) setTrackingSink(null);
    await postConsent(stored, source);
  },
}));

/** The server's copy of the choice; a failure is not the visitor's problem (the local choice already holds). */
async function postConsent(stored: StoredConsent, source: ConsentSource) {
  const token = readStoredToken();
  try {
    await fetch('/api/v1/consent', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({
        visitor_id: stored.visitorId,
        version: stored.version,
        analytics: stored.analytics,
        marketing: stored.marketing,
        source,
      }),
    });
  } catch {
    // Offline: the local record stands; the next choice is sent again.
  }
}
