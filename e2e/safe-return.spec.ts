import { idSlug } from '../contract/src/product-paths';
// The plain test: the site's own waits for hydration, which never comes without JavaScript.
import { expect, test } from './support/before-hydration';
import { firstItem, SITE } from './support/site';

/** A way back taken from the address never leaves the site, even written to slip past a check ('/%09/' is '//'). */
test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const back of ['/%09/evil.example', '/%0A/evil.example', '/%5Cevil.example']) {
    test(`'← Volver' of a product opened with back=${back} stays on the site`, async ({ page }) => {
      const bike = await firstItem('bicicletas');
      await page.goto(`/bici/${idSlug(bike.id, bike.nombre)}?back=${back}`);
      const link = page.getByRole('link', { name: '← Volver' });
      await expect(link).toHaveAttribute('href', '/catalogo-bicicletas');

      await link.click();
      await expect(page).toHaveURL(`${SITE}/catalogo-bicicletas`);
    });
  }
});
