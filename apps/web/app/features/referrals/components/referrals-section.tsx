import type { Locale } from '@hajz/contracts/locale';
import type { ReferralItem, ReferralsSummary } from '@hajz/contracts/referrals';
import { Button } from '~/components/ui/button';
import { LoadError } from '~/components/ui/load-error';
import { Skeleton } from '~/components/ui/skeleton';
import { cx } from '~/lib/cx';
import { formatInstantDate } from '~/lib/dates';
import { openDialog } from '~/lib/dialogs';
import { formatMoney, formatNumber } from '~/lib/money';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import { useReferrals } from '../use-referrals';

const cardClass = 'rounded-2xl bg-white p-4 ring-1 ring-sand-200 dark:bg-slate-900 dark:ring-slate-700';
const statusClass: Record<ReferralItem['status'], string> = {
  registered: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  earned: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  reversed: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  refused: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
};

/**
 * The wallet page's "Invite friends" (issue 15): the way into the invite dialog, what the customer's invitations
 * brought (invited, pending, earned) and the friends they invited, with skeleton, empty and error states.
 */
export function ReferralsSection({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation('referrals');
  const { locale } = useLocale();
  const { data, isLoading, failed, retry } = useReferrals(locale);
  return (
    <section aria-labelledby="referrals-title" aria-busy={isLoading || undefined} className="mt-8">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="referrals-title" className="text-xl font-bold">
          {t('section.title')}
        </h2>
        <Button onClick={() => void openDialog('invite-friends')} data-testid="open-invite-friends">
          {t('section.invite')}
        </Button>
      </div>
      {failed && !isLoading && (
        <LoadError message={t('section.load_failed')} retryLabel={t('section.retry')} onRetry={retry} />
      )}
      {!data && isLoading && (
        <div role="status" aria-label={t('section.loading')} className="grid gap-3 sm:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20 w-full" />
          ))}
        </div>
      )}
      {data && <Summary data={data} locale={locale} timeZone={timeZone} />}
    </section>
  );
}

function Summary({ data, locale, timeZone }: { data: ReferralsSummary; locale: Locale; timeZone: string }) {
  const { t } = useTranslation('referrals');
  const money = (halalas: number) => formatMoney(halalas, locale);
  const date = (iso: string) => formatInstantDate(iso, timeZone, locale);
  const totals = [
    { key: 'invited', value: formatNumber(data.totals.invited, locale) },
    { key: 'pending', value: money(data.totals.pending_amount) },
    { key: 'earned', value: money(data.totals.earned_amount) },
  ] as const;
  return (
    <>
      <p className="mb-3 text-slate-700 dark:text-slate-300">
        {t('section.intro', { friend: money(data.friend_reward), inviter: money(data.inviter_reward) })}
      </p>
      <dl className="grid gap-3 sm:grid-cols-3" data-testid="referral-totals">
        {totals.map(({ key, value }) => (
          <div key={key} className={cardClass}>
            <dt className="text-sm font-semibold text-slate-700 dark:text-slate-300">
              {t(`section.${key}`)}
            </dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums" data-testid={`referrals-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {data.referrals.length === 0 ? (
        <p className="py-6 text-center" data-testid="referrals-empty">
          {t('section.empty')}
        </p>
      ) : (
        <ul className="mt-4 space-y-3" aria-label={t('section.list')} data-testid="referrals-list">
          {data.referrals.map((r) => (
            <li key={r.id} className={cx(cardClass, 'flex flex-wrap items-center justify-between gap-2')}>
              <div>
                <p className="font-semibold">{r.friend_name}</p>
                <p className="text-sm text-slate-700 dark:text-slate-300">{date(r.created_at)}</p>
              </div>
              <div className="text-end">
                <span className={cx('rounded-full px-3 py-1 text-sm font-medium', statusClass[r.status])}>
                  {r.status_text}
                </span>
                {(r.status === 'pending' || r.status === 'earned') && (
                  <p className="mt-1 text-sm tabular-nums">
                    {t('section.reward', { amount: money(r.inviter_reward) })}
                  </p>
                )}
                {r.status === 'earned' && r.expires_at && (
                  <p className="text-sm text-slate-700 dark:text-slate-300">
                    {t('section.expires', { date: date(r.expires_at) })}
                  </p>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
