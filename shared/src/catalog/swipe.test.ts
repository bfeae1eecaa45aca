import { describe, expect, it } from '@jest/globals';
import { SWIPE_THRESHOLD, swipeDirection } from './swipe';

describe('swipeDirection', () => {
  it('goes to the next image on a fast enough drag to the left, and back on one to the right', () => {
    expect(swipeDirection(-100, -100)).toBe(1);
    expect(swipeDirection(100, 100)).toBe(-1);
  });

  it('ignores drags whose offset times velocity does not pass the threshold', () => {
    expect(SWIPE_THRESHOLD).toBe(8000);
    expect(swipeDirection(-80, -100)).toBe(0);
    expect(swipeDirection(-300, -10)).toBe(0);
    expect(swipeDirection(0, 0)).toBe(0);
  });
});
