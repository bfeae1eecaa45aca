import { expect, test } from './support/site';

test.use({ viewport: { width: 1366, height: 768 } });

test('the viewer closes on a click in the dark area beside the image', async ({ page }) => {
  await page.goto('/catalogo-bicicletas?categoria=mtb');
  await page.getByRole('link', { name: 'Trail Andino 29' }).click();
  await page.getByRole('button', { name: /^Ampliar imagen/ }).click();
  const viewer = page.getByRole('dialog', { name: 'Visor de imágenes' });
  await expect(viewer).toBeVisible();
  const image = await viewer.getByRole('img').boundingBox();
  expect(image).not.toBeNull();
  // Halfway between the left arrow and the image, below the arrows.
  await page.mouse.click((image?.x ?? 0) / 2 + 30, 600);
  await expect(viewer).toBeHidden();
});

test('the arrow keys move the gallery without focusing it first', async ({ page }) => {
  await page.goto('/catalogo-bicicletas?categoria=mtb');
  await page.getByRole('link', { name: 'Trail Andino 29' }).click();
  await expect(page.getByRole('button', { name: 'Ampliar imagen (1 de 2)' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('button', { name: 'Ampliar imagen (2 de 2)' })).toBeVisible();
});

test('the search placeholder fits in its box', async ({ page }) => {
  await page.goto('/catalogo-bicicletas');
  const search = page.getByRole('combobox', { name: 'Buscar' });
  await expect(search).toHaveAttribute('placeholder', 'Nombre, marca o modelo');
  const fits = await search.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input, '::placeholder');
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return false;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const own = getComputedStyle(input);
    // Chromium keeps room for the search box's clear button at the end.
    const room = input.clientWidth - parseFloat(own.paddingLeft) - parseFloat(own.paddingRight) - 16;
    return context.measureText(input.placeholder).width <= room;
  });
  expect(fits).toBe(true);
});
