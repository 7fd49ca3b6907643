import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { marketingOfferRules, messageRules, withoutLinks } from '@hajz/contracts/message-rules';
import type { MarketingOffer, MessagingSettingsResponse } from '@hajz/contracts/admin-messaging';
import { Button } from '~/components/ui/button';
import { PageHeading } from '~/components/page-heading';
import { adminInputClass, FormField } from '~/admin-kit/form-field';
import { applyServerErrors } from '~/admin-kit/server-errors';
import { useLoad } from '~/admin-kit/use-load';
import { StatusLine, type Said } from '~/admin-kit/status-line';
import { LoadFailed } from '~/admin-kit/load-failed';
import { dateIn } from '~/admin-kit/zoned';
import { formatInstantDate, formatInstantTime } from '~/lib/dates';
import { formatNumber, isolateLtr } from '~/lib/money';
import { useRootData } from '~/lib/root-data';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import {
  fetchCappedToday,
  fetchMessagingSettings,
  fetchOffers,
  saveMessagingSettings,
  sendOffer,
} from '../api';

const section = 'rounded-2xl border border-sand-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900';

/**
 * The owner's messaging screen (issue 29, ADR 0065): the WhatsApp → SMS fallback minutes, the marketing offer (whom
 * it will reach before it goes, how many it reached), and who reached today's message cap.
 */
export function MessagingScreen() {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const settings = useLoad(() => fetchMessagingSettings(locale), locale);
  return (
    <>
      <PageHeading title={t('messaging:title')} subtitle={t('messaging:subtitle')} />
      <div className="flex flex-col gap-5">
        <LoadFailed load={settings} />
        {settings.data && <FallbackForm settings={settings.data.settings} />}
        <OfferSection />
        <CapsSection />
      </div>
    </>
  );
}

const minutesSchema = z.object({
  minutes: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, { message: 'messaging:fallback.invalid' })
    .refine((v) => Number(v) >= 1 && Number(v) <= 1440, { message: 'messaging:fallback.invalid' }),
});

