import { useState } from 'react';
import type { CalendarBooking, CalendarResource } from '@hajz/contracts/desk';
import { Button } from '~/components/ui/button';
import { LocalizedLink } from '~/components/ui/localized-link';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import { isoOf, wallOf } from '~/admin-kit/zoned';
import { fieldClass, labelClass } from '~/admin-kit/form-styles';
import { AdminDialog } from '~/admin-kit/admin-dialog';

export type MoveRequest = {
  booking: CalendarBooking;
  start_at: string;
  resource_id?: number;
  from_resource_id?: number;
  outside_shift: boolean;
};

/**
 * A booking's details, and the keyboard way to move it: a new date, time or resource in a form (the same call a
 * drag makes). `onMove` answers the server's reason when it refuses, else null.
 */
export function BookingDialog({
  booking,
  resources,
  offset,
  canMove,
  onMove,
  onClose,
}: {
  booking: CalendarBooking;
  resources: CalendarResource[];
  offset: string;
  canMove: boolean;
  onMove: (move: MoveRequest) => Promise<string | null>;
  onClose: () => void;
}) {
  const { t } = useTranslation('desk');
  const { locale } = useLocale();
  const start = wallOf(booking.start_at);
  const [date, setDate] = useState(start.date);
  const [time, setTime] = useState(start.time);
  const [resource, setResource] = useState(booking.resource_id);
  const [outside, setOutside] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = (r: CalendarResource) => (locale === 'ar' ? r.name_ar : r.name_en);
  const here = resources.find((r) => r.id === booking.resource_id);
  const able = resources.filter((r) => r.service_ids.includes(booking.service.id));
  const rows: [string, string][] = [
    [t('booking.customer'), booking.customer.name],
    [t('booking.mobile'), booking.customer.mobile],
    [t('booking.service'), locale === 'ar' ? booking.service.name_ar : booking.service.name_en],
    [t('booking.time'), `${start.date} ${start.time}–${wallOf(booking.end_at).time}`],
    [t('booking.resource'), here ? name(here) : ''],
    [t('booking.status'), t(`status_names.${booking.status}`)],
    [
      t('booking.payment'),
      t(`payment_names.${booking.payment_status}`, { defaultValue: booking.payment_status }),
    ],
    [t('booking.visitors'), String(booking.visitors)],
  ];
  return (
    <AdminDialog title={t('booking.title', { number: booking.order_number })} onClose={onClose}>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="booking-details">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd dir="auto">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm">
        {booking.is_gift && <span className="me-2">{t('booking.gift')}</span>}
        {booking.arrived ? t('booking.arrived') : t('booking.not_arrived')}
        {' · '}
        <LocalizedLink
          to="/admin/check-in"
          className="font-semibold text-brand-700 underline dark:text-brand-100"
        >
          {t('booking.check_in')}
        </LocalizedLink>
      </p>
      {canMove && booking.status === 'confirmed' ? (
        <form
          className="mt-5 border-t border-sand-200 pt-4 dark:border-slate-700"
          onSubmit={async (event) => {
            event.preventDefault();
            if (date === start.date && time === start.time && resource === booking.resource_id) {
              onClose();
              return;
            }
            setBusy(true);
            setError(null);
            const reason = await onMove({
              booking,
              start_at: isoOf(date, time, offset),
              ...(resource !== booking.resource_id
                ? { resource_id: resource, from_resource_id: booking.resource_id }
                : {}),
              outside_shift: outside,
            });
            setBusy(false);
            if (reason) setError(reason);
            else onClose();
          }}
        >
          <h3 className="font-bold">{t('booking.move_title')}</h3>
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('booking.move_hint')}</p>
          <div className="mt-3 grid gap-3 sm:grid-cols-3">
            <label className={labelClass}>
              {t('booking.new_date')}
              <input
                type="date"
                required
                value={date}
                onChange={(e) => setDate(e.target.value)}
                className={fieldClass}
              />
            </label>
            <label className={labelClass}>
              {t('booking.new_time')}
              <input
                type="time"
                required
                step={300}
                value={time}
                onChange={(e) => setTime(e.target.value)}
                className={fieldClass}
              />
            </label>
            <label className={labelClass}>
              {t('booking.new_resource')}
              <select
                value={resource}
                onChange={(e) => setResource(Number(e.target.value))}
                className={fieldClass}
              >
                {able.map((r) => (
                  <option key={r.id} value={r.id}>
                    {name(r)}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <label className="mt-3 flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={outside}
              onChange={(e) => setOutside(e.target.checked)}
              className="size-5"
            />
            {t('booking.outside_shift')}
          </label>
          {error && (
            <p
              role="alert"
              className="mt-3 rounded-xl bg-red-50 p-3 text-red-900 dark:bg-red-950 dark:text-red-100"
            >
              {error}
            </p>
          )}
          <div className="mt-4 flex flex-wrap gap-3">
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {t('booking.save')}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              {t('booking.close')}
            </Button>
          </div>
        </form>
      ) : (
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
          {!canMove && t('booking.read_only')}
        </p>
      )}
    </AdminDialog>
  );
}
