/**
 * The resource time grid (@event-calendar/core, MIT): loaded in the browser only, from this screen's chunk, never on a
 * customer page. It shows the business's wall clock whatever the browser's timezone (`timeZone` is the business
 * offset) and mirrors itself in Arabic (it follows the document's direction).
 */
import { useEffect, useRef } from 'react';
import type { CalendarBooking } from '@hajz/contracts/desk';
import type { Calendar as EventCalendar } from '@event-calendar/core';

export type GridEvent = {
  id: string;
  resourceIds: number[];
  start: string;
  end: string;
  title: string;
  editable: boolean;
  display?: 'auto' | 'background';
  backgroundColor?: string;
  textColor?: string;
  classNames?: string[];
  extendedProps?: {
    booking?: CalendarBooking;
    head?: string;
    customer?: string;
    flag?: string;
    details?: string;
  };
};

export type GridDrop = {
  booking: CalendarBooking;
  start: Date;
  fromResource: number | null;
  toResource: number | null;
};

type Props = {
  resources: { id: number; title: string }[];
  events: GridEvent[];
  date: string;
  days: number;
  offset: string;
  locale: string;
  slotMin: string;
  slotMax: string;
  /** Resolves true when the server took the move; false puts the booking back where it was. */
  onDrop: (drop: GridDrop) => Promise<boolean>;
  onOpen: (booking: CalendarBooking) => void;
  label: string;
};

type Shown = GridEvent['extendedProps'];

/**
 * A booking's block, built as nodes (a customer's name is text, never markup): its number and service first, then
 * who comes, then the outside-working-time mark.
 */
function blockContent(shown: Shown) {
  if (!shown?.head) return undefined;
  const box = document.createElement('div');
  box.className = 'hajz-ev';
  const line = (className: string, text: string) => {
    const span = document.createElement('span');
    span.className = className;
    span.textContent = text;
    span.dir = 'auto';
    box.append(span);
  };
  if (shown.flag) line('hajz-ev-flag', shown.flag);
  line('hajz-ev-head', shown.head);
  if (shown.customer) line('hajz-ev-customer', shown.customer);
  return { domNodes: [box] };
}

/**
 * The library marks its grid up as an ARIA table whose rows sit beside asides and event layers (axe: a table and a
 * rowgroup with children they may not own). Its table roles are taken off as they appear: the resources and days stay
 * readable as text, each booking stays a labelled button (Enter opens it), and the form in its dialog moves it.
 */
const tableParts = '[role]:not([role="button"]),[aria-colindex],[aria-colspan],[aria-label]:not([role])';
const stripTableRoles = (root: Element) => {
  for (const el of root.querySelectorAll(tableParts)) {
    if (el.getAttribute('role') !== 'button') el.removeAttribute('role');
    el.removeAttribute('aria-colindex');
    el.removeAttribute('aria-colspan');
    // A label on a plain element (a day's header) is not announced: its visible text is.
    if (!el.hasAttribute('role') && !el.matches('button, a, input, select')) el.removeAttribute('aria-label');
  }
};

export function ResourceCalendar(props: Props) {
  const host = useRef<HTMLDivElement>(null);
  const calendar = useRef<EventCalendar | null>(null);
  const latest = useRef(props);
  latest.current = props;

  const options = (p: Props): EventCalendar.Options => ({
    view: p.days === 1 ? 'resourceTimeGridDay' : 'resourceTimeGridWeek',
    duration: { days: p.days },
    date: p.date,
    timeZone: p.offset,
    locale: p.locale === 'ar' ? 'ar-SA-u-nu-latn' : 'en-GB',
    headerToolbar: { start: '', center: '', end: '' },
    resources: p.resources.map((r) => ({ id: r.id, title: r.title })),
    events: p.events.map((e) => ({ ...e, resourceIds: e.resourceIds })),
    slotMinTime: p.slotMin,
    slotMaxTime: p.slotMax,
    slotDuration: '00:30',
    slotHeight: 30,
    // Columns never narrower than a readable block: past what fits, the grid scrolls sideways, times stay in view.
    columnWidth: 'minmax(8.5rem, 1fr)',
    eventContent: (info) => blockContent(info.event.extendedProps as Shown),
    // The full details on hover (a tap or Enter opens them in the booking's dialog).
    eventDidMount: (info) => {
      const details = (info.event.extendedProps as Shown)?.details;
      if (details) info.el.title = details;
    },
    snapDuration: '00:15',
    allDaySlot: false,
    nowIndicator: true,
    eventDurationEditable: false,
    height: 'auto',
    eventTimeFormat: { hour: '2-digit', minute: '2-digit', hour12: false },
    slotLabelFormat: { hour: '2-digit', minute: '2-digit', hour12: false },
  });

  useEffect(() => {
    let cancelled = false;
    let created: EventCalendar | null = null;
    let destroy: ((c: EventCalendar) => Promise<void>) | null = null;
    let observer: MutationObserver | null = null;
    void (async () => {
      const [ec] = await Promise.all([
        import('@event-calendar/core'),
        import('@event-calendar/core/index.css'),
        import('./resource-calendar.css'),
      ]);
      if (cancelled || !host.current) return;
      destroy = ec.destroyCalendar;
      created = ec.createCalendar(host.current, [ec.ResourceTimeGrid, ec.Interaction], {
        ...options(latest.current),
        eventClick: (info) => {
          const booking = info.event.extendedProps?.booking as CalendarBooking | undefined;
          // After this key or click has been handled: Enter must not reach the form that opens (and submit it).
          if (booking) setTimeout(() => latest.current.onOpen(booking), 0);
        },
        eventDrop: (info) => {
          const booking = info.event.extendedProps?.booking as CalendarBooking | undefined;
          if (!booking) return info.revert();
          void latest.current
            .onDrop({
              booking,
              start: info.event.start,
              fromResource: info.oldResource ? Number(info.oldResource.id) : null,
              toResource: info.newResource ? Number(info.newResource.id) : null,
            })
            .then((ok) => {
              if (!ok) info.revert();
            });
        },
      });
      calendar.current = created;
      stripTableRoles(host.current);
      // Keyboard users scroll the grid sideways too (a column with no booking has nothing else to focus).
      host.current.querySelector('.ec-main')?.setAttribute('tabindex', '0');
      observer = new MutationObserver(() => host.current && stripTableRoles(host.current));
      observer.observe(host.current, {
        subtree: true,
        childList: true,
        attributeFilter: ['role', 'aria-colindex', 'aria-colspan', 'aria-label'],
      });
    })();
    return () => {
      cancelled = true;
      observer?.disconnect();
      if (created && destroy) void destroy(created);
      calendar.current = null;
    };
    // Created once; later changes go through setOption below.
  }, []);

  useEffect(() => {
    const c = calendar.current;
    if (!c) return;
    const next = options(props);
    for (const key of [
      'view',
      'duration',
      'date',
      'timeZone',
      'locale',
      'resources',
      'events',
      'slotMinTime',
      'slotMaxTime',
    ] as const)
      c.setOption(key, next[key] as never);
  });

  return <div ref={host} aria-label={props.label} role="region" className="hajz-calendar" />;
}