function FallbackForm({ settings }: { settings: MessagingSettingsResponse['settings'] }) {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const [said, setSaid] = useState<Said>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<z.infer<typeof minutesSchema>>({
    resolver: zodResolver(minutesSchema),
    defaultValues: { minutes: String(settings.whatsapp_fallback_minutes) },
  });
  const submit = handleSubmit(async (v) => {
    setSaid(null);
    try {
      const { data, message } = await saveMessagingSettings(locale, {
        whatsapp_fallback_minutes: Number(v.minutes),
      });
      reset({ minutes: String(data.settings.whatsapp_fallback_minutes) });
      setSaid({ kind: 'ok', text: message });
    } catch (error) {
      const server = applyServerErrors(error, setError, (f) =>
        f === 'whatsapp_fallback_minutes' ? 'minutes' : null,
      );
      setSaid({ kind: 'error', text: server.message ?? t('messaging:failed') });
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className={section} aria-labelledby="fallback-title">
      <h2 id="fallback-title" className="mb-1 text-lg font-bold">
        {t('messaging:fallback.title')}
      </h2>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">
        {t(settings.whatsapp_enabled ? 'messaging:fallback.hint' : 'messaging:fallback.whatsapp_off')}
      </p>
      <div className="max-w-xs">
        <FormField
          label={t('messaging:fallback.minutes')}
          error={formState.errors.minutes}
          hint={t('messaging:fallback.minutes_hint')}
        >
          {(a11y) => (
            <input
              {...a11y}
              {...register('minutes')}
              inputMode="numeric"
              dir="ltr"
              className={adminInputClass}
              data-testid="fallback-minutes"
            />
          )}
        </FormField>
      </div>
      <StatusLine said={said} />
      <Button type="submit" disabled={formState.isSubmitting}>
        {t('messaging:save')}
      </Button>
    </form>
  );
}

const offerText = z
  .string()
  .transform((v) => v.replace(/\s+/g, ' ').trim())
  .pipe(
    z
      .string()
      .min(marketingOfferRules.minLength, { message: 'messaging:offer.length' })
      .max(marketingOfferRules.maxLength, { message: 'messaging:offer.length' })
      .refine((v) => withoutLinks(v) === v, { message: 'messaging:offer.link' }),
  );
const offerSchema = z.object({ text_en: offerText, text_ar: offerText });

function OfferSection() {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const offers = useLoad(() => fetchOffers(locale), locale);
  const [said, setSaid] = useState<Said>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<
    z.input<typeof offerSchema>,
    unknown,
    z.output<typeof offerSchema>
  >({ resolver: zodResolver(offerSchema), defaultValues: { text_en: '', text_ar: '' } });
  const reach = offers.data?.reach;
  const n = (v: number) => formatNumber(v, locale);
  const submit = handleSubmit(async (v) => {
    setSaid(null);
    try {
      const { message } = await sendOffer(locale, v);
      reset({ text_en: '', text_ar: '' });
      setSaid({ kind: 'ok', text: message });
      await offers.reload();
    } catch (error) {
      setSaid({ kind: 'error', text: applyServerErrors(error, setError).message ?? t('messaging:failed') });
    }
  });
  const area = (key: 'text_en' | 'text_ar', dir: 'ltr' | 'rtl') => (
    <FormField
      label={t(`messaging:offer.${key}`)}
      error={formState.errors[key]}
      hint={t('messaging:offer.text_hint', { max: n(marketingOfferRules.maxLength) })}
    >
      {(a11y) => (
        <textarea
          {...a11y}
          {...register(key)}
          dir={dir}
          rows={3}
          maxLength={marketingOfferRules.maxLength + 20}
          className={adminInputClass}
        />
      )}
    </FormField>
  );
  return (
    <section className={section} aria-labelledby="offer-title">
      <h2 id="offer-title" className="mb-1 text-lg font-bold">
        {t('messaging:offer.title')}
      </h2>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">{t('messaging:offer.hint')}</p>
      <LoadFailed load={offers} />
      {reach && (
        <p className="mb-3 font-medium" data-testid="offer-reach">
          {t('messaging:offer.reach', { count: reach.reach, n: n(reach.reach) })}{' '}
          <span className="text-sm font-normal text-slate-600 dark:text-slate-300">
            {t('messaging:offer.excluded', {
              opted_out: n(reach.opted_out),
              at_cap: n(reach.at_cap),
            })}
          </span>
        </p>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 md:grid-cols-2">
          {area('text_en', 'ltr')}
          {area('text_ar', 'rtl')}
        </div>
        <StatusLine said={said} />
        {reach && !reach.can_send && (
          <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="offer-sent-today">
            {t('messaging:offer.sent_today')}
          </p>
        )}
        <div>
          <Button
            type="submit"
            disabled={formState.isSubmitting || !reach || !reach.can_send || reach.reach === 0}
          >
            {reach
              ? t('messaging:offer.send', { count: reach.reach, n: n(reach.reach) })
              : t('messaging:offer.send_plain')}
          </Button>
        </div>
      </form>
      {offers.data && offers.data.offers.length > 0 && <OfferHistory offers={offers.data.offers} />}
    </section>
  );
}

function OfferHistory({ offers }: { offers: MarketingOffer[] }) {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const timeZone = useRootData()?.business.timezone ?? 'Asia/Riyadh';
  const n = (v: number) => formatNumber(v, locale);
  return (
    <div className="mt-5">
      <h3 className="mb-2 font-bold">{t('messaging:offer.history')}</h3>
      <ul className="flex flex-col gap-2">
        {offers.map((o) => (
          <li
            key={o.id}
            className="rounded-xl border border-sand-200 p-3 dark:border-slate-700"
            data-testid="offer-item"
          >
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {formatInstantDate(o.created_at, timeZone, locale)} ·{' '}
              {formatInstantTime(o.created_at, timeZone, locale)}
            </p>
            <p className="break-words">{locale === 'ar' ? o.text_ar : o.text_en}</p>
            <p className="text-sm" data-testid="offer-counts">
              {t('messaging:offer.counts', { sent: n(o.sent), reach: n(o.reach), skipped: n(o.skipped) })}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

function CapsSection() {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const timeZone = useRootData()?.business.timezone ?? 'Asia/Riyadh';
  const day = dateIn(new Date(), timeZone);
  const caps = useLoad(() => fetchCappedToday(locale, day), `${locale}:${day}`);
  const n = (v: number) => formatNumber(v, locale);
  const rows = caps.data?.recipients ?? [];
  return (
    <section className={section} aria-labelledby="caps-title">
      <h2 id="caps-title" className="mb-1 text-lg font-bold">
        {t('messaging:caps.title')}
      </h2>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-300" data-testid="caps-rule">
        {t('messaging:caps.rule', {
          count: messageRules.perRecipientPerDay,
          n: n(messageRules.perRecipientPerDay),
        })}
      </p>
      <LoadFailed load={caps} />
      {caps.data && rows.length === 0 && <p data-testid="caps-none">{t('messaging:caps.none')}</p>}
      {rows.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-start text-sm" data-testid="caps-table">
            <caption className="sr-only">{t('messaging:caps.title')}</caption>
            <thead>
              <tr className="border-b border-sand-200 dark:border-slate-700">
                <th scope="col" className="py-2 pe-3 text-start">
                  {t('messaging:caps.mobile')}
                </th>
                <th scope="col" className="py-2 pe-3 text-end">
                  {t('messaging:caps.sent')}
                </th>
                <th scope="col" className="py-2 pe-3 text-end">
                  {t('messaging:caps.refused')}
                </th>
                <th scope="col" className="py-2 text-start">
                  {t('messaging:caps.last')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.mobile} className="border-b border-sand-100 dark:border-slate-800">
                  <td className="py-2 pe-3">{isolateLtr(`+${r.mobile}`)}</td>
                  <td className="py-2 pe-3 text-end">{n(r.sent)}</td>
                  <td className="py-2 pe-3 text-end">{n(r.refused)}</td>
                  <td className="py-2">
                    {r.last_refused_kind
                      ? `${t(`messaging:caps.kind.${r.last_refused_kind}`)}${
                          r.last_refused_at
                            ? ` · ${formatInstantTime(r.last_refused_at, timeZone, locale)}`
                            : ''
                        }`
                      : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
