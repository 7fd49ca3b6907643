import { randomBytes } from 'node:crypto';
import { HttpError } from '../../plugins/errors.ts';

/** A unique slug for a new record: its English name in URL form and a random tail ("swedish-massage-3f9a1c"). */
export function newSlug(nameEn: string): string {
  const base = nameEn
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'item'}-${randomBytes(3).toString('hex')}`;
}

/** The same ids, whatever their order or repeats. */
export function sameItems(a: readonly number[], b: readonly number[]): boolean {
  const x = new Set(a);
  const y = new Set(b);
  return x.size === y.size && [...x].every((v) => y.has(v));
}

/** A new order must name every item of the list once (422 on `ids` otherwise): nothing is lost or left unsorted. */
export function assertWholeList(current: readonly { id: number }[], ids: readonly number[]): void {
  if (
    ids.length !== new Set(ids).size ||
    !sameItems(
      current.map((r) => r.id),
      ids,
    )
  )
    throw new HttpError(422, 'errors.validation', { ids: ['catalogue.reorder'] });
}
