import { describe, expect, it } from '@jest/globals';
import { swipeDirection } from './swipe';

describe('swipeDirection', () => {
  it('goes to the next image on a fast enough drag to the left, and back on one to the right', () => {
    expect(swipeDirection(-100, -100)).toBe(1);
    expect(swipeDirection(100, 100)).toBe(-1);
  });

  it('weighs the distance by the speed: a short fast drag and a long slow one count alike', () => {
    expect([swipeDirection(-40, -250), swipeDirection(-250, -40)]).toEqual([1, 1]);
    expect([swipeDirection(-30, -250), swipeDirection(-250, -30)]).toEqual([0, 0]);
  });

  it('ignores drags that are too short or too slow, and taps', () => {
    expect(swipeDirection(-80, -100)).toBe(0);
    expect(swipeDirection(-300, -10)).toBe(0);
    expect(swipeDirection(0, 0)).toBe(0);
  });
});
