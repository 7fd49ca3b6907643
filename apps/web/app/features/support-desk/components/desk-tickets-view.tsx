import { useCallback, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '~/lib/use-translation';
import { ListScreen } from '~/components/ui/list-screen';
import { Skeleton } from '~/components/ui/skeleton';
import { useLocale } from '~/lib/use-locale';
import { usePagedList } from '~/lib/use-paged-list';
import { useStaff } from '~/admin-kit/staff';
import { useStaffBranches } from '~/admin-kit/use-staff-branches';
import { fetchDeskTickets, type DeskFilters } from '../api';
import { isStaffTickets } from '../validate';
import { DeskTicketList } from './desk-ticket-list';
import { DeskTicketThread } from './desk-ticket-thread';

const selectClass =
  'min-h-11 rounded-xl border border-slate-400 bg-white px-3 py-2 dark:border-slate-600 dark:bg-slate-900';

/**
 * The back office's support tickets (issue 16 item 7): the tickets this person reaches, filtered by status, branch
 * (or none) and unread, kept in the address; `?ticket=ID` opens one over the filters it came from.
 */
export function DeskTicketsView({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation('support');
  const [params] = useSearchParams();
  const ticket = Number(params.get('ticket'));
  const filters: DeskFilters = {
    status: params.get('status') ?? '',
    branch: params.get('branch') ?? '',
    unread: params.get('unread') === '1',
  };
  const listQuery = new URLSearchParams(params);
  listQuery.delete('ticket');
  const [stale, setStale] = useState(0);
  const changed = useCallback(() => setStale((n) => n + 1), []);
  return (
    <section>
      <h1 className="mb-5 text-2xl font-bold sm:text-3xl">{t('title')}</h1>
      {Number.isSafeInteger(ticket) && ticket > 0 ? (
        <DeskTicketThread
          key={ticket}
          id={ticket}
          timeZone={timeZone}
          backTo={`/admin/tickets${listQuery.size ? `?${listQuery}` : ''}`}
          onChanged={changed}
        />
      ) : (
        <DeskList filters={filters} query={listQuery.toString()} timeZone={timeZone} stale={stale} />
      )}
    </section>
  );
}

function DeskList({
  filters,
  query,
  timeZone,
  stale,
}: {
  filters: DeskFilters;
  query: string;
  timeZone: string;
  stale: number;
}) {
  const { t } = useTranslation('support');
  const { locale } = useLocale();
  const { status, branch, unread } = filters;
  const fetchPage = useCallback(
    (page: number) => fetchDeskTickets(locale, page, { status, branch, unread }),
    // `stale`: a reply or a status change elsewhere makes the list load again.
    [locale, status, branch, unread, stale], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const list = usePagedList(fetchPage, isStaffTickets);
  const { data, isLoading } = list;

  return (
    <div aria-busy={isLoading || undefined}>
      <Filters filters={filters} />
      {data && (
        <p className="mb-3 text-sm text-slate-700 dark:text-slate-300" aria-live="polite">
          {t('count', { count: data.pagination_options.total })}
          {data.unread_count > 0 && ` · ${t('unread_total', { count: data.unread_count })}`}
        </p>
      )}
      <ListScreen
        list={list}
        isEmpty={(page) => page.tickets.length === 0}
        skeleton={
          <div role="status" aria-label={t('loading')} className="space-y-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-28 w-full rounded-2xl" />
            ))}
          </div>
        }
        errorText={(failure) => (failure.key ? t(failure.key) : failure.message)}
        retryLabel={t('retry')}
        errorTestId="desk-tickets-error"
        empty={
          <p
            className="rounded-2xl py-10 text-center text-slate-700 dark:text-slate-300"
            data-testid="desk-tickets-empty"
          >
            {t('empty')}
          </p>
        }
      >
        {(page) => <DeskTicketList tickets={page.tickets} timeZone={timeZone} query={query} />}
      </ListScreen>
    </div>
  );
}

function Filters({ filters }: { filters: DeskFilters }) {
  const { t } = useTranslation('support');
  const staff = useStaff();
  const [, setParams] = useSearchParams();
  const ids = { status: useId(), branch: useId(), unread: useId() };
  const branches = useStaffBranches();
  const set = (key: string, value: string) =>
    setParams(
      (current) => {
        if (value) current.set(key, value);
        else current.delete(key);
        current.delete('ticket');
        return current;
      },
      { replace: true },
    );
  // Tickets with no branch (general questions, guests) are an owner's and a manager's (ADR 0029).
  const seesBranchless = staff.role === 'owner' || staff.role === 'manager';
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3" data-testid="desk-filters">
      <div>
        <label htmlFor={ids.status} className="mb-1 block text-sm font-semibold">
          {t('filters.status')}
        </label>
        <select
          id={ids.status}
          value={filters.status}
          onChange={(e) => set('status', e.target.value)}
          className={selectClass}
        >
          <option value="">{t('filters.all')}</option>
          <option value="open">{t('status.open')}</option>
          <option value="awaiting_customer">{t('status.awaiting_customer')}</option>
          <option value="resolved">{t('status.resolved')}</option>
        </select>
      </div>
      <div>
        <label htmlFor={ids.branch} className="mb-1 block text-sm font-semibold">
          {t('filters.branch')}
        </label>
        <select
          id={ids.branch}
          value={filters.branch}
          onChange={(e) => set('branch', e.target.value)}
          className={selectClass}
        >
          <option value="">{t('filters.all_branches')}</option>
          {seesBranchless && <option value="none">{t('list.no_branch')}</option>}
          {branches.map((b) => (
            <option key={b.id} value={String(b.id)}>
              {b.name}
            </option>
          ))}
        </select>
      </div>
      <label htmlFor={ids.unread} className="flex min-h-11 items-center gap-2 text-sm font-semibold">
        <input
          id={ids.unread}
          type="checkbox"
          checked={filters.unread}
          onChange={(e) => set('unread', e.target.checked ? '1' : '')}
          className="size-5 accent-brand-700"
        />
        {t('filters.unread')}
      </label>
    </div>
  );
}
