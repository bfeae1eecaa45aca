/** The shop's calendar: days are Argentina's, which keeps UTC−3 all year, so a shop day starts at 03:00 UTC. */
const DAY_MS = 24 * 60 * 60 * 1000;
const SHOP_OFFSET_MS = 3 * 60 * 60 * 1000;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The shop's calendar day (Argentina's) `daysAgo` days before `now`, as 'YYYY-MM-DD'. */
export function shopDay(now: Date = new Date(), daysAgo = 0): string {
  return new Date(now.getTime() - SHOP_OFFSET_MS - daysAgo * DAY_MS).toISOString().slice(0, 10);
}

/** A shop day ('YYYY-MM-DD') as Argentines write it: '15/12/2026'. */
export function shopDayText(day: string): string {
  return day.split('-').reverse().join('/');
}

/** 'YYYY-MM-DD' naming a real day. */
export function isCalendarDay(text: string): boolean {
  if (!DATE_PATTERN.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

/** The first midnight in Argentina after `at` (epoch ms). */
export function nextShopMidnight(at: number): number {
  return (Math.floor((at - SHOP_OFFSET_MS) / DAY_MS) + 1) * DAY_MS + SHOP_OFFSET_MS;
}

/**
 * How long a cached answer made at `at` may live, up to `ttlMs`, so that none made before a midnight in Argentina is
 * served from it on: the life of an lru-cache entry, stale once its age passes it (hence the millisecond less).
 */
export function lifeWithinShopDay(ttlMs: number, at: number): number {
  return Math.max(1, Math.min(ttlMs, nextShopMidnight(at) - at - 1));
}
