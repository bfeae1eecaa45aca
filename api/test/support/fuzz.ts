import fc from 'fast-check';

interface FuzzOptions {
  /** The seed every run starts with, so a failure found once is found again. */
  fixedSeed: number;
  runs: number;
  timeoutMs: number;
}

/** Checks a property twice: with the fixed seed, then with a random one that a failure prints. */
export function itFuzzes(title: string, property: () => fc.IAsyncProperty<[unknown]>, options: FuzzOptions): void {
  const { fixedSeed, runs, timeoutMs } = options;
  it(
    `con la semilla fija: ${title}`,
    async () => {
      await fc.assert(property(), { seed: fixedSeed, numRuns: runs });
    },
    timeoutMs,
  );

  it(
    'con una semilla al azar (se imprime si falla)',
    async () => {
      const seed = Math.floor(Math.random() * 2 ** 31);
      try {
        await fc.assert(property(), { seed, numRuns: runs });
      } catch (error: unknown) {
        throw new Error(`Falló con la semilla ${seed}: ${String(error)}`);
      }
    },
    timeoutMs,
  );
}
