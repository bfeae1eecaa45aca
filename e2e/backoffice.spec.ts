import sharp from 'sharp';
import { API, axeViolations, expect, signInAsAdmin, test } from './support/site';
import type { APIRequestContext } from '@playwright/test';

async function adminToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post(`${API}/api/auth/login`, {
    data: { email: 'admin@example.com', contrasena: 'admin1234' },
  });
  return ((await answer.json()) as { token: string }).token;
}

/** A bicycle made through the API, with one uploaded image. */
async function createBike(request: APIRequestContext, nombre: string) {
  const token = await adminToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const bike = await request.post(`${API}/api/bicicletas`, {
    headers,
    data: { nombre, categoria: 'urbano', modelo: 'Original' },
  });
  const { id } = (await bike.json()) as { id: number };
  // A photo as the admin form sends it: large enough for every width variant, with its measured size.
  const image = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#ef4444' } })
    .png()
    .toBuffer();
  const upload = await request.post(`${API}/api/upload`, {
    headers,
    multipart: { file: { name: 'foto.png', mimeType: 'image/png', buffer: image } },
  });
  const { url, width, height } = (await upload.json()) as { url: string; width: number; height: number };
  await request.post(`${API}/api/bicicletas/${id}/imagenes`, {
    headers,
    data: { url, alt_text: nombre, width, height },
  });
  return { id, url };
}

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

