import type { APIRequestContext, Page } from '@playwright/test';
import { idSlug } from '../contract/src/product-paths';
import { expect, holdScripts, markPage, test } from './support/before-hydration';
import { API } from './support/site';

// A visitor acts as soon as the page shows a control; these tests do too. The site's scripts are held
// while they act, so every action lands before hydration, however fast the machine is.

const cards = (page: Page) => page.getByRole('list', { name: 'Bicicletas' }).getByRole('link');

async function bikePath(request: APIRequestContext, name: string): Promise<string> {
  const answer = await request.get(`${API}/api/bicicletas`, { params: { q: name } });
  const { items } = (await answer.json()) as { items: { id: number; nombre: string }[] };
  const bike = items.find((item) => item.nombre === name);
  if (!bike) throw new Error(`Falta la bicicleta ${name} en la demostración`);
  return `/bici/${idSlug(bike.id, bike.nombre)}`;
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
    await page.goto(await bikePath(request, 'Trail Andino 29'), { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Ampliar imagen (1 de 2)' }).click();
    await scripts.release();
    const viewer = page.getByRole('dialog', { name: 'Visor de imágenes' });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByText('Imagen 1 de 2')).toBeVisible();
    await viewer.getByRole('button', { name: 'Cerrar visor' }).click();
    await expect(viewer).toBeHidden();
  });

  test('a colour picked before hydration is the one the chat message names', async ({ page, request }) => {
    await holdScripts(page);
    await page.goto(await bikePath(request, 'Trail Andino 29'), { waitUntil: 'commit' });
    await page.getByRole('radio', { name: 'Negro' }).click();
    await expect(page).toHaveURL(/\?color=negro$/);
    await expect(page.getByRole('radio', { name: 'Negro' })).toBeChecked();
    await expect(page.getByRole('link', { name: /Consultar/ }).first()).toHaveAttribute('href', /Negro/);
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

  test('the filters show in the page on a phone, where the sheet cannot open', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/catalogo-bicicletas');
    await expect(page.getByRole('checkbox', { name: /^MTB/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Aplicar filtros' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Filtros \(/ })).toBeHidden();
  });
});
