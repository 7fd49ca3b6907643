import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from '~/lib/use-translation';
import { cx } from '~/lib/cx';
import { openDialog } from '~/lib/dialogs';
import { useCurrentUser } from '~/lib/root-data';
import { useTicketUnread } from '~/lib/ticket-unread-store';
import { useLocale } from '~/lib/use-locale';
import { LocalizedNavLink } from '../ui/localized-link';
import { SiteHeader } from './site-header';
import { useCurrentInView } from './use-current-in-view';
import { RequireSignIn } from '../require-sign-in';

export const dashboardNav = [
  { to: '/dashboard/bookings', key: 'dashboard.bookings' },
  { to: '/dashboard/waitlist', key: 'dashboard.waitlist' },
  { to: '/dashboard/gift-cards', key: 'dashboard.gift_cards' },
  { to: '/dashboard/wallet', key: 'dashboard.wallet' },
  { to: '/dashboard/profile', key: 'dashboard.profile' },
  { to: '/dashboard/tickets', key: 'dashboard.tickets' },
] as const;

/** My tickets' unread replies (issue 16 item 7): asked when the dashboard opens and when the tab comes back. */
function useTicketBadge(): number {
  const { locale } = useLocale();
  const signedIn = !!useCurrentUser();
  const count = useTicketUnread((s) => s.count);
  useEffect(() => {
    if (!signedIn) return;
    const refresh = () => {
      if (document.visibilityState === 'visible') void useTicketUnread.getState().refresh(locale);
    };
    refresh();
    document.addEventListener('visibilitychange', refresh);
    return () => document.removeEventListener('visibilitychange', refresh);
  }, [locale, signedIn]);
  return signedIn ? (count ?? 0) : 0;
}

export default function DashboardLayout() {
  const { t } = useTranslation();
  const menu = useCurrentInView<HTMLUListElement>();
  const unreadTickets = useTicketBadge();
  return (
    <>
      <SiteHeader />
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 md:flex-row">
        <nav aria-label={t('dashboard.nav')} className="md:w-56 md:shrink-0">
          {/* On a phone the row reaches the screen's edge, so an entry past it shows in part: the row scrolls. */}
          <ul ref={menu} className="-mx-4 flex gap-1 overflow-x-auto px-4 md:mx-0 md:flex-col md:px-0">
            {dashboardNav.map((item) => (
              <li key={item.to}>
                <LocalizedNavLink
                  to={item.to}
                  className={({ isActive }) =>
                    cx(
                      'flex items-center gap-2 whitespace-nowrap rounded-xl px-4 py-2 text-sm font-medium',
                      isActive ? 'bg-brand-700 text-white' : 'hover:bg-sand-100 dark:hover:bg-slate-800',
                    )
                  }
                  aria-label={
                    item.to === '/dashboard/tickets' && unreadTickets > 0
                      ? t('dashboard.tickets_unread', { count: unreadTickets })
                      : undefined
                  }
                >
                  {t(item.key)}
                  {item.to === '/dashboard/tickets' && unreadTickets > 0 && (
                    <span
                      aria-hidden="true"
                      data-testid="tickets-nav-badge"
                      className="flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs font-bold text-white"
                    >
                      {unreadTickets > 99 ? '99+' : unreadTickets}
                    </span>
                  )}
                </LocalizedNavLink>
              </li>
            ))}
            {/* Invite a friend (issue 15): a dialog, not a page, opened from the account's menu. */}
            <li>
              <button
                type="button"
                data-testid="nav-invite-friends"
                onClick={() => void openDialog('invite-friends')}
                className="block w-full whitespace-nowrap rounded-xl px-4 py-2 text-start text-sm font-medium hover:bg-sand-100 dark:hover:bg-slate-800"
              >
                {t('dashboard.invite_friends')}
              </button>
            </li>
          </ul>
        </nav>
        <main id="main" className="min-w-0 flex-1">
          <RequireSignIn>
            <Outlet />
          </RequireSignIn>
        </main>
      </div>
    </>
  );
}
