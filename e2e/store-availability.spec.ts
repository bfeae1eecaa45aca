import type { Page } from '@playwright/test';
import { productPath } from '../contract/src/product-paths';
import { expect, test } from './support/before-hydration';
import { API, waitForHydration } from './support/site';

/** The demo's Trail Andino 29: black L is 'Pocas unidades' at Casa central and 'Sin stock' at Local Palermo. */
async function trailPath(page: Page) {
  const answer = await page.request.get(`${API}/api/bicicletas`, { params: { q: 'Trail Andino 29' } });
  const { items } = (await answer.json()) as { items: { id: number; nombre: string }[] };
  const trail = items.find((item) => item.nombre === 'Trail Andino 29');
  if (!trail) throw new Error('Trail Andino 29 no está en el catálogo de demostración');
  return productPath('bicicleta', trail);
}

/** The Product's offers in the page's JSON-LD, always as a list. */
async function offers(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = blocks
    .map((block) => JSON.parse(block) as Record<string, unknown>)
    .find((block) => block['@type'] === 'Product');
  return [product?.offers ?? []].flat() as Record<string, unknown>[];
}

const storeLines = (page: Page) => page.getByRole('list', { name: 'Disponibilidad por tienda' }).getByRole('listitem');
const cards = (page: Page) => page.getByRole('list', { name: 'Bicicletas' }).getByRole('article').getByRole('link');

const SCREENS = [
  { name: 'desktop', use: { viewport: { width: 1366, height: 768 } } },
  { name: 'phone', use: { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true } },
] as const;

for (const screen of SCREENS) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`stock per store on ${screen.name}, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
      test.use({ ...screen.use, javaScriptEnabled });

      test('the detail says the chosen colour and size at each store, and its offers claim just that', async ({
        page,
      }) => {
        await page.goto(`${await trailPath(page)}?color=negro&talle=L`);
        if (javaScriptEnabled) await waitForHydration(page);
        await expect(storeLines(page)).toHaveText(['Casa central: Pocas unidades', 'Local Palermo: Sin stock']);
        expect(await offers(page)).toEqual([
          expect.objectContaining({
            availability: 'https://schema.org/LimitedAvailability',
            availableAtOrFrom: expect.objectContaining({ name: 'Casa central' }),
          }),
          expect.objectContaining({
            availability: 'https://schema.org/OutOfStock',
            availableAtOrFrom: expect.objectContaining({ name: 'Local Palermo' }),
          }),
        ]);

        await page.goto(`${await trailPath(page)}?color=rojo&talle=S`);
        await expect(storeLines(page)).toHaveText([
          'Casa central: Consultá disponibilidad',
          'Local Palermo: Consultá disponibilidad',
        ]);
        expect(await offers(page)).toEqual([expect.not.objectContaining({ availability: expect.anything() })]);
      });

      test("'Disponible ahora' looks in the chosen store", async ({ page }) => {
        await page.goto('/catalogo-bicicletas?color=%23ffffff');
        if (javaScriptEnabled) await waitForHydration(page);
        // On a phone the filters are in the 'Filtros' sheet, which opens without JavaScript too.
        if (screen.name === 'phone') await page.getByRole('button', { name: /^Filtros \(/ }).click();
        const stores = page.getByRole('group', { name: 'Disponible en' });
        await stores.getByRole('radio', { name: 'Local Palermo' }).check();
        if (javaScriptEnabled) {
          await expect(page).toHaveURL(/tienda=local-palermo/);
          await expect(page.getByRole('checkbox', { name: /^Disponible ahora/ })).toBeChecked();
          if (screen.name === 'phone') await page.getByRole('button', { name: 'Ver resultados' }).click();
        } else {
          await page.getByRole('checkbox', { name: /^Disponible ahora/ }).check();
          await page.getByRole('button', { name: 'Aplicar filtros' }).click();
          await expect(page).toHaveURL(/disponible=1/);
          await expect(page).toHaveURL(/tienda=local-palermo/);
        }
        // White XL is 'En stock' at Local Palermo and 'Sin stock' at Casa central.
        await expect(cards(page)).toHaveText(['Cumbre XC']);
        await expect(page.getByRole('list', { name: 'Filtros aplicados' })).toContainText('En Local Palermo');

        await page.goto('/catalogo-bicicletas?color=%23ffffff&disponible=1&tienda=casa-central');
        await expect(page.getByText('No hay resultados')).toBeVisible();
      });
    });
  }
}
