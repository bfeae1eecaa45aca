import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/site';

/** Violations as readable lines, so a failure names the rule and the element. */
async function accessibilityViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const cards = (page: Page) => page.getByRole('list', { name: 'Bicicletas' }).getByRole('link');

test('landing → catalogue → filters → detail → viewer → back keeps the filters', async ({ page, pageErrors }) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Ver catálogo' }).click();
  await expect(page).toHaveURL('/bicicletas');

  await page.getByRole('main').getByRole('link', { name: 'MTB', exact: true }).click();
  await expect(page).toHaveURL('/catalogo-bicicletas?categoria=mtb');
  await expect(page.getByRole('checkbox', { name: 'MTB' })).toBeChecked();
  await expect(cards(page)).toHaveText(['Cumbre XC', 'Sierra Pro 27.5', 'Trail Andino 29']);

  await page.getByRole('button', { name: 'Negro' }).click();
  await expect(page).toHaveURL('/catalogo-bicicletas?categoria=mtb&color=%23000000');
  await expect(cards(page)).toHaveText(['Cumbre XC', 'Trail Andino 29']);
  await expect(page.getByRole('list', { name: 'Filtros aplicados' }).getByRole('listitem')).toHaveText([
    'MTB×',
    'Color: Negro×',
  ]);

  await cards(page).filter({ hasText: 'Trail Andino 29' }).click();
  await expect(page).toHaveURL(
    /\/bici\/\d+-trail-andino-29\?back=%2Fcatalogo-bicicletas%3Fcategoria%3Dmtb%26color%3D%2523000000$/,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Trail Andino 29' })).toBeVisible();
  await expect(page).toHaveTitle('Trail Andino 29 | Rueda Libre');

  const enlarge = page.getByRole('button', { name: 'Ampliar imagen (1 de 2)' });
  await enlarge.focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: 'Visor de imágenes' });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Cerrar visor' })).toBeFocused();
  await expect(page.locator('body')).toHaveAttribute('data-viewer-open', 'true');
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  await expect(page.getByRole('banner')).toBeHidden();

  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText('Imagen 2 de 2')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText('Imagen 1 de 2')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByText('Imagen 2 de 2')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Ampliar imagen (2 de 2)' })).toBeFocused();
  await expect(page.locator('body')).not.toHaveAttribute('data-viewer-open', 'true');
  await expect(page.getByRole('banner')).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL('/catalogo-bicicletas?categoria=mtb&color=%23000000');
  await expect(page.getByRole('checkbox', { name: 'MTB' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Negro' })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards(page)).toHaveText(['Cumbre XC', 'Trail Andino 29']);
  expect(pageErrors).toEqual([]);
});

test('the back button returns to the filtered catalogue the visitor came from', async ({ page }) => {
  await page.goto('/catalogo-bicicletas?categoria=ruta');
  await cards(page).first().click();
  await page.getByRole('button', { name: '← Volver' }).click();
  await expect(page).toHaveURL('/catalogo-bicicletas?categoria=ruta');
});

test('a bicycle that does not exist shows the error box with the way back', async ({ page }) => {
  await page.goto('/bici/99999-no-existe');
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'No pudimos cargar la bicicleta' })).toBeVisible();
  await expect(alert).toContainText('No encontrada');
  await alert.getByRole('link', { name: 'Volver al catálogo' }).click();
  await expect(page).toHaveURL('/catalogo-bicicletas');
  await expect(cards(page).first()).toBeVisible();
});

test('an address without a leading id says the id is invalid', async ({ page }) => {
  await page.goto('/bici/trail-andino');
  await expect(page.getByRole('alert')).toContainText('ID inválido');
});

test('/bicicletas/{slug} is replaced by the catalogue of that category', async ({ page }) => {
  await page.goto('/');
  await page.goto('/bicicletas/bmx');
  await expect(page).toHaveURL('/catalogo-bicicletas?categoria=bmx');
  await expect(page.getByRole('checkbox', { name: 'BMX' })).toBeChecked();
  await page.goBack();
  await expect(page).toHaveURL('/');
});

test('a stale name in the address is replaced by the canonical one, keeping the query', async ({ page }) => {
  await page.goto('/catalogo-bicicletas?q=trail');
  const href = await cards(page).first().getAttribute('href');
  const id = /^\/bici\/(\d+)-/.exec(href ?? '')?.[1];
  await page.goto(`/bici/${id}-nombre-viejo?back=%2Fcatalogo-bicicletas`);
  await expect(page).toHaveURL(`/bici/${id}-trail-andino-29?back=%2Fcatalogo-bicicletas`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `http://localhost:3000/bici/${id}-trail-andino-29`,
  );
});

test.describe('accessibility', () => {
  test('the catalogue and its empty state have no violations', async ({ page }) => {
    await page.goto('/catalogo-bicicletas');
    await expect(cards(page).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.goto('/catalogo-bicicletas?q=ninguna-bici-se-llama-asi');
    await expect(page.getByText('No hay resultados')).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('the detail page and its open viewer have no violations', async ({ page }) => {
    await page.goto('/catalogo-bicicletas?categoria=mtb');
    await cards(page).first().click();
    await expect(page.getByRole('heading', { name: 'Te puede interesar' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: /^Ampliar imagen/ }).click();
    await expect(page.getByRole('dialog', { name: 'Visor de imágenes' })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
