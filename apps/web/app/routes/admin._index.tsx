import type { Route } from './+types/admin._index';
import { useTranslation } from '~/lib/use-translation';
import { LocalizedLink } from '~/components/ui/localized-link';
import { PageHeading } from '~/components/page-heading';
import { adminMeta } from '~/admin-kit/admin-meta';
import { screensFor } from '~/admin-kit/screens';
import { useStaff } from '~/admin-kit/staff';
import { TodayOverview } from '~/features/admin-today/components/today-overview';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'home');

/** The back office's first page: who I am here, today at my branches (the desk's), and the screens I may open. */
export default function Page() {
  const { t } = useTranslation('admin');
  const staff = useStaff();
  const branches =
    staff.branch_ids === 'all'
      ? t('home.branches_all')
      : t('home.branches', { count: staff.branch_ids.length });
  return (
    <>
      <PageHeading
        title={t('home.title')}
        subtitle={`${t('home.signed_in_as', { role: t(`roles.${staff.role}`) })} ${branches}`}
      />
      {staff.role !== 'staff' && <TodayOverview />}
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {screensFor(staff.role).map((s) => (
          <li key={s.path}>
            <LocalizedLink
              to={`/admin/${s.path}`}
              className="block rounded-2xl border border-sand-200 bg-white p-5 font-semibold hover:border-brand-500 dark:border-slate-700 dark:bg-slate-900"
            >
              {t(s.navKey)}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </>
  );
}
