import { describe, expect, it } from '@jest/globals';
import {
  ADMIN_ONLY_SORTS,
  DEFAULT_LIST_SORT,
  LIST_PAGE_SIZE,
  LIST_SORTS,
  listLimit,
  SORT_BY,
  splitList,
  STOREFRONT_SORTS,
} from './list-queries';

describe('list sorts', () => {
  it('are those the storefront offers, its default first, and the admin-only ones', () => {
    expect(STOREFRONT_SORTS[0]).toBe(DEFAULT_LIST_SORT);
    expect(LIST_SORTS).toEqual([...STOREFRONT_SORTS, ...ADMIN_ONLY_SORTS]);
    expect(STOREFRONT_SORTS.filter((sort) => ADMIN_ONLY_SORTS.includes(sort))).toEqual([]);
  });

  it('are each named by itself', () => {
    expect(Object.entries(SORT_BY)).toEqual(LIST_SORTS.map((sort) => [sort, sort]));
  });
});

describe('a list query', () => {
  it.each([
    [undefined, LIST_PAGE_SIZE.default],
    [null, LIST_PAGE_SIZE.default],
    [30, 30],
    [LIST_PAGE_SIZE.max, LIST_PAGE_SIZE.max],
    [500, LIST_PAGE_SIZE.max],
  ])('answers limit %p with pages of %p', (limit, size) => {
    expect(listLimit(limit)).toBe(size);
  });

  it.each([
    ['mtb,urbano', ['mtb', 'urbano']],
    [' mtb, ,urbano ,', ['mtb', 'urbano']],
    ['', []],
    ['Shimano', ['Shimano']],
  ])('splits the comma list %j into %j', (value, values) => {
    expect(splitList(value)).toEqual(values);
  });
});
