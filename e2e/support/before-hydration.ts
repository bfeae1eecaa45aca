import { test as base, type Page } from '@playwright/test';
import { waitForHydration } from './site';

export { expect } from '@playwright/test';

/**
 * Pages as a visitor meets them: a test acts as soon as a control is visible, not once the page has
 * hydrated (the site's own fixture in site.ts waits for that).
 */
export const test = base;

export interface HeldScripts {
  /** Lets the scripts load: the page hydrates. */
  release(): Promise<void>;
}

/**
 * Holds every script the page asks for (the host's and the remotes'): the page stays as the server sent
 * it, painted but not alive, for as long as the test acts in that window. Then release() lets them load.
 */
export async function holdScripts(page: Page): Promise<HeldScripts> {
  const waiting: (() => void)[] = [];
  let holding = true;
  await page.route(/\.js(\?.*)?$/, async (route) => {
    if (holding) await new Promise<void>((resolve) => waiting.push(resolve));
    await route.continue().catch(() => undefined);
  });
  return {
    async release() {
      holding = false;
      waiting.splice(0).forEach((resolve) => resolve());
      await waitForHydration(page);
    },
  };
}

/** Whether the page was loaded again since `markPage` (a full navigation, not the router's). */
export async function markPage(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));
  return async () => !(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true));
}
