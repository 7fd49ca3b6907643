/**
 * Schedules (issue 17 item 2): a branch's resources (staff, rooms, chairs) with their services, weekly shifts and
 * time off. A change that would leave booked times outside working time lists those bookings before it is saved.
 */
import { useEffect, useRef, useState } from 'react';
import type { AdminResource } from '@hajz/contracts/schedules';
import { PageHeading } from '~/components/page-heading';
import { Button } from '~/components/ui/button';
import { useLocale } from '~/lib/use-locale';
import { useRootData } from '~/lib/root-data';
import { useTranslation } from '~/lib/use-translation';
import { useLoad } from '~/admin-kit/use-load';
import { useStaff } from '~/admin-kit/staff';
import { useStaffBranches } from '~/admin-kit/use-staff-branches';
import { AdminList } from '~/admin-kit/admin-list';
import { fetchResources } from '../api';
import { card, fieldClass, hintClass, labelClass } from '~/admin-kit/form-styles';
import { ResourceForm } from './resource-form';
import { ShiftsForm } from './shifts-form';
import { TimeOffSection } from './time-off-section';

export function SchedulesScreen() {
  const { t } = useTranslation('schedules');
  const { locale } = useLocale();
  const staff = useStaff();
  const timeZone = useRootData()?.business.timezone ?? 'Asia/Riyadh';
  const branches = useStaffBranches();
  const [chosen, setBranchId] = useState<number | null>(
    staff.branch_ids === 'all' ? null : (staff.branch_ids[0] ?? null),
  );
  const branchId = chosen ?? branches[0]?.id ?? null;
  const [open, setOpen] = useState<number | 'new' | null>(null);
  const [said, setSaid] = useState('');
  const editor = useRef<HTMLHeadingElement>(null);

  const list = useLoad(
    () => (branchId === null ? Promise.resolve(null) : fetchResources(locale, branchId)),
    `${locale}/${branchId}`,
  );
  useEffect(() => {
    if (open !== null) editor.current?.focus();
  }, [open]);

  const data = list.data;
  const selected = typeof open === 'number' ? data?.resources.find((r) => r.id === open) : undefined;
  const saved = (resource: AdminResource, message: string) => {
    if (!data) return;
    const others = data.resources.filter((r) => r.id !== resource.id);
    list.setData({ ...data, resources: [...others, resource].sort((a, b) => a.id - b.id) });
    setOpen(resource.id);
    setSaid(message);
  };
  const nameOf = (r: AdminResource) => (locale === 'ar' ? r.name_ar : r.name_en);

  return (
    <>
      <PageHeading title={t('title')} subtitle={t('subtitle', { timezone: timeZone })}>
        {data && (
          <Button onClick={() => setOpen('new')} data-testid="resource-add">
            {t('add')}
          </Button>
        )}
      </PageHeading>
      {branches.length > 1 && (
        <div className="mb-4 max-w-xs">
          <label className={labelClass} htmlFor="schedules-branch">
            {t('branch')}
          </label>
          <select
            id="schedules-branch"
            className={fieldClass}
            value={branchId ?? ''}
            onChange={(e) => {
              setBranchId(Number(e.target.value));
              setOpen(null);
            }}
          >
            {branches.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div role="status" className={said ? 'mb-3 font-semibold' : 'sr-only'} data-testid="schedules-status">
        {said}
      </div>
      <AdminList
        load={list}
        // Without a branch (an owner's branches still on their way) nothing is asked and the answer is null: the
        // list screen keeps its placeholders, so `page` below is never null.
        isEmpty={(page) => !page || page.resources.length === 0}
        none={t('none')}
        fallback={t('load_failed')}
        frame={(body, page) =>
          page && (
            <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
              <section aria-labelledby="resources-title" className={card}>
                <h2 id="resources-title" className="mb-2 text-lg font-semibold">
                  {t('resources')}
                </h2>
                {body}
              </section>
              {open !== null && (open === 'new' || selected) && editorOf(page)}
            </div>
          )
        }
      >
        {(page) =>
          page && (
            <ul className="flex flex-col gap-2" data-testid="resource-list">
              {page.resources.map((r) => (
                <li key={r.id} className="flex flex-wrap items-center justify-between gap-2">
                  <span>
                    <bdi className="font-semibold">{nameOf(r)}</bdi>{' '}
                    <span className={hintClass}>
                      {t(`kinds.${r.kind}`)}
                      {!r.is_active && ` · ${t('inactive')}`}
                      {' · '}
                      {r.shifts.length === 0
                        ? t('follows_branch')
                        : t('shift_count', { count: r.shifts.length })}
                    </span>
                  </span>
                  <Button
                    variant="secondary"
                    onClick={() => setOpen(r.id)}
                    aria-label={`${t('edit')}: ${nameOf(r)}`}
                    aria-pressed={open === r.id}
                  >
                    {t('edit')}
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </AdminList>
    </>
  );

  function editorOf(data: NonNullable<typeof list.data>) {
    return (
      <section
        aria-labelledby="editor-title"
        className={`${card} flex flex-col gap-5`}
        data-testid="resource-editor"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="editor-title" ref={editor} tabIndex={-1} className="text-lg font-semibold">
            {selected ? nameOf(selected) : t('details.title_new')}
          </h2>
          <Button variant="ghost" onClick={() => setOpen(null)}>
            {t('details.cancel')}
          </Button>
        </div>
        <ResourceForm
          key={selected ? `${selected.id}` : 'new'}
          branchId={data.branch_id}
          resource={selected ?? null}
          services={data.services}
          timeZone={timeZone}
          onSaved={saved}
        />
        {selected && (
          <>
            <ShiftsForm
              key={`shifts-${selected.id}-${JSON.stringify(selected.shifts)}`}
              resource={selected}
              branchHours={data.branch_hours}
              timeZone={timeZone}
              onSaved={saved}
            />
            <TimeOffSection resource={selected} timeZone={timeZone} onSaved={saved} />
          </>
        )}
      </section>
    );
  }
}
