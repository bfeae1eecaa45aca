/** Rejects ('Sin respuesta en {ms} ms', or `what` first) when the promise has not settled in time; the timer never outlives the race. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what = 'Sin respuesta'): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} en ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
