import { useCallback, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '~/lib/use-translation';
import { Button } from '~/components/ui/button';
import { ListScreen } from '~/components/ui/list-screen';
import { Skeleton } from '~/components/ui/skeleton';
import { useTicketUnread } from '~/lib/ticket-unread-store';
import { useLocale } from '~/lib/use-locale';
import { usePagedList } from '~/lib/use-paged-list';
import { fetchTicketsPage } from '../api';
import { isTicketsResponse } from '~/components/ticket-shapes';
import { NewTicketForm } from './new-ticket-form';
import { TicketList } from './ticket-list';
import { TicketThreadView } from './ticket-thread';

const positiveId = (value: string | null) => {
  const n = Number(value);
  return value !== null && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/**
 * /dashboard/tickets for the signed-in customer (issue 16 item 7; mount it keyed by their id). The address says
 * what shows: `?ticket=ID` a thread (the link in the answer's SMS and notification), `?new=1` the new ticket form
 * (`&order=ID` from a booking's "Ask about this booking"), otherwise the list with skeleton, empty and error states.
 */
export function TicketsView({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation('tickets');
  const { to } = useLocale();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const ticketId = positiveId(params.get('ticket'));
  const creating = params.get('new') === '1';
  const orderId = positiveId(params.get('order'));

  let content;
  if (ticketId) content = <TicketThreadView key={ticketId} id={ticketId} timeZone={timeZone} />;
  else if (creating)
    content = (
      <NewTicketForm
        orderId={orderId}
        onCreated={(id) => void navigate(to(`/dashboard/tickets?ticket=${id}`), { replace: true })}
        onCancel={() => void navigate(to('/dashboard/tickets'))}
      />
    );
  else
    content = <TicketsList timeZone={timeZone} onNew={() => void navigate(to('/dashboard/tickets?new=1'))} />;

  return (
    <section className="mx-auto max-w-3xl">
      <h1 className="mb-5 text-2xl font-bold sm:text-3xl">{t('page.title')}</h1>
      {content}
    </section>
  );
}

function TicketsList({ timeZone, onNew }: { timeZone: string; onNew: () => void }) {
  const { t } = useTranslation('tickets');
  const { locale } = useLocale();
  const fetchPage = useCallback((page: number) => fetchTicketsPage(locale, page), [locale]);
  const list = usePagedList(fetchPage, isTicketsResponse);
  const { data, isLoading } = list;
  const setUnread = useTicketUnread((s) => s.set);
  useEffect(() => {
    if (data) setUnread(data.unread_count);
  }, [data, setUnread]);

  const newButton = (
    <Button onClick={onNew} data-testid="new-ticket">
      {t('page.new')}
    </Button>
  );
  return (
    <div aria-busy={isLoading || undefined}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700 dark:text-slate-300">{t('page.intro')}</p>
        {data && data.tickets.length > 0 && newButton}
      </div>
      <ListScreen
        list={list}
        isEmpty={(page) => page.tickets.length === 0}
        skeleton={
          <div
            role="status"
            aria-label={t('page.loading')}
            className="space-y-3"
            data-testid="tickets-loading"
          >
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-24 w-full rounded-2xl" />
            ))}
          </div>
        }
        errorText={(failure) => (failure.key ? t(failure.key) : failure.message)}
        retryLabel={t('retry')}
        errorTestId="tickets-error"
        empty={
          <div className="rounded-2xl py-10 text-center" data-testid="tickets-empty">
            <h2 className="text-lg font-bold">{t('page.empty_title')}</h2>
            <p className="mt-2 text-slate-700 dark:text-slate-300">{t('page.empty_text')}</p>
            <div className="mt-5">{newButton}</div>
          </div>
        }
      >
        {(page) => <TicketList tickets={page.tickets} timeZone={timeZone} />}
      </ListScreen>
    </div>
  );
}
