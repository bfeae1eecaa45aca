import { API, expect, signInAsAdmin, test } from './support/site';

const ADMIN = { email: 'admin@example.com', password: 'admin1234' };

test('an admin signs in, keeps the session on reload and signs out', async ({ page, request }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL('/login?next=%2Fadmin');

  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Contraseña').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();

  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { name: /Hola/ })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  // A reload that cuts the panel's profile check off (net::ERR_ABORTED) must not sign the admin out
  //: the first check after the reload is held until the next reload aborts it.
  let held = false;
  await page.route('**/api/auth/me', async (route) => {
    if (held) return route.continue();
    held = true;
  });
  await Promise.all([page.waitForRequest('**/api/auth/me'), page.reload()]);
  await page.reload();
  await expect(page.getByRole('heading', { name: /Hola/ })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  await page.unroute('**/api/auth/me');

  const token = await page.evaluate(() => localStorage.getItem('token'));
  const logout = page.waitForResponse('**/api/auth/logout');
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  expect((await logout).status()).toBe(204);
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // The session ended on the API: the old token is refused, not merely forgotten here.
  const withOldToken = { headers: { authorization: `Bearer ${token}` } };
  expect((await request.get(`${API}/api/auth/me`, withOldToken)).status()).toBe(401);
  expect((await request.get(`${API}/api/bicicletas/resumen`, withOldToken)).status()).toBe(401);
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

test('a token whose session ended elsewhere is refused: the admin area says the session expired', async ({
  page,
  request,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: /Hola/ })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const ended = await request.post(`${API}/api/auth/logout`, { headers: { authorization: `Bearer ${token}` } });
  expect(ended.status()).toBe(204);

  await page.reload();

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

test('a profile check that gets no answer or a 5xx keeps the session and is tried again', async ({ page }) => {
  await signInAsAdmin(page);
  let checks = 0;
  await page.route('**/api/auth/me', async (route) => {
    checks += 1;
    if (checks === 1) return route.abort('failed');
    if (checks === 2) return route.fulfill({ status: 503, json: { error: 'Error interno del servidor.' } });
    return route.continue();
  });

  await page.goto('/admin');

  await expect(page.getByRole('heading', { name: /Hola/ })).toBeVisible({ timeout: 15_000 });
  // The load's check: no answer, a 503, then the profile; then the panel's own check.
  expect(checks).toBe(4);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
});

test('signing out in one tab signs out the others', async ({ context, page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/bicicletas/editar');
  const other = await context.newPage();
  await other.goto('/admin');
  await expect(other.getByRole('heading', { name: /Hola/ })).toBeVisible();

  await other.getByRole('button', { name: 'Cerrar sesión' }).click();

  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('signed out in another tab, signing in again returns to the page the admin was on', async ({ context, page }) => {
  const working = '/admin/bicicletas/editar?estado=visibles';
  await page.goto(working);
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(working)}`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Contraseña').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(working);
  await expect(page.getByRole('table', { name: 'Resultados' })).toBeVisible();

  const other = await context.newPage();
  await other.goto('/admin');
  await other.getByRole('button', { name: 'Cerrar sesión' }).click();

  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(working)}`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Contraseña').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(working);
  await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveValue('visibles');
});
