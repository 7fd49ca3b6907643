import { describe, expect, it } from 'vitest';
import type { Category } from '@hajz/contracts/catalogue';
import { resolveSelection } from './menu-selection';

const sub = (id: number, parent: number) => ({
  id,
  name: `s${id}`,
  image: '',
  parent_id: parent,
  products_count: 1,
});
const categories: Category[] = [
  {
    id: 1,
    name: 'Massage',
    image: '',
    parent_id: null,
    products_count: 2,
    children: [sub(10, 1), sub(11, 1)],
  },
  { id: 2, name: 'Hair', image: '', parent_id: null, products_count: 1, children: [sub(13, 2)] },
];

describe('resolveSelection', () => {
  it('selects nothing without filters', () => {
    expect(resolveSelection(categories, {})).toEqual({});
  });

  it('finds the category, and a sub-category with its parent', () => {
    expect(resolveSelection(categories, { category: 2 })?.category?.name).toBe('Hair');
    const both = resolveSelection(categories, { sub: 11 });
    expect([both?.category?.id, both?.sub?.id]).toEqual([1, 11]);
  });

  it('returns null for what the menu does not have', () => {
    expect(resolveSelection(categories, { category: 99 })).toBeNull();
    expect(resolveSelection(categories, { sub: 99 })).toBeNull();
    expect(resolveSelection(categories, { category: 2, sub: 10 })).toBeNull();
  });
});
