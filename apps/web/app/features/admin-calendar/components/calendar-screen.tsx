/**
 * The front desk's calendar (issue 16 item 3): a branch's resources side by side over a day, 3 days or a week, in the
 * business's time; filters by resource type, staff and status; a booking opens its details and the form that moves it
 * (the keyboard way), or is dragged to another time or resource — a refused move snaps back and says why; a new
 * walk-in or phone booking. A staff member sees their own column and cannot move bookings. A booking page's Move
 * opens it at `?branch_id=&date=&open=<booking number>`: that day, with that booking's details and move form.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CalendarBooking, CalendarResponse, ResourceKind } from '@hajz/contracts/desk';
import { PageHeading } from '~/components/page-heading';
import { Button } from '~/components/ui/button';
import { LoadError } from '~/components/ui/load-error';
import { Skeleton } from '~/components/ui/skeleton';
import { ApiError } from '~/lib/api-client';
import { useRootData } from '~/lib/root-data';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import { useStaff } from '~/admin-kit/staff';
import { askedDay, BranchSelect, DayStepper, useDayBranch } from '~/admin-kit/day-filters';
import { useServerState } from '~/lib/use-server-state';
import { fetchCalendar, moveBooking } from '../api';
import { addDays, isoFromCalendar, offsetIn, wallOf } from '~/admin-kit/zoned';
import { BookingDialog, type MoveRequest } from './booking-dialog';
import { NewBookingDialog } from './new-booking-dialog';
import { ResourceCalendar } from './resource-calendar';
import { OutsideHours } from './outside-hours';
import { useGridEvents, type Status } from './use-grid-events';
import { fieldClass, labelClass } from '~/admin-kit/form-styles';

const spans = [
  { days: 1, key: 'day' },
  { days: 3, key: 'three_days' },
  { days: 7, key: 'week' },
] as const;

const reasonOf = (e: unknown) =>
  e instanceof ApiError
    ? [e.envelope.message, ...Object.values(e.envelope.errors ?? {}).flat()].filter(Boolean).join(' ')
    : String(e);

export function CalendarScreen() {
  const { t } = useTranslation('desk');
  const { locale } = useLocale();
  const staff = useStaff();
  const timezone = useRootData()?.business.timezone ?? 'Asia/Riyadh';
  const desk = staff.role !== 'staff';
  const [search] = useSearchParams();
  const { branches, branchId, setBranchId } = useDayBranch(Number(search.get('branch_id')) || null);
  const [days, setDays] = useState<1 | 3 | 7>(1);
  const [date, setDate] = useState(() => askedDay(search.get('date'), timezone));
  // The booking a Move link asked for, opened once its day has loaded.
  const [wanted, setWanted] = useState(() => search.get('open'));
  const [kind, setKind] = useState<'all' | ResourceKind>('all');
  const [only, setOnly] = useState<number | 'all'>('all');
  const [status, setStatus] = useState<Status>('all');
  const [open, setOpen] = useState<CalendarBooking | null>(null);
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState('');
  const [refused, setRefused] = useState('');

  // The one server-state hook (lib/use-server-state.ts): a newer branch, date or span always wins over a slow answer.
  const calendar = useServerState<CalendarResponse | null>(
    () =>
      branchId === null
        ? Promise.resolve(null)
        : fetchCalendar(locale, { branch_id: branchId, from: date, to: addDays(date, days - 1) }),
    `${locale}/${branchId}/${date}/${days}`,
  );
  const { data, reload: load } = calendar;
  useEffect(() => {
    if (!wanted || !data) return;
    setWanted(null);
    const found = data.bookings.find((b) => b.order_number === wanted);
    if (found) setOpen(found);
  }, [wanted, data]);
  const error = calendar.error ? calendar.error.message || t('load_failed') : null;

  const offset = offsetIn(new Date(`${date}T12:00:00Z`), data?.timezone ?? timezone);
  const name = useCallback(
    (r: { name_en: string; name_ar: string }) => (locale === 'ar' ? r.name_ar : r.name_en),
    [locale],
  );

  const shown = useMemo(
    () =>
      (data?.resources ?? []).filter(
        (r) => (kind === 'all' || r.kind === kind) && (only === 'all' || r.id === only),
      ),
    [data, kind, only],
  );

  const { events, outside } = useGridEvents(data, status, desk);

  const [slotMin, slotMax] = useMemo(() => {
    // The working hours, and every booking outside them: a booking left outside is on the grid to be moved.
    const times = [
      ...(data?.resources ?? []).flatMap((r) =>
        r.shifts.map((s) => [wallOf(s.start_at), wallOf(s.end_at)] as const),
      ),
      ...(data?.bookings ?? []).map((b) => [wallOf(b.start_at), wallOf(b.end_at)] as const),
    ];
    if (times.length === 0) return ['08:00', '22:00'];
    const min = times.reduce((m, [s]) => (s.time < m ? s.time : m), '23:59');
    const max = times.reduce((m, [s, e]) => {
      const end = e.date > s.date ? '24:00' : e.time;
      return end > m ? end : m;
    }, '00:00');
    return [
      `${min.slice(0, 2)}:00`,
      max.slice(3) === '00' ? max : `${String(Number(max.slice(0, 2)) + 1).padStart(2, '0')}:00`,
    ];
  }, [data]);

  const move = useCallback(
    async (request: MoveRequest): Promise<string | null> => {
      setRefused('');
      setNotice(t('moving'));
      try {
        const { bookings } = await moveBooking(locale, request.booking.order_product_id, {
          start_at: request.start_at,
          ...(request.resource_id ? { resource_id: request.resource_id } : {}),
          ...(request.from_resource_id ? { from_resource_id: request.from_resource_id } : {}),
          outside_shift: request.outside_shift,
        });
        const moved = bookings[0];
        setNotice(
          moved
            ? t('moved', {
                service: locale === 'ar' ? moved.service.name_ar : moved.service.name_en,
                date: wallOf(moved.start_at).date,
                time: wallOf(moved.start_at).time,
              })
            : '',
        );
        await load();
        return null;
      } catch (e) {
        const reason = reasonOf(e);
        setNotice('');
        setRefused(reason);
        return reason;
      }
    },
    [load, locale, t],
  );

  return (
    <>
      <PageHeading title={t('title')} subtitle={t('subtitle', { timezone: data?.timezone ?? timezone })}>
        {desk && data && (
          <Button onClick={() => setCreating(true)} data-testid="new-booking">
            {t('new_booking')}
          </Button>
        )}
      </PageHeading>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <BranchSelect
          branches={branches}
          value={branchId}
          onChange={(id) => {
            setBranchId(id);
            setOnly('all');
          }}
        />
        <fieldset className="flex items-center gap-1">
          <legend className="sr-only">{t('view')}</legend>
          {spans.map((s) => (
            <Button
              key={s.days}
              variant={days === s.days ? 'primary' : 'secondary'}
              aria-pressed={days === s.days}
              onClick={() => setDays(s.days)}
            >
              {t(`views.${s.key}`)}
            </Button>
          ))}
        </fieldset>
        <DayStepper date={date} onChange={setDate} timeZone={data?.timezone ?? timezone} step={days} />
      </div>
      <fieldset className="mb-4 flex flex-wrap gap-3">
        <legend className="sr-only">{t('filters')}</legend>
        <label className={labelClass}>
          {t('kind')}
          <select
            className={fieldClass}
            value={kind}
            onChange={(e) => setKind(e.target.value as typeof kind)}
          >
            {(['all', 'staff', 'room', 'chair'] as const).map((k) => (
              <option key={k} value={k}>
                {t(`kinds.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={labelClass}>
          {t('resource')}
          <select
            className={fieldClass}
            value={only}
            onChange={(e) => setOnly(e.target.value === 'all' ? 'all' : Number(e.target.value))}
          >
            <option value="all">{t('all_resources')}</option>
            {(data?.resources ?? []).map((r) => (
              <option key={r.id} value={r.id}>
                {name(r)}
              </option>
            ))}
          </select>
        </label>
        <label className={labelClass}>
          {t('status')}
          <select className={fieldClass} value={status} onChange={(e) => setStatus(e.target.value as Status)}>
            {(['all', 'confirmed', 'arrived', 'completed'] as const).map((s) => (
              <option key={s} value={s}>
                {t(`statuses.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      <p role="status" aria-live="polite" className="mb-2 min-h-6 text-sm" data-testid="calendar-notice">
        {notice}
      </p>
      {refused && (
        <p
          role="alert"
          className="mb-3 rounded-xl bg-red-50 p-3 text-red-900 dark:bg-red-950 dark:text-red-100"
          data-testid="calendar-refused"
        >
          {refused}
        </p>
      )}
      <OutsideHours bookings={outside} onOpen={setOpen} />
      {error ? (
        <LoadError message={error} retryLabel={t('retry')} onRetry={() => void load()} />
      ) : !data ? (
        <div role="status" aria-label={t('loading')}>
          <Skeleton className="h-96 w-full" />
        </div>
      ) : shown.length === 0 ? (
        <p className="rounded-2xl bg-sand-100 p-4 dark:bg-slate-800">{t('no_resources')}</p>
      ) : (
        <>
          <p className="mb-2 text-sm text-slate-700 dark:text-slate-300">{t('legend')}</p>
          <div className="rounded-2xl border border-sand-200 bg-white dark:border-slate-700 dark:bg-slate-900">
            <ResourceCalendar
              label={t('title')}
              resources={shown.map((r) => ({ id: r.id, title: name(r) }))}
              events={events}
              date={date}
              days={days}
              offset={offset}
              locale={locale}
              slotMin={slotMin}
              slotMax={slotMax}
              onOpen={setOpen}
              onDrop={async (drop) =>
                // Let go where it was (a click the grid read as a drag): nothing to ask the server.
                (isoFromCalendar(drop.start, offset) === drop.booking.start_at &&
                  (drop.toResource === null || drop.toResource === drop.fromResource)) ||
                (await move({
                  booking: drop.booking,
                  start_at: isoFromCalendar(drop.start, offset),
                  ...(drop.toResource !== null && drop.toResource !== drop.fromResource
                    ? { resource_id: drop.toResource, from_resource_id: drop.fromResource ?? undefined }
                    : {}),
                  outside_shift: false,
                })) === null
              }
            />
          </div>
        </>
      )}
      {open && data && (
        <BookingDialog
          booking={open}
          resources={data.resources}
          offset={offset}
          canMove={desk}
          onMove={move}
          onClose={() => setOpen(null)}
        />
      )}
      {creating && data && (
        <NewBookingDialog
          resources={data.resources}
          services={data.services}
          date={date}
          offset={offset}
          onClose={() => setCreating(false)}
          onBooked={(number) => {
            setCreating(false);
            setRefused('');
            setNotice(t('walk_in.booked', { number }));
            void load();
          }}
        />
      )}
    </>
  );
}
