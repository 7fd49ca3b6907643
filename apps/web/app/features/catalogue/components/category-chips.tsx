import { useTranslation } from '~/lib/use-translation';
import type { Category } from '@hajz/contracts/catalogue';
import { LocalizedLink } from '~/components/ui/localized-link';
import { cx } from '~/lib/cx';
import { filtersHref, type CatalogueFilters } from '../filters';
import type { MenuSelection } from '../menu-selection';

type Props = {
  /** The unprefixed page path, e.g. "/services". */
  path: string;
  filters: CatalogueFilters;
  categories: Category[];
  selection: MenuSelection;
};

export type Chip = { key: string; label: string; href: string; active: boolean };

/**
 * The chips' links: "all" plus each top-level category; then, under a chosen category, "all" plus its
 * sub-categories. Choosing a chip keeps the branch and goes back to page 1.
 */
export function chipLinks(
  path: string,
  filters: CatalogueFilters,
  categories: Category[],
  selection: MenuSelection,
  allLabel: string,
) {
  const base = { branch: filters.branch };
  const top: Chip[] = [
    { key: 'all', label: allLabel, href: filtersHref(path, base), active: !selection.category },
    ...categories.map((c) => ({
      key: String(c.id),
      label: c.name,
      href: filtersHref(path, { ...base, category: c.id }),
      active: selection.category?.id === c.id,
    })),
  ];
  const parent = selection.category;
  const subs: Chip[] =
    parent && parent.children.length > 0
      ? [
          {
            key: 'all',
            label: allLabel,
            href: filtersHref(path, { ...base, category: parent.id }),
            active: !selection.sub,
          },
          ...parent.children.map((s) => ({
            key: String(s.id),
            label: s.name,
            href: filtersHref(path, { ...base, category: parent.id, sub: s.id }),
            active: selection.sub?.id === s.id,
          })),
        ]
      : [];
  return { top, subs };
}

/** Category chips, then the chosen category's sub-category chips: plain links, the current one marked. */
export function CategoryChips({ path, filters, categories, selection }: Props) {
  const { t } = useTranslation('catalogue');
  const { top, subs } = chipLinks(path, filters, categories, selection, t('filters.all'));
  return (
    <div className="space-y-2">
      <ChipRow label={t('filters.categories')} chips={top} />
      {selection.category && subs.length > 0 && (
        <ChipRow label={t('filters.sub_categories', { name: selection.category.name })} chips={subs} small />
      )}
    </div>
  );
}

function ChipRow({ label, chips, small = false }: { label: string; chips: Chip[]; small?: boolean }) {
  return (
    <nav aria-label={label}>
      {/* Scrolls sideways on a phone instead of wrapping into a tall block; the padding keeps focus rings visible. */}
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 py-1 sm:mx-0 sm:flex-wrap sm:px-0">
        {chips.map((chip) => (
          <li key={chip.key} className="shrink-0">
            <LocalizedLink
              to={chip.href}
              preventScrollReset
              aria-current={chip.active ? 'page' : undefined}
              className={cx(
                'inline-flex items-center whitespace-nowrap rounded-full font-medium ring-1 transition-colors',
                small ? 'min-h-9 px-3 py-1 text-sm' : 'min-h-11 px-4 py-2',
                chip.active
                  ? 'bg-brand-700 text-white ring-brand-700 dark:bg-brand-100 dark:text-brand-900 dark:ring-brand-100'
                  : 'bg-white text-slate-800 ring-sand-200 hover:ring-brand-500 dark:bg-slate-900 dark:text-slate-100 dark:ring-slate-700',
              )}
            >
              {chip.label}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
