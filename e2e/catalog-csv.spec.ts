import { readFile } from 'node:fs/promises';
import { API, ADMIN, axeViolations, expect, signInAsAdmin, test } from './support/site';

test('the owner exports the accessories, changes one price in the file and imports it back', async ({
  page,
  request,
}) => {
  const login = await request.post(`${API}/api/auth/login`, {
    data: { email: ADMIN.email, contrasena: ADMIN.password },
  });
  const { token } = (await login.json()) as { token: string };
  const name = `Luz CSV ${Date.now()}`;
  const created = await request.post(`${API}/api/accesorios`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { nombre: name, categoria: 'luces', precio: 1000, marca: '=Marca con fórmula' },
  });
  expect(created.status()).toBe(201);
  await signInAsAdmin(page);
  await page.goto('/admin/accesorios/editar');
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(name);
  const results = page.getByRole('table', { name: 'Resultados' });
  await expect(results.getByRole('row')).toHaveCount(2);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar CSV' }).click(),
  ]);
  const exported = await readFile(await download.path(), 'utf8');
  expect(exported.startsWith('\uFEFFID;Nombre;Categoría;')).toBe(true);
  expect(exported).toContain(`;${name};LUCES;'=Marca con fórmula;`);
  // The owner changes the price in a spreadsheet: one cell.
  const edited = exported.replace(';1000;', ';1250;');
  expect(edited).not.toBe(exported);

  await page.getByRole('button', { name: 'Importar CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar CSV' });
  await dialog.getByLabel('Elegir archivo CSV').setInputFiles({
    name: 'accesorios.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(edited, 'utf8'),
  });
  const changes = dialog.getByRole('table', { name: 'Cambios' });
  await expect(changes.getByRole('row', { name: new RegExp(`${name} \\(ID \\d+\\) Precio 1000 1250`) })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Aplicar cambios' }).click();

  await expect(page.getByText('Importación aplicada: 0 nuevos, 1 con cambios.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(results.getByRole('row', { name })).toContainText('$ 1.250');
  const stored = await request.get(`${API}/api/accesorios?q=${encodeURIComponent(name)}`);
  expect(((await stored.json()) as { items: { precio: number; marca: string }[] }).items).toMatchObject([
    { precio: 1250, marca: '=Marca con fórmula' },
  ]);
});
