import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/site';

/** Violations as readable lines, so a failure names the rule and the element. */
async function accessibilityViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const cards = (page: Page) => page.getByRole('list', { name: 'Bicicletas' }).getByRole('link');

test('landing → catalogue → filters → detail → viewer → back keeps the filters', async ({ page, pageErrors }) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Ver catálogo' }).click();
  await expect(page).toHaveURL('/bicicletas');

  await page.getByRole('main').getByRole('link', { name: 'MTB', exact: true }).click();
  await expect(page).toHaveURL('/catalogo-bicicletas?categoria=mtb');
  await expect(page.getByRole('checkbox', { name: 'MTB' })).toBeChecked();
  await expect(cards(page)).toHaveText(['Cumbre XC', 'Sierra Pro 27.5', 'Trail Andino 29']);

  await page.getByRole('radio', { name: /^Negro \(\d+\)$/ }).check();
  await expect(page).toHaveURL('/catalogo-bicicletas?categoria=mtb&color=%23000000');
  await expect(cards(page)).toHaveText(['Cumbre XC', 'Trail Andino 29']);
  await expect(page.getByRole('list', { name: 'Filtros aplicados' }).getByRole('listitem')).toHaveText([
    'MTB×',
    'Color: Negro×',
  ]);

  await cards(page).filter({ hasText: 'Trail Andino 29' }).click();
  await expect(page).toHaveURL(
    /\/bici\/\d+-trail-andino-29\?back=%2Fcatalogo-bicicletas%3Fcategoria%3Dmtb%26color%3D%2523000000$/,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Trail Andino 29' })).toBeVisible();
  await expect(page).toHaveTitle('Trail Andino 29 | Rueda Libre');

  const enlarge = page.getByRole('button', { name: 'Ampliar imagen (1 de 2)' });
  await enlarge.focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: 'Visor de imágenes' });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Cerrar visor' })).toBeFocused();
  await expect(page.locator('body')).toHaveAttribute('data-viewer-open', 'true');
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  await expect(page.getByRole('banner')).toBeHidden();

  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText('Imagen 2 de 2')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText('Imagen 1 de 2')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByText('Imagen 2 de 2')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Ampliar imagen (2 de 2)' })).toBeFocused();
  await expect(page.locator('body')).not.toHaveAttribute('data-viewer-open', 'true');
  await expect(page.getByRole('banner')).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL('/catalogo-bicicletas?categoria=mtb&color=%23000000');
  await expect(page.getByRole('checkbox', { name: 'MTB' })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^Negro \(\d+\)$/ })).toBeChecked();
  await expect(cards(page)).toHaveText(['Cumbre XC', 'Trail Andino 29']);
  expect(pageErrors).toEqual([]);
});

test('the back button returns to the filtered catalogue the visitor came from', async ({ page }) => {
  await page.goto('/catalogo-bicicletas?categoria=ruta');
  await cards(page).first().click();
  await page.getByRole('link', { name: '← Volver' }).click();
  await expect(page).toHaveURL('/catalogo-bicicletas?categoria=ruta');
});

test('a bicycle that does not exist shows the error box with the way back', async ({ page }) => {
  await page.goto('/bici/99999-no-existe');
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'No pudimos cargar la bicicleta' })).toBeVisible();
  await expect(alert).toContainText('No encontrada');
  await alert.getByRole('link', { name: 'Volver al catálogo' }).click();
  await expect(page).toHaveURL('/catalogo-bicicletas');
  await expect(cards(page).first()).toBeVisible();
});

test('an address without a leading id says the id is invalid', async ({ page }) => {
  await page.goto('/bici/trail-andino');
  await expect(page.getByRole('alert')).toContainText('ID inválido');
});

test('/bicicletas/{slug} is replaced by the catalogue of that category', async ({ page }) => {
  await page.goto('/');
  await page.goto('/bicicletas/bmx');
  await expect(page).toHaveURL('/catalogo-bicicletas?categoria=bmx');
  await expect(page.getByRole('checkbox', { name: 'BMX' })).toBeChecked();
  await page.goBack();
  await expect(page).toHaveURL('/');
});

