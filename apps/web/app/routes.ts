import {
  index,
  layout,
  prefix,
  route,
  type RouteConfig,
  type RouteConfigEntry,
} from '@react-router/dev/routes';
import { adminScreens } from './admin-kit/screens';

/**
 * Every page once, mounted twice: English with no prefix and Arabic under /ar (spec §2).
 * Route ids carry the language so both trees can share the same modules.
 */
function pages(lang: 'en' | 'ar'): RouteConfigEntry[] {
  const id = (name: string) => ({ id: `${name}.${lang}` });
  return [
    layout('components/layouts/default-layout.tsx', id('layout-default'), [
      index('routes/home.tsx', id('home')),
      route('shop', 'routes/shop.tsx', id('shop')),
      route('contact', 'routes/contact.tsx', id('contact')),
      route('branches', 'routes/branches.tsx', id('branches')),
      route('services', 'routes/services.tsx', id('services')),
      route('gift-list', 'routes/gift-list.tsx', id('gift-list')),
      route('gift-cards', 'routes/gift-cards.tsx', id('gift-cards')),
      route('auth-status', 'routes/auth-status.tsx', id('auth-status')),
      // Also serves the spec's stray duplicate "/product/{id} copy" (the loader accepts the suffix).
      route('product/:id', 'routes/product.tsx', id('product')),
      route('notifications', 'routes/notifications.tsx', id('notifications')),
      route('cart', 'routes/cart.tsx', id('cart')),
      route('auth/login', 'routes/auth.login.tsx', id('auth-login')),
      route('*', 'routes/not-found.tsx', id('not-found')),
    ]),
    layout('components/layouts/blank-layout.tsx', id('layout-blank'), [
      route('secure-payment', 'routes/secure-payment.tsx', id('secure-payment')),
      route('terms', 'routes/terms.tsx', id('terms')),
      route('privacy', 'routes/privacy.tsx', id('privacy')),
    ]),
    // The back office (issue 16, ADR 0027): its own layout; each screen is one entry of admin-kit/screens.ts.
    route('admin', 'routes/admin.tsx', id('admin'), [
      index('routes/admin._index.tsx', id('admin-home')),
      ...adminScreens.flatMap((s) => [
        route(s.path, s.module, id(`admin-${s.path}`)),
        ...(s.pages ?? []).map((p) =>
          route(`${s.path}/${p.path}`, p.module, id(`admin-${s.path}-${p.path.replace(/\W/g, '')}`)),
        ),
      ]),
    ]),
    route('dashboard', 'routes/dashboard.tsx', id('dashboard')),
    layout('components/layouts/dashboard-layout.tsx', id('layout-dashboard'), [
      route('dashboard/wallet', 'routes/dashboard.wallet.tsx', id('dashboard-wallet')),
      route('dashboard/profile', 'routes/dashboard.profile.tsx', id('dashboard-profile')),
      route('dashboard/tickets', 'routes/dashboard.tickets.tsx', id('dashboard-tickets')),
      route('dashboard/waitlist', 'routes/dashboard.waitlist.tsx', id('dashboard-waitlist')),
      route('dashboard/bookings', 'routes/dashboard.bookings.tsx', id('dashboard-bookings')),
      route('dashboard/gift-cards', 'routes/dashboard.gift-cards.tsx', id('dashboard-gift-cards')),
    ]),
  ];
}

export default [...pages('en'), ...prefix('ar', pages('ar'))] satisfies RouteConfig;
