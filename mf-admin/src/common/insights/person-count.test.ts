import { describe, expect, it } from '@jest/globals';
import { personCount } from './person-count';

describe('personCount', () => {
  it.each([
    [0, '0 personas'],
    [1, '1 persona'],
    [12, '12 personas'],
    [1250, '1.250 personas'],
  ])('%i is %p', (count, text) => {
    expect(personCount(count)).toBe(text);
  });
});
