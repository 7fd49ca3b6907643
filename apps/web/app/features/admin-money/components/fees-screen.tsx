import { useState } from 'react';
import { z } from 'zod';
import type { AdminServiceFee, AdminZone } from '@hajz/contracts/admin-money';
import { halalasToSar } from '@hajz/contracts/sar-input';
import { Button } from '~/components/ui/button';
import { PageHeading } from '~/components/page-heading';
import { formatMoney, formatNumber } from '~/lib/money';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import { useLoad } from '~/admin-kit/use-load';
import { fetchFees, saveFee, saveZone } from '../api';
import {
  halalas,
  halalasOrNull,
  name,
  optionalSar,
  optionalWhole,
  sar,
  whole,
  wholeOf,
  wholeOrNull,
} from '../form-values';
import { RecordForm } from './record-form';
import { AdminList } from '~/admin-kit/admin-list';

const card = 'rounded-2xl border border-sand-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900';
const description = z.string().trim().max(500, { message: 'money:form.description' });
const sort = whole(0, 10_000, 'money:form.sort');

const feeSchema = z.object({
  name_en: name,
  name_ar: name,
  description_en: description,
  description_ar: description,
  price: sar,
  sort,
  active: z.boolean(),
});
const zoneSchema = z.object({
  name_en: name,
  name_ar: name,
  fee: sar,
  min_order: optionalSar,
  free_above: optionalSar,
  travel_minutes: whole(0, 240, 'money:form.travel_minutes'),
  radius_metres: optionalWhole(100, 200_000, 'money:form.radius'),
  sort,
  active: z.boolean(),
});

