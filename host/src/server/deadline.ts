/** Rejects when the promise has not settled in time; the timer never outlives the race. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Sin respuesta en ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

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
