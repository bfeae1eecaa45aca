import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import { holdScripts } from './support/before-hydration';
import { ADMIN, pathOf, SITE, waitForHydration } from './support/site';

const NEEDS_JAVASCRIPT = 'Para ingresar a la administración necesitás activar JavaScript en tu navegador.';
const CHAT = /^https:\/\/(wa\.me|api\.whatsapp\.com)\//;

interface Addresses {
  /** Also watches the addresses of a context the test opens itself. */
  watch(context: BrowserContext): void;
}

/**
 * Every test of this file: no address the browser requests or navigates to (popups included) ever
 * carries a password, whatever the page's scripts did or did not do. The pages are opened as they
 * come (this file waits for hydration itself, where there is one).
 */
const test = base.extend<{ addresses: Addresses }>({
  addresses: [
    async ({ context }, use) => {
      const seen: string[] = [];
      const watch = (watched: BrowserContext) => {
        watched.on('request', (request) => seen.push(request.url()));
        const onPage = (page: Page) => page.on('framenavigated', (frame) => seen.push(frame.url()));
        watched.pages().forEach(onPage);
        watched.on('page', onPage);
      };
      watch(context);
      await use({ watch });
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.filter((address) => /contrasena|password/i.test(address))).toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * The chat the contact form opens in a new tab, answered here so that nothing leaves the machine:
 * opened by the page (with JavaScript), or the host server's redirect after the form posted (without),
 * which is taken unfollowed (the browser follows a redirect past any route). Resolves the chat's address.
 */
async function answerChat(context: BrowserContext): Promise<() => Promise<URL>> {
  let opened: (address: URL) => void = () => undefined;
  const address = new Promise<URL>((resolve) => (opened = resolve));
  const page = { contentType: 'text/html', body: '<title>Chat</title>' };
  await context.route(CHAT, async (route) => {
    opened(new URL(route.request().url()));
    await route.fulfill(page);
  });
  await context.route(`${SITE}/contacto`, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const answer = await route.fetch({ maxRedirects: 0 });
    expect(answer.status()).toBe(303);
    opened(new URL(answer.headers().location ?? ''));
    await route.fulfill(page);
  });
  // The contact page's map, added once hydrated, is another host's page.
  await context.route(/^https:\/\/(maps\.google\.com|www\.google\.com)\//, (route) => route.fulfill({ body: '' }));
  return async () => {
    const chat = await address;
    expect(chat.href).toMatch(CHAT);
    return chat;
  };
}

async function fillRegistration(
  page: Page,
  values: { nombre: string; email: string; dni: string; contrasena: string },
) {
  await page.getByLabel('Nombre').fill(values.nombre);
  await page.getByLabel('Email').fill(values.email);
  await page.getByLabel('DNI').fill(values.dni);
  await page.getByLabel('Contraseña').fill(values.contrasena);
}

/**
 * The texts of the visible buttons of the page's content that would do nothing without JavaScript: every
 * one sends a form or opens a popover. (The menu's buttons open their submenus on focus and hover.)
 */
async function deadButtons(page: Page): Promise<string[]> {
  return page
    .getByRole('main')
    .locator('button')
    .evaluateAll((buttons) =>
      buttons.flatMap((button) => {
        if (!(button instanceof HTMLButtonElement) || !button.checkVisibility()) return [];
        const sends = button.type !== 'button' && button.form !== null;
        return sends || button.popoverTargetElement
          ? []
          : [button.getAttribute('aria-label') ?? button.textContent?.trim() ?? ''];
      }),
    );
}

/** Without scripts the gallery is a strip of the photos: a thumbnail's link brings its photo into view. */
async function browsePhotos(page: Page) {
  await expect(page.getByRole('button', { name: /^Ampliar imagen/ })).toBeHidden();
  const photos = page.getByRole('list', { name: 'Fotos' }).getByRole('listitem');
  await expect(photos).toHaveCount(2);
  await expect(photos.nth(0)).toBeInViewport({ ratio: 0.9 });
  await expect(photos.nth(1)).not.toBeInViewport();
  await page.getByRole('link', { name: 'Miniatura 2' }).click();
  await expect(photos.nth(1)).toBeInViewport({ ratio: 0.9 });
  await expect(photos.nth(1).getByRole('img')).toBeVisible();
  await page.getByRole('link', { name: 'Miniatura 1' }).click();
  await expect(photos.nth(0)).toBeInViewport({ ratio: 0.9 });
}

/** 'Medios de pago' opens its list on a phone (a native disclosure); a wide screen shows it unfolded. */
async function openPayments(page: Page, width: number) {
  const method = page.getByRole('listitem').filter({ hasText: /^Mercado Pago$/ });
  if (width >= 768) return expect(method).toBeVisible();
  await expect(method).toBeHidden();
  await page.getByRole('heading', { level: 2, name: 'Medios de pago' }).click();
  await expect(method).toBeVisible();
}

/** 'VER FICHA / …' leads to the sheet. */
async function goToSheet(page: Page, link: string, sheet: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole('region', { name: sheet })).not.toBeInViewport();
  await page.getByRole('link', { name: link }).click();
  await expect(page).toHaveURL(/#ficha$/);
  await expect(page.getByRole('region', { name: sheet })).toBeInViewport();
}

const newAccount = (nombre: string) => ({
  nombre,
  email: `${nombre.split(' ')[0]?.toLowerCase()}-${Date.now()}@example.com`,
  dni: '30123456',
  contrasena: 'secreta1',
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a page that works without JavaScript does not ask for it; the administration, which needs it, does', async ({
    page,
  }) => {
    // Playwright's text queries skip <noscript>: the notice is looked for as the element itself.
    const notice = page.locator('noscript');
    for (const address of ['/', '/catalogo-bicicletas', '/contacto', '/login']) {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(notice).toHaveCount(0);
    }
    await page.goto('/admin');
    await expect(notice).toHaveCount(1);
    expect(await notice.textContent()).toMatch(/necesitás activar JavaScript\.$/);
  });

  test('catalogues show no button that would do nothing, on a phone and a desktop; products no list to add to', async ({
    page,
    request,
  }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const address of ['/catalogo-bicicletas', '/catalogo-accesorios']) {
        await page.goto(address);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('noscript')).toHaveCount(0);
        // 'Comparar' keeps its list in this browser's scripts: not shown without them.
        expect({ address, width, dead: await deadButtons(page) }).toEqual({ address, width, dead: [] });
      }
      // 'Agregar a mi consulta' neither: like 'Comparar', not shown until it works.
      for (const [type, name] of [
        ['bicicleta', 'Trail Andino 29'],
        ['accesorio', 'Casco urbano'],
      ] as const) {
        await page.goto(await pathOf(request, type, name));
        await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
        // The gallery's <noscript> holds the photos as they show without scripts, and asks for nothing.
        expect(await page.locator('noscript').allTextContents()).not.toContainEqual(
          expect.stringMatching(/JavaScript/),
        );
        await expect(page.getByRole('button', { name: 'Agregar a mi consulta' })).toBeHidden();
        await expect(page.getByLabel('Cantidad')).toBeHidden();
        expect({ name, width, dead: await deadButtons(page) }).toEqual({ name, width, dead: [] });
      }
    }
  });

  test("a product's photos, 'Guía de talles', 'Medios de pago' and 'VER FICHA' work natively, on a phone and a desktop", async ({
    page,
    request,
  }) => {
    const bike = await pathOf(request, 'bicicleta', 'Trail Andino 29');
    const accessory = await pathOf(request, 'accesorio', 'Candado en U');
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(bike);
      await browsePhotos(page);

      // The guide opens as a popover with its table (the height field, which needs scripts, is not shown).
      const guide = page.getByRole('dialog', { name: 'Guía de talles' });
      await page.getByRole('button', { name: 'Guía de talles' }).click();
      await expect(guide).toBeVisible();
      await expect(guide.getByRole('row')).not.toHaveCount(0);
      await expect(guide.getByRole('spinbutton', { name: 'Tu altura en cm' })).toBeHidden();
      await page.keyboard.press('Escape');
      await expect(guide).toBeHidden();
      await page.getByRole('button', { name: 'Guía de talles' }).click();
      await guide.getByRole('button', { name: 'Cerrar' }).click();
      await expect(guide).toBeHidden();

      await openPayments(page, width);
      await goToSheet(page, 'VER FICHA / MEDIDAS', 'Equipamiento / Ficha técnica');

      await page.goto(accessory);
      await browsePhotos(page);
      await openPayments(page, width);
      await goToSheet(page, 'VER FICHA / ESPECIFICACIONES', 'Especificaciones');
      expect({ width, dead: await deadButtons(page) }).toEqual({ width, dead: [] });
    }
  });

  test('signing in posts (the password in no address) and answers that the administration needs JavaScript', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Contraseña').fill(ADMIN.password);
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      page.getByRole('button', { name: 'Ingresar' }).click(),
    ]);

    expect(answer.url()).toBe(`${SITE}/login`);
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('alert')).toHaveText(NEEDS_JAVASCRIPT);
    await expect(page.getByLabel('Email')).toHaveValue(ADMIN.email);
    await expect(page.getByLabel('Contraseña')).toHaveValue('');
    expect(await answer.text()).not.toContain(ADMIN.password);
  });

  test('signing in on the way to an admin page keeps where it was going: the answer does, and with JavaScript it leads there', async ({
    page,
    browser,
    addresses,
  }) => {
    const next = '/admin/bicicletas/editar';
    const signInAddress = `/login?next=${encodeURIComponent(next)}`;
    await page.goto(signInAddress);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Contraseña').fill(ADMIN.password);
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      page.getByRole('button', { name: 'Ingresar' }).click(),
    ]);

    expect(answer.url()).toBe(`${SITE}${signInAddress}`);
    await expect(page).toHaveURL(signInAddress);
    await expect(page.getByRole('alert')).toHaveText(NEEDS_JAVASCRIPT);
    expect(await answer.text()).not.toContain(ADMIN.password);

    // The answered page, opened with JavaScript on, signs the admin in and goes where the visitor was going.
    const withJs = await browser.newContext({ javaScriptEnabled: true });
    addresses.watch(withJs);
    const signIn = await withJs.newPage();
    await signIn.goto(page.url());
    await waitForHydration(signIn);
    await signIn.getByLabel('Email').fill(ADMIN.email);
    await signIn.getByLabel('Contraseña').fill(ADMIN.password);
    await signIn.getByRole('button', { name: 'Ingresar' }).click();
    await expect(signIn).toHaveURL(next);
    await expect(signIn.getByRole('heading', { level: 1, name: 'Elegí una bicicleta para editar' })).toBeVisible();
    await withJs.close();
  });

  test('registration creates the account; the sign-in page says so, and with JavaScript the account signs in', async ({
    page,
    browser,
    addresses,
  }) => {
    const account = newAccount('Nora Sinscript');
    await page.goto('/register');
    await fillRegistration(page, account);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();

    await expect(page).toHaveURL('/login?m=created');
    await expect(page.getByRole('status')).toHaveText('Tu cuenta fue creada con éxito.');

    // A context of the browser's takes this file's options: JavaScript is turned back on for it.
    const withJs = await browser.newContext({ javaScriptEnabled: true });
    addresses.watch(withJs);
    const signIn = await withJs.newPage();
    await signIn.goto(`${SITE}/login`);
    await waitForHydration(signIn);
    await signIn.getByLabel('Email').fill(account.email);
    await signIn.getByLabel('Contraseña').fill(account.contrasena);
    const [login] = await Promise.all([
      signIn.waitForResponse('**/api/auth/login'),
      signIn.getByRole('button', { name: 'Ingresar' }).click(),
    ]);
    // The API accepts the new account's password; the site lets only admins in.
    expect(login.status()).toBe(200);
    await expect(signIn.getByRole('alert')).toHaveText('Solo administradores pueden ingresar');
    await withJs.close();
  });

  test('a registration with mistakes comes back with what was typed, but the password, and the messages by field', async ({
    page,
  }) => {
    await page.goto('/register');
    await fillRegistration(page, { ...newAccount('Nora Sinscript'), dni: '12ab', contrasena: 'abc' });
    await page.getByRole('button', { name: 'Crear cuenta' }).click();

    await expect(page).toHaveURL('/register');
    await expect(page.getByLabel('Nombre')).toHaveValue('Nora Sinscript');
    await expect(page.getByLabel('DNI')).toHaveAccessibleDescription(
      'Ingresá 7 a 9 dígitos El DNI debe tener 7 a 9 dígitos.',
    );
    await expect(page.getByLabel('Contraseña')).toHaveValue('');
    await expect(page.getByLabel('Contraseña')).toHaveAccessibleDescription(
      'La contraseña debe tener al menos 6 caracteres.',
    );
  });

  test("contact's 'Enviar por WhatsApp' opens the chat with the message typed, the name in it", async ({
    page,
    context,
  }) => {
    const chat = await answerChat(context);
    await page.goto('/contacto');
    await page.getByLabel('Nombre').fill('Nora Sinscript');
    await page.getByLabel('Mensaje').fill('¿Tienen cascos talle M?');

    await page.getByRole('button', { name: /Enviar por WhatsApp/ }).click();

    expect((await chat()).searchParams.get('text')).toBe(
      'Hola! Les escribo desde la web.\nNombre: Nora Sinscript\nMensaje: ¿Tienen cascos talle M?',
    );
    await expect(page).toHaveURL('/contacto');
  });
});

