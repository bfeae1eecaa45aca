import { expect, jest } from '@jest/globals';

/** Lets pending I/O and React's rendering (scheduled with setImmediate, not faked) run while the clock is fake. */
export async function settle(turns = 50): Promise<void> {
  for (let turn = 0; turn < turns; turn += 1) await new Promise((resolve) => setImmediate(resolve));
}

/** Whether a promise has settled yet, and its value once it has. */
export function track<T>(promise: Promise<T>): { settled: boolean; value?: T } {
  const state: { settled: boolean; value?: T } = { settled: false };
  void promise.then((value) => Object.assign(state, { settled: true, value }));
  return state;
}

/** Advances the fake clock to just before `ms`, where the promise must still be pending, then to `ms`, where it must have settled. */
export async function expectSettlesAt(promise: { settled: boolean }, ms: number): Promise<void> {
  await jest.advanceTimersByTimeAsync(ms - 1);
  expect(promise.settled).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  await settle();
  expect(promise.settled).toBe(true);
}
