import type { APIRequestContext, Page } from '@playwright/test';
import { productPath } from '../contract/src/product-paths';
import { expect, test } from './support/before-hydration';
import { API, signInAsAdmin } from './support/site';

/** A demo bicycle's id and the path of its page. */
async function demoBike(request: APIRequestContext, nombre: string) {
  const answer = await request.get(`${API}/api/bicicletas`, { params: { q: nombre } });
  const { items } = (await answer.json()) as { items: { id: number; nombre: string }[] };
  const bike = items.find((item) => item.nombre === nombre);
  if (!bike) throw new Error(`${nombre} no está en el catálogo de demostración`);
  return { id: bike.id, path: productPath('bicicleta', bike) };
}

/** The Product's offer in the page's JSON-LD. */
async function offer(page: Page): Promise<Record<string, unknown> | undefined> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = blocks
    .map((block) => JSON.parse(block) as Record<string, unknown>)
    .find((b) => b['@type'] === 'Product');
  return product?.offers as Record<string, unknown> | undefined;
}

/** What the product page says of the current choice's availability, store by store. */
function storeLines(page: Page) {
  return page.getByRole('list', { name: 'Disponibilidad por tienda' }).getByRole('listitem');
}

/** The text of the chat link's message. */
async function chatText(page: Page): Promise<string> {
  const href = await page
    .getByRole('link', { name: /Consultar/ })
    .first()
    .getAttribute('href');
  return new URL(href ?? '').searchParams.get('text') ?? '';
}

/** Each screen sets one state for Fixie Palermo, black, talle M: both are 'Disponible ahora'. */
const SCREENS = [
  { name: 'desktop', use: { viewport: { width: 1366, height: 768 } }, state: 'En stock', schema: 'InStock' },
  {
    name: 'phone',
    use: { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true },
    state: 'Pocas unidades',
    schema: 'LimitedAvailability',
  },
] as const;

for (const screen of SCREENS) {
  test.describe(`availability on ${screen.name}`, () => {
    test.use(screen.use);

    test('set in the admin grid, it shows on the card, the filter, the detail, the chat text and the JSON-LD', async ({
      page,
    }) => {
      const fixie = await demoBike(page.request, 'Fixie Palermo');
      await signInAsAdmin(page);
      await page.goto(`/admin/bicicletas/${fixie.id}-fixie-palermo/editar`);
      const blackM = page.getByRole('combobox', { name: 'Disponibilidad: Negro, talle M, Casa central' });
      await blackM.selectOption({ label: screen.state });
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect(page.getByText('¡Bicicleta actualizada con éxito!')).toBeVisible();

      // The catalogue in black: the card says it; 'Disponible ahora' keeps it, with its count.
      await page.goto('/catalogo-bicicletas?q=fixie&color=%23000000');
      const card = page
        .getByRole('list', { name: 'Bicicletas' })
        .getByRole('article')
        .filter({ hasText: 'Fixie Palermo' });
      await expect(card).toContainText(screen.state);
      if (screen.name === 'phone') await page.getByRole('button', { name: /^Filtros \(/ }).click();
      await page.getByRole('checkbox', { name: /^Disponible ahora \(\d+\)$/ }).check();
      await expect(page).toHaveURL(/disponible=1/);
      await expect(card).toBeVisible();
      if (screen.name === 'phone') await page.getByRole('button', { name: 'Ver resultados' }).click();
      await expect(page.getByRole('list', { name: 'Filtros aplicados' })).toContainText('Disponible ahora');

      // In brown, which has no data, 'Disponible ahora' leaves it out.
      await page.goto('/catalogo-bicicletas?q=fixie&color=%23593c2a&disponible=1');
      await expect(page.getByText('No hay resultados')).toBeVisible();

      await page.goto(`${fixie.path}?color=negro&talle=M`);
      await expect(storeLines(page)).toHaveText([
        `Casa central: ${screen.state}`,
        'Local Palermo: Consultá disponibilidad',
      ]);
      expect(await chatText(page)).toMatch(
        new RegExp(
          `en color Negro, talle M, que figura "${screen.state}" en Casa central, a \\$ [\\d.]+ en efectivo o transferencia\\. `,
        ),
      );
      expect(await offer(page)).toMatchObject({
        availability: `https://schema.org/${screen.schema}`,
        availableAtOrFrom: { name: 'Casa central' },
      });

      await page.getByRole('radio', { name: 'Marrón' }).check();
      await expect(storeLines(page)).toHaveText([
        'Casa central: Consultá disponibilidad',
        'Local Palermo: Consultá disponibilidad',
      ]);
      await expect.poll(async () => (await offer(page))?.availability).toBeUndefined();
      expect(await chatText(page)).not.toContain('figura');
    });

    test("picking a colour shows its photo first, in the page, the chat link and the server's og:image", async ({
      page,
    }) => {
      const trail = await demoBike(page.request, 'Trail Andino 29');
      const images = (await (await page.request.get(`${API}/api/bicicletas/${trail.id}/imagenes`)).json()) as {
        url: string;
        color: string | null;
      }[];
      const red = images.find((image) => image.color === '#ef4444');
      expect(red).toBeDefined();
      const redFile = red?.url.split('/').pop() ?? '';
      // The page shares the JPEG twin of the stored photo.
      const redShare = `/api/compartir/${redFile.replace('.webp', '.jpg')}`;

      const html = await (await page.request.get(`${trail.path}?color=rojo`)).text();
      expect(html).toMatch(new RegExp(`<meta property="og:image" content="[^"]*${redShare}"`));

      await page.goto(trail.path);
      // As a shopper does: a tap on the swatch, which covers its radio.
      await page
        .locator('label')
        .filter({ has: page.getByRole('radio', { name: 'Rojo' }) })
        .click();
      await expect(page.getByRole('radio', { name: 'Rojo' })).toBeChecked();
      await expect(page).toHaveURL(/color=rojo/);
      const gallery = page.getByRole('region', { name: 'Imágenes de Trail Andino 29' });
      await expect(gallery.getByRole('button', { name: /^Ampliar imagen/ }).getByRole('img')).toHaveAttribute(
        'src',
        new RegExp(redFile.replace('.webp', '')),
      );
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(redShare));
      expect(await chatText(page)).toMatch(
        /en color Rojo, que figura "A pedido \(15 días\)" en Casa central, a \$ [\d.]+ en efectivo o transferencia\. .*\?color=rojo$/,
      );
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("'Disponible ahora' is sent by the filters' form", async ({ page }) => {
    await page.goto('/catalogo-bicicletas?categoria=mtb');
    await page.getByRole('checkbox', { name: /^Disponible ahora/ }).check();
    await page.getByRole('button', { name: 'Aplicar filtros' }).click();
    await expect(page).toHaveURL(/disponible=1/);
    const cards = page.getByRole('list', { name: 'Bicicletas' }).getByRole('link');
    await expect(cards).toHaveText(['Cumbre XC', 'Trail Andino 29']);
  });
});
