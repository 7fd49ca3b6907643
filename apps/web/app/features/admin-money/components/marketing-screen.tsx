import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { MarketingSettings } from '@hajz/contracts/admin-money';
import { halalasToSar } from '@hajz/contracts/sar-input';
import { Button } from '~/components/ui/button';
import { PageHeading } from '~/components/page-heading';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import { adminInputClass, FormField } from '~/admin-kit/form-field';
import { applyServerErrors } from '~/admin-kit/server-errors';
import { useLoad } from '~/admin-kit/use-load';
import { fetchMarketing, saveMarketing } from '../api';
import { halalas, sar, whole, wholeOf } from '../form-values';
import { StatusLine, type Said } from '~/admin-kit/status-line';
import { LoadFailed } from '~/admin-kit/load-failed';
import { PaymentMethodsSection } from './payment-methods-form';

const id = (pattern: RegExp) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || pattern.test(v), { message: 'money:form.tracking_id' });
const schema = z.object({
  referral_friend_reward: sar,
  referral_inviter_reward: sar,
  referral_monthly_cap: whole(0, 1000, 'money:form.referral_cap'),
  referral_reward_days: whole(1, 3650, 'money:form.referral_days'),
  ga4_measurement_id: id(/^G-[A-Z0-9]{4,20}$/),
  meta_pixel_id: id(/^\d{6,20}$/),
  snap_pixel_id: id(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i),
  tiktok_pixel_id: id(/^[A-Z0-9]{10,30}$/),
  consent_version: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$/, { message: 'money:form.consent_version' }),
});
type Values = z.infer<typeof schema>;

const toValues = (s: MarketingSettings): Values => ({
  referral_friend_reward: halalasToSar(s.referral_friend_reward),
  referral_inviter_reward: halalasToSar(s.referral_inviter_reward),
  referral_monthly_cap: String(s.referral_monthly_cap),
  referral_reward_days: String(s.referral_reward_days),
  ga4_measurement_id: s.ga4_measurement_id ?? '',
  meta_pixel_id: s.meta_pixel_id ?? '',
  snap_pixel_id: s.snap_pixel_id ?? '',
  tiktok_pixel_id: s.tiktok_pixel_id ?? '',
  consent_version: s.consent_version,
});
const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

/** Money & marketing settings (issue 17 item 3): referral rewards, tracking ids, the consent text version. */
export function MarketingScreen() {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const settings = useLoad(() => fetchMarketing(locale), locale);
  return (
    <>
      <PageHeading title={t('money:marketing.title')} subtitle={t('money:marketing.subtitle')} />
      <PaymentMethodsSection />
      <LoadFailed load={settings} />
      {settings.data && <MarketingForm settings={settings.data.settings} />}
    </>
  );
}

function MarketingForm({ settings }: { settings: MarketingSettings }) {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const [said, setSaid] = useState<Said>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: toValues(settings),
  });
  const errors = formState.errors;
  const submit = handleSubmit(async (v) => {
    setSaid(null);
    try {
      const { data, message } = await saveMarketing(locale, {
        referral_friend_reward: halalas(v.referral_friend_reward),
        referral_inviter_reward: halalas(v.referral_inviter_reward),
        referral_monthly_cap: wholeOf(v.referral_monthly_cap),
        referral_reward_days: wholeOf(v.referral_reward_days),
        ga4_measurement_id: orNull(v.ga4_measurement_id),
        meta_pixel_id: orNull(v.meta_pixel_id),
        snap_pixel_id: orNull(v.snap_pixel_id),
        tiktok_pixel_id: orNull(v.tiktok_pixel_id),
        consent_version: v.consent_version,
      });
      reset(toValues(data.settings));
      setSaid({ kind: 'ok', text: message });
    } catch (error) {
      setSaid({ kind: 'error', text: applyServerErrors(error, setError).message ?? t('money:failed') });
    }
  });
  const field = (key: keyof Values, hint?: string, inputMode?: 'decimal' | 'numeric') => (
    <FormField label={t(`money:marketing.${key}`)} error={errors[key]} hint={hint}>
      {(a11y) => (
        <input {...a11y} {...register(key)} inputMode={inputMode} dir="ltr" className={adminInputClass} />
      )}
    </FormField>
  );
  const section = 'rounded-2xl border border-sand-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900';
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-5">
      <fieldset className={section}>
        <legend className="px-1 text-lg font-bold">{t('money:marketing.referrals')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {field('referral_friend_reward', t('money:sar_hint'), 'decimal')}
          {field('referral_inviter_reward', t('money:sar_hint'), 'decimal')}
          {field('referral_monthly_cap', undefined, 'numeric')}
          {field('referral_reward_days', undefined, 'numeric')}
        </div>
      </fieldset>
      <fieldset className={section}>
        <legend className="px-1 text-lg font-bold">{t('money:marketing.tracking')}</legend>
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">
          {t('money:marketing.tracking_hint')}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          {field('ga4_measurement_id', 'G-XXXXXXX')}
          {field('meta_pixel_id')}
          {field('snap_pixel_id')}
          {field('tiktok_pixel_id')}
          {field('consent_version', t('money:marketing.consent_hint'))}
        </div>
      </fieldset>
      <StatusLine said={said} />
      <div>
        <Button type="submit" disabled={formState.isSubmitting}>
          {t('money:save')}
        </Button>
      </div>
    </form>
  );
}
