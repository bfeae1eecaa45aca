import type { Locator, Page } from '@playwright/test';
import { expect, holdScripts, markPage, test } from './support/before-hydration';
import { pathOf } from './support/site';

// A visitor acts as soon as the page shows a control; these tests do too. The site's scripts are held
// while they act, so every action lands before hydration, however fast the machine is.

const cards = (page: Page) => page.getByRole('list', { name: 'Bicicletas' }).getByRole('link');

/** Whether the control shows that a tap was taken: said busy, and drawn with the mark's outline. */
function looksTaken(control: Locator): Promise<boolean> {
  return control.evaluate(
    (element) => element.getAttribute('aria-busy') === 'true' && getComputedStyle(element).outlineStyle === 'solid',
  );
}

/** What each page left marked as taken, read as the browser left it (kept in the tab's session storage). */
async function recordTakenOnLeaving(page: Page): Promise<() => Promise<string[][]>> {
  await page.addInitScript(() =>
    window.addEventListener('pagehide', () => {
      const taken = [...document.querySelectorAll('[aria-busy="true"]')].map((element) => [
        element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '',
        getComputedStyle(element).outlineStyle,
      ]);
      sessionStorage.setItem('taken', JSON.stringify(taken));
    }),
  );
  return async () => JSON.parse((await page.evaluate(() => sessionStorage.getItem('taken'))) ?? '[]') as string[][];
}
test.describe('before hydration, with the scripts still loading', () => {
  test('the first tap on the pager shows the next page', async ({ page }) => {
    await holdScripts(page);
    await page.goto('/catalogo-bicicletas?limit=5', { waitUntil: 'commit' });
    await page.getByRole('link', { name: 'Siguiente →' }).click();
    await expect(page).toHaveURL('/catalogo-bicicletas?limit=5&page=2');
    await expect(page.getByText(/^Página 2 de \d+$/)).toBeVisible();
  });

  test('the first tick on a category filters the catalogue, keeping the other filters', async ({ page }) => {
    await holdScripts(page);
    await page.goto('/catalogo-bicicletas?color=%23000000', { waitUntil: 'commit' });
    await page.getByRole('checkbox', { name: /^MTB/ }).click();
    // The app's address: the filters already set first, as the hydrated page writes it.
    await expect(page).toHaveURL('/catalogo-bicicletas?color=%23000000&categoria=mtb');
    await expect(page.getByRole('checkbox', { name: /^MTB/ })).toBeChecked();
    await expect(cards(page)).toHaveText(['Cumbre XC', 'Trail Andino 29']);
  });

  test('the sort and a search sent with Enter take effect', async ({ page }) => {
    await holdScripts(page);
    await page.goto('/catalogo-bicicletas', { waitUntil: 'commit' });
    await page.getByRole('combobox', { name: 'Ordenar por' }).selectOption({ label: 'Nombre: Z → A' });
    await expect(page).toHaveURL('/catalogo-bicicletas?sort=nombre_desc');

    await page.getByRole('combobox', { name: 'Buscar' }).fill('andino');
    await page.getByRole('combobox', { name: 'Buscar' }).press('Enter');
    await expect(page).toHaveURL('/catalogo-bicicletas?sort=nombre_desc&q=andino');
    await expect(cards(page)).toHaveText(['Trail Andino 29']);
  });

  test('a price range sent with Enter goes to the address the app writes: pesos, the right way round', async ({
    page,
  }) => {
    await holdScripts(page);
    await page.goto('/catalogo-bicicletas', { waitUntil: 'commit' });
    await page.getByRole('textbox', { name: 'Desde ($)' }).fill('900.000');
    await page.getByRole('textbox', { name: 'Hasta ($)' }).fill('100.000');
    await page.getByRole('textbox', { name: 'Hasta ($)' }).press('Enter');
    await expect(page).toHaveURL('/catalogo-bicicletas?precio_min=100000&precio_max=900000');
  });

  test('a second tap on the chosen colour clears it', async ({ page }) => {
    await holdScripts(page);
    await page.goto('/catalogo-bicicletas?color=%23000000&limit=5', { waitUntil: 'commit' });
    await page.getByRole('radio', { name: /^Negro/ }).click();
    await expect(page).toHaveURL('/catalogo-bicicletas?limit=5');
    await expect(page.getByRole('radio', { name: /^Negro/ })).not.toBeChecked();
  });

  test('a search typed before hydration is searched for once the page is alive', async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto('/catalogo-bicicletas', { waitUntil: 'commit' });
    await page.getByRole('combobox', { name: 'Buscar' }).fill('andino');
    await scripts.release();
    await expect(page).toHaveURL('/catalogo-bicicletas?q=andino');
    await expect(cards(page)).toHaveText(['Trail Andino 29']);
  });

  test('the first tap on the main image opens the viewer once the page is alive, once', async ({ page, request }) => {
    const scripts = await holdScripts(page);
    await page.goto(await pathOf(request, 'bicicleta', 'Trail Andino 29'), { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Ampliar imagen (1 de 2)' }).click();
    await scripts.release();
    const viewer = page.getByRole('dialog', { name: 'Visor de imágenes' });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByText('Imagen 1 de 2')).toBeVisible();
    await viewer.getByRole('button', { name: 'Cerrar visor' }).click();
    await expect(viewer).toBeHidden();
  });

  test("'Guía de talles', 'Medios de pago' and 'VER FICHA' act at once, natively, and still work once alive", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const scripts = await holdScripts(page);
    await page.goto(await pathOf(request, 'bicicleta', 'Trail Andino 29'), { waitUntil: 'commit' });
    const guide = page.getByRole('dialog', { name: 'Guía de talles' });
    await page.getByRole('button', { name: 'Guía de talles' }).click();
    await expect(guide).toBeVisible();
    await expect(guide.getByRole('row')).not.toHaveCount(0);
    // Opened before hydration, it stays open through it; Escape closes it and focus is back on its button.
    await scripts.release();
    await expect(guide).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(guide).toBeHidden();
    await expect(page.getByRole('button', { name: 'Guía de talles' })).toBeFocused();
    // Once alive, the guide is the modal that picks the size for the height typed.
    await page.getByRole('button', { name: 'Guía de talles' }).click();
    await guide.getByRole('spinbutton', { name: 'Tu altura en cm' }).fill('178');
    await expect(guide.getByRole('status')).toContainText('Te recomendamos el talle');
    await guide.getByRole('button', { name: 'Cerrar' }).click();
    await expect(guide).toBeHidden();

    const next = await holdScripts(page);
    await page.goto(await pathOf(request, 'accesorio', 'Candado en U'), { waitUntil: 'commit' });
    const method = page.getByRole('listitem').filter({ hasText: /^Mercado Pago$/ });
    await page.getByRole('heading', { level: 2, name: 'Medios de pago' }).click();
    await expect(method).toBeVisible();
    await page.getByRole('link', { name: 'VER FICHA / ESPECIFICACIONES' }).click();
    await expect(page.getByRole('region', { name: 'Especificaciones' })).toBeInViewport();
    await next.release();
    await expect(method).toBeVisible();
  });

  test('a colour picked before hydration is the one the chat message names', async ({ page, request }) => {
    await holdScripts(page);
    await page.goto(await pathOf(request, 'bicicleta', 'Trail Andino 29'), { waitUntil: 'commit' });
    await page.getByRole('radio', { name: 'Negro' }).click();
    await expect(page).toHaveURL(/\?color=negro$/);
    await expect(page.getByRole('radio', { name: 'Negro' })).toBeChecked();
    await expect(page.getByRole('link', { name: /Consultar/ }).first()).toHaveAttribute('href', /Negro/);
  });
});

