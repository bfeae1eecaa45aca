import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN, expect, test } from './support/site';

/** Presses Tab, as a keyboard user would, until the element has the focus. */
async function tabTo(page: Page, target: Locator, maxPresses = 80): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Tabs into a radio group and moves with the arrow keys until the wanted option is checked. */
async function chooseRadio(page: Page, group: Locator, option: Locator): Promise<void> {
  await tabTo(page, group.getByRole('radio', { checked: true }).or(group.getByRole('radio').first()).first());
  for (let press = 0; press < 10 && !(await option.isChecked()); press += 1) {
    await page.keyboard.press('ArrowRight');
  }
  await expect(option).toBeChecked();
}

test('catalogue → filters → detail → viewer → chat link, with the keyboard alone', async ({ page, pageErrors }) => {
  await page.goto('/catalogo-bicicletas');
  await expect(page.getByRole('list', { name: 'Bicicletas' }).getByRole('link').first()).toBeVisible();

  await tabTo(page, page.getByRole('checkbox', { name: 'MTB' }));
  await page.keyboard.press('Space');
  await expect(page).toHaveURL('/catalogo-bicicletas?categoria=mtb');

  await chooseRadio(page, page.getByRole('group', { name: 'Color' }), page.getByRole('radio', { name: 'Negro' }));
  await expect(page).toHaveURL('/catalogo-bicicletas?categoria=mtb&color=%23000000');

  const card = page.getByRole('list', { name: 'Bicicletas' }).getByRole('link', { name: /Trail Andino 29/ });
  await tabTo(page, card);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Trail Andino 29' })).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Ampliar imagen (1 de 2)' }));
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: 'Visor de imágenes' });
  await expect(viewer.getByRole('button', { name: 'Cerrar visor' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText('Imagen 2 de 2')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  const chat = page.getByRole('main').getByRole('link', { name: /Consultar/ });
  await tabTo(page, chat);
  const href = new URL((await chat.getAttribute('href')) ?? '');
  expect(href.searchParams.get('text')).toContain('Trail Andino 29');
  expect(pageErrors).toEqual([]);
});

test('admin sign-in → add a bicycle, with the keyboard alone', async ({ page }) => {
  const name = `Bici por teclado ${Date.now()}`;
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(ADMIN.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(ADMIN.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /Hola/ })).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: /^Bicicletas/ }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Agregar nueva' }));
  await page.keyboard.press('Enter');
  await chooseRadio(
    page,
    page.getByRole('group', { name: 'Categoría' }),
    page.getByRole('radio', { name: 'RUTA', exact: true }),
  );
  await tabTo(page, page.getByRole('button', { name: 'Continuar' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/admin/bicicletas/nueva?categoria=RUTA');

  await tabTo(page, page.getByLabel('Nombre'));
  await page.keyboard.type(name);
  await tabTo(page, page.getByLabel('Marca'));
  await page.keyboard.type('Venzo');

  const picker = page.getByLabel('Elegir imágenes');
  await tabTo(page, picker);
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0e7a3f' } })
    .png()
    .toBuffer();
  await (await chooser).setFiles([{ name: 'frente.png', mimeType: 'image/png', buffer: image }]);
  await expect(page.getByText('Imagen subida ✔')).toBeVisible({ timeout: 15_000 });

  await tabTo(page, page.getByRole('button', { name: 'Guardar bicicleta' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: '¡Bicicleta creada!' })).toBeVisible();
});
