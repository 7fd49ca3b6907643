/**
 * The dashboard navigation's unread count for My tickets (issue 16 item 7): the business's replies the customer has
 * not read. Refreshed when the dashboard opens, when the tab comes back into view, and at once after reading a
 * ticket (its answer carries the new count), so the badge moves without a reload.
 */
import { create } from 'zustand';
import type { Locale } from '@hajz/contracts/locale';
import { browserApi } from './browser-api';
import { newestOnly } from './newest-only';

/** Only the newest count lands (lib/newest-only.ts): a slow refresh never replaces a count an action set after it. */
const newest = newestOnly();

type TicketUnreadState = {
  count: number | null;
  set: (count: number) => void;
  refresh: (locale: Locale) => Promise<void>;
};

export const useTicketUnread = create<TicketUnreadState>()((set) => ({
  count: null,
  set: (count) => {
    newest.drop();
    set({ count });
  },
  refresh: async (locale) => {
    const isNewest = newest.begin();
    try {
      const envelope = await browserApi(locale, { quiet: true }).get<{ unread_count: number }>(
        '/tickets/unread-count',
      );
      const count = envelope.data?.unread_count;
      if (typeof count === 'number' && isNewest()) set({ count });
    } catch {
      // The badge keeps what it showed: a failed count is not worth an error on every page.
    }
  },
}));