test.describe('a tap before hydration shows at once that it was taken, until its action runs', () => {
  test('the photo and "Agregar a mi consulta": marked busy at once, unmarked as the app acts on them', async ({
    page,
    request,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto(await pathOf(request, 'accesorio', 'Casco urbano'), { waitUntil: 'commit' });
    const add = page.getByRole('button', { name: 'Agregar a mi consulta' });
    expect(await looksTaken(add)).toBe(false);
    await add.click();
    await expect.poll(() => looksTaken(add)).toBe(true);
    await scripts.release();
    await expect(page.getByText('Agregado a tu consulta.')).toBeVisible();
    expect(await looksTaken(add)).toBe(false);
    await expect(add).not.toHaveAttribute('aria-busy');

    const bike = await holdScripts(page);
    await page.goto(await pathOf(request, 'bicicleta', 'Trail Andino 29'), { waitUntil: 'commit' });
    const photo = page.getByRole('button', { name: 'Ampliar imagen (1 de 2)' });
    await photo.click();
    await expect.poll(() => looksTaken(photo)).toBe(true);
    await bike.release();
    await expect(page.getByRole('dialog', { name: 'Visor de imágenes' })).toBeVisible();
    await expect(photo).not.toHaveAttribute('aria-busy');
  });

  test('the pager and a colour swatch: marked until the browser leaves for the next page', async ({ page }) => {
    await holdScripts(page);
    const takenOnLeaving = await recordTakenOnLeaving(page);
    await page.goto('/catalogo-bicicletas?limit=5', { waitUntil: 'commit' });
    await page.getByRole('link', { name: 'Siguiente →' }).click();
    await expect(page.getByText(/^Página 2 de \d+$/)).toBeVisible();
    expect(await takenOnLeaving()).toEqual([['Siguiente →', 'solid']]);
    // The page itself starts with nothing marked.
    await expect(page.getByRole('link', { name: '← Anterior' })).not.toHaveAttribute('aria-busy');

    await page.getByRole('radio', { name: /^Negro/ }).click();
    await expect(page).toHaveURL('/catalogo-bicicletas?limit=5&color=%23000000');
    expect(await takenOnLeaving()).toEqual([[expect.stringMatching(/^Negro/), 'solid']]);
  });

  test("on a phone, 'Filtros' opens its sheet at once, beside a search and a sort already in the page", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await holdScripts(page);
    await page.goto('/catalogo-bicicletas', { waitUntil: 'commit' });
    await expect(page.getByRole('combobox', { name: 'Buscar' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Ordenar por' })).toBeVisible();
    const mtb = page.getByRole('checkbox', { name: /^MTB/ });
    await expect(mtb).toBeHidden();
    await page.getByRole('button', { name: 'Filtros (0)' }).click();
    await expect(mtb).toBeVisible();
    await mtb.click();
    await expect(page).toHaveURL('/catalogo-bicicletas?categoria=mtb');
    await expect(page.getByRole('list', { name: 'Filtros aplicados' })).toContainText('MTB');
  });
});

test('once hydrated, the same links and filters change the page without loading it again', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/catalogo-bicicletas?limit=5', { waitUntil: 'commit' });
  await scripts.release();
  const reloaded = await markPage(page);

  await page.getByRole('link', { name: 'Siguiente →' }).click();
  await expect(page.getByText(/^Página 2 de \d+$/)).toBeVisible();
  await page.getByRole('checkbox', { name: /^MTB/ }).click();
  await expect(page).toHaveURL('/catalogo-bicicletas?limit=5&categoria=mtb');
  await expect(page.getByRole('checkbox', { name: /^MTB/ })).toBeChecked();
  await page.getByRole('link', { name: 'Quitar filtro MTB' }).click();
  await expect(page).toHaveURL('/catalogo-bicicletas?limit=5');
  expect(await reloaded()).toBe(false);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a shopper browses: page 2, a filter, the sort, a search, a product, its price and its chat link', async ({
    page,
  }) => {
    await page.goto('/catalogo-bicicletas?limit=5');
    await page.getByRole('link', { name: 'Siguiente →' }).click();
    await expect(page.getByText(/^Página 2 de \d+$/)).toBeVisible();

    await page.getByRole('checkbox', { name: /^MTB/ }).check();
    await page.getByRole('button', { name: 'Aplicar filtros' }).click();
    await expect(page.getByRole('list', { name: 'Filtros aplicados' }).getByRole('listitem')).toHaveText(['MTB×']);
    await expect(cards(page)).toHaveText(['Cumbre XC', 'Sierra Pro 27.5', 'Trail Andino 29']);

    await page.getByRole('combobox', { name: 'Ordenar por' }).selectOption({ label: 'Nombre: Z → A' });
    await page.getByRole('button', { name: 'Aplicar filtros' }).click();
    await expect(cards(page)).toHaveText(['Trail Andino 29', 'Sierra Pro 27.5', 'Cumbre XC']);

    await page.getByRole('combobox', { name: 'Buscar' }).fill('andino');
    await page.getByRole('combobox', { name: 'Buscar' }).press('Enter');
    await expect(cards(page)).toHaveText(['Trail Andino 29']);

    await cards(page).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Trail Andino 29' })).toBeVisible();
    await expect(page.getByText(/^\$ [\d.]+$/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Consultar/ }).first()).toHaveAttribute(
      'href',
      /^https:\/\/(wa\.me|api\.whatsapp\.com)\/.*Trail%20Andino%2029/,
    );
  });

  test("on a phone, 'Filtros' opens its sheet and 'Aplicar filtros' sends it", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/catalogo-bicicletas');
    const mtb = page.getByRole('checkbox', { name: /^MTB/ });
    await expect(mtb).toBeHidden();
    await page.getByRole('button', { name: 'Filtros (0)' }).click();
    await mtb.check();
    await page.getByRole('button', { name: 'Aplicar filtros' }).click();
    await expect(page.getByRole('list', { name: 'Filtros aplicados' }).getByRole('listitem')).toHaveText(['MTB×']);
    await expect(page.getByRole('button', { name: 'Filtros (1)' })).toBeVisible();
  });
});
