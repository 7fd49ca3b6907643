import { useState } from 'react';
import { z } from 'zod';
import type { AdminCustomerClass } from '@hajz/contracts/admin-money';
import { halalasToSar } from '@hajz/contracts/sar-input';
import { Button } from '~/components/ui/button';
import { PageHeading } from '~/components/page-heading';
import { formatMoney, formatNumber } from '~/lib/money';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import { useLoad } from '~/admin-kit/use-load';
import { fetchLoyalty, saveClass, savePoints } from '../api';
import { halalas, name, optionalWhole, sar, whole, wholeOf, wholeOrNull } from '../form-values';
import { RecordForm } from './record-form';
import { AdminList } from '~/admin-kit/admin-list';

const card = 'rounded-2xl border border-sand-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900';
const text = (max: number) =>
  z.string().trim().min(1, { message: 'money:form.text' }).max(max, { message: 'money:form.text' });
const classSchema = z.object({
  name_en: name,
  name_ar: name,
  description_en: text(500),
  description_ar: text(500),
  details_en: text(2000),
  details_ar: text(2000),
  min_spend: sar,
  extra_discount_percent: optionalWhole(0, 100, 'money:form.percent_0'),
  sort: whole(0, 10_000, 'money:form.sort'),
});
const pointsSchema = z.object({
  points_per_sar: whole(0, 100, 'money:form.points_per_sar'),
  point_value: whole(1, 10_000, 'money:form.point_value'),
});

/** Loyalty classes and the points rate (issue 17 item 3). */
export function LoyaltyScreen() {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const list = useLoad(() => fetchLoyalty(locale), locale);
  const [open, setOpen] = useState<number | null>(null);
  const named = (c: AdminCustomerClass) => (locale === 'ar' ? c.name_ar : c.name_en);

  return (
    <>
      <PageHeading title={t('money:loyalty.title')} subtitle={t('money:loyalty.subtitle')} />
      <AdminList
        load={list}
        isEmpty={(data) => data.classes.length === 0}
        none={t('money:loyalty.none')}
        frame={(body, data) => (
          <div className="flex flex-col gap-6">
            <section aria-labelledby="points-heading" className={card}>
              <h2 id="points-heading" className="text-xl font-bold">
                {t('money:loyalty.points')}
              </h2>
              <RecordForm
                title={t('money:loyalty.points')}
                schema={pointsSchema}
                defaults={{
                  points_per_sar: String(data.points.points_per_sar),
                  point_value: String(data.points.point_value),
                }}
                fields={[
                  { name: 'points_per_sar', label: t('money:loyalty.points_per_sar'), kind: 'numeric' },
                  {
                    name: 'point_value',
                    label: t('money:loyalty.point_value'),
                    hint: t('money:loyalty.point_value_hint'),
                    kind: 'numeric',
                  },
                ]}
                save={async (v) => {
                  const body = {
                    points_per_sar: wholeOf(v.points_per_sar),
                    point_value: wholeOf(v.point_value),
                  };
                  const { data, message } = await savePoints(locale, body);
                  list.setData({ ...list.data!, points: data });
                  return message;
                }}
              />
            </section>
            <section aria-labelledby="classes-heading">
              <h2 id="classes-heading" className="mb-3 text-xl font-bold">
                {t('money:loyalty.classes')}
              </h2>
              {body}
            </section>
          </div>
        )}
      >
        {(data) => (
          <ul className="flex flex-col gap-3">
            {data.classes.map((c) => (
              <li key={c.id} className={card}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div>
                    <p className="font-semibold">{named(c)}</p>
                    <p className="text-sm text-slate-600 dark:text-slate-300">
                      {t('money:loyalty.from_spend', { amount: formatMoney(c.min_spend, locale) })}
                      {c.extra_discount_percent !== null && (
                        <>
                          {' '}
                          ·{' '}
                          {t('money:loyalty.discount', {
                            n: formatNumber(c.extra_discount_percent, locale),
                          })}
                        </>
                      )}
                    </p>
                  </div>
                  <Button
                    variant="secondary"
                    aria-expanded={open === c.id}
                    aria-label={t('money:fees.edit_named', { name: named(c) })}
                    onClick={() => setOpen(open === c.id ? null : c.id)}
                  >
                    {t('money:edit')}
                  </Button>
                </div>
                {open === c.id && (
                  <RecordForm
                    title={t('money:fees.edit_named', { name: named(c) })}
                    schema={classSchema}
                    defaults={{
                      ...c,
                      min_spend: halalasToSar(c.min_spend),
                      extra_discount_percent:
                        c.extra_discount_percent === null ? '' : String(c.extra_discount_percent),
                      sort: String(c.sort),
                    }}
                    fields={[
                      { name: 'name_en', label: t('money:name_en'), dir: 'ltr' },
                      { name: 'name_ar', label: t('money:name_ar'), dir: 'rtl' },
                      {
                        name: 'description_en',
                        label: t('money:description_en'),
                        kind: 'textarea',
                        dir: 'ltr',
                      },
                      {
                        name: 'description_ar',
                        label: t('money:description_ar'),
                        kind: 'textarea',
                        dir: 'rtl',
                      },
                      {
                        name: 'details_en',
                        label: t('money:loyalty.details_en'),
                        kind: 'textarea',
                        dir: 'ltr',
                      },
                      {
                        name: 'details_ar',
                        label: t('money:loyalty.details_ar'),
                        kind: 'textarea',
                        dir: 'rtl',
                      },
                      {
                        name: 'min_spend',
                        label: t('money:loyalty.min_spend'),
                        hint: t('money:sar_hint'),
                        kind: 'decimal',
                      },
                      {
                        name: 'extra_discount_percent',
                        label: t('money:loyalty.extra_discount'),
                        hint: t('money:loyalty.extra_discount_hint'),
                        kind: 'numeric',
                      },
                      { name: 'sort', label: t('money:sort'), kind: 'numeric' },
                    ]}
                    save={async (v) => {
                      const { data, message } = await saveClass(locale, c.id, {
                        ...v,
                        min_spend: halalas(v.min_spend),
                        extra_discount_percent: wholeOrNull(v.extra_discount_percent),
                        sort: wholeOf(v.sort),
                      });
                      list.setData({
                        ...list.data!,
                        classes: list.data!.classes.map((x) => (x.id === c.id ? data.class : x)),
                      });
                      return message;
                    }}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </AdminList>
    </>
  );
}
