import type { APIRequestContext } from '@playwright/test';
import { API, expect, signInAsAdmin, test } from './support/site';

async function adminToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post(`${API}/api/auth/login`, {
    data: { email: 'admin@example.com', contrasena: 'admin1234' },
  });
  return ((await answer.json()) as { token: string }).token;
}

test('a shopper opens a product and clicks its chat link; the admin panel counts the view and the chat click', async ({
  page,
  request,
}) => {
  // A product of its own: no other test's visits count for it.
  const token = await adminToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const nombre = `Casco de prueba ${Date.now()}`;
  const created = await request.post(`${API}/api/accesorios`, { headers, data: { nombre, categoria: 'cascos' } });
  const { id } = (await created.json()) as { id: number };
  // The chat opens in a new tab on a third-party site: answered here, so the test needs no network.
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/plain', body: 'Chat' }));

  const sentView = page.waitForRequest((sent) => sent.url() === `${API}/api/eventos` && sent.method() === 'POST');
  await page.goto(`/accesorio/${id}`);
  expect((await sentView).postDataJSON()).toEqual({ tipo: 'accesorio', id, evento: 'vista' });

  const sentChat = page.waitForRequest(
    (sent) => sent.url() === `${API}/api/eventos` && sent.postData()?.includes('consulta') === true,
  );
  const [chat] = await Promise.all([
    page.waitForEvent('popup'),
    page
      .getByRole('region', { name: 'Consultar por este producto' })
      .getByRole('link', { name: /^Consultar/ })
      .click(),
  ]);
  await sentChat;
  await chat.close();

  // Beacons are not awaited by the page: wait until the API has counted both.
  await expect
    .poll(async () => {
      const answer = await request.get(`${API}/api/eventos/accesorio/${id}?dias=7`, { headers });
      const { dias } = (await answer.json()) as { dias: { vistas: number; consultas: number }[] };
      return dias.at(-1);
    })
    .toMatchObject({ vistas: 1, consultas: 1 });

  await signInAsAdmin(page);
  await page.goto('/admin');
  const mostEnquired = page.getByRole('region', { name: 'Más consultados' });
  const row = mostEnquired.getByRole('row', { name: new RegExp(nombre) });
  await expect(row.getByRole('cell')).toHaveText(['1 persona', '1 persona', '100 %']);
  await mostEnquired.getByText('30 días').click();
  await expect(mostEnquired.getByRole('table', { name: 'Más consultados de los últimos 30 días' })).toBeVisible();
  await expect(row.getByRole('cell')).toHaveText(['1 persona', '1 persona', '100 %']);
});
