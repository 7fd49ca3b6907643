import { useTranslation } from '~/lib/use-translation';
import { useCurrentUser, useRootData } from '~/lib/root-data';
import { openSignIn } from '~/lib/sign-in';
import { cx } from '~/lib/cx';
import { LocalizedLink, LocalizedNavLink } from '../ui/localized-link';
import { CartLink } from './cart-link';
import { ColourModeToggle } from './colour-mode-toggle';
import { LanguageSwitch } from './language-switch';
import { NotificationBell } from './notification-bell';
import { useCurrentInView } from './use-current-in-view';

export const mainNav = [
  { to: '/', key: 'nav.home', end: true },
  { to: '/services', key: 'nav.services' },
  { to: '/branches', key: 'nav.branches' },
  { to: '/shop', key: 'nav.shop' },
  { to: '/gift-cards', key: 'nav.gift_cards' },
  { to: '/contact', key: 'nav.contact' },
] as const;

const navClass = ({ isActive }: { isActive: boolean }) =>
  cx(
    'whitespace-nowrap rounded-full px-3 py-2 text-sm font-medium',
    isActive
      ? 'bg-brand-700 text-white'
      : 'text-slate-700 hover:bg-sand-100 dark:text-slate-200 dark:hover:bg-slate-800',
  );

export function SiteHeader() {
  const { t } = useTranslation();
  const business = useRootData()?.business;
  const user = useCurrentUser();
  const menu = useCurrentInView<HTMLUListElement>();
  return (
    <header className="sticky top-0 z-40 border-b border-sand-200 bg-sand-50/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-2">
        <LocalizedLink
          to="/"
          className="me-auto flex items-center gap-2 py-1 font-bold text-brand-700 dark:text-brand-100"
        >
          <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
          <span className="text-base leading-tight sm:text-lg">{business?.name ?? t('brand')}</span>
        </LocalizedLink>
        <nav aria-label={t('nav.main')} className="hidden md:block">
          <ul className="flex gap-1">
            {mainNav.map((item) => (
              <li key={item.to}>
                <LocalizedNavLink to={item.to} end={'end' in item} className={navClass}>
                  {t(item.key)}
                </LocalizedNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch />
        <ColourModeToggle />
        <CartLink />
        {user && <NotificationBell />}
        <AccountEntry />
      </div>
      <nav aria-label={t('nav.main')} className="md:hidden">
        <ul ref={menu} className="flex gap-1 overflow-x-auto px-3 pb-2">
          {mainNav.map((item) => (
            <li key={item.to}>
              <LocalizedNavLink to={item.to} end={'end' in item} className={navClass}>
                {t(item.key)}
              </LocalizedNavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

/** Signed in: the customer's photo or initial, linking to the profile. Guest: a sign-in button. */
export function AccountEntry() {
  const { t } = useTranslation('auth');
  const user = useCurrentUser();
  if (!user) {
    return (
      <button
        type="button"
        onClick={() => openSignIn()}
        className="whitespace-nowrap rounded-full bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-900"
      >
        {t('header.sign_in')}
      </button>
    );
  }
  const name = user.first_name || user.full_name;
  return (
    <LocalizedLink
      to="/dashboard/profile"
      aria-label={t('header.account_of', { name })}
      className="flex size-10 items-center justify-center overflow-hidden rounded-full bg-brand-100 font-bold text-brand-900"
      data-testid="account-entry"
    >
      {user.image_profile && !user.image_profile.endsWith('/avatar.svg') ? (
        <img src={user.image_profile} alt="" width={40} height={40} className="size-10 object-cover" />
      ) : (
        <span aria-hidden="true">{name.slice(0, 1)}</span>
      )}
    </LocalizedLink>
  );
}
