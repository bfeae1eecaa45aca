import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/site';

// A 375 px phone, as most shoppers come.
test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

async function axeOn(page: Page, selector: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include(selector).analyze();
  return violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Its box, read in the page. */
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('El elemento no está en pantalla');
  return found;
}

/** Every button, field and pill that is on screen inside `scope`, smaller than 44 × 44 px. */
async function smallTargets(scope: Locator): Promise<string[]> {
  return scope
    .locator('button, input:not([type="radio"]):not([type="checkbox"]), select, label:has(input)')
    .evaluateAll((elements) =>
      elements
        .filter((element) => {
          const rect = element.getBoundingClientRect();
          return rect.width > 0 && rect.height > 0 && (rect.width < 44 || rect.height < 44);
        })
        .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim() ?? ''}"`),
    );
}

test('the menu: a button with JavaScript; without it, links open and close it in place and a section is followed', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Abrir menú' })).toBeHidden();

  // A context of the browser's takes this file's phone; its pages are not waited on for a hydration.
  const withoutJs = await browser.newContext({ javaScriptEnabled: false });
  const phone = await withoutJs.newPage();
  await phone.goto('/');
  const nav = phone.getByRole('navigation', { name: 'Principal' });
  const open = phone.getByRole('link', { name: 'Abrir menú' });
  await expect(nav).toBeHidden();
  await expect(phone.getByRole('button', { name: 'Abrir menú' })).toBeHidden();
  const toggle = await box(open);
  expect(toggle.width).toBeGreaterThanOrEqual(44);
  expect(toggle.height).toBeGreaterThanOrEqual(44);

  await open.click();
  await expect(nav).toBeVisible();
  const close = phone.getByRole('link', { name: 'Cerrar menú' });
  expect(await box(close)).toEqual(toggle);
  await close.click();
  await expect(nav).toBeHidden();
  await expect(open).toBeVisible();

  await open.click();
  await nav.getByRole('link', { name: 'MTB' }).click();
  await expect(phone).toHaveURL('/catalogo-bicicletas?categoria=mtb');
  await expect(phone.getByRole('link', { name: 'Abrir menú' })).toBeVisible();
  await expect(phone.getByRole('navigation', { name: 'Principal' })).toBeHidden();
  await withoutJs.close();
});

