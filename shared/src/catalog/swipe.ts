/** A drag counts as a swipe when |offset| × |velocity| passes this (px × px/s). */
export const SWIPE_THRESHOLD = 8000;

/** 1 (next), -1 (previous) or 0 (no swipe) for a drag of `offset` px at `velocity` px/s. */
export function swipeDirection(offset: number, velocity: number): 1 | -1 | 0 {
  if (Math.abs(offset) * Math.abs(velocity) <= SWIPE_THRESHOLD) return 0;
  return offset < 0 ? 1 : -1;
}