test.describe('with JavaScript, typed before hydration and sent after it', () => {
  test('sign-in: the admin is signed in with what was typed', async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Contraseña').fill(ADMIN.password);
    await scripts.release();

    await page.getByRole('button', { name: 'Ingresar' }).click();

    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('heading', { name: /Hola/ })).toBeVisible();
  });

  test('registration: the name typed first is sent', async ({ page }) => {
    const account = newAccount('Ana Temprana');
    const scripts = await holdScripts(page);
    await page.goto('/register', { waitUntil: 'commit' });
    await fillRegistration(page, account);
    await scripts.release();

    const [sent] = await Promise.all([
      page.waitForRequest('**/api/auth/register'),
      page.getByRole('button', { name: 'Crear cuenta' }).click(),
    ]);

    expect(sent.postDataJSON()).toEqual(account);
    await expect(page).toHaveURL('/login?m=created');
    await expect(page.getByRole('status')).toHaveText('Tu cuenta fue creada con éxito.');
  });

  test('contact: the chat message has the name typed first', async ({ page, context }) => {
    const chat = await answerChat(context);
    const scripts = await holdScripts(page);
    await page.goto('/contacto', { waitUntil: 'commit' });
    await page.getByLabel('Nombre').fill('Ana Temprana');
    await page.getByLabel('Mensaje').fill('¿Tienen cascos talle M?');
    await scripts.release();

    await page.getByRole('button', { name: /Enviar por WhatsApp/ }).click();

    expect((await chat()).searchParams.get('text')).toBe(
      'Hola! Les escribo desde la web.\nNombre: Ana Temprana\nMensaje: ¿Tienen cascos talle M?',
    );
    await expect(page).toHaveURL('/contacto');
  });
});

