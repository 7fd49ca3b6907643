import { PolicySection } from './policy-section';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useLocale } from '~/lib/use-locale';
import { useRootData } from '~/lib/root-data';
import { useTranslation } from '~/lib/use-translation';
import { ApiError } from '~/lib/api-client';
import { PageHeading } from '~/components/page-heading';
import { useStaff } from '~/admin-kit/staff';
import { useLoad } from '~/admin-kit/use-load';
import { fetchBranchOptions, fetchReports, type BranchOption, type ReportFilters } from '../api';
import { BookingsSection, UtilisationSection, VatSection } from './activity-sections';
import { LiabilitySections, PromoSection } from './liability-sections';
import { ReportFiltersForm } from './report-filters';
import { RevenueSection } from './revenue-section';
import { WaitlistSection } from './waitlist-section';
import { MessagingSection } from './messaging-section';
import { LoadFailed } from '~/admin-kit/load-failed';

/** Today on the business's calendar (YYYY-MM-DD). */
const todayIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );

/**
 * The reports (issue 17 item 4) for a period of business dates and a branch (or every branch one may see): the
 * period lives in the URL (shareable, back and forward); by default this month so far.
 */
export function ReportsScreen() {
  const { t } = useTranslation('reports');
  const { locale } = useLocale();
  const staff = useStaff();
  const timeZone = useRootData()?.business.timezone ?? 'Asia/Riyadh';
  const [params, setParams] = useSearchParams();
  const today = todayIn(timeZone);
  const filters: ReportFilters = {
    from: params.get('from') ?? `${today.slice(0, 8)}01`,
    to: params.get('to') ?? today,
    branch_id: params.get('branch_id') ?? '',
  };
  const [draft, setDraft] = useState(filters);
  const key = `${locale}?${filters.from}&${filters.to}&${filters.branch_id}`;
  useEffect(() => setDraft(filters), [key]); // eslint-disable-line react-hooks/exhaustive-deps
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const report = useLoad(async () => {
    try {
      const loaded = await fetchReports(locale, filters);
      setFieldErrors({});
      return loaded;
    } catch (error) {
      setFieldErrors(error instanceof ApiError && error.status === 422 ? (error.envelope.errors ?? {}) : {});
      throw error;
    }
  }, key);
  const [branches, setBranches] = useState<BranchOption[]>([]);
  useEffect(() => {
    fetchBranchOptions(locale)
      .then((all) =>
        setBranches(
          staff.branch_ids === 'all' ? all : all.filter((b) => (staff.branch_ids as number[]).includes(b.id)),
        ),
      )
      .catch(() => undefined);
  }, [locale, staff.branch_ids]);
  const data = report.data;

  return (
    <>
      <PageHeading title={t('title')} subtitle={t('subtitle', { timezone: timeZone })} />
      <ReportFiltersForm
        draft={draft}
        onChange={setDraft}
        onSubmit={() => setParams(Object.fromEntries(Object.entries(draft).filter(([, v]) => v !== '')))}
        branches={branches}
        errors={fieldErrors}
      />
      <LoadFailed load={report} fallback={t('load_failed')} />
      <div aria-busy={report.loading} aria-live="polite">
        {report.loading && !data && <p className="py-8 text-center">{t('loading')}</p>}
      </div>
      {data && report.error === false && (
        <div aria-busy={report.loading}>
          <RevenueSection revenue={data.revenue} filters={filters} />
          <VatSection revenue={data.revenue} filters={filters} />
          <BookingsSection bookings={data.bookings} filters={filters} />
          <UtilisationSection utilisation={data.utilisation} filters={filters} />
          <LiabilitySections report={data} filters={filters} />
          <PromoSection promo={data.promo_codes} filters={filters} />
          <WaitlistSection waitlist={data.waitlist} filters={filters} />
          {data.messaging && <MessagingSection messaging={data.messaging} />}
          <PolicySection policy={data.policy} filters={filters} />
        </div>
      )}
    </>
  );
}
