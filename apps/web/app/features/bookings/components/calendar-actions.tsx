import { useTranslation } from 'react-i18next';
import type { OrderDetails } from '@hajz/contracts/orders';
import { Button, buttonClass } from '~/components/ui/button';
import type { BranchPlace } from '../api';
import { bookingEvents, branchOf, canShareNatively, downloadIcs, shareLocation } from '../calendar';

/**
 * Beyond the spec, for a booking still to come: its calendar file (one event per service) and the branch's
 * location, through the share sheet where there is one, else as a link that opens the map in a new tab.
 */
export function CalendarActions({
  order,
  branches,
  now,
}: {
  order: OrderDetails;
  branches: BranchPlace[];
  now: number;
}) {
  const { t } = useTranslation('bookings');
  const branch = branchOf(branches, order.branch_id ?? order.products[0]?.branch_id);
  const map = branch?.google_map_link;
  const addToCalendar = () => {
    const events = bookingEvents(
      order,
      branches,
      {
        booking: t('card.calendar_booking', { number: order.order_number }),
        map: (link) => t('card.calendar_map', { link }),
      },
      { now, host: window.location.host || 'hajz' },
    );
    if (events.length > 0) downloadIcs(order, events);
  };
  return (
    <>
      <Button variant="secondary" className="min-h-10 px-4 text-sm" onClick={addToCalendar}>
        <span aria-hidden="true">📅</span>
        {t('card.add_to_calendar')}
      </Button>
      {map && (
        <a
          href={map}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('ghost', 'min-h-10 px-4 text-sm')}
          onClick={(event) => {
            if (!canShareNatively()) return;
            event.preventDefault();
            void shareLocation(branch.name, map);
          }}
        >
          <span aria-hidden="true">📍</span>
          {t('card.share_location')}
        </a>
      )}
    </>
  );
}
