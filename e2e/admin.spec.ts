import type { Locator, Page } from '@playwright/test';
import { png } from './support/images';
import { ADMIN, API, axeViolations, expect, remotePort, signInAsAdmin, test } from './support/site';

/** A client-side navigation, as a link inside the site would do it: the page is not reloaded. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function chooseCategory(page: Page, section: 'Bicicletas' | 'Accesorios', add: string, category: string) {
  await page.getByRole('button', { name: new RegExp(`^${section}`) }).click();
  await page.getByRole('button', { name: add }).click();
  await page.getByRole('radio', { name: category, exact: true }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
}

async function uploadTwoImages(page: Page) {
  await page
    .getByLabel('Elegir imágenes')
    .setInputFiles([await png('frente.png', '#ef4444'), await png('lado.png', '#1d4ed8', 80, 60)]);
  await expect(page.getByText('Imagen subida ✔')).toHaveCount(2, { timeout: 15_000 });
}

async function readCreatedId(banner: Locator): Promise<number> {
  const text = await banner.getByText(/^ID: \d+$/).textContent();
  return Number(text?.replace('ID: ', ''));
}

async function deleteFromList(page: Page, listPath: string, name: string) {
  await page.goto(listPath);
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(name);
  const card = page.getByRole('row', { name, exact: true });
  await card.getByRole('button', { name: 'Eliminar' }).click();
  const dialog = page.getByRole('dialog', { name: `Eliminar ${name}?` });
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

test('the admin remote runs on its own, in a minimal shell with its own sign-in', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: `http://localhost:${remotePort('admin')}` });
  const page = await context.newPage();

  await page.goto('/admin/bicicletas/editar');
  await expect(page).toHaveURL('/login?next=%2Fadmin%2Fbicicletas%2Feditar');
  await expect(page.getByRole('navigation', { name: 'Rutas del remoto' })).toContainText('admin · modo independiente');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Contraseña').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Elegí una bicicleta para editar' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Resultados' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Rutas del remoto' }).getByRole('link', { name: '/admin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Hola, / })).toBeVisible();
  await context.close();
});

test('an admin adds a bicycle with two images and a colour, edits it and deletes it', async ({ page, request }) => {
  const name = `Bici de prueba ${Date.now()}`;
  await page.goto('/admin');
  await chooseCategory(page, 'Bicicletas', 'Agregar nueva', 'RUTA');
  await expect(page).toHaveURL('/admin/bicicletas/nueva?categoria=RUTA');

  await page.getByLabel('Nombre').fill(`  ${name}  `);
  await page.getByLabel('Marca').fill('Venzo');
  await page.getByLabel('Modelo').fill('Strada');
  await page.getByLabel('Color 1').selectOption({ label: 'Rojo' });
  await uploadTwoImages(page);
  await page.getByRole('button', { name: 'Guardar bicicleta' }).click();

  const created = page.getByRole('status').filter({ hasText: '¡Bicicleta creada!' });
  await expect(created).toBeVisible();
  const id = await readCreatedId(created);
  await expect(created.getByRole('link', { name: 'Ver ficha pública' })).toHaveAttribute(
    'href',
    new RegExp(`^/bici/${id}-bici-de-prueba`),
  );
  const stored = (await (await request.get(`${API}/api/bicicletas/${id}`)).json()) as Record<string, unknown>;
  expect(stored).toMatchObject({ nombre: name, categoria: 'ruta', color1: '#ef4444', color2: null });
  const images = (await (await request.get(`${API}/api/bicicletas/${id}/imagenes`)).json()) as unknown[];
  expect(images).toHaveLength(2);

  // The public catalogue finds it; an edit shows there without reloading the page.
  await page.goto(`/catalogo-bicicletas?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  await navigateInApp(page, `/admin/bicicletas/${id}/editar`);
  await expect(page.getByRole('heading', { level: 1, name: 'Editar bicicleta' })).toBeVisible();
  await expect(page.getByLabel('Color 1')).toHaveValue('#ef4444');
  await page.getByLabel('Nombre').fill(`${name} editada`);
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('¡Bicicleta actualizada con éxito!')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: `${name} editada`, exact: true })).toBeVisible();

  await deleteFromList(page, '/admin/bicicletas/editar', `${name} editada`);
  expect((await request.get(`${API}/api/bicicletas/${id}`)).status()).toBe(404);
  await page.goto(`/catalogo-bicicletas?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('heading', { name: `${name} editada` })).toHaveCount(0);
});

test('an admin adds an accessory with two images, edits it and deletes it', async ({ page, request }) => {
  const name = `Casco de prueba ${Date.now()}`;
  const publicSearch = () => request.get(`${API}/api/accesorios?q=${encodeURIComponent(name)}`);
  await page.goto('/admin');
  await chooseCategory(page, 'Accesorios', 'Agregar nuevo', 'CASCOS');
  await expect(page).toHaveURL(/\/admin\/accesorios\/nuevo\?categoria=CASCOS$/);

  await page.getByLabel('Nombre').fill(name);
  await page.getByLabel('Marca').fill('Bell');
  await page.getByLabel('Precio ($)').fill('45000');
  await uploadTwoImages(page);
  await page.getByRole('button', { name: 'Guardar accesorio' }).click();

  const created = page.getByRole('status').filter({ hasText: 'Accesorio creado' });
  await expect(created).toBeVisible();
  const id = await readCreatedId(created);
  await expect(created.getByRole('link', { name: 'Ver ficha pública' })).toHaveAttribute(
    'href',
    new RegExp(`^/accesorio/${id}-casco-de-prueba`),
  );
  const found = (await (await publicSearch()).json()) as { items: { id: number; categoria: string }[] };
  expect(found.items).toEqual([expect.objectContaining({ id, categoria: 'cascos' })]);
  const images = (await (await request.get(`${API}/api/accesorios/${id}/imagenes`)).json()) as unknown[];
  expect(images).toHaveLength(2);

  // The public catalogue finds it; the edit shows there without reloading the page.
  await page.goto(`/catalogo-accesorios?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  await navigateInApp(page, '/admin/accesorios/editar');
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(name);
  await page.getByRole('row', { name, exact: true }).getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar accesorio' })).toBeVisible();
  await expect(page.getByLabel('Precio ($)')).toHaveValue('45000');
  await page.getByLabel('Nombre').fill(`${name} editado`);
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Accesorio actualizado con éxito')).toBeVisible();
  const edited = (await (await request.get(`${API}/api/accesorios/${id}`)).json()) as { nombre: string };
  expect(edited.nombre).toBe(`${name} editado`);
  await navigateInApp(page, `/catalogo-accesorios?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('heading', { name: `${name} editado`, exact: true })).toBeVisible();

  await deleteFromList(page, '/admin/accesorios/editar', `${name} editado`);
  expect(((await (await publicSearch()).json()) as { items: unknown[] }).items).toEqual([]);
});

test('an admin changes a secondary banner and sees it on the home', async ({ page }) => {
  const title = `Portada de prueba ${Date.now()}`;
  await page.goto('/admin/home/portadas-secundarias');
  const tile = page.getByRole('region', { name: 'Portada 2' });
  await tile.getByLabel('Título (línea de abajo)').fill(title);
  await tile.getByLabel('Cambiar imagen').setInputFiles(await png('portada.png', '#18b743', 120, 80));
  await expect(tile.getByText('Imagen subida ✔')).toBeVisible();
  await tile.getByRole('button', { name: 'Guardar solo este banner' }).click();

  await expect(page.getByText('¡Cambios guardados!')).toBeVisible();
  await page.getByRole('link', { name: 'Ver Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});

test.describe('accessibility of the admin screens', () => {
  test('the panel, with every card open', async ({ page }) => {
    await page.goto('/admin');
    for (const section of ['¿Cómo uso esto?', 'Inicio del sitio', 'Bicicletas', 'Accesorios'])
      await page.getByRole('button', { name: new RegExp(`^${section.replace('?', '\\?')}`) }).click();
    await page.getByRole('button', { name: 'Agregar nueva' }).click();
    await expect(page.getByRole('button', { name: 'Continuar' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  for (const path of ['/admin/bicicletas/editar', '/admin/accesorios/editar']) {
    test(`the list ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('table', { name: 'Resultados' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  for (const path of ['/admin/bicicletas/nueva', '/admin/accesorios/nuevo']) {
    test(`the add form ${path}, also with a validation error shown`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByLabel('Nombre')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: /^Guardar/ }).click();
      await expect(page.getByText('El nombre es obligatorio.')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  for (const { list, path } of [
    { list: 'bicicletas', path: '/admin/bicicletas/editar' },
    { list: 'accesorios', path: '/admin/accesorios/editar' },
  ]) {
    test(`the edit form of a stored item with its images (${list})`, async ({ page, request }) => {
      const { items } = (await (await request.get(`${API}/api/${list}?limit=1`)).json()) as { items: { id: number }[] };
      await page.goto(`${path}?id=${items[0]?.id}`);
      await expect(page.getByRole('button', { name: 'Guardar cambios' })).toBeVisible();
      await expect(page.getByRole('img').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
    });

    test(`the list ${path} with no results and with the delete dialog open`, async ({ page }) => {
      await page.goto(path);
      const search = page.getByRole('searchbox', { name: 'Buscar' });
      await search.fill('zzz sin resultados');
      await expect(page.getByText('No hay resultados.')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await search.fill('');
      await page.getByRole('button', { name: 'Eliminar' }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('the banner editor', async ({ page }) => {
    await page.goto('/admin/home/portadas-secundarias');
    await expect(page.getByRole('region', { name: 'Portada 3' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
  });
});
