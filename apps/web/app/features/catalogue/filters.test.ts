import { describe, expect, it } from 'vitest';
import { filtersHref, MalformedFilterError, parseFilters, parsePage, productsQuery } from './filters';

const params = (query: string) => new URLSearchParams(query);

describe('parseFilters', () => {
  it('reads branch, category, sub and page', () => {
    expect(parseFilters(params('branch=2&category=1&sub=10&page=3'))).toEqual({
      branch: 2,
      category: 1,
      sub: 10,
      page: 3,
    });
  });

  it('treats empty values as unset (the branch select submits "branch=")', () => {
    expect(parseFilters(params('branch=&category='))).toEqual({
      branch: undefined,
      category: undefined,
      sub: undefined,
      page: 1,
    });
  });

  it('throws for an id that cannot exist', () => {
    expect(() => parseFilters(params('category=abc'))).toThrow(MalformedFilterError);
    expect(() => parseFilters(params('sub=0'))).toThrow(MalformedFilterError);
    expect(() => parseFilters(params('branch=99999999999'))).toThrow(MalformedFilterError);
  });
});

describe('parsePage', () => {
  it.each([null, '', 'abc', '0', '-2', '1.5', '2e3', '100001'])('reads %j as page 1', (value) => {
    expect(parsePage(value)).toBe(1);
  });

  it('keeps a valid page', () => {
    expect(parsePage('4')).toBe(4);
  });
});

describe('filtersHref', () => {
  it('orders the parameters and leaves out unset ones and page 1', () => {
    expect(filtersHref('/services', { page: 1 })).toBe('/services');
    expect(filtersHref('/services', { sub: 10, category: 1, branch: 2, page: 2 })).toBe(
      '/services?branch=2&category=1&sub=10&page=2',
    );
    expect(filtersHref('/shop', { category: 6, page: 1 })).toBe('/shop?category=6');
  });
});

describe('productsQuery', () => {
  it('uses the API names', () => {
    expect(productsQuery({ branch: 1, category: 2, sub: 3, page: 4 })).toEqual({
      branch_id: 1,
      category_id: 2,
      sub_category_id: 3,
      page: 4,
    });
  });
});