test.describe('with JavaScript, sent before hydration', () => {
  test('a sign-in sent before hydration is held, then sent by the app once hydrated: the admin is in', async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Contraseña').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await scripts.release();

    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('heading', { name: /Hola/ })).toBeVisible();
  });

  test("a registration sent while the app cannot start posts; the server's answer hydrates with what was typed", async ({
    page,
  }) => {
    // The scripts of the first page fail (the held submit is then sent natively); the answer's load.
    let scriptsFail = true;
    const answerErrors: string[] = [];
    page.on('console', (message) => {
      // Chromium reports the answer's own status (422) as a console error: not the page's doing.
      const documentStatus =
        message.text().startsWith('Failed to load resource') && message.location().url === page.url();
      if (!scriptsFail && message.type() === 'error' && !documentStatus) answerErrors.push(message.text());
    });
    page.on('request', (request) => {
      if (request.method() === 'POST') scriptsFail = false;
    });
    await page.route(/\.js(\?.*)?$/, (route) => (scriptsFail ? route.abort() : route.continue()));
    const account = newAccount('Nora Temprana');
    await page.goto('/register', { waitUntil: 'commit' });
    await fillRegistration(page, { ...account, dni: '12ab' });
    await page.getByRole('button', { name: 'Crear cuenta' }).click();

    await expect(page.getByLabel('DNI')).toHaveAccessibleDescription(
      'Ingresá 7 a 9 dígitos El DNI debe tener 7 a 9 dígitos.',
    );
    await waitForHydration(page);
    await expect(page).toHaveURL('/register');
    await expect(page.getByLabel('Nombre')).toHaveValue(account.nombre);
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
    await expect(page.getByLabel('Contraseña')).toHaveValue('');
    expect(answerErrors).toEqual([]);

    await page.getByLabel('DNI').fill(account.dni);
    await page.getByLabel('Contraseña').fill(account.contrasena);
    const [sent] = await Promise.all([
      page.waitForRequest('**/api/auth/register'),
      page.getByRole('button', { name: 'Crear cuenta' }).click(),
    ]);

    expect(sent.postDataJSON()).toEqual(account);
    await expect(page).toHaveURL('/login?m=created');
  });
});
