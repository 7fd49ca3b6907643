import type { ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';
import type { PaginationOptions } from '@hajz/contracts/pagination';
import type { CatalogueFilters } from '../filters';
import { EmptyList } from './empty-list';
import { ListSkeleton } from './list-skeleton';
import { Pager } from './pager';

/**
 * One paged result list of the catalogue (services, shop): heading with the count, a skeleton while this page
 * loads its next filters, an empty state with "clear filters", the items, and the pager.
 */
export function CatalogueResults<T extends { id: number }>({
  id,
  title,
  count,
  items,
  renderItem,
  listClassName,
  skeleton = 'row',
  empty,
  clearHref,
  clearLabel,
  path,
  filters,
  pagination,
}: {
  id: string;
  title: string;
  count: string;
  items: T[];
  renderItem: (item: T, index: number) => ReactNode;
  listClassName: string;
  skeleton?: 'row' | 'tile';
  empty: string;
  clearHref?: string;
  clearLabel: string;
  path: string;
  filters: CatalogueFilters;
  pagination: PaginationOptions;
}) {
  const navigation = useNavigation();
  const location = useLocation();
  const loading = navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
  return (
    <section aria-labelledby={id} aria-busy={loading} className="mt-6">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id={id} className="text-lg font-bold">
          {title}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">{count}</p>
      </div>
      {loading ? (
        <ListSkeleton shape={skeleton} />
      ) : items.length === 0 ? (
        <EmptyList message={empty} clearHref={clearHref} clearLabel={clearLabel} />
      ) : (
        <ul className={listClassName}>
          {items.map((item, i) => (
            <li key={item.id} className="grid">
              {renderItem(item, i)}
            </li>
          ))}
        </ul>
      )}
      <Pager path={path} filters={filters} pagination={pagination} />
    </section>
  );
}
