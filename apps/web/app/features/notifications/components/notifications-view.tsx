import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '~/lib/use-translation';
import type { Notification } from '@hajz/contracts/notifications';
import { Button } from '~/components/ui/button';
import { ListScreen } from '~/components/ui/list-screen';
import { Skeleton } from '~/components/ui/skeleton';
import { cx } from '~/lib/cx';
import { formatInstantDate, formatInstantTime } from '~/lib/dates';
import { localizePath } from '~/lib/locale';
import { toast } from '~/lib/toast-store';
import { useUnread } from '~/lib/unread-store';
import { useLocale } from '~/lib/use-locale';
import { usePagedList } from '~/lib/use-paged-list';
import { fetchNotificationsPage, markAllNotificationsRead, markNotificationRead } from '../api';
import { targetPath } from '../target';
import { isNotificationsResponse } from '../validate';

/**
 * /notifications for the signed-in customer (issue 12): newest first with paging, unread marked, each text in the
 * language its order was placed in; tapping one marks it read and opens what it is about. Skeleton, empty and
 * error states (the one list screen); "Mark all as read".
 */
export function NotificationsView({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation('pages');
  const { locale } = useLocale();
  const navigate = useNavigate();
  const fetchPage = useCallback((page: number) => fetchNotificationsPage(locale, page), [locale]);
  const list = usePagedList(fetchPage, isNotificationsResponse);
  const { data, isLoading } = list;
  const setUnread = useUnread((s) => s.set);
  useEffect(() => {
    if (data) setUnread(data.unread_count);
  }, [data, setUnread]);

  const open = async (n: Notification) => {
    if (!n.read) {
      const count = await markNotificationRead(locale, n.id).catch(() => null);
      if (count !== null) setUnread(count);
    }
    const path = targetPath(n.target);
    if (path) void navigate(localizePath(path, locale));
    else list.retry();
  };
  const readAll = async () => {
    try {
      await markAllNotificationsRead(locale);
      setUnread(0);
      list.retry();
    } catch {
      toast(t('notifications.read_all_failed'), 'error');
    }
  };

  return (
    <section aria-busy={isLoading || undefined} className="mx-auto max-w-2xl">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">{t('notifications.title')}</h1>
        {data && data.unread_count > 0 && (
          <Button variant="secondary" onClick={() => void readAll()}>
            {t('notifications.read_all')}
          </Button>
        )}
      </div>
      <ListScreen
        list={list}
        isEmpty={(page) => page.notifications.length === 0}
        skeleton={
          <div role="status" aria-label={t('notifications.loading')} className="space-y-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-20 w-full rounded-2xl" />
            ))}
          </div>
        }
        errorText={(failure) => (failure.key ? t(`notifications.${failure.key}`) : failure.message)}
        retryLabel={t('notifications.retry')}
        errorTestId="notifications-error"
        empty={
          <div className="rounded-2xl py-10 text-center" data-testid="notifications-empty">
            <h2 className="text-lg font-bold">{t('notifications.empty_title')}</h2>
            <p className="mt-2 text-slate-700 dark:text-slate-300">{t('notifications.empty_text')}</p>
          </div>
        }
      >
        {(page) => (
          <ul className="space-y-3" data-testid="notifications-list">
            {page.notifications.map((n) => (
              <li key={n.id}>
                <button
                  type="button"
                  onClick={() => void open(n)}
                  data-testid="notification"
                  data-read={n.read ? 'true' : 'false'}
                  className={cx(
                    'flex w-full items-start gap-3 rounded-2xl border p-4 text-start focus-visible:outline-2 focus-visible:outline-brand-500',
                    n.read
                      ? 'border-sand-200 bg-white dark:border-slate-800 dark:bg-slate-900'
                      : 'border-brand-200 bg-brand-50 dark:border-brand-800 dark:bg-slate-800',
                  )}
                >
                  <span
                    aria-hidden="true"
                    className={cx(
                      'mt-2 size-2.5 shrink-0 rounded-full',
                      n.read ? 'bg-transparent' : 'bg-brand-700',
                    )}
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block" lang={n.locale} dir={n.locale === 'ar' ? 'rtl' : 'ltr'}>
                      <span className="block font-bold">{n.title}</span>
                      <span className="mt-1 block text-sm text-slate-700 dark:text-slate-300">{n.body}</span>
                    </span>
                    <time
                      dateTime={n.created_at}
                      className="mt-2 block text-xs text-slate-600 dark:text-slate-400"
                    >
                      {formatInstantDate(n.created_at, timeZone, locale)} ·{' '}
                      {formatInstantTime(n.created_at, timeZone, locale)}
                    </time>
                    {!n.read && <span className="sr-only">{t('notifications.unread')}</span>}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </ListScreen>
    </section>
  );
}