test('a stale name in the address is replaced by the canonical one, keeping the query', async ({ page }) => {
  await page.goto('/catalogo-bicicletas?q=trail');
  const href = await cards(page).first().getAttribute('href');
  const id = /^\/bici\/(\d+)-/.exec(href ?? '')?.[1];
  await page.goto(`/bici/${id}-nombre-viejo?back=%2Fcatalogo-bicicletas`);
  await expect(page).toHaveURL(`/bici/${id}-trail-andino-29?back=%2Fcatalogo-bicicletas`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `http://localhost:3000/bici/${id}-trail-andino-29`,
  );
});

test.describe('accessibility', () => {
  test('the catalogue and its empty state have no violations', async ({ page }) => {
    await page.goto('/catalogo-bicicletas');
    await expect(cards(page).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.goto('/catalogo-bicicletas?q=ninguna-bici-se-llama-asi');
    await expect(page.getByText('No hay resultados')).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('the detail page and its open viewer have no violations', async ({ page }) => {
    await page.goto('/catalogo-bicicletas?categoria=mtb');
    await cards(page).first().click();
    await expect(page.getByRole('heading', { name: 'Te puede interesar' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: /^Ampliar imagen/ }).click();
    await expect(page.getByRole('dialog', { name: 'Visor de imágenes' })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

/** Opens the detail page of the bicycle the catalogue finds for `search`. */
async function openBike(page: Page, search: string) {
  await page.goto(`/catalogo-bicicletas?q=${encodeURIComponent(search)}`);
  await cards(page).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

const stage = (page: Page) => page.getByRole('button', { name: /^Ampliar imagen/ });

/** The CSS animation of the shown image's slide ('none' when it is shown in place). */
const slideAnimation = (page: Page) =>
  stage(page)
    .getByRole('img')
    .evaluate((image) => {
      const { animationName, animationDuration } = getComputedStyle(image.parentElement ?? image);
      return animationName === 'none' ? 'none' : animationDuration;
    });

test('the gallery slides by pointer past the threshold, not on a slow drag, and opens nothing', async ({ page }) => {
  await openBike(page, 'Trail Andino');
  await expect(stage(page)).toHaveAccessibleName('Ampliar imagen (1 de 2)');
  // The first image is painted in place (no slide-in), so it is the page's largest paint at once.
  expect(await slideAnimation(page)).toBe('none');

  const box = await stage(page).boundingBox();
  if (!box) throw new Error('La galería no tiene caja');
  const y = box.y + box.height / 2;
  const drag = async (fromX: number, toX: number, pauseMs: number) => {
    await page.mouse.move(fromX, y);
    await page.mouse.down();
    await page.mouse.move((fromX + toX) / 2, y, { steps: 3 });
    if (pauseMs) await page.waitForTimeout(pauseMs);
    await page.mouse.move(toX, y, { steps: 3 });
    await page.mouse.up();
  };

  await drag(box.x + box.width * 0.8, box.x + box.width * 0.3, 0);
  await expect(stage(page)).toHaveAccessibleName('Ampliar imagen (2 de 2)');
  expect(await slideAnimation(page)).toBe('0.45s');
  await expect(page.getByRole('dialog')).toBeHidden();

  // 40 px in more than 0.6 s: offset × velocity stays under 8000.
  await drag(box.x + box.width * 0.5, box.x + box.width * 0.5 + 40, 600);
  await expect(stage(page)).toHaveAccessibleName('Ampliar imagen (2 de 2)');

  await page.getByRole('button', { name: 'Imagen siguiente' }).click();
  await expect(stage(page)).toHaveAccessibleName('Ampliar imagen (1 de 2)');
  await page.getByRole('button', { name: 'Miniatura 2' }).click();
  await expect(stage(page)).toHaveAccessibleName('Ampliar imagen (2 de 2)');

  // On a wide screen the thumbnails are a vertical strip beside the image.
  const first = await page.getByRole('button', { name: 'Miniatura 1' }).boundingBox();
  const second = await page.getByRole('button', { name: 'Miniatura 2' }).boundingBox();
  expect(second?.x).toBe(first?.x);
  expect(second?.y).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0) - 1);
  expect((first?.x ?? 0) + (first?.width ?? 0)).toBeLessThanOrEqual(box.x);
});

test('the viewer closes with its button and with a click on the backdrop', async ({ page }) => {
  await openBike(page, 'Trail Andino');
  const viewer = page.getByRole('dialog', { name: 'Visor de imágenes' });

  await stage(page).click();
  await expect(viewer).toBeVisible();
  await viewer.getByRole('button', { name: 'Cerrar visor' }).click();
  await expect(viewer).toBeHidden();
  await expect(page.getByRole('banner')).toBeVisible();

  await stage(page).click();
  await expect(page.getByRole('banner')).toBeHidden();
  await viewer.click({ position: { x: 8, y: 8 } });
  await expect(viewer).toBeHidden();
  await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
});

test('VER FICHA / MEDIDAS brings the technical sheet into view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 740 });
  await openBike(page, 'Trail Andino');
  const sheet = page.getByRole('region', { name: 'Equipamiento / Ficha técnica' });
  await expect(sheet).not.toBeInViewport();
  await page.getByRole('link', { name: 'VER FICHA / MEDIDAS' }).click();
  await expect(sheet).toBeInViewport();
  await expect(sheet).toBeFocused();
});

test('the suggestions show on wide screens and are hidden on small ones', async ({ page }) => {
  await openBike(page, 'Trail Andino');
  const related = page.getByRole('region', { name: 'Te puede interesar' });
  await expect(related.getByRole('link')).toHaveCount(2);
  await expect(related.getByRole('link', { name: 'Trail Andino 29' })).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 740 });
  await expect(related).toBeHidden();
});

test('each bicycle has its own description, canonical address and preview image', async ({ page }) => {
  await openBike(page, 'Trail Andino');
  const id = /\/bici\/(\d+)-/.exec(page.url())?.[1];
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `http://localhost:3000/bici/${id}-trail-andino-29`,
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^.{20,}$/);
  await expect(page.locator('meta[name="description"]')).not.toHaveAttribute('content', /Rueda Libre/);
  // The JPEG twin of its stored photo, which every chat app previews.
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /^http:\/\/localhost:4000\/api\/compartir\/[0-9a-f]{32}\.jpg$/,
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Trail Andino 29 | Rueda Libre');
});

/** Sum of the layout shifts the page has had so far (what CLS adds up). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { value: number })[];
          resolve(entries.reduce((sum, entry) => sum + entry.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 500);
      }),
  );

test('images: responsive sources, the first ones first, the rest lazy, and nothing shifts', async ({ page }) => {
  await page.goto('/catalogo-bicicletas?limit=15');
  const items = page.getByRole('list', { name: 'Bicicletas' }).getByRole('listitem');
  await expect(items.first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await items.count()).toBeGreaterThan(3);
  for (const [index, item] of (await items.all()).entries()) {
    const image = item.getByRole('img');
    // A bicycle without photos shows the placeholder, which is not an image.
    if ((await image.count()) === 0) continue;
    await expect(image).toHaveAttribute('srcset', /-320w\.webp 320w, .*-640w\.webp 640w/);
    await expect(image).toHaveAttribute('sizes', /.+/);
    await expect(image).toHaveAttribute('width', /^\d+$/);
    await expect(image).toHaveAttribute('loading', index < 3 ? 'eager' : 'lazy');
  }
  await expect(items.first().getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  expect(await layoutShift(page)).toBeLessThan(0.02);

  await cards(page).first().click();
  const main = stage(page).getByRole('img');
  await expect(main).toHaveAttribute('fetchpriority', 'high');
  await expect(main).toHaveAttribute('loading', 'eager');
  await expect(main).toHaveAttribute('srcset', /320w/);
  await page.waitForLoadState('networkidle');
  expect(await layoutShift(page)).toBeLessThan(0.02);
});

test('standalone: the remote runs on its own port in its minimal shell, against the API', async ({ page }) => {
  await page.goto('http://localhost:3001/catalogo-bicicletas?categoria=mtb');
  await expect(page.getByRole('navigation', { name: 'Rutas del remoto' })).toContainText('bikes · modo independiente');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(cards(page)).toHaveText(['Cumbre XC', 'Sierra Pro 27.5', 'Trail Andino 29']);

  await cards(page).filter({ hasText: 'Sierra Pro 27.5' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sierra Pro 27.5' })).toBeVisible();
  await page.getByRole('link', { name: '← Volver' }).click();
  await expect(page).toHaveURL('http://localhost:3001/catalogo-bicicletas?categoria=mtb');
});
