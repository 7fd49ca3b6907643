/**
 * THE SEAM for back-office screens (issue 16, ADR 0027). One entry per screen: `routes.ts` mounts it at
 * `/admin/<path>` and `/ar/admin/<path>` inside the admin layout (route id `admin-<path>.<lang>`), and the layout's
 * navigation lists it for the roles named, in this order. To add a screen:
 *   1. add an entry here (`navKey` is a key of the `admin` namespace: `locales/<lang>/admin/admin.json`, both
 *      languages; a screen's own texts go in its own namespace file beside it, e.g. `locales/<lang>/admin/desk.json`),
 *   2. write its route module at `module` (a thin file under `routes/admin.<path>.tsx` that renders the screen from
 *      its feature folder `features/<name>/`; it may export `meta` built with `adminMeta`, see admin-meta.ts),
 *   3. guard its server routes with `app.requireStaff([...])`: the `roles` here only hide what the server refuses.
 * Admin code lives in admin route modules and `features/` folders only they import, never in `lib/` or
 * `components/` (the customer pages' shared chunk): scripts/js-budget.mjs fails a customer page that loads any.
 * This file is read by routes.ts at build time, so it imports nothing but types.
 */
import type { StaffRole } from '@hajz/contracts/staff';

export type AdminScreen = {
  /** Under /admin/, no leading slash. */
  path: string;
  /** The route module, relative to app/. */
  module: string;
  /** Its navigation label: a key of the `admin` namespace. */
  navKey: string;
  /** Who sees it (the server decides who may use it). */
  roles: readonly StaffRole[];
  /** Pages below it, same roles: `path` under the screen's (`:id` …), e.g. an order's detail under bookings. */
  pages?: readonly { path: string; module: string }[];
};

const desk = ['owner', 'manager', 'receptionist'] as const;

export const adminScreens: readonly AdminScreen[] = [
  // A staff member sees their own column only (the server decides).
  {
    path: 'calendar',
    module: 'routes/admin.calendar.tsx',
    navKey: 'nav.calendar',
    roles: ['owner', 'manager', 'receptionist', 'staff'],
  },
  { path: 'check-in', module: 'routes/admin.check-in.tsx', navKey: 'nav.check_in', roles: desk },
  {
    path: 'bookings',
    module: 'routes/admin.bookings.tsx',
    navKey: 'nav.bookings',
    roles: desk,
    pages: [{ path: ':id', module: 'routes/admin.bookings.$id.tsx' }],
  },
  // Issue 28 item 4 (ADR 0055): the day's waitlist, a time offered by hand.
  { path: 'waitlist', module: 'routes/admin.waitlist.tsx', navKey: 'nav.waitlist', roles: desk },
  {
    path: 'customers',
    module: 'routes/admin.customers.tsx',
    navKey: 'nav.customers',
    roles: desk,
    pages: [{ path: ':id', module: 'routes/admin.customers.$id.tsx' }],
  },
  { path: 'tickets', module: 'routes/admin.tickets.tsx', navKey: 'nav.tickets', roles: desk },
  {
    path: 'catalogue',
    module: 'routes/admin.catalogue.tsx',
    navKey: 'nav.catalogue',
    roles: ['owner', 'manager'],
  },
  {
    path: 'schedules',
    module: 'routes/admin.schedules.tsx',
    navKey: 'nav.schedules',
    roles: ['owner', 'manager'],
  },
  // Money (issue 17 item 3): the owner's alone.
  {
    path: 'promo-codes',
    module: 'routes/admin.promo-codes.tsx',
    navKey: 'nav.promo_codes',
    roles: ['owner'],
  },
  {
    path: 'gift-cards',
    module: 'routes/admin.gift-cards.tsx',
    navKey: 'nav.gift_cards',
    roles: ['owner'],
    pages: [{ path: ':id', module: 'routes/admin.gift-cards.$id.tsx' }],
  },
  {
    path: 'e-invoicing',
    module: 'routes/admin.e-invoicing.tsx',
    navKey: 'nav.e_invoicing',
    roles: ['owner'],
  },
  { path: 'fees', module: 'routes/admin.fees.tsx', navKey: 'nav.fees', roles: ['owner'] },
  { path: 'loyalty', module: 'routes/admin.loyalty.tsx', navKey: 'nav.loyalty', roles: ['owner'] },
  { path: 'reports', module: 'routes/admin.reports.tsx', navKey: 'nav.reports', roles: ['owner', 'manager'] },
  { path: 'settings', module: 'routes/admin.settings.tsx', navKey: 'nav.settings', roles: ['owner'] },
  { path: 'marketing', module: 'routes/admin.marketing.tsx', navKey: 'nav.marketing', roles: ['owner'] },
  { path: 'messaging', module: 'routes/admin.messaging.tsx', navKey: 'nav.messaging', roles: ['owner'] },
  {
    path: 'audit-log',
    module: 'routes/admin.audit-log.tsx',
    navKey: 'nav.audit_log',
    roles: ['owner', 'manager'],
  },
];

/** The screens a role sees, in navigation order. */
export const screensFor = (role: StaffRole) => adminScreens.filter((s) => s.roles.includes(role));

/** The screen a path (without the language prefix) is, if any. */
export const screenAt = (pathname: string) =>
  adminScreens.find((s) => pathname === `/admin/${s.path}` || pathname.startsWith(`/admin/${s.path}/`));
