import { useEffect } from 'react';
import { useTranslation } from '~/lib/use-translation';
import type { Route } from './+types/auth.login';
import { Button } from '~/components/ui/button';
import { openSignIn } from '~/lib/sign-in';
import { pageMeta } from '~/lib/meta';
import { useCurrentUser } from '~/lib/root-data';
import { LocalizedLink } from '~/components/ui/localized-link';
import { buttonClass } from '~/components/ui/button';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'auth_login'),
  { name: 'robots', content: 'noindex' },
];

/** Spec §2: where a deleted account lands; it opens the sign-in wizard at the number step. */
export default function Login() {
  const { t } = useTranslation('auth');
  const user = useCurrentUser();
  useEffect(() => {
    if (!user) openSignIn({ step: 'send' });
  }, [user]);
  return (
    <section className="mx-auto max-w-md py-16 text-center">
      <h1 className="text-2xl font-bold">{t('login.title')}</h1>
      <p className="mt-3 text-slate-700 dark:text-slate-300">{t('login.text')}</p>
      {user ? (
        <LocalizedLink to="/dashboard/profile" className={buttonClass('primary', 'mt-6')}>
          {t('status.profile')}
        </LocalizedLink>
      ) : (
        <Button className="mt-6" onClick={() => openSignIn({ step: 'send' })}>
          {t('guard.button')}
        </Button>
      )}
    </section>
  );
}
