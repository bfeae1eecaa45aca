import type { APIRequestContext } from '@playwright/test';
import { API, axeViolations, expect, signInAsAdmin, test } from './support/site';

async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const answer = await request.post(`${API}/api/auth/login`, {
    data: { email: 'admin@example.com', contrasena: 'admin1234' },
  });
  return { Authorization: `Bearer ${((await answer.json()) as { token: string }).token}` };
}

async function createBike(request: APIRequestContext, data: Record<string, unknown>): Promise<number> {
  const created = await request.post(`${API}/api/bicicletas`, {
    headers: await adminHeaders(request),
    data: { categoria: 'ruta', ...data },
  });
  return ((await created.json()) as { id: number }).id;
}

async function storedBike(request: APIRequestContext, id: number) {
  return (await (await request.get(`${API}/api/bicicletas/${id}`)).json()) as { precio: number; detalle: string };
}

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

test('an owner raises prices 10 % on three bicycles, sees the preview, and undoes it', async ({ page, request }) => {
  const stamp = Date.now();
  const prices = [100_000, 250_000, 1_234_567];
  const ids: number[] = [];
  for (const [index, precio] of prices.entries())
    ids.push(await createBike(request, { nombre: `Precio ${index + 1} ${stamp}`, precio }));
  await page.goto('/admin/bicicletas/editar');
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(`${stamp}`);
  const results = page.getByRole('table', { name: 'Resultados' });
  await expect(results.getByRole('row')).toHaveCount(4);

  await page.getByRole('checkbox', { name: 'Seleccionar los que se ven' }).check();
  await page
    .getByRole('region', { name: 'Acciones con la selección' })
    .getByRole('button', { name: 'Cambiar precios' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Cambiar el precio de 3 productos' });
  await dialog.getByRole('textbox', { name: 'Valor' }).fill('10');
  await dialog.getByRole('combobox', { name: 'Redondeo' }).selectOption('A $ 1.000');
  const preview = dialog.getByRole('table', { name: 'Vista previa de precios' });
  await expect(preview.getByRole('row', { name: new RegExp(`^Precio 3 ${stamp}`) })).toContainText(
    '$ 1.234.567$ 1.358.000',
  );
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Aplicar' }).click();

  const undo = page.getByRole('status').filter({ hasText: /^Precios actualizados: 3 · Deshacer/ });
  await expect(undo).toBeVisible();
  expect(await Promise.all(ids.map(async (id) => (await storedBike(request, id)).precio))).toEqual([
    110_000, 275_000, 1_358_000,
  ]);
  await expect(results.getByRole('row', { name: `Precio 1 ${stamp}` })).toContainText('$ 110.000');

  await undo.getByRole('button', { name: 'Deshacer' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Precios restaurados' })).toBeVisible();
  expect(await Promise.all(ids.map(async (id) => (await storedBike(request, id)).precio))).toEqual(prices);
  await expect(results.getByRole('row', { name: `Precio 1 ${stamp}` })).toContainText('$ 100.000');
});

test('an owner restores an old description from the Historial tab', async ({ page, request }) => {
  const nombre = `Bici con historia ${Date.now()}`;
  const id = await createBike(request, { nombre, detalle: 'Descripción vieja' });
  await request.put(`${API}/api/bicicletas/${id}`, {
    headers: await adminHeaders(request),
    data: { nombre, categoria: 'ruta', detalle: 'Descripción nueva' },
  });
  await page.goto(`/admin/bicicletas/${id}/editar`);
  await expect(page.getByLabel('Detalle')).toHaveValue('Descripción nueva');

  await page.getByRole('tab', { name: 'Historial' }).click();
  const changes = page.getByRole('list', { name: 'Cambios, el más reciente primero' });
  const [edited, created] = [changes.getByRole('article').first(), changes.getByRole('article').last()];
  await expect(edited).toContainText('Detalle: Descripción vieja → Descripción nueva');
  await expect(edited).toContainText('admin@example.com');
  expect(await axeViolations(page)).toEqual([]);
  await created.getByRole('button', { name: 'Restaurar esta versión' }).click();
  const question = page.getByRole('dialog', { name: '¿Restaurar esta versión?' });
  await expect(question).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await question.getByRole('button', { name: 'Restaurar' }).click();

  await expect(page.getByRole('status').filter({ hasText: /^Versión del .+ restaurada\./ })).toBeVisible();
  await expect(page.getByLabel('Detalle')).toHaveValue('Descripción vieja');
  expect((await storedBike(request, id)).detalle).toBe('Descripción vieja');
  await page.getByRole('tab', { name: 'Historial' }).click();
  await expect(changes.getByRole('article').first()).toContainText('Versión restaurada');
});
