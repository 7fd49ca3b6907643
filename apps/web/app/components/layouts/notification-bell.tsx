import { useEffect } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { useUnread } from '~/lib/unread-store';
import { useLocale } from '~/lib/use-locale';
import { HeaderIconLink } from './header-icon-link';

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
    <HeaderIconLink
      to="/notifications"
      testId="notification-bell"
      badgeTestId="notification-badge"
      label={unread > 0 ? t('nav.notifications_unread', { count: unread }) : t('nav.notifications')}
      count={unread}
      tone="alert"
      icon="M6 16V11a6 6 0 1 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0"
    />
  );
}
