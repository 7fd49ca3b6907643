import { useEffect, useState } from 'react';
import { bookingsTabs } from '@hajz/contracts/order-rules';
import type { OrderDetails } from '@hajz/contracts/orders';
import { ListScreen, type ListState } from '~/components/ui/list-screen';
import { Tabs } from 'radix-ui';
import { useTranslation } from '~/lib/use-translation';
import { useShallow } from 'zustand/react/shallow';
import { buttonClass } from '~/components/ui/button';
import { LocalizedLink } from '~/components/ui/localized-link';
import { openDialog } from '~/lib/dialogs';
import { useLocale } from '~/lib/use-locale';
import { useServerState } from '~/lib/use-server-state';
import { pagingOf } from '~/lib/use-paged-list';
import { fetchBranchPlaces, type BookingsTab, type BranchPlace } from '../api';
import { upcomingProducts } from '~/components/order/format';
import { useBookings } from '../store';
import { useNow } from '../use-now';
import { useBookingLink } from '../use-booking-link';
import { BookingCard } from './booking-card';
import { BookingsSkeleton } from './bookings-skeleton';

const noPlaces: BranchPlace[] = [];

const tabClass =
  'min-h-11 flex-1 rounded-full px-4 py-2 text-sm font-semibold transition-colors data-[state=active]:bg-brand-700 data-[state=active]:text-white data-[state=inactive]:text-slate-700 data-[state=inactive]:hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:data-[state=inactive]:text-slate-200 dark:data-[state=inactive]:hover:bg-slate-800';

/**
 * Spec §2 /dashboard/bookings for the signed-in customer `userId`: the active, completed and cancelled tabs (issue
 * 30 item 4), a page of booking cards with previous/next, and skeleton, empty and error states (the one list
 * screen, holding what the persisted bookings store holds, spec §4). The stored page shows at once (after
 * hydration, so the server-rendered skeleton matches) while the current page is fetched again.
 */
export function BookingsView({ userId, timeZone }: { userId: number; timeZone: string }) {
  const { t } = useTranslation('bookings');
  const { locale, dir } = useLocale();
  const now = useNow();
  useBookingLink(userId, timeZone);
  const [restored, setRestored] = useState(false);
  const { owner, tab, orders, pagination, currentPage, isLoading, error } = useBookings(
    useShallow((s) => ({
      owner: s.owner,
      tab: s.tab,
      orders: s.orders,
      pagination: s.pagination,
      currentPage: s.currentPage,
      isLoading: s.isLoading,
      error: s.error,
    })),
  );

  useEffect(() => {
    let live = true;
    void Promise.resolve(useBookings.persist.rehydrate()).then(() => {
      if (!live) return;
      setRestored(true);
      void useBookings.getState().load(locale, userId);
    });
    return () => {
      live = false;
    };
  }, [locale, userId]);

  const mine = restored && owner === userId;
  const shown = mine ? orders : [];
  const wantsPlaces = shown.some((o) => upcomingProducts(o, now).length > 0);
  // Without addresses the calendar file still has the branch name; the share link is left out (a failed load
  // shows nothing). Asked for only when an upcoming pickup needs them.
  const places = useServerState<BranchPlace[]>(
    () => (wantsPlaces ? fetchBranchPlaces(locale) : Promise.resolve([])),
    `${locale}:${wantsPlaces}`,
  );
  const branches = places.data ?? noPlaces;

  const store = () => useBookings.getState();
  const retry = () => void store().load(locale, userId);
  const shownTab = mine ? tab : 'active';

  // The store's page as the list screen reads it. Nothing to show yet (the skeleton, or why it failed): before the
  // stored page is read, or while an empty page is on its way or failed to come.
  const page: ListState<{ orders: OrderDetails[] }> = {
    data: mine && (orders.length > 0 || (pagination && !isLoading && !error)) ? { orders } : null,
    isLoading,
    error,
    retry,
    paging: pagination
      ? pagingOf(
          pagination,
          currentPage,
          () => void store().previousPage(locale, userId),
          () => void store().nextPage(locale, userId),
        )
      : null,
  };
  const content = (
    <ListScreen
      list={page}
      isEmpty={(data) => data.orders.length === 0}
      skeleton={<BookingsSkeleton label={t('page.loading')} />}
      errorText={(failure) => (failure.key ? t(failure.key) : failure.message)}
      retryLabel={t('page.retry')}
      errorTestId="bookings-error"
      empty={
        <section className="mx-auto max-w-md py-10 text-center" data-testid="bookings-empty">
          <h2 className="text-xl font-bold">{t(`page.empty_${shownTab}_title`)}</h2>
          <p className="mt-2 text-slate-600 dark:text-slate-300">{t(`page.empty_${shownTab}_text`)}</p>
          <LocalizedLink to="/services" className={buttonClass('primary', 'mt-6')}>
            {t('page.browse_services')}
          </LocalizedLink>
        </section>
      }
    >
      {(data) => (
        <ul className="space-y-3" data-testid="bookings-list">
          {data.orders.map((order) => (
            <BookingCard
              key={order.id}
              order={order}
              locale={locale}
              timeZone={timeZone}
              now={now}
              branches={branches}
              onOpen={() => openDialog('booking-show', { order, timeZone, owner: userId })}
            />
          ))}
        </ul>
      )}
    </ListScreen>
  );

  return (
    <section aria-busy={isLoading || undefined}>
      <h1 className="mb-4 text-2xl font-bold sm:text-3xl">{t('page.title')}</h1>
      <Tabs.Root
        dir={dir}
        value={shownTab}
        onValueChange={(value) => void store().setTab(locale, userId, value as BookingsTab)}
      >
        <Tabs.List
          aria-label={t('page.tabs')}
          className="mb-5 flex gap-1 rounded-full bg-white p-1 ring-1 ring-sand-200 dark:bg-slate-900 dark:ring-slate-700"
        >
          {bookingsTabs.map((value) => (
            <Tabs.Trigger key={value} value={value} className={tabClass} disabled={!restored}>
              {t(`page.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {bookingsTabs.map((value) => (
          <Tabs.Content
            key={value}
            value={value}
            className="rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-500"
          >
            {value === shownTab && content}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}
