import { LoadError as SharedLoadError } from '~/components/ui/load-error';
import { Pager } from '~/components/ui/pager';
import { useEffect, useState } from 'react';
import { Tabs } from 'radix-ui';
import { useTranslation } from '~/lib/use-translation';
import { useShallow } from 'zustand/react/shallow';
import { buttonClass } from '~/components/ui/button';
import { LocalizedLink } from '~/components/ui/localized-link';
import { openDialog } from '~/lib/dialogs';
import { useLocale } from '~/lib/use-locale';
import { fetchBranchPlaces, type BookingsTab, type BranchPlace } from '../api';
import { upcomingProducts } from '~/components/order/format';
import { useBookings, type BookingsError } from '../store';
import { useNow } from '../use-now';
import { useBookingLink } from '../use-booking-link';
import { BookingCard } from './booking-card';
import { BookingsSkeleton } from './bookings-skeleton';

const tabs: BookingsTab[] = ['active', 'completed'];

const tabClass =
  'min-h-11 flex-1 rounded-full px-4 py-2 text-sm font-semibold transition-colors data-[state=active]:bg-brand-700 data-[state=active]:text-white data-[state=inactive]:text-slate-700 data-[state=inactive]:hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:data-[state=inactive]:text-slate-200 dark:data-[state=inactive]:hover:bg-slate-800';

/**
 * Spec §2 /dashboard/bookings for the signed-in customer `userId`: the active and completed tabs, a page of
 * booking cards with previous/next, and skeleton, empty and error states. The stored page shows at once (after
 * hydration, so the server-rendered skeleton matches) while the current page is fetched again.
 */
export function BookingsView({ userId, timeZone }: { userId: number; timeZone: string }) {
  const { t } = useTranslation('bookings');
  const { locale, dir } = useLocale();
  const now = useNow();
  useBookingLink(userId, timeZone);
  const [restored, setRestored] = useState(false);
  const [branches, setBranches] = useState<BranchPlace[]>([]);
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
  useEffect(() => {
    if (!wantsPlaces) return;
    let live = true;
    fetchBranchPlaces(locale).then(
      (list) => live && setBranches(list),
      // Without addresses the calendar file still has the branch name; the share link is left out.
      () => {},
    );
    return () => {
      live = false;
    };
  }, [locale, wantsPlaces]);

  const store = () => useBookings.getState();
  const retry = () => void store().load(locale, userId);
  const shownTab = mine ? tab : 'active';

  let content;
  if (shown.length === 0 && error && !isLoading) {
    content = <LoadError error={error} onRetry={retry} />;
  } else if (!mine || (shown.length === 0 && isLoading)) {
    content = <BookingsSkeleton label={t('page.loading')} />;
  } else if (shown.length === 0) {
    content = (
      <section className="mx-auto max-w-md py-10 text-center" data-testid="bookings-empty">
        <h2 className="text-xl font-bold">{t(`page.empty_${shownTab}_title`)}</h2>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{t(`page.empty_${shownTab}_text`)}</p>
        <LocalizedLink to="/services" className={buttonClass('primary', 'mt-6')}>
          {t('page.browse_services')}
        </LocalizedLink>
      </section>
    );
  } else {
    const last = Math.max(pagination?.last_page ?? 1, currentPage);
    content = (
      <>
        {error && !isLoading && <LoadError error={error} onRetry={retry} />}
        <ul className="space-y-3" data-testid="bookings-list">
          {shown.map((order) => (
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
        <Pager
          pagination={pagination}
          page={currentPage}
          last={last}
          busy={isLoading}
          onPrevious={() => void store().previousPage(locale, userId)}
          onNext={() => void store().nextPage(locale, userId)}
        />
      </>
    );
  }

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
          {tabs.map((value) => (
            <Tabs.Trigger key={value} value={value} className={tabClass} disabled={!restored}>
              {t(`page.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((value) => (
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

function LoadError({ error, onRetry }: { error: BookingsError; onRetry: () => void }) {
  const { t } = useTranslation('bookings');
  return (
    <SharedLoadError
      message={error.key ? t(error.key) : error.message}
      retryLabel={t('page.retry')}
      onRetry={onRetry}
      testId="bookings-error"
    />
  );
}
