import type { Page } from '@playwright/test';
import { expect, test } from './support/before-hydration';
import { pathOf, waitForHydration } from './support/site';

/** The demo's Trail Andino 29: black L is 'Pocas unidades' at Casa central and 'Sin stock' at Local Palermo. */
const trailPath = (page: Page) => pathOf(page.request, 'bicicleta', 'Trail Andino 29');

const options = (page: Page) => page.getByRole('list', { name: 'Opciones de envío y retiro' }).getByRole('listitem');

for (const javaScriptEnabled of [true, false]) {
  test.describe(`'Calcular envío' ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("a CPA gets its zone's cost and days and free pick-up at each store with the choice's stock", async ({
      page,
    }) => {
      await page.goto(`${await trailPath(page)}?color=negro&talle=L`);
      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByRole('textbox', { name: 'Código postal' }).fill('C1425ABC');
      await page.getByRole('button', { name: 'Calcular' }).click();

      await expect(options(page)).toHaveText([
        'Envío a domicilio (CABA): $ 4.500, 2 días hábiles',
        'Retiro gratis en Casa central (Pocas unidades)',
        'Retiro gratis en Local Palermo (Sin stock)',
      ]);
      await expect(page).toHaveURL(/\?color=negro&talle=L&cp=C1425ABC$/);
    });

    test('a bad postcode gets its message beside the field', async ({ page }) => {
      await page.goto(await trailPath(page));
      if (javaScriptEnabled) await waitForHydration(page);
      const field = page.getByRole('textbox', { name: 'Código postal' });
      await field.fill('142');
      await page.getByRole('button', { name: 'Calcular' }).click();

      await expect(field).toHaveAccessibleDescription(
        'Ingresá un código postal válido (4 dígitos, como 1425, o el CPA, como C1425ABC).',
      );
      await expect(field).toHaveValue('142');
    });
  });
}

test('with JavaScript, the postcode is remembered for the next product page', async ({ page, request }) => {
  await page.goto(await trailPath(page));
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Código postal' }).fill('5000');
  await page.getByRole('button', { name: 'Calcular' }).click();
  await expect(options(page).first()).toHaveText('Envío a domicilio (Interior del país): $ 9.800, 6 días hábiles');

  await page.goto(await pathOf(request, 'accesorio', 'Casco urbano'));
  await waitForHydration(page);
  await expect(page.getByRole('textbox', { name: 'Código postal' })).toHaveValue('5000');
  await expect(options(page)).toHaveText([
    'Envío a domicilio (Interior del país): $ 9.800, 6 días hábiles',
    'Retiro gratis en Casa central',
    'Retiro gratis en Local Palermo',
  ]);
});
