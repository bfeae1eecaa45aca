/** How long an address's refusals are logged once. */
const WINDOW_MS = 60_000;
/** Addresses remembered per window; past it, refusals from new addresses go unlogged until the window ends. */
const MAX_ADDRESSES = 10_000;

/**
 * Whether a refusal the API expects under attack (429, hashing busy) from `address` should be logged now: once per
 * address per minute, so that a flood writes a line per attacker a minute instead of one per request.
 */
export function createRefusalLog(now: () => number = Date.now) {
  let windowStart = Number.NEGATIVE_INFINITY;
  const logged = new Set<string>();
  return (address: string): boolean => {
    if (now() - windowStart >= WINDOW_MS) {
      logged.clear();
      windowStart = now();
    }
    if (logged.has(address) || logged.size >= MAX_ADDRESSES) return false;
    logged.add(address);
    return true;
  };
}
