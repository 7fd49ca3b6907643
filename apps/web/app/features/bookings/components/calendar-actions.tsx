import { useTranslation } from '~/lib/use-translation';
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
        {/* Inline icons: emoji render as empty boxes where the system has no emoji font. */}
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-none stroke-current stroke-2">
          <path d="M4 6h16v14H4zM4 10h16M8 3v4M16 3v4" />
        </svg>
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
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-none stroke-current stroke-2">
            <path d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21z" />
            <circle cx="12" cy="9.5" r="2.5" />
          </svg>
          {t('card.share_location')}
        </a>
      )}
    </>
  );
}
