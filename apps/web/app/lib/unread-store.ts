/**
 * An unread count kept for the whole page: the notification bell's (issue 12), shared by the header and the
 * notification centre, and My tickets' (issue 16 item 7, lib/ticket-unread-store.ts). Refreshed on load, when the tab
 * comes back into view (and the bell every minute while visible), and set at once after an action that changes it
 * (checkout, mark read, reading a ticket: its answer carries the new count), so it moves without a reload.
 */
import { create } from 'zustand';
import type { Locale } from '@hajz/contracts/locale';
import { browserApi } from './browser-api';
import { newestOnly } from './newest-only';

type UnreadState = {
  count: number | null;
  set: (count: number) => void;
  refresh: (locale: Locale) => Promise<void>;
};

/** A store of the count the API answers at `path` (`{ unread_count }`). */
export function unreadCountStore(path: string) {
  /** Only the newest count lands (lib/newest-only.ts): a slow refresh never replaces a count an action set after it. */
  const newest = newestOnly();
  return create<UnreadState>()((set) => ({
    count: null,
    set: (count) => {
      newest.drop();
      set({ count });
    },
    refresh: async (locale) => {
      const isNewest = newest.begin();
      try {
        const envelope = await browserApi(locale, { quiet: true }).get<{ unread_count: number }>(path);
        const count = envelope.data?.unread_count;
        if (typeof count === 'number' && isNewest()) set({ count });
      } catch {
        // The badge keeps what it showed: a failed count is not worth an error on every page.
      }
    },
  }));
}

export const useUnread = unreadCountStore('/notifications/unread-count');