test('the admin area has its own navigation, no storefront header, and the catalogue in numbers', async ({ page }) => {
  await page.goto('/admin');

  await expect(page.getByRole('navigation', { name: 'Administración' })).toBeVisible();
  const numbers = page.getByRole('region', { name: 'Tu catálogo' });
  await expect(numbers.getByRole('article', { name: /^Bicicletas \d+ en total$/ })).toBeVisible();
  await expect(numbers.getByRole('article', { name: /^Accesorios \d+ en total$/ }).getByText('Visibles')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Principal' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

test('two tabs edit one bicycle: the second save gets the conflict dialog and can reload', async ({
  context,
  page,
  request,
}) => {
  const name = `Bici en dos pestañas ${Date.now()}`;
  const { id } = await createBike(request, name);
  const tabB = await context.newPage();
  await page.goto(`/admin/bicicletas/${id}/editar`);
  await tabB.goto(`/admin/bicicletas/${id}/editar`);
  await expect(tabB.getByLabel('Modelo')).toHaveValue('Original');

  await page.getByLabel('Modelo').fill('Cambiado en A');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByRole('status').filter({ hasText: '¡Bicicleta actualizada con éxito!' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await tabB.getByLabel('Nombre').fill(`${name} B`);
  await tabB.getByRole('button', { name: 'Guardar cambios' }).click();

  const dialog = tabB.getByRole('dialog', { name: 'Este producto cambió en otra pestaña o por otro usuario' });
  await expect(dialog.getByRole('listitem')).toHaveText(['Nombre', 'Modelo']);
  expect(await axeViolations(tabB)).toEqual([]);
  const stored = (await (await request.get(`${API}/api/bicicletas/${id}`)).json()) as Record<string, unknown>;
  expect(stored).toMatchObject({ nombre: name, modelo: 'Cambiado en A' });

  await dialog.getByRole('button', { name: 'Recargar' }).click();
  await expect(tabB.getByLabel('Modelo')).toHaveValue('Cambiado en A');
});

test('a 401 during save signs in again over the form and saves what was typed', async ({ page, request }) => {
  const name = `Bici con sesión vencida ${Date.now()}`;
  const { id } = await createBike(request, name);
  await page.goto(`/admin/bicicletas/${id}/editar`);
  await expect(page.getByLabel('Modelo')).toHaveValue('Original');
  // The session expires on the server: the next save is refused once.
  let refused = false;
  await page.route(`${API}/api/bicicletas/${id}`, async (route) => {
    if (route.request().method() !== 'PUT' || refused) return route.continue();
    refused = true;
    return route.fulfill({ status: 401, json: { error: 'Token inválido o vencido' } });
  });

  await page.getByLabel('Modelo').fill('Escrito antes de vencer');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();

  const dialog = page.getByRole('dialog', { name: 'Tu sesión expiró. Iniciá sesión nuevamente.' });
  await expect(dialog).toBeVisible();
  await expect(page.getByLabel('Modelo')).toHaveValue('Escrito antes de vencer');
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByLabel('Contraseña').fill('admin1234');
  await dialog.getByRole('button', { name: 'Ingresar' }).click();

  await expect(page.getByRole('status').filter({ hasText: '¡Bicicleta actualizada con éxito!' })).toBeVisible();
  const stored = (await (await request.get(`${API}/api/bicicletas/${id}`)).json()) as Record<string, unknown>;
  expect(stored.modelo).toBe('Escrito antes de vencer');
});

test('delete, then Deshacer, brings the bicycle back with its image on the public site', async ({ page, request }) => {
  const name = `Bici para deshacer ${Date.now()}`;
  const { id } = await createBike(request, name);
  await page.goto('/admin/bicicletas/editar');
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(name);
  const row = page.getByRole('row', { name, exact: true });
  await row.getByRole('button', { name: 'Eliminar' }).click();
  await page
    .getByRole('dialog', { name: `Eliminar ${name}?` })
    .getByRole('button', { name: 'Eliminar' })
    .click();
  await expect(row).toHaveCount(0);
  expect((await request.get(`${API}/api/bicicletas/${id}`)).status()).toBe(404);

  const undo = page.getByRole('status').filter({ hasText: /^Eliminado · Deshacer/ });
  await undo.getByRole('button', { name: 'Deshacer' }).click();
  // Axe runs after Deshacer: a slow check cannot let the 10 s offer run out before the click.
  await expect(page.getByRole('status').filter({ hasText: 'Restaurado' })).toBeVisible();
  await expect(row).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  expect((await request.get(`${API}/api/bicicletas/${id}`)).status()).toBe(200);
  await page.goto(`/bici/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const photo = page.getByRole('main').getByRole('img', { name }).first();
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)))
    .toBeGreaterThan(0);
});

test('the list keeps its search, category, state and order across a reload, and hides selected rows in one action', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const names = [`Lote A ${stamp}`, `Lote B ${stamp}`];
  for (const name of names) await createBike(request, name);
  await page.goto('/admin/bicicletas/editar');
  const results = page.getByRole('table', { name: 'Resultados' });
  const rows = results.getByRole('row', { name: new RegExp(`^Lote [AB] ${stamp}$`) });
  const inOrder = async () => {
    await expect(rows.first()).toHaveAccessibleName(names[1] ?? '');
    await expect(rows.last()).toHaveAccessibleName(names[0] ?? '');
  };
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(`Lote ${stamp}`);
  await page.getByRole('combobox', { name: 'Categoría' }).selectOption('URBANO');
  await page.getByRole('combobox', { name: 'Estado' }).selectOption('Visibles');
  await page.getByRole('combobox', { name: 'Ordenar por' }).selectOption('Nombre (Z-A)');
  // The search settles after a pause: the header row and the two found, before the reload.
  await expect(results.getByRole('row')).toHaveCount(3);
  await inOrder();

  await page.reload();

  await expect(page.getByRole('searchbox', { name: 'Buscar' })).toHaveValue(`Lote ${stamp}`);
  await expect(page.getByRole('combobox', { name: 'Categoría' })).toHaveValue('urbano');
  await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveValue('visibles');
  await expect(page.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('nombre_desc');
  await inOrder();
  await page.getByRole('checkbox', { name: 'Seleccionar los que se ven' }).check();
  await page
    .getByRole('region', { name: 'Acciones con la selección' })
    .getByRole('button', { name: 'Ocultar' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Ahora están ocultos: 2' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('combobox', { name: 'Estado' }).selectOption('Ocultos');
  await expect(results.getByText('Oculto', { exact: true })).toHaveCount(2);
  const shopper = await request.get(`${API}/api/bicicletas?q=${encodeURIComponent(`Lote ${stamp}`)}`);
  expect(((await shopper.json()) as { items: unknown[] }).items).toEqual([]);
});

test('a failed save is announced as a toast, and a draft left in another tab is offered back (axe clean)', async ({
  context,
  page,
  request,
}) => {
  const name = `Bici con borrador ${Date.now()}`;
  const { id } = await createBike(request, name);
  await page.goto(`/admin/bicicletas/${id}/editar`);
  await expect(page.getByLabel('Modelo')).toHaveValue('Original');
  await page.route(`${API}/api/bicicletas/${id}`, (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 503, json: { error: 'El servidor no está disponible.' } })
      : route.continue(),
  );

  await page.getByLabel('Modelo').fill('Escrito y no guardado');
  await page.keyboard.press('ControlOrMeta+s');

  await expect(page.getByRole('alert').filter({ hasText: 'El servidor no está disponible.' })).toBeVisible();
  await expect(page.getByText('Cambios sin guardar')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const other = await context.newPage();
  await other.goto(`/admin/bicicletas/${id}/editar`);
  const offer = other.getByRole('region', { name: 'Borrador sin guardar' });
  await expect(offer).toBeVisible();
  expect(await axeViolations(other)).toEqual([]);
  await offer.getByRole('button', { name: 'Recuperar borrador' }).click();
  await expect(other.getByLabel('Modelo')).toHaveValue('Escrito y no guardado');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('20 items are compact cards, far shorter than a gallery', async ({ page, request }) => {
    const token = await adminToken(request);
    const listed = await request.get(`${API}/api/bicicletas?limit=1`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { total } = (await listed.json()) as { total: number };
    for (let count = total; count < 20; count += 1) await createBike(request, `Bici de relleno ${Date.now()} ${count}`);
    await page.goto('/admin/bicicletas/editar');

    // The header row, then the 20 items.
    await expect(page.getByRole('table', { name: 'Resultados' }).getByRole('row')).toHaveCount(21);
    const box = await page.getByRole('table', { name: 'Resultados' }).boundingBox();
    test.info().annotations.push({ type: 'altura de 20 ítems a 390 px', description: `${box?.height} px` });
    // A card is at most ~270 px (name; category and price; state, featured and date; the 30-day counts of people,
    // on two lines; actions): a gallery's photo alone would be ~290 px at this width, its card ~440 px.
    expect(box?.height).toBeLessThan(5_600);
    expect(box?.width).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test("the admin previews a hidden bicycle's public page; to shoppers it stays 'No encontrada'", async ({
  page,
  request,
}) => {
  const name = `Bici oculta ${Date.now()}`;
  const { id } = await createBike(request, name);
  await page.goto(`/admin/bicicletas/editar?q=${encodeURIComponent(name)}`);
  const card = page.getByRole('row', { name, exact: true });
  await card.getByRole('checkbox').check();
  await page
    .getByRole('region', { name: 'Acciones con la selección' })
    .getByRole('button', { name: 'Ocultar' })
    .click();
  await expect(card.getByText('Oculto', { exact: true })).toBeVisible();

  const [preview] = await Promise.all([
    page.waitForEvent('popup'),
    card.getByRole('link', { name: 'Vista previa' }).click(),
  ]);
  await expect(preview.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(preview.getByText('Oculto, vista previa')).toBeVisible();
  expect(await axeViolations(preview)).toEqual([]);

  const shopper = await request.get(`/bici/${id}`);
  expect(shopper.status()).toBe(404);
  expect(await shopper.text()).not.toContain(name);
});
