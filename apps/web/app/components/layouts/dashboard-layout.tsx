import { Outlet } from 'react-router';
import { useTranslation } from '~/lib/use-translation';
import { cx } from '~/lib/cx';
import { LocalizedNavLink } from '../ui/localized-link';
import { SiteHeader } from './site-header';
import { useCurrentInView } from './use-current-in-view';
import { RequireSignIn } from '../require-sign-in';

export const dashboardNav = [
  { to: '/dashboard/bookings', key: 'dashboard.bookings' },
  { to: '/dashboard/gift-cards', key: 'dashboard.gift_cards' },
  { to: '/dashboard/wallet', key: 'dashboard.wallet' },
  { to: '/dashboard/profile', key: 'dashboard.profile' },
  { to: '/dashboard/tickets', key: 'dashboard.tickets' },
] as const;

export default function DashboardLayout() {
  const { t } = useTranslation();
  const menu = useCurrentInView<HTMLUListElement>();
  return (
    <>
      <SiteHeader />
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 md:flex-row">
        <nav aria-label={t('dashboard.nav')} className="md:w-56 md:shrink-0">
          <ul ref={menu} className="flex gap-1 overflow-x-auto md:flex-col">
            {dashboardNav.map((item) => (
              <li key={item.to}>
                <LocalizedNavLink
                  to={item.to}
                  className={({ isActive }) =>
                    cx(
                      'block whitespace-nowrap rounded-xl px-4 py-2 text-sm font-medium',
                      isActive ? 'bg-brand-700 text-white' : 'hover:bg-sand-100 dark:hover:bg-slate-800',
                    )
                  }
                >
                  {t(item.key)}
                </LocalizedNavLink>
              </li>
            ))}
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
