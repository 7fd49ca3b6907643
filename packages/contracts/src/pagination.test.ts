import { describe, expect, it } from 'vitest';
import { pageQuery, paginationOptions } from './pagination.ts';

describe('pageQuery', () => {
  it.each([
    ['2', 2],
    ['1', 1],
    [3, 3],
    ['100000', 100000],
  ])('accepts %j as page %d', (input, expected) => {
    expect(pageQuery.parse(input)).toBe(expected);
  });

  it('defaults to page 1', () => {
    expect(pageQuery.parse(undefined)).toBe(1);
  });

  it.each([
    '0',
    0,
    '-1',
    -1,
    '1.5',
    1.5,
    'abc',
    '',
    '100001',
    '999999999',
    'NaN',
    'Infinity',
    '1e1',
    '0x2',
    ' 3',
    '2abc',
  ])('rejects %j with the page message', (input) => {
    const result = pageQuery.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['validation.page']);
  });
});

describe('paginationOptions', () => {
  it('accepts null links at the edges', () => {
    const value = {
      current_page: 1,
      last_page: 1,
      per_page: 10,
      total: 3,
      next_page_url: null,
      prev_page_url: null,
    };
    expect(paginationOptions.parse(value)).toEqual(value);
  });
});
