import type { Page } from '@playwright/test';
import { expect, test } from './support/site';

/** Focus is inside the open modal, or has left the page (Tab past the last control goes to the browser). */
function focusStaysInDialog(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const active = document.activeElement;
    const dialog = document.querySelector('dialog[open]');
    return active === null || active === document.body || dialog?.contains(active) === true;
  });
}

/** Whether a pointer at the middle of the site's logo link would reach it. */
function logoReachable(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const link = document.querySelector('header a');
    if (!link) return false;
    const box = link.getBoundingClientRect();
    return link.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
  });
}

async function openTrailAndino(page: Page) {
  await page.goto('/catalogo-bicicletas?q=Trail%20Andino');
  await page.getByRole('list', { name: 'Bicicletas' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trail Andino 29' })).toBeVisible();
}

test('the size guide is modal: the page behind is out of reach, Tab stays inside, Escape gives focus back', async ({
  page,
  pageErrors,
}) => {
  await openTrailAndino(page);
  expect(await logoReachable(page)).toBe(true);
  const opener = page.getByRole('button', { name: 'Guía de talles' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Guía de talles' });
  await expect(dialog).toBeVisible();
  expect(await logoReachable(page)).toBe(false);

  for (let step = 0; step < 6; step += 1) {
    await page.keyboard.press('Tab');
    expect(await focusStaysInDialog(page)).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  expect(await logoReachable(page)).toBe(true);
  expect(pageErrors).toEqual([]);
});

test('the image viewer keeps Tab inside', async ({ page }) => {
  await openTrailAndino(page);
  await page.getByRole('button', { name: /^Ampliar imagen/ }).click();
  const viewer = page.getByRole('dialog', { name: 'Visor de imágenes' });
  await expect(viewer.getByRole('button', { name: 'Cerrar visor' })).toBeFocused();

  for (let step = 0; step < 6; step += 1) {
    await page.keyboard.press('Tab');
    expect(await focusStaysInDialog(page)).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
});
