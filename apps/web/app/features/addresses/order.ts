import type { Address } from '@hajz/contracts/addresses';

/** Spec §2: the preferred address first, then the highest id (the newest) first. */
export function sortAddresses(items: readonly Address[]): Address[] {
  return [...items].sort((a, b) => b.is_preferred - a.is_preferred || b.id - a.id);
}

/** Only one preferred address: `id` becomes it, every other one is not. */
export const withPreferred = (items: readonly Address[], id: number): Address[] =>
  items.map((a) => ({ ...a, is_preferred: a.id === id ? 1 : 0 }));

/**
 * Spec §4: after a fetch with no preferred address, the remembered selection is marked preferred (locally; the
 * server learns it when the customer next chooses one).
 */
export function markRemembered(items: readonly Address[], selectedId: number | null): Address[] {
  if (items.some((a) => a.is_preferred === 1)) return [...items];
  if (selectedId === null || !items.some((a) => a.id === selectedId)) return [...items];
  return withPreferred(items, selectedId);
}
