import { axeViolations, expect, test } from './support/site';

test('search suggestions: typing "tre" lists products, Enter opens the chosen one', async ({ page, pageErrors }) => {
  await page.goto('/catalogo-bicicletas');
  await expect(page.getByRole('list', { name: 'Bicicletas' }).getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^MTB \(\d+\)$/ })).toBeEnabled();

  const box = page.getByRole('combobox', { name: 'Buscar' });
  await box.click();
  await box.pressSequentially('tre');
  const listbox = page.getByRole('listbox', { name: 'Sugerencias' });
  await expect(listbox).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(listbox.getByRole('option', { name: /BMX Street Junior/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.keyboard.press('ArrowDown');
  const first = listbox.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  const name = (await first.getByText(/./).first().textContent()) ?? '';
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/(bici|accesorio)\/\d+-/);
  expect(pageErrors).toEqual([]);
});

test('compare three bikes: the table marks the rows that differ, and the choice survives a reload', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/catalogo-bicicletas?categoria=mtb');
  const names = ['Cumbre XC', 'Sierra Pro 27.5', 'Trail Andino 29'];
  for (const name of names) await page.getByRole('button', { name: `Comparar ${name}` }).click();
  const bar = page.getByRole('complementary', { name: 'Bicicletas para comparar' });
  await expect(bar.getByText('Comparar (3 de 3)')).toBeVisible();

  await page.reload();
  await expect(bar.getByText('Comparar (3 de 3)')).toBeVisible();
  await bar.getByRole('link', { name: 'Ver comparación' }).click();
  await expect(page).toHaveURL(/\/comparar-bicicletas\?ids=\d+,\d+,\d+$/);
  await expect(page).toHaveTitle('Comparar bicicletas | Rueda Libre');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  const table = page.getByRole('table', { name: 'Comparación de bicicletas' });
  const nameLinks = table.getByRole('columnheader').getByRole('link').filter({ hasNotText: 'Consultar' });
  await expect(nameLinks).toHaveText(names);
  await expect(table.getByRole('row', { name: /^Modelo/ }).getByText('Distinto')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.reload();
  await expect(table.getByRole('columnheader')).toHaveCount(3);
  await table.getByRole('button', { name: 'Quitar Cumbre XC de la comparación' }).click();
  await expect(nameLinks).toHaveText(names.slice(1));
  expect(pageErrors).toEqual([]);
});
