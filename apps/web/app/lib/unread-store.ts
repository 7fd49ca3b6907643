/**
 * The notification bell's unread count (issue 12), shared by the header and the notification centre: refreshed on
 * load, when the tab comes back into view, every minute while visible, and at once after an action that adds or
 * reads notifications (checkout, mark read), so it moves without a reload.
 */
import { create } from 'zustand';
import type { Locale } from '@hajz/contracts/locale';
import { browserApi } from './browser-api';
import { newestOnly } from './newest-only';

/** Only the newest count lands (lib/newest-only.ts): a slow refresh never replaces a count an action set after it. */
const newest = newestOnly();

type UnreadState = {
  count: number | null;
  set: (count: number) => void;
  refresh: (locale: Locale) => Promise<void>;
};

export const useUnread = create<UnreadState>()((set) => ({
  count: null,
  set: (count) => {
    newest.drop();
    set({ count });
  },
  refresh: async (locale) => {
    const isNewest = newest.begin();
    try {
      const envelope = await browserApi(locale, { quiet: true }).get<{ unread_count: number }>(
        '/notifications/unread-count',
      );
      const count = envelope.data?.unread_count;
      if (typeof count === 'number' && isNewest()) set({ count });
    } catch {
      // The bell keeps what it showed: a failed count is not worth an error on every page.
    }
  },
}));
