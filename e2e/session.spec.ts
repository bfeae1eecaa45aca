import { API, expect, test } from './support/site';

const ADMIN = { email: 'admin@example.com', password: 'admin1234' };

test('an admin signs in, keeps the session on reload and signs out', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL('/login?next=%2Fadmin');

  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Contraseña').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();

  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { name: /Hola/ })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  await page.reload();
  await expect(page.getByRole('heading', { name: /Hola/ })).toBeVisible();

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/admin');
  await expect(page).toHaveURL('/login?next=%2Fadmin');
});

test('a stored token the API refuses is forgotten, with the expiry message', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('token', 'token-vencido'));
  await page.goto('/admin');

  await expect(page.getByText('Tu sesión expiró. Iniciá sesión nuevamente.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a registered customer cannot sign in to the admin area', async ({ page, request }) => {
  const email = `cliente-${Date.now()}@example.com`;
  const registered = await request.post(`${API}/api/auth/register`, {
    data: { nombre: 'Carla Cliente', email, dni: '30123456', contrasena: 'secreta1' },
  });
  expect(registered.status()).toBe(201);

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña').fill('secreta1');
  await page.getByRole('button', { name: 'Ingresar' }).click();

  await expect(page.getByRole('alert')).toHaveText('Solo administradores pueden ingresar');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
