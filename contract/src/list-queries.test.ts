import { describe, expect, it } from '@jest/globals';
import { LIST_PAGE_SIZE, listLimit, splitList } from './list-queries';

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
