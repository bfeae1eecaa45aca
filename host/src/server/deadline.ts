import { withTimeout } from '../common/with-timeout';

/** One point in time shared by a request's steps: each step waits only for what is left, never its own full time. */
export class Deadline {
  private readonly end: number;

  constructor(ms: number) {
    this.end = Date.now() + ms;
  }

  get remaining(): number {
    return Math.max(0, this.end - Date.now());
  }

  race<T>(promise: Promise<T>): Promise<T> {
    return withTimeout(promise, this.remaining);
  }
}
