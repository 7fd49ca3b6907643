import { useTranslation } from '~/lib/use-translation';
import { fullName, groupMobile } from '@hajz/contracts/auth-rules';
import type { Route } from './+types/auth-status';
import { Button, buttonClass } from '~/components/ui/button';
import { LocalizedLink } from '~/components/ui/localized-link';
import { openSignIn } from '~/lib/sign-in';
import { signOut } from '~/features/account/sign-out';
import { pageMeta } from '~/lib/meta';
import { useCurrentUser } from '~/lib/root-data';
import { useLocale } from '~/lib/use-locale';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'auth_status'),
  { name: 'robots', content: 'noindex' },
];

/** Who is signed in on this device, or that this is a guest. */
export default function AuthStatus() {
  const { t } = useTranslation('auth');
  const { t: tp } = useTranslation('pages');
  const { locale } = useLocale();
  const user = useCurrentUser();
  return (
    <section className="mx-auto max-w-md py-12 text-center">
      <h1 className="text-2xl font-bold">{tp('auth_status.title')}</h1>
      {user ? (
        <>
          <p className="mt-3" data-testid="auth-state">
            {t('status.signed_in', { name: fullName(user) })}
          </p>
          <p className="mt-1 text-slate-700 dark:text-slate-300">
            {t('status.mobile')}: <bdi dir="ltr">+966 {groupMobile(user.mobile_number)}</bdi>
          </p>
          <div className="mt-6 flex justify-center gap-3">
            <LocalizedLink to="/dashboard/profile" className={buttonClass('primary')}>
              {t('status.profile')}
            </LocalizedLink>
            <Button variant="secondary" onClick={() => void signOut(locale)}>
              {t('status.sign_out')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="mt-3" data-testid="auth-state">
            {t('status.guest')}
          </p>
          <Button className="mt-6" onClick={() => openSignIn({ step: 'send' })}>
            {t('status.sign_in')}
          </Button>
        </>
      )}
    </section>
  );
}
