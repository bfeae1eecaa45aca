import type { Page } from '@playwright/test';
import { expect, holdScripts, test } from './support/before-hydration';
import { pathOf } from './support/site';

// 'Mi consulta': a shopper gathers a bicycle and an accessory, from the first tap on each page, and sends
// them in one chat message. The list lives in the browser, so a second tab sees it too.

const enquiryLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Mi consulta/ });

function chatText(href: string | null): string {
  return new URL(href ?? '').searchParams.get('text') ?? '';
}

for (const viewport of [
  { name: 'phone', size: { width: 375, height: 740 } },
  { name: 'desktop', size: { width: 1280, height: 800 } },
]) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: viewport.size });

    test('a bicycle and an accessory, added before the pages come alive, go in one message', async ({
      page,
      context,
      request,
    }) => {
      const bike = await pathOf(request, 'bicicleta', 'Trail Andino 29');
      const helmet = await pathOf(request, 'accesorio', 'Casco urbano');

      const scripts = await holdScripts(page);
      await page.goto(`${bike}?color=rojo&talle=M`, { waitUntil: 'commit' });
      await page.getByLabel('Cantidad').fill('2');
      await page.getByRole('button', { name: 'Agregar a mi consulta' }).click();
      await scripts.release();
      await expect(enquiryLink(page)).toHaveAccessibleName('Mi consulta 2 (2 productos)');

      await page.goto(helmet);
      await page.getByRole('button', { name: 'Agregar a mi consulta' }).click();
      await expect(enquiryLink(page)).toHaveAccessibleName('Mi consulta 3 (3 productos)');

      await page.getByRole('link', { name: 'Ver mi consulta' }).click();
      await expect(page).toHaveURL('/mi-consulta');
      const lines = page.getByRole('region', { name: 'Productos de tu consulta' }).getByRole('listitem');
      await expect(lines).toHaveCount(2);
      await expect(lines.first()).toContainText('Trail Andino 29');
      await expect(lines.first()).toContainText('Color Rojo · Talle M');
      const message = chatText(
        await page.getByRole('link', { name: /Enviar consulta por WhatsApp/ }).getAttribute('href'),
      );
      expect(message).toMatch(
        /^Hola! Quiero consultar por estos productos:\n- 2 × Bicicleta "Trail Andino 29", color Rojo, talle M, figura "[^"]+": \$ [\d.]+ c\/u \(\$ [\d.]+ en efectivo o transferencia\)\./,
      );
      expect(message).toContain('- 1 × Accesorio "Casco urbano"');
      expect(message).toMatch(/\nTotal: \$ [\d.]+$/);

      const other = await context.newPage();
      await other.goto('/mi-consulta');
      await other.getByRole('button', { name: 'Uno más de Casco urbano' }).click();
      await expect(enquiryLink(page)).toHaveAccessibleName('Mi consulta 4 (4 productos)');
      await other.getByRole('button', { name: 'Quitar Trail Andino 29' }).click();
      await expect(lines).toHaveCount(1);
      await expect(enquiryLink(page)).toHaveAccessibleName('Mi consulta 2 (2 productos)');
    });
  });
}

test('a bicycle pressed into the list before its page came alive, without a colour, asks for one', async ({
  page,
  request,
}) => {
  const bike = await pathOf(request, 'bicicleta', 'Trail Andino 29');
  const scripts = await holdScripts(page);
  await page.goto(`${bike}?talle=L`, { waitUntil: 'commit' });
  await expect(page.getByText('Elegí un color para ver su disponibilidad.')).toBeVisible();
  const add = page.getByRole('button', { name: 'Agregar a mi consulta' });
  await add.click();
  await scripts.release();

  await expect(add).toHaveAccessibleDescription('Elegí un color antes de agregarla a tu consulta.');
  await expect(enquiryLink(page)).toHaveAccessibleName('Mi consulta');

  // As a shopper does: a tap on the swatch, which covers its radio.
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: 'Rojo' }) })
    .click();
  await expect(page).toHaveURL(/color=rojo/);
  await add.click();
  await expect(enquiryLink(page)).toHaveAccessibleName('Mi consulta 1 (1 producto)');
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the list says it needs JavaScript, and product pages offer no button that would do nothing', async ({
    page,
    request,
  }) => {
    await page.goto(await pathOf(request, 'accesorio', 'Casco urbano'));
    await expect(page.getByRole('heading', { level: 1, name: 'Casco urbano' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Agregar a mi consulta' })).toBeHidden();
    await page.goto('/catalogo-bicicletas');
    await expect(page.getByRole('list', { name: 'Bicicletas' }).getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Comparar / })).toHaveCount(0);

    await page.goto('/mi-consulta');
    await expect(
      page.getByText('Tu consulta se guarda en este navegador: para verla necesitás activar JavaScript.'),
    ).toBeVisible();
  });
});
