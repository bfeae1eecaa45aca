import { expect, test, type Page } from '@playwright/test';
import { shopDay } from '../contract/src/shop-day';
import { signInAsAdmin, waitForHydration } from './support/site';

const CODE = /Recibimos tu solicitud\. Tu código es (ARR-[A-Z0-9]{6})\./;

/** Fills the revocation form as `nombre` and sends it; resolves the code the page shows. */
async function sendRevocation(page: Page, nombre: string): Promise<string> {
  await page.getByLabel('Nombre y apellido').fill(nombre);
  await page.getByLabel('DNI').fill('30.123.456');
  await page.getByLabel('Email o teléfono').fill('11 5555-5555');
  await page.getByLabel('Qué compraste').fill('Casco Vento talle M');
  await page.getByLabel('Cuándo lo compraste').fill(shopDay(new Date(), 2));
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  const receipt = page.getByRole('status').filter({ hasText: CODE });
  await expect(receipt).toBeVisible();
  await expect(receipt.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  const code = CODE.exec((await receipt.textContent()) ?? '')?.[1];
  if (!code) throw new Error('La página no mostró el código de la solicitud.');
  return code;
}

// One after the other: the last test finds the requests the first two sent.
test.describe.configure({ mode: 'serial' });

const sent: { nombre: string; code: string }[] = [];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts to the host, which sends it to the API and answers the page with the code', async ({ page }) => {
    await page.goto('/arrepentimiento');
    await expect(page.getByRole('heading', { level: 1, name: 'Botón de arrepentimiento' })).toBeVisible();
    const answer = page.waitForResponse(
      (response) => response.url().endsWith('/arrepentimiento') && response.request().method() === 'POST',
    );

    const code = await sendRevocation(page, 'Ana Sin Scripts');

    expect((await answer).status()).toBe(200);
    sent.push({ nombre: 'Ana Sin Scripts', code });
  });
});

test.describe('with JavaScript on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('the form sends through the API without a reload and shows the code', async ({ page }) => {
    await page.goto('/arrepentimiento');
    await waitForHydration(page);
    await page.evaluate(() => document.body.setAttribute('data-same-page', ''));
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
    });

    const code = await sendRevocation(page, 'Beto Con Scripts');

    await expect(page.locator('body[data-same-page]')).toHaveCount(1);
    expect(posts).toEqual(['/api/arrepentimientos']);
    sent.push({ nombre: 'Beto Con Scripts', code });
  });
});

test('the admin finds both requests in Arrepentimientos, newest first', async ({ page }) => {
  expect(sent).toHaveLength(2);
  await signInAsAdmin(page);
  await page.goto('/admin/arrepentimientos');
  await waitForHydration(page);

  const rows = page.getByRole('row').filter({ has: page.getByRole('rowheader') });
  await expect(rows.first()).toBeVisible();
  const codes = await rows.getByRole('rowheader').allTextContents();
  expect(codes.slice(0, 2)).toEqual([sent[1]?.code, sent[0]?.code]);
  for (const { nombre, code } of sent) {
    const row = rows.filter({ has: page.getByRole('rowheader', { name: code }) });
    await expect(row.getByRole('cell', { name: nombre })).toBeVisible();
    await expect(row.getByRole('combobox', { name: `Estado de ${code}` })).toHaveValue('recibida');
  }
});
