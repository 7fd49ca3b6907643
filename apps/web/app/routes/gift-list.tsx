import { useLocation } from 'react-router';
import type { Route } from './+types/gift-list';
import { Button } from '~/components/ui/button';
import { stripLocale } from '~/lib/locale';
import { pageMeta } from '~/lib/meta';
import { useCurrentUser, useRootData } from '~/lib/root-data';
import { openSignIn } from '~/lib/sign-in';
import { useTranslation } from '~/lib/use-translation';
import { GiftListView } from '~/features/gifting/components/gift-list-view';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'gift_list');

/** Spec §2 /gift-list: what a gifted booking is; signed in, the gifts received and sent (issue 13). */
export default function Page() {
  const { t } = useTranslation(['gifting', 'pages']);
  const user = useCurrentUser();
  const timeZone = useRootData()?.business.timezone ?? 'Asia/Riyadh';
  const { pathname, search } = useLocation();
  // Back here after signing in, with the gift a text message linked to (?gift=) still named.
  const here = stripLocale(pathname) + search;
  return (
    <section className="mx-auto max-w-4xl py-8">
      <h1 className="text-3xl font-bold">{t('pages:gift_list.title')}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t('list.intro')}</p>
      {user ? (
        <GiftListView userId={user.id} timeZone={timeZone} />
      ) : (
        <div className="mt-8 rounded-2xl bg-sand-50 p-6 dark:bg-slate-800" data-testid="gift-guest">
          <h2 className="text-xl font-bold">{t('list.guest_title')}</h2>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{t('list.guest_text')}</p>
          <Button className="mt-4" onClick={() => openSignIn({ redirectTo: here })}>
            {t('list.sign_in')}
          </Button>
        </div>
      )}
    </section>
  );
}
