import { useEffect } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { useUnread } from '~/lib/unread-store';
import { useLocale } from '~/lib/use-locale';
import { LocalizedLink } from '../ui/localized-link';

const everyMs = 60_000;

/** The bell in the header (signed in only): the unread count as a badge and in its name, linking to /notifications. */
export function NotificationBell() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const count = useUnread((s) => s.count);
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === 'visible') void useUnread.getState().refresh(locale);
    };
    refresh();
    const timer = setInterval(refresh, everyMs);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [locale]);
  const unread = count ?? 0;
  return (
    <LocalizedLink
      to="/notifications"
      data-testid="notification-bell"
      className="relative flex size-10 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50 dark:text-brand-100 dark:hover:bg-slate-800"
      aria-label={unread > 0 ? t('nav.notifications_unread', { count: unread }) : t('nav.notifications')}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current stroke-2">
        <path d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0" />
      </svg>
      {unread > 0 && (
        <span
          aria-hidden="true"
          data-testid="notification-badge"
          className="absolute -end-0.5 -top-0.5 flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs font-bold text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </LocalizedLink>
  );
}
