import { useTranslation } from '~/lib/use-translation';
import type { Route } from './+types/dashboard.profile';
import { fullName } from '@hajz/contracts/auth-rules';
import { PageHeading } from '~/components/page-heading';
import { AccountActions } from '~/features/account/components/account-actions';
import { ProfileForm } from '~/features/account/components/profile-form';
import { ReminderSwitch } from '~/features/account/components/reminder-switch';
import { MessageChoices } from '~/features/account/components/message-choices';
import { AddressesSection } from '~/features/addresses/components/addresses-section';
import { pageMeta } from '~/lib/meta';
import { formatMoney, formatNumber } from '~/lib/money';
import { useProfile } from '~/lib/profile-store';
import { useCurrentUser } from '~/lib/root-data';
import { useLocale } from '~/lib/use-locale';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'dashboard_profile'),
  { name: 'robots', content: 'noindex' },
];

/** Spec §2: the profile fields, wallet balance and loyalty points; edit, photo, sign out, delete. */
export default function ProfilePage() {
  const { t } = useTranslation('auth');
  const { t: tp } = useTranslation('pages');
  const { locale } = useLocale();
  const stored = useProfile((s) => s.profile);
  const server = useCurrentUser();
  // The server's copy on page load; the store's once the customer saved changes on this page.
  const profile = stored && server && stored.id === server.id ? stored : server;
  if (!profile) return null;
  return (
    <>
      <PageHeading title={tp('dashboard_profile.title')} subtitle={fullName(profile)} />
      <div className="mb-8 grid grid-cols-2 gap-3">
        <div className="rounded-2xl bg-white p-4 ring-1 ring-sand-200 dark:bg-slate-900 dark:ring-slate-800">
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('profile.wallet')}</p>
          <p className="mt-1 text-xl font-bold" data-testid="wallet-balance">
            {formatMoney(profile.wallet.balance, locale)}
          </p>
        </div>
        <div className="rounded-2xl bg-white p-4 ring-1 ring-sand-200 dark:bg-slate-900 dark:ring-slate-800">
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('profile.points')}</p>
          <p className="mt-1 text-xl font-bold" data-testid="loyalty-points">
            {formatNumber(profile.number_of_points, locale)}
          </p>
        </div>
      </div>
      <div className="space-y-10">
        <ProfileForm key={profile.id} profile={profile} />
        <ReminderSwitch key={`reminders-${profile.id}`} profile={profile} />
        <MessageChoices key={`messages-${profile.id}`} profile={profile} />
        <AddressesSection />
        <AccountActions />
      </div>
    </>
  );
}
