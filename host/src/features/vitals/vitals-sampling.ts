import { siteConfig } from '@shop/shared/config';

/**
 * The localStorage key that overrides the site's sample rate in one browser, to diagnose it: '1' reports every
 * visit, '0' none (the e2e sets it). Anything else, or no key, leaves the site's rate.
 */
export const SAMPLE_RATE_KEY = 'vitals-muestra';

function overriddenRate(): number | null {
  try {
    const text = window.localStorage.getItem(SAMPLE_RATE_KEY);
    const rate = text === null || text.trim() === '' ? NaN : Number(text);
    return rate >= 0 && rate <= 1 ? rate : null;
  } catch {
    // Storage refused (a privacy mode): the site's rate.
    return null;
  }
}

/** Whether this page load reports its speed: the site's share of visits (vitalsSampleRate), or the override. */
export function isSampled(random: () => number = Math.random): boolean {
  return random() < (overriddenRate() ?? siteConfig.vitalsSampleRate);
}
