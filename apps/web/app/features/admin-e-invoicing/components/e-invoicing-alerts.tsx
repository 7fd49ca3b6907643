/**
 * The e-invoicing alerts on every back-office page for the owner (issue 26 item 5): documents older than 12 hours
 * not reported (links to the screen filtered to them) or sales that old with no document yet (their count), and a
 * production certificate ending within 30 days or ended (a link to the renew form). One small read (GET
 * admin/e-invoicing/alerts) shared by the pages of a minute (api.ts fetchAlerts), asked again after onboarding or
 * renewal; nothing while all is well or the read fails. The e-invoicing screen shows its own reporting alert (with the
 * figures), so there only the certificate's.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { REPORTING_ALERT_HOURS, type EInvoicingAlerts } from '@hajz/contracts/admin-e-invoicing';
import { LocalizedLink } from '~/components/ui/localized-link';
import { formatInstantDate } from '~/lib/dates';
import { stripLocale } from '~/lib/locale';
import { useRootData } from '~/lib/root-data';
import { useLocale } from '~/lib/use-locale';
import { useServerState } from '~/lib/use-server-state';
import { useTranslation } from '~/lib/use-translation';
import { fetchAlerts, onAlertsChanged } from '../api';

const ns = 'e-invoicing';
/** The renew form's anchor on the e-invoicing screen. */
export const otpFormId = 'e-invoicing-otp-form';

const box = 'rounded-2xl border p-4 text-sm';
const linkClass = 'inline-flex min-h-11 items-center font-semibold underline underline-offset-4';

export function EInvoicingAlertsBanner() {
  const { locale } = useLocale();
  const { pathname } = useLocation();
  const [changes, setChanges] = useState(0);
  useEffect(() => onAlertsChanged(() => setChanges((n) => n + 1)), []);
  // Every page change reads again, from the shared answer while it is fresh (at most one request a minute).
  const alerts = useServerState<EInvoicingAlerts>(
    () => fetchAlerts(locale),
    `${locale}${pathname}#${changes}`,
  );
  if (!alerts.data) return null;
  const { certificate } = alerts.data;
  // The e-invoicing screen says the reporting alert itself, with its figures.
  const reporting = stripLocale(pathname) === '/admin/e-invoicing' ? null : alerts.data.reporting;
  if (!reporting && !certificate) return null;
  return (
    <div className="mb-5 flex flex-col gap-3" data-testid="e-invoicing-alerts">
      {reporting && <ReportingAlert reporting={reporting} />}
      {certificate && <CertificateAlert certificate={certificate} />}
    </div>
  );
}

function ReportingAlert({ reporting }: { reporting: NonNullable<EInvoicingAlerts['reporting']> }) {
  const { t } = useTranslation('admin');
  const link = (status: 'pending' | 'not_reported', count: number) =>
    count > 0 && (
      <LocalizedLink to={`/admin/e-invoicing?status=${status}`} className={linkClass}>
        {t(`${ns}:banner.${status}`, { count })}
      </LocalizedLink>
    );
  return (
    <section
      role="alert"
      data-testid="reporting-banner"
      className={`${box} border-red-300 bg-red-50 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100`}
    >
      <p className="font-semibold">{t(`${ns}:banner.reporting_title`, { hours: REPORTING_ALERT_HOURS })}</p>
      <p>{t(`${ns}:banner.reporting_text`)}</p>
      <p className="flex flex-wrap gap-x-4">
        {link('pending', reporting.pending)}
        {link('not_reported', reporting.not_reported)}
        {/* Sales whose document is not issued yet (ADR 0050) are in no list of documents: said, not linked. */}
        {reporting.not_issued > 0 && (
          <span className="inline-flex min-h-11 items-center font-semibold" data-testid="not-issued">
            {t(`${ns}:banner.not_issued`, { count: reporting.not_issued })}
          </span>
        )}
      </p>
    </section>
  );
}

function CertificateAlert({ certificate }: { certificate: NonNullable<EInvoicingAlerts['certificate']> }) {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const timeZone = useRootData()?.business.timezone ?? 'Asia/Riyadh';
  const date = formatInstantDate(certificate.expires_at, timeZone, locale);
  return (
    <section
      role="alert"
      data-testid="certificate-banner"
      className={`${box} border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100`}
    >
      <p className="font-semibold">
        {t(`${ns}:banner.${certificate.expired ? 'certificate_expired' : 'certificate_expiring'}`, { date })}
      </p>
      <p>{t(`${ns}:banner.certificate_text`)}</p>
      <LocalizedLink to={`/admin/e-invoicing#${otpFormId}`} className={linkClass}>
        {t(`${ns}:banner.renew`)}
      </LocalizedLink>
    </section>
  );
}