/** Service fees and delivery / home-visit zones (issue 17 item 3, ADR 0023): each listed, each editable. */
export function FeesScreen() {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const list = useLoad(() => fetchFees(locale), locale);
  const [open, setOpen] = useState<string | null>(null);
  const toggle = (key: string, label: string) => (
    <Button
      variant="secondary"
      aria-expanded={open === key}
      aria-label={label}
      onClick={() => setOpen(open === key ? null : key)}
    >
      {t('money:edit')}
    </Button>
  );

  const feeForm = (f: AdminServiceFee) => (
    <RecordForm
      title={t('money:fees.edit_named', { name: locale === 'ar' ? f.name_ar : f.name_en })}
      schema={feeSchema}
      defaults={{ ...f, price: halalasToSar(f.price), sort: String(f.sort) }}
      fields={[
        { name: 'name_en', label: t('money:name_en'), dir: 'ltr' },
        { name: 'name_ar', label: t('money:name_ar'), dir: 'rtl' },
        { name: 'description_en', label: t('money:description_en'), kind: 'textarea', dir: 'ltr' },
        { name: 'description_ar', label: t('money:description_ar'), kind: 'textarea', dir: 'rtl' },
        { name: 'price', label: t('money:fees.price'), hint: t('money:sar_hint'), kind: 'decimal' },
        { name: 'sort', label: t('money:sort'), kind: 'numeric' },
        { name: 'active', label: t('money:active'), kind: 'checkbox' },
      ]}
      save={async (v) => {
        const { data, message } = await saveFee(locale, f.id, {
          ...v,
          price: halalas(v.price),
          sort: wholeOf(v.sort),
        });
        replace({ service_fees: list.data!.service_fees.map((x) => (x.id === f.id ? data.service_fee : x)) });
        return message;
      }}
    />
  );
  const zoneForm = (z: AdminZone) => (
    <RecordForm
      title={t('money:fees.edit_named', { name: locale === 'ar' ? z.name_ar : z.name_en })}
      schema={zoneSchema}
      defaults={{
        ...z,
        fee: halalasToSar(z.fee),
        min_order: halalasToSar(z.min_order),
        free_above: z.free_above === null ? '' : halalasToSar(z.free_above),
        travel_minutes: String(z.travel_minutes),
        radius_metres: z.radius_metres === null ? '' : String(z.radius_metres),
        sort: String(z.sort),
      }}
      fields={[
        { name: 'name_en', label: t('money:name_en'), dir: 'ltr' },
        { name: 'name_ar', label: t('money:name_ar'), dir: 'rtl' },
        { name: 'fee', label: t('money:zones.fee'), hint: t('money:sar_hint'), kind: 'decimal' },
        { name: 'min_order', label: t('money:zones.min_order'), hint: t('money:sar_hint'), kind: 'decimal' },
        {
          name: 'free_above',
          label: t('money:zones.free_above'),
          hint: t('money:zones.free_above_hint'),
          kind: 'decimal',
        },
        { name: 'travel_minutes', label: t('money:zones.travel_minutes'), kind: 'numeric' },
        ...(z.kind === 'radius'
          ? [{ name: 'radius_metres' as const, label: t('money:zones.radius'), kind: 'numeric' as const }]
          : []),
        { name: 'sort', label: t('money:sort'), kind: 'numeric' },
        { name: 'active', label: t('money:active'), kind: 'checkbox' },
      ]}
      save={async (v) => {
        const { data, message } = await saveZone(locale, z.id, {
          ...v,
          fee: halalas(v.fee),
          min_order: halalasOrNull(v.min_order) ?? 0,
          free_above: halalasOrNull(v.free_above),
          travel_minutes: wholeOf(v.travel_minutes),
          radius_metres: z.kind === 'radius' ? wholeOrNull(v.radius_metres) : null,
          sort: wholeOf(v.sort),
        });
        replace({ zones: list.data!.zones.map((x) => (x.id === z.id ? data.zone : x)) });
        return message;
      }}
    />
  );
  const replace = (part: Partial<NonNullable<typeof list.data>>) => list.setData({ ...list.data!, ...part });

  return (
    <>
      <PageHeading title={t('money:fees.title')} subtitle={t('money:fees.subtitle')} />
      <AdminList
        load={list}
        isEmpty={(data) => data.service_fees.length === 0 && data.zones.length === 0}
        none={t('money:fees.none')}
      >
        {(data) => (
          <div className="flex flex-col gap-6">
            <section aria-labelledby="fees-heading">
              <h2 id="fees-heading" className="mb-3 text-xl font-bold">
                {t('money:fees.fees')}
              </h2>
              <ul className="flex flex-col gap-3">
                {data.service_fees.map((f) => (
                  <li key={f.id} className={card}>
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <div>
                        <p className="font-semibold">{locale === 'ar' ? f.name_ar : f.name_en}</p>
                        <p className="text-sm text-slate-600 dark:text-slate-300">
                          {formatMoney(f.price, locale)}
                          {f.requires_address && <> · {t('money:fees.home_visit')}</>} ·{' '}
                          {f.active ? t('money:active') : t('money:inactive')}
                        </p>
                      </div>
                      {toggle(
                        `fee-${f.id}`,
                        t('money:fees.edit_named', { name: locale === 'ar' ? f.name_ar : f.name_en }),
                      )}
                    </div>
                    {open === `fee-${f.id}` && feeForm(f)}
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="zones-heading">
              <h2 id="zones-heading" className="mb-3 text-xl font-bold">
                {t('money:zones.title')}
              </h2>
              <ul className="flex flex-col gap-3">
                {data.zones.map((z) => (
                  <li key={z.id} className={card}>
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <div>
                        <p className="font-semibold">
                          {locale === 'ar' ? z.name_ar : z.name_en} · {z.branch_name}
                        </p>
                        <p className="text-sm text-slate-600 dark:text-slate-300">
                          {t('money:zones.summary', {
                            fee: formatMoney(z.fee, locale),
                            minutes: formatNumber(z.travel_minutes, locale),
                          })}{' '}
                          · {z.active ? t('money:active') : t('money:inactive')}
                        </p>
                      </div>
                      {toggle(
                        `zone-${z.id}`,
                        t('money:fees.edit_named', { name: locale === 'ar' ? z.name_ar : z.name_en }),
                      )}
                    </div>
                    {open === `zone-${z.id}` && zoneForm(z)}
                  </li>
                ))}
              </ul>
            </section>
          </div>
        )}
      </AdminList>
    </>
  );
}
