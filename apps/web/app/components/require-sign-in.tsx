import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '~/lib/use-translation';
import { openSignIn } from '~/lib/sign-in';
import { stripLocale } from '~/lib/locale';
import { useCurrentUser } from '~/lib/root-data';
import { Button } from './ui/button';

/**
 * Route guard (spec §4 'auth' / 'admin'): a guest sees a sign-in prompt and the wizard opens at its intro;
 * after signing in the page reloads where they were going. A signed-in person the page is not for (`forbidden`:
 * a customer in the back office, whose GET admin/me was refused) is told it is for staff.
 */
export function RequireSignIn({ children, forbidden = false }: { children: ReactNode; forbidden?: boolean }) {
  const { t } = useTranslation('auth');
  const user = useCurrentUser();
  const { pathname, search } = useLocation();
  const target = stripLocale(pathname) + search;
  useEffect(() => {
    if (!user) openSignIn({ redirectTo: target });
  }, [user, target]);
  if (!user) {
    return (
      <section className="mx-auto max-w-md py-16 text-center" data-testid="sign-in-required">
        <h1 className="text-2xl font-bold">{t('guard.title')}</h1>
        <p className="mt-3 text-slate-700 dark:text-slate-300">{t('guard.text')}</p>
        <Button className="mt-6" onClick={() => openSignIn({ redirectTo: target })}>
          {t('guard.button')}
        </Button>
      </section>
    );
  }
  if (forbidden) {
    return (
      <section className="mx-auto max-w-md py-16 text-center" data-testid="forbidden">
        <h1 className="text-2xl font-bold">{t('guard.forbidden_title')}</h1>
        <p className="mt-3 text-slate-700 dark:text-slate-300">{t('guard.forbidden_text')}</p>
      </section>
    );
  }
  return <>{children}</>;
}
