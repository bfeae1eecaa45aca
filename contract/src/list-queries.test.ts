import { describe, expect, it } from '@jest/globals';
import { ADMIN_ONLY_SORTS, DEFAULT_LIST_SORT, LIST_SORTS, SORT_BY, STOREFRONT_SORTS } from './list-queries';

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