test('the catalogue: two columns, a bottom bar with the filters sheet and the count', async ({ page, pageErrors }) => {
  await page.goto('/catalogo-bicicletas');
  const cards = page.getByRole('list', { name: 'Bicicletas' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  const [first, second] = [await box(cards.nth(0)), await box(cards.nth(1))];
  // The search and the sort stand above the results, without opening the sheet.
  for (const field of ['Buscar', 'Ordenar por']) {
    const fieldBox = await box(page.getByRole('combobox', { name: field }));
    expect(fieldBox.y + fieldBox.height).toBeLessThan(first.y);
  }
  expect(Math.abs(first.y - second.y)).toBeLessThan(2);
  expect(second.x).toBeGreaterThan(first.x + first.width - 1);
  expect(second.x + second.width).toBeLessThanOrEqual(375);
  // Earlier specs add unpriced bicycles at the top: a demo bicycle shows its price.
  await expect(cards.filter({ hasText: /\$ \d{1,3}(\.\d{3})+/ }).first()).toBeVisible();

  const bar = page.getByRole('region', { name: 'Filtros y resultados' });
  await expect(bar).toContainText(/\d+ resultado\(s\)/);
  const barBox = await box(bar);
  expect(barBox.y + barBox.height).toBeGreaterThan(735);
  await page.mouse.wheel(0, 1500);
  await expect(async () => expect((await box(bar)).y).toBeCloseTo(barBox.y, 0)).toPass();

  const opener = bar.getByRole('button', { name: 'Filtros (0)' });
  await expect(page.getByRole('checkbox', { name: 'MTB' })).toBeHidden();
  await opener.click();
  const mtb = page.getByRole('checkbox', { name: 'MTB' });
  await expect(mtb).toBeVisible();
  expect(await axeOn(page, '[aria-label="Filtros"]')).toEqual([]);
  expect(await smallTargets(page.getByRole('region', { name: 'Filtros' }))).toEqual([]);
  // The box follows the address, which the router updates in a transition: checked a moment later.
  await mtb.click();
  await expect(mtb).toBeChecked();
  await expect(page).toHaveURL('/catalogo-bicicletas?categoria=mtb');
  await page.getByRole('button', { name: 'Ver resultados' }).click();
  await expect(mtb).toBeHidden();
  await expect(bar.getByRole('button', { name: 'Filtros (1)' })).toBeFocused();
  await expect(cards).toHaveCount(3);
  await expect(bar).toContainText('3 resultado(s)');
  expect(await axeOn(page, '[aria-label="Filtros y resultados"]')).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('the catalogue without JavaScript: search and sort above the results, and Filtros opens its sheet, a GET form', async ({
  browser,
}) => {
  const withoutJs = await browser.newContext({ javaScriptEnabled: false });
  const phone = await withoutJs.newPage();
  await phone.goto('/catalogo-bicicletas?categoria=mtb');
  const cards = phone.getByRole('list', { name: 'Bicicletas' }).getByRole('link');
  const search = phone.getByRole('combobox', { name: 'Buscar' });
  const sort = phone.getByRole('combobox', { name: 'Ordenar por' });
  const firstCard = await box(cards.first());
  expect((await box(search)).y).toBeLessThan(firstCard.y);
  expect((await box(sort)).y).toBeLessThan(firstCard.y);

  await sort.selectOption({ label: 'Nombre: Z → A' });
  await phone.getByRole('button', { name: 'Ordenar' }).click();
  await expect(cards).toHaveText(['Trail Andino 29', 'Sierra Pro 27.5', 'Cumbre XC']);

  const bmx = phone.getByRole('checkbox', { name: /^BMX/ });
  await expect(bmx).toBeHidden();
  await phone.getByRole('button', { name: 'Filtros (1)' }).click();
  await expect(bmx).toBeVisible();
  await phone.getByRole('button', { name: 'Cerrar filtros' }).click();
  await expect(bmx).toBeHidden();
  await phone.getByRole('button', { name: 'Filtros (1)' }).click();
  await phone.getByRole('checkbox', { name: /^MTB/ }).uncheck();
  await phone.getByRole('button', { name: 'Aplicar filtros' }).click();
  await expect(phone.getByRole('button', { name: 'Filtros (0)' })).toBeVisible();

  await search.fill('andino');
  await search.press('Enter');
  await expect(cards).toHaveText(['Trail Andino 29']);
  await withoutJs.close();
});

test('Comparar: full-size targets, and the comparison bar stands above the bottom bar', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/catalogo-bicicletas?categoria=mtb');
  const cards = page.getByRole('list', { name: 'Bicicletas' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  await cards
    .nth(0)
    .getByRole('button', { name: /^Comparar / })
    .click();
  await cards
    .nth(1)
    .getByRole('button', { name: /^Comparar / })
    .click();
  const compareBar = page.getByRole('complementary', { name: 'Bicicletas para comparar' });
  await expect(compareBar).toContainText('Comparar (2 de 3)');
  expect(await smallTargets(cards.nth(0))).toEqual([]);
  expect(await smallTargets(compareBar)).toEqual([]);
  expect((await box(compareBar.getByRole('link', { name: 'Ver comparación' }))).height).toBeGreaterThanOrEqual(44);

  await page.mouse.wheel(0, 600);
  const bottomBar = await box(page.getByRole('region', { name: 'Filtros y resultados' }));
  await expect(async () => {
    const bar = await box(compareBar);
    expect(bar.y + bar.height).toBeLessThanOrEqual(bottomBar.y + 1);
  }).toPass();
  expect(await axeOn(page, '[aria-label="Bicicletas para comparar"]')).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('a bicycle: pick colour and size, ask by chat with them, the choice stays in the address', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/catalogo-bicicletas?categoria=mtb');
  await page.getByRole('link', { name: 'Trail Andino 29' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trail Andino 29' })).toBeVisible();
  await expect(page.getByText('$ 1.250.000').first()).toBeVisible();

  const bar = page.getByRole('region', { name: 'Consultar por este producto' });
  const barBox = await box(bar);
  expect(barBox.y + barBox.height).toBeGreaterThan(735);
  await expect(bar).toContainText('$ 1.250.000');
  const chat = bar.getByRole('link', { name: /Consultar/ });
  await expect(chat).toBeInViewport();

  await page.getByRole('radio', { name: 'Rojo' }).check();
  await page.getByRole('radio', { name: 'L', exact: true }).check();
  await expect(page).toHaveURL(/\/bici\/\d+-trail-andino-29\?back=.*&color=rojo&talle=L$/);
  const text = new URL((await chat.getAttribute('href')) ?? '').searchParams.get('text');
  expect(text).toMatch(
    /^Hola! Quiero consultar por la bicicleta "Trail Andino 29" en color Rojo, talle L, que figura "Sin stock" en Casa central, a \$ 1\.125\.000 en efectivo o transferencia\. http:\/\/localhost:3000\/bici\/\d+-trail-andino-29\?color=rojo&talle=L$/,
  );
  expect(await axeOn(page, 'main')).toEqual([]);
  expect(await smallTargets(page.getByRole('group', { name: 'Color' }))).toEqual([]);
  expect(await smallTargets(page.getByRole('group', { name: 'Talle' }))).toEqual([]);
  expect(await smallTargets(bar)).toEqual([]);

  await page.reload();
  await expect(page.getByRole('radio', { name: 'Rojo' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'L', exact: true })).toBeChecked();
  expect(pageErrors).toEqual([]);
});

test('the size guide recommends a size for the height and selects it', async ({ page, pageErrors }) => {
  await page.goto('/catalogo-bicicletas?categoria=mtb');
  await page.getByRole('link', { name: 'Trail Andino 29' }).click();
  await page.getByRole('button', { name: 'Guía de talles' }).click();

  const dialog = page.getByRole('dialog', { name: 'Guía de talles' });
  await expect(dialog).toBeVisible();
  const height = dialog.getByRole('spinbutton', { name: 'Tu altura en cm' });
  await height.fill('210');
  await expect(dialog.getByRole('status')).toHaveText(
    'Tu altura está fuera de esta tabla (de 140 a 195 cm). Consultanos y te asesoramos.',
  );
  await height.fill('168');
  await expect(dialog.getByRole('status')).toHaveText('Te recomendamos el talle M. Ya lo elegimos para tu consulta.');
  await expect(dialog.getByRole('rowheader', { name: 'M Recomendado' })).toBeVisible();
  expect(await axeOn(page, 'dialog')).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('radio', { name: 'M', exact: true })).toBeChecked();
  await expect(page).toHaveURL(/talle=M$/);
  const chat = page.getByRole('region', { name: 'Consultar por este producto' }).getByRole('link');
  // No colour chosen yet: the message names the size and claims no availability.
  const text = new URL((await chat.getAttribute('href')) ?? '').searchParams.get('text');
  expect(text).toContain('"Trail Andino 29", talle M, a $ ');
  expect(text).not.toContain('figura');
  expect(pageErrors).toEqual([]);
});

test('an accessory: price under the name, a bottom bar, no Visible or Destacado rows', async ({ page }) => {
  await page.goto('/catalogo-accesorios?categoria=CASCOS');
  await page.getByRole('link', { name: 'Casco urbano' }).click();
  const name = page.getByRole('heading', { level: 1, name: 'Casco urbano' });
  await expect(name).toBeVisible();
  await expect(page.locator('h1 + p')).toHaveText('$ 89.900');
  const bar = page.getByRole('region', { name: 'Consultar por este producto' });
  await expect(bar).toContainText('$ 89.900');
  await expect(bar.getByRole('link', { name: /Consultar/ })).toBeInViewport();
  const sheet = page.getByRole('region', { name: 'Especificaciones' });
  await expect(sheet.getByRole('term')).not.toContainText(['Visible']);
  await expect(sheet.getByText('Destacado', { exact: true })).toHaveCount(0);
});

test("the home shows 'Destacados' with prices below the hero", async ({ page }) => {
  await page.goto('/');
  const strip = page.getByRole('region', { name: 'Destacados' });
  await expect(strip.getByRole('article').first()).toBeVisible();
  await expect(strip.getByRole('link', { name: 'Trail Andino 29' })).toBeAttached();
  await expect(strip).toContainText('$ 1.250.000');
  expect(await axeOn(page, '[aria-labelledby="home-featured-title"]')).toEqual([]);
});
