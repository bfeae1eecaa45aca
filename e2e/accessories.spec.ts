import type { Page } from '@playwright/test';
import { axeViolations, expect, test } from './support/site';

const cards = (page: Page) => page.getByRole('list', { name: 'Accesorios' }).getByRole('link');

const SECURITY = '/catalogo-accesorios?categoria=CADENA%20%2F%20LINGA%20%2F%20CANDADO';
/** The catalogue once the brand is added: the router writes the query string again, spaces as '+'. */
const SECURITY_BY_BRAND = `/catalogo-accesorios?${new URLSearchParams({ categoria: 'CADENA / LINGA / CANDADO', marca: 'Kryptonite' })}`;

test('landing → catalogue → filters → detail → viewer → back keeps the filters', async ({ page, pageErrors }) => {
  await page.goto('/accesorios');
  await expect(page.getByRole('heading', { level: 1, name: 'Catálogo de Accesorios' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'CADENA / LINGA / CANDADO' }).click();
  await expect(page).toHaveURL(SECURITY);
  await expect(page.getByRole('heading', { level: 1, name: 'Catálogo de accesorios' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'CADENA / LINGA / CANDADO' })).toBeChecked();
  await expect(cards(page)).toHaveCount(2);
  await expect(page.getByText('2 resultado(s)')).toBeVisible();

  await page.getByRole('group', { name: 'Marca' }).getByRole('checkbox', { name: 'Kryptonite (1)' }).click();
  await expect(page).toHaveURL(SECURITY_BY_BRAND);
  await expect(cards(page)).toHaveText(['Candado en U']);
  await expect(page.getByText('1 resultado(s)')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Filtros aplicados' }).getByRole('listitem')).toHaveText([
    'Marca: Kryptonite×',
    'CADENA / LINGA / CANDADO×',
  ]);

  await cards(page).first().click();
  await expect(page).toHaveURL(/\/accesorio\/\d+-candado-en-u\?back=/);
  expect(new URL(page.url()).searchParams.get('back')).toBe(SECURITY_BY_BRAND);
  await expect(page.getByRole('heading', { level: 1, name: 'Candado en U' })).toBeVisible();
  await expect(page).toHaveTitle('Candado en U | Rueda Libre');
  const sheet = page.getByRole('region', { name: 'Especificaciones' });
  await expect(sheet.getByRole('definition')).toContainText(['CADENA / LINGA / CANDADO', 'Kryptonite']);
  await page.getByRole('link', { name: 'VER FICHA / ESPECIFICACIONES' }).click();
  await expect(sheet).toBeFocused();
  await expect(sheet).toBeInViewport();

  const enlarge = page.getByRole('button', { name: 'Ampliar imagen (1 de 2)' });
  await enlarge.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('button', { name: 'Ampliar imagen (2 de 2)' })).toBeFocused();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: 'Visor de imágenes' });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Cerrar visor' })).toBeFocused();
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(viewer.getByText('Imagen 2 de 2')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText('Imagen 1 de 2')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Ampliar imagen (1 de 2)' })).toBeFocused();
  await expect(page.getByRole('banner')).toBeVisible();

  await page.getByRole('link', { name: '← Volver' }).click();
  await expect(page).toHaveURL(SECURITY_BY_BRAND);
  await expect(page.getByRole('checkbox', { name: /^Kryptonite/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'CADENA / LINGA / CANDADO' })).toBeChecked();
  await expect(cards(page)).toHaveText(['Candado en U']);
  expect(pageErrors).toEqual([]);
});

test('/accesorios/{slug} and its alias are replaced by the catalogue of the category', async ({ page }) => {
  await page.goto('/');
  await page.goto('/accesorios/luces');
  await expect(page).toHaveURL('/catalogo-accesorios?categoria=LUCES');
  await expect(page.getByRole('checkbox', { name: 'LUCES' })).toBeChecked();
  await expect(cards(page)).toHaveCount(2);
  await page.goBack();
  await expect(page).toHaveURL('/');

  await page.goto('/accesorios/pie-apoyo');
  await expect(page).toHaveURL('/catalogo-accesorios?categoria=PIE%20DE%20APOYO');
  // The hidden 'Pie de apoyo lateral' is not listed to the public.
  await expect(cards(page)).toHaveText(['Pie de apoyo central']);
});

