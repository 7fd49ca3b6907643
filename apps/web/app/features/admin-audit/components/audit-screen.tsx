import { useSearchParams } from 'react-router';
import { auditRecordKinds, type AuditEntry } from '@hajz/contracts/staff';
import { formatInstantDate, formatInstantTime } from '~/lib/dates';
import { useLocale } from '~/lib/use-locale';
import { useRootData } from '~/lib/root-data';
import { useTranslation } from '~/lib/use-translation';
import { LocalizedLink } from '~/components/ui/localized-link';
import { PageHeading } from '~/components/page-heading';
import { adminGet } from '~/admin-kit/api';
import { useLoad } from '~/admin-kit/use-load';
import { AdminList } from '~/admin-kit/admin-list';
import { auditChanges, fieldLabel, type AuditContext, type AuditNames } from '../audit-changes';

type AuditPage = { entries: AuditEntry[]; names: AuditNames; page: number; has_more: boolean };
const entities = [...auditRecordKinds, 'business_settings'] as const;

/** Who did what at the desk (issue 16): the owner sees every branch's entries, a manager their branches'. */
export function AuditScreen() {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const timeZone = useRootData()?.business.timezone ?? 'Asia/Riyadh';
  const [params, setParams] = useSearchParams();
  const entity = params.get('entity') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const log = useLoad(
    () => adminGet<AuditPage>(locale, '/admin/audit-log', { entity: entity || undefined, page }),
    `${locale}?${params.toString()}`,
  );
  const go = (next: { entity?: string; page?: number }) => {
    const e = next.entity ?? entity;
    const p = next.page ?? 1;
    setParams({ ...(e ? { entity: e } : {}), ...(p > 1 ? { page: String(p) } : {}) });
  };
  const link = (e: AuditEntry) =>
    e.order_id !== null
      ? `/admin/bookings/${e.order_id}`
      : e.entity === 'customer'
        ? `/admin/customers/${e.entity_id}`
        : null;
  /** What people call the entry's record: a booking's number and customer, a service's name; null for "all". */
  const recordName = (e: AuditEntry, names: AuditNames) => {
    if (!/^\d+$/.test(e.entity_id) || e.entity === 'business_settings') return null;
    return (
      (names as Record<string, Record<string, string> | undefined>)[e.entity]?.[e.entity_id] ??
      t('audit.removed_record', { id: e.entity_id })
    );
  };

  return (
    <>
      <PageHeading title={t('audit.title')} subtitle={t('audit.subtitle')} />
      <label className="mb-4 flex max-w-xs flex-col gap-1 text-sm font-medium">
        {t('audit.entity')}
        <select
          value={entity}
          onChange={(e) => go({ entity: e.target.value })}
          className="min-h-11 rounded-xl border border-slate-400 bg-white px-3 py-2 text-base dark:border-slate-600 dark:bg-slate-950"
        >
          <option value="">{t('bookings.any')}</option>
          {entities.map((e) => (
            <option key={e} value={e}>
              {t(`audit.entities.${e}`)}
            </option>
          ))}
        </select>
      </label>
      <AdminList
        load={log}
        pages={{ page, hasMore: (data) => data.has_more, onPage: (p) => go({ page: p }) }}
        isEmpty={(data) => data.entries.length === 0}
        none={t('audit.none')}
      >
        {(data) => (
          <ol className="flex flex-col gap-3" data-testid="audit-entries">
            {data.entries.map((e) => {
              const to = link(e);
              const name = recordName(e, data.names);
              const context: AuditContext = { t, locale, timeZone, names: data.names, action: e.action };
              const changes = auditChanges(e, context);
              return (
                <li
                  key={e.id}
                  className="rounded-2xl border border-sand-200 bg-white p-4 text-sm dark:border-slate-700 dark:bg-slate-900"
                >
                  <p className="font-semibold">
                    {t(`audit.actions.${e.action}`, { defaultValue: t('audit.changed') })}
                  </p>
                  <p className="text-slate-700 dark:text-slate-200">
                    {t(`audit.entities.${e.entity}`, { defaultValue: t('audit.fields.other') })}
                    {name ? (
                      <>
                        {': '}
                        {to ? (
                          <LocalizedLink to={to} className="text-brand-700 underline dark:text-brand-100">
                            <bdi>{name}</bdi>
                          </LocalizedLink>
                        ) : (
                          <bdi>{name}</bdi>
                        )}
                      </>
                    ) : null}
                  </p>
                  <p className="text-slate-600 dark:text-slate-300">
                    <bdi>{e.actor_name || t('audit.someone')}</bdi> ·{' '}
                    {formatInstantDate(e.created_at, timeZone, locale)}{' '}
                    {formatInstantTime(e.created_at, timeZone, locale)}
                  </p>
                  <details className="mt-2">
                    <summary className="cursor-pointer text-brand-700 dark:text-brand-100">
                      {t('audit.details')}
                    </summary>
                    {changes.length === 0 ? (
                      <p className="mt-2">{t('audit.no_changes')}</p>
                    ) : (
                      <dl className="mt-2 flex flex-col gap-2" data-testid="audit-changes">
                        {changes.map((c) => (
                          <div key={c.field} className="rounded-xl bg-sand-50 p-2 dark:bg-slate-800">
                            <dt className="font-medium">{fieldLabel(c.field, t)}</dt>
                            {c.before.length > 0 ? (
                              <dd className="break-words">
                                <span className="text-slate-600 dark:text-slate-300">
                                  {t('audit.before')}:{' '}
                                </span>
                                {c.before.map((line, i) => (
                                  <span key={i} className="block">
                                    <bdi>{line}</bdi>
                                  </span>
                                ))}
                              </dd>
                            ) : null}
                            {c.after.length > 0 ? (
                              <dd className="break-words">
                                <span className="text-slate-600 dark:text-slate-300">
                                  {t('audit.after')}:{' '}
                                </span>
                                {c.after.map((line, i) => (
                                  <span key={i} className="block">
                                    <bdi>{line}</bdi>
                                  </span>
                                ))}
                              </dd>
                            ) : null}
                          </div>
                        ))}
                      </dl>
                    )}
                  </details>
                </li>
              );
            })}
          </ol>
        )}
      </AdminList>
    </>
  );
}
