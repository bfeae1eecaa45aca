import { describe, expect, it } from '@jest/globals';
import { parseLeadingId } from './slug';

describe('parseLeadingId', () => {
  it.each([
    ['12-rodado-29', 12],
    ['12', 12],
    ['abc-12', null],
    ['', null],
    [undefined, null],
    ['0-nada', null],
  ])('reads %p as %p', (segment, expected) => {
    expect(parseLeadingId(segment)).toBe(expected);
  });
});
