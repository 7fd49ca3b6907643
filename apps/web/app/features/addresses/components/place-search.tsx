import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Suggestion } from '@hajz/contracts/maps';
import { useLocale } from '~/lib/use-locale';
import { useTranslation } from '~/lib/use-translation';
import { usePlaceSearch } from '../hooks/use-place-search';

type Props = {
  session: string;
  autocomplete: boolean;
  near: () => { latitude: number; longitude: number } | null;
  onPick: (suggestion: Suggestion) => void;
};

const field =
  'w-full rounded-xl border border-slate-400 bg-white px-4 py-3 text-base outline-none focus:border-teal-700 focus:ring-2 focus:ring-teal-700/30 dark:border-slate-600 dark:bg-slate-950';

/**
 * Spec §2 place search: an ARIA combobox with a listbox of suggestions. Arrow up/down move through them, Enter
 * chooses the active one or searches, Escape closes the list (not the dialog), a click outside closes it.
 */
export function PlaceSearch({ session, autocomplete, near, onPick }: Props) {
  const { t } = useTranslation('addresses');
  const { locale } = useLocale();
  const { query, type, choose, results, loading, searchNow } = usePlaceSearch({
    locale,
    session,
    autocomplete,
    near,
  });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const root = useRef<HTMLDivElement>(null);
  const id = useId();
  const listId = `${id}-list`;
  const items = results?.items ?? [];
  const showList = open && (loading || results !== null);

  useEffect(() => setActive(-1), [results]);

  useEffect(() => {
    if (!showList) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    // Before the dialog's own Escape handler (document, capture): Escape closes the list only.
    const escape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && root.current?.contains(event.target as Node)) {
        event.preventDefault();
        setOpen(false);
      }
    };
    document.addEventListener('pointerdown', outside);
    window.addEventListener('keydown', escape, { capture: true });
    return () => {
      document.removeEventListener('pointerdown', outside);
      window.removeEventListener('keydown', escape, { capture: true });
    };
  }, [showList]);

  const pick = (suggestion: Suggestion) => {
    choose(suggestion.title);
    setOpen(false);
    onPick(suggestion);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (items.length === 0) return;
      if (event.key === 'ArrowDown') setActive((i) => (i >= items.length - 1 ? 0 : i + 1));
      else setActive((i) => (i <= 0 ? items.length - 1 : i - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = showList ? items[active] : undefined;
      if (chosen) pick(chosen);
      else if (searchNow()) setOpen(true);
    }
  };

  const hint = autocomplete ? t('form.search_hint') : t('form.search_hint_enter');
  return (
    <div ref={root} className="relative">
      <label htmlFor={`${id}-input`} className="mb-1 block font-semibold">
        {t('form.search_label')}
      </label>
      <div className="relative">
        <input
          id={`${id}-input`}
          type="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? `${id}-option-${active}` : undefined}
          aria-describedby={`${id}-hint`}
          placeholder={t('form.search_placeholder')}
          value={query}
          onChange={(event) => {
            type(event.target.value);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          className={field}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={t('form.suggestions')}
          hidden={!showList}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-xl bg-white py-1 shadow-xl ring-1 ring-sand-200 dark:bg-slate-900 dark:ring-slate-700"
        >
          {loading && items.length === 0 && (
            <li role="presentation" className="px-4 py-3 text-sm text-slate-600 dark:text-slate-300">
              {t('form.searching')}
            </li>
          )}
          {!loading && results !== null && items.length === 0 && (
            <li role="presentation" className="px-4 py-3 text-sm text-slate-700 dark:text-slate-300">
              {t('form.no_results')}
            </li>
          )}
          {items.map((item, index) => (
            <li
              key={item.id}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              onPointerDown={(event) => event.preventDefault()}
              onClick={() => pick(item)}
              onPointerMove={() => setActive(index)}
              className={`cursor-pointer px-4 py-2 ${index === active ? 'bg-teal-50 dark:bg-teal-950' : ''}`}
            >
              <span className="block font-semibold">{item.title}</span>
              {item.subtitle && (
                <span className="block text-sm text-slate-600 dark:text-slate-400">{item.subtitle}</span>
              )}
            </li>
          ))}
        </ul>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        {hint}
      </p>
    </div>
  );
}
