/** The dashboard navigation's unread count for My tickets (issue 16 item 7): the business's replies not yet read. */
import { unreadCountStore } from './unread-store';

export const useTicketUnread = unreadCountStore('/tickets/unread-count');
