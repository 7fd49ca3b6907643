import type { OrderDetails } from '@hajz/contracts/orders';
import type { BranchPlace } from './api';
import { buildIcs, type CalendarEvent } from './ics';
import { upcomingProducts } from '~/components/order/format';

export type CalendarTexts = {
  /** "Booking HZ-2031-000501" in the page's language. */
  booking: string;
  /** "Map: {{link}}" in the page's language. */
  map: (link: string) => string;
};

/** The branch of an order (or of one of its services) with its address and map link, when the list has it. */
export const branchOf = (branches: BranchPlace[], id: number | null | undefined) =>
  id === null || id === undefined ? undefined : branches.find((b) => b.id === id);

/** One event per upcoming service of the order: its times, name, branch and the booking number. */
export function bookingEvents(
  order: OrderDetails,
  branches: BranchPlace[],
  texts: CalendarTexts,
  { now, host }: { now: number; host: string },
): CalendarEvent[] {
  return upcomingProducts(order, now).map((p) => {
    const branch = branchOf(branches, p.branch_id ?? order.branch_id);
    const name = branch?.name || p.branch_name || order.branch_name;
    const address = [branch?.address, branch?.city_name].filter(Boolean).join(', ');
    const map = branch?.google_map_link;
    return {
      // Stable per booked service: importing the file again updates the event instead of adding another.
      uid: `order-${order.id}-item-${p.order_product_id}@${host}`,
      start: p.start_at!,
      end: p.end_at!,
      summary: p.name,
      location: [name, address].filter(Boolean).join(', ') || undefined,
      description: [texts.booking, map ? texts.map(map) : ''].filter(Boolean).join('\n'),
      url: map || undefined,
    };
  });
}

/** Saves the order's calendar file: a download made in the browser, nothing sent anywhere. */
export function downloadIcs(order: OrderDetails, events: CalendarEvent[]) {
  const blob = new Blob([buildIcs(events)], { type: 'text/calendar;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `booking-${order.order_number.replace(/[^A-Za-z0-9_-]/g, '')}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Whether the browser has a system share sheet (else the share-location link simply opens the map). */
export const canShareNatively = () =>
  typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** Shares the branch's map link through the system share sheet. */
export async function shareLocation(title: string, url: string): Promise<void> {
  try {
    await navigator.share({ title, url });
  } catch {
    // Dismissed by the customer (AbortError) or refused: nothing to report.
  }
}
