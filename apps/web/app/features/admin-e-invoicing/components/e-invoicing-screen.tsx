import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { REPORTING_ALERT_HOURS, type AdminEInvoicingStatus } from '@hajz/contracts/admin-e-invoicing';
import { Button } from '~/components/ui/button';
import { PageHeading } from '~/components/page-heading';
import { formatInstantDate } from '~/lib/dates';
import { useRootData } from '~/lib/root-data';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import { adminInputClass, FormField } from '~/admin-kit/form-field';
import { LoadFailed } from '~/admin-kit/load-failed';
import { applyServerErrors } from '~/admin-kit/server-errors';
import { StatusLine, type Said } from '~/admin-kit/status-line';
import { useLoad } from '~/admin-kit/use-load';
import { alertsChanged, fetchEInvoicingStatus, fetchSeller, sendOtp } from '../api';
import { otpFormId } from './e-invoicing-alerts';
import { Documents } from './documents';
import { card } from './styles';
import { SellerRegistrationCard, sellerSectionId } from './seller-registration';

const ns = 'e-invoicing';

/**
 * E-invoicing (issue 26 items 1 and 6, owner only): the unit's state and certificate expiry, the seller's
 * registration (CR number and national address), onboarding (or renewal) with the Fatoora portal's one-time code, an alert when a document older than 12 hours is not reported, and the signed
 * documents by order, ICV and status with their XML.
 */
export function EInvoicingScreen() {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const status = useLoad(() => fetchEInvoicingStatus(locale), locale);
  const seller = useLoad(() => fetchSeller(locale), locale);
  const changed = () => {
    void status.reload();
    alertsChanged();
  };
  return (
    <>
      <PageHeading title={t(`${ns}:title`)} subtitle={t(`${ns}:subtitle`)} />
      <LoadFailed load={status} />
      {status.data && (
        <>
          <ReportingAlert status={status.data} />
          <StateCard status={status.data} />
        </>
      )}
      {seller.data && (
        <SellerRegistrationCard
          seller={seller.data.seller}
          onSaved={(next) => seller.setData({ seller: next })}
        />
      )}
      {status.data && (
        <OtpForm
          key={status.data.csid_state}
          action={status.data.csid_state === 'production' ? 'renew' : 'onboard'}
          sellerIncomplete={seller.data?.seller.complete === false}
          onDone={changed}
        />
      )}
      <Documents />
    </>
  );
}

function ReportingAlert({ status }: { status: AdminEInvoicingStatus }) {
  const { t } = useTranslation('admin');
  if (!status.alert || status.oldest_unreported_age_seconds === null) return null;
  return (
    <div
      role="alert"
      data-testid="reporting-alert"
      className="mb-5 rounded-2xl border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100"
    >
      <p className="font-semibold">{t(`${ns}:alert.title`, { hours: REPORTING_ALERT_HOURS })}</p>
      <p className="text-sm">
        {t(`${ns}:alert.body`, {
          count: status.pending + status.not_reported + status.not_issued,
          hours: Math.floor(status.oldest_unreported_age_seconds / 3600),
        })}
      </p>
    </div>
  );
}

function StateCard({ status }: { status: AdminEInvoicingStatus }) {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const timeZone = useRootData()?.business.timezone ?? 'Asia/Riyadh';
  const row = (label: string, value: string, testId?: string) => (
    <div className="flex flex-wrap justify-between gap-2">
      <dt className="text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="font-medium" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
  return (
    <section className={`mb-5 ${card}`} aria-labelledby="e-invoicing-state">
      <h2 id="e-invoicing-state" className="mb-3 text-lg font-bold">
        {t(`${ns}:state.title`)}
      </h2>
      <dl className="flex flex-col gap-2 text-sm">
        {row(t(`${ns}:state.environment`), t(`${ns}:environments.${status.environment}`))}
        {row(t(`${ns}:state.csid`), t(`${ns}:csid.${status.csid_state}`), 'csid-state')}
        {status.csid_expires_at &&
          row(
            t(`${ns}:state.expires`),
            status.csid_expired
              ? t(`${ns}:state.expired_on`, {
                  date: formatInstantDate(status.csid_expires_at, timeZone, locale),
                })
              : formatInstantDate(status.csid_expires_at, timeZone, locale),
          )}
        {row(t(`${ns}:state.pending`), String(status.pending))}
        {row(t(`${ns}:state.not_reported`), String(status.not_reported))}
        {row(t(`${ns}:state.not_issued`), String(status.not_issued), 'not-issued')}
      </dl>
    </section>
  );
}

const otpSchema = z.object({
  otp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { message: `${ns}:form.otp` }),
});
type OtpValues = z.infer<typeof otpSchema>;

/** The Fatoora portal's one-time code: onboarding when e-invoicing is off, renewing the certificate when on. */
function OtpForm({
  action,
  sellerIncomplete,
  onDone,
}: {
  action: 'onboard' | 'renew';
  sellerIncomplete: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const [said, setSaid] = useState<Said>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<OtpValues>({
    resolver: zodResolver(otpSchema),
    defaultValues: { otp: '' },
  });
  const submit = handleSubmit(async (v) => {
    setSaid(null);
    try {
      const { message } = await sendOtp(locale, action, v.otp);
      reset({ otp: '' });
      setSaid({ kind: 'ok', text: message });
      onDone();
    } catch (error) {
      setSaid({ kind: 'error', text: applyServerErrors(error, setError).message ?? t(`${ns}:failed`) });
    }
  });
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      id={otpFormId}
      className={`mb-5 flex flex-col gap-3 ${card}`}
      aria-labelledby="e-invoicing-otp"
      data-testid={`${action}-form`}
    >
      <h2 id="e-invoicing-otp" className="text-lg font-bold">
        {t(`${ns}:${action}.title`)}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t(`${ns}:${action}.hint`)}</p>
      {sellerIncomplete && (
        <p className="text-sm font-semibold text-amber-900 dark:text-amber-100" data-testid="seller-missing">
          {t(`${ns}:seller.missing`)}{' '}
          <a href={`#${sellerSectionId}`} className="underline underline-offset-4">
            {t(`${ns}:seller.missing_link`)}
          </a>
        </p>
      )}
      <FormField ns="admin" label={t(`${ns}:form.otp_label`)} error={formState.errors.otp}>
        {(a11y) => (
          <input
            {...a11y}
            {...register('otp')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            dir="ltr"
            className={`${adminInputClass} max-w-48`}
          />
        )}
      </FormField>
      <StatusLine said={said} />
      <div>
        <Button type="submit" disabled={formState.isSubmitting}>
          {t(`${ns}:${action}.submit`)}
        </Button>
      </div>
    </form>
  );
}
