/**
 * What the grid draws for a loaded calendar: working hours shaded, holds grey, and each booking as a compact block
 * (its number and service first, the customer after, the full details on hover) coloured by where it stands;
 * bookings outside working time marked (issue 30 item 10), and listed once each for the notice above the grid.
 */
import { useMemo } from 'react';
import type { CalendarResponse } from '@hajz/contracts/desk';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import { wallOf } from '~/admin-kit/zoned';
import type { GridEvent } from './resource-calendar';

export type Status = 'all' | 'confirmed' | 'arrived' | 'completed';

const colours = {
  confirmed: '#0f4c5c',
  arrived: '#166534',
  completed: '#475569',
};

export function useGridEvents(data: CalendarResponse | null | undefined, status: Status, desk: boolean) {
  const { t } = useTranslation('desk');
  const { locale } = useLocale();
  const events = useMemo<GridEvent[]>(() => {
    if (!data) return [];
    const list: GridEvent[] = [];
    for (const r of data.resources)
      r.shifts.forEach((s, i) =>
        list.push({
          id: `shift-${r.id}-${i}`,
          resourceIds: [r.id],
          start: s.start_at,
          end: s.end_at,
          title: '',
          editable: false,
          display: 'background',
          backgroundColor: 'rgba(15, 76, 92, 0.08)',
        }),
      );
    data.holds.forEach((h, i) =>
      list.push({
        id: `hold-${i}`,
        resourceIds: [h.resource_id],
        start: h.start_at,
        end: h.end_at,
        title: t('held'),
        editable: false,
        backgroundColor: '#e2e8f0',
        textColor: '#1e293b',
      }),
    );
    for (const b of data.bookings) {
      const state = b.status === 'completed' ? 'completed' : b.arrived ? 'arrived' : 'confirmed';
      if (status !== 'all' && status !== state) continue;
      const service = locale === 'ar' ? b.service.name_ar : b.service.name_en;
      const flag = b.outside_hours ? t('outside_hours') : '';
      const when = `${wallOf(b.start_at).time}–${wallOf(b.end_at).time}`;
      list.push({
        id: `${b.order_product_id}:${b.resource_id}`,
        resourceIds: [b.resource_id],
        start: b.start_at,
        end: b.end_at,
        title: [flag, b.order_number, service, b.customer.name].filter(Boolean).join(' · '),
        editable: desk && b.status === 'confirmed',
        backgroundColor: colours[state],
        textColor: '#ffffff',
        classNames: [`hajz-booking-${b.order_number}`, ...(b.outside_hours ? ['hajz-outside'] : [])],
        extendedProps: {
          booking: b,
          head: `${b.order_number} · ${service}`,
          customer: b.customer.name,
          flag,
          details: [
            flag,
            `${t('booking.title', { number: b.order_number })}: ${service}`,
            `${when} · ${b.customer.name}`,
            t(`statuses.${state}`),
          ]
            .filter(Boolean)
            .join('\n'),
        },
      });
    }
    return list;
  }, [data, status, locale, desk, t]);

  // Bookings left outside working time, flagged until someone moves them (issue 30 item 10).
  const outside = useMemo(
    () =>
      (data?.bookings ?? []).filter(
        (b, i, all) =>
          b.outside_hours && all.findIndex((o) => o.order_product_id === b.order_product_id) === i,
      ),
    [data],
  );

  return { events, outside };
}