test('the catalogue pages with the pager and shows each page from the top of its results', async ({ page }) => {
  await page.goto('/catalogo-accesorios?limit=15');
  await expect(page.getByText('Página 1 de 2')).toBeVisible();
  await page.getByRole('link', { name: 'Siguiente →' }).click();
  await expect(page).toHaveURL('/catalogo-accesorios?limit=15&page=2');
  await expect(page.getByText('Página 2 de 2')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Resultados', exact: true })).toBeFocused();
});

test('an accessory opened directly goes back to its back target, with its title and canonical address', async ({
  page,
}) => {
  await page.goto('/catalogo-accesorios?q=inflador%20de%20pie');
  const href = (await cards(page).first().getAttribute('href')) ?? '';
  const id = /^\/accesorio\/(\d+)-/.exec(href)?.[1];

  await page.goto(`/accesorio/${id}-viejo?back=%2Fcatalogo-accesorios%3Fcategoria%3DINFLADORES`);
  await expect(page).toHaveURL(
    `/accesorio/${id}-inflador-de-pie-con-manometro?back=%2Fcatalogo-accesorios%3Fcategoria%3DINFLADORES`,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `http://localhost:3000/accesorio/${id}-inflador-de-pie-con-manometro`,
  );
  // The JPEG twin of its stored photo, which every chat app previews.
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /^http:\/\/localhost:4000\/api\/compartir\/[0-9a-f]{32}\.jpg$/,
  );
  const sheet = page.getByRole('region', { name: 'Especificaciones' });
  await expect(sheet).toContainText('1.450 g');
  await expect(sheet).toContainText('650 x 250 x 90 mm');
  await expect(sheet).toContainText('$ 45.900');

  const chat = page.getByRole('link', { name: /^Consultar/ });
  const message = new URL((await chat.getAttribute('href')) ?? '').searchParams.get('text');
  expect(message).toBe(
    `Hola! Quiero consultar por el accesorio "Inflador de pie con manómetro", que figura "En stock", a $ 41.310 en efectivo o transferencia. http://localhost:3000/accesorio/${id}-inflador-de-pie-con-manometro`,
  );

  await page.getByRole('link', { name: '← Volver' }).click();
  await expect(page).toHaveURL('/catalogo-accesorios?categoria=INFLADORES');
  await expect(page.getByRole('checkbox', { name: 'INFLADORES' })).toBeChecked();
});

test('an accessory that does not exist shows the error box with the way back', async ({ page }) => {
  await page.goto('/accesorio/99999-no-existe');
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'No pudimos cargar el accesorio' })).toBeVisible();
  await expect(alert).toContainText('Accesorio no encontrado');
  await alert.getByRole('link', { name: 'Volver al catálogo' }).click();
  await expect(page).toHaveURL('/catalogo-accesorios');
  await expect(cards(page).first()).toBeVisible();
});

test('on a small screen the suggestions show two columns', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/catalogo-accesorios?categoria=CASCOS');
  await cards(page).first().click();
  const related = page.getByRole('region', { name: 'Te puede interesar' });
  await related.scrollIntoViewIfNeeded();
  await expect(related).toBeVisible();
  const list = await related.getByRole('list').boundingBox();
  const card = await related.getByRole('listitem').first().boundingBox();
  expect(card && list ? card.width / list.width : 1).toBeLessThan(0.55);
  expect(card && list ? card.width / list.width : 0).toBeGreaterThan(0.4);
});

test.describe('accessibility', () => {
  test('the catalogue and its empty state have no violations', async ({ page }) => {
    await page.goto('/catalogo-accesorios');
    await expect(cards(page).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/catalogo-accesorios?q=ningun-accesorio-se-llama-asi');
    await expect(page.getByText('No hay resultados')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the detail page and its open viewer have no violations', async ({ page }) => {
    await page.goto('/catalogo-accesorios?categoria=LUCES');
    await cards(page).first().click();
    await expect(page.getByRole('heading', { name: 'Te puede interesar' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: /^Ampliar imagen/ }).click();
    await expect(page.getByRole('dialog', { name: 'Visor de imágenes' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
