import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { aPagedList, recordGets, renderWithProviders } from '@shop/shared/test';
import { aListItem } from '../../test/bike-fixtures';
import { BikesCataloguePage } from './bikes-catalogue-page';

function serveList(respond = () => HttpResponse.json(aPagedList([aListItem(1), { ...aListItem(2), precio: null }]))) {
  return recordGets('/api/bicicletas', respond);
}

function renderCatalogue(route = '/catalogo-bicicletas') {
  const view = renderWithProviders(<BikesCataloguePage />, { route, path: '/catalogo-bicicletas' });
  const search = () => new URLSearchParams(view.router.state.location.search);
  return { ...view, search };
}

describe('BikesCataloguePage: prices and the address', () => {
  it("shows each bicycle's price under its name with its best instalment plan, or 'Consultá precio'", async () => {
    serveList();
    renderCatalogue();
    const [priced, unpriced] = await screen.findAllByRole('article');
    expect(within(priced!).getByRole('heading', { name: 'Bici 1' })).toBeInTheDocument();
    expect(within(priced!).getByText('$ 100.000')).toBeInTheDocument();
    expect(within(priced!).getByText('$ 90.000 en efectivo o transferencia')).toBeInTheDocument();
    // The instalments add up to the price: the last one is named when rounding makes it differ.
    expect(within(priced!).getByText('12 cuotas sin interés de $ 8.333 (la última de $ 8.337)')).toBeInTheDocument();
    expect(within(unpriced!).getByRole('heading', { name: 'Bici 2' })).toBeInTheDocument();
    expect(within(unpriced!).getByText('Consultá precio')).toBeInTheDocument();
    expect(within(unpriced!).queryByText(/cuotas/)).not.toBeInTheDocument();
    expect(within(unpriced!).queryByText(/en efectivo o transferencia/)).not.toBeInTheDocument();
  });

  it('sorts by price and filters a price range, in the address, the request and the chips', async () => {
    const requests = serveList();
    const { user, search } = renderCatalogue();
    await screen.findAllByRole('article');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Ordenar por' }), 'Precio: menor a mayor');
    expect(search().get('sort')).toBe('precio_asc');
    expect(screen.getByRole('option', { name: 'Precio: mayor a menor' })).toHaveValue('precio_desc');

    const range = screen.getByRole('group', { name: 'Precio' });
    await user.click(within(range).getByRole('textbox', { name: 'Desde ($)' }));
    await user.paste('300.000');
    await user.click(within(range).getByRole('textbox', { name: 'Hasta ($)' }));
    await user.paste('1500000');
    await user.keyboard('{Enter}');
    expect(search().toString()).toBe('sort=precio_asc&precio_min=300000&precio_max=1500000');
    await waitFor(() =>
      expect(Object.fromEntries(requests.at(-1) ?? [])).toMatchObject({
        sort: 'precio_asc',
        precio_min: '300000',
        precio_max: '1500000',
      }),
    );

    const chips = screen.getByRole('list', { name: 'Filtros aplicados' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Desde $ 300.000×', 'Hasta $ 1.500.000×']);
    await user.click(screen.getByRole('link', { name: 'Quitar filtro Desde $ 300.000' }));
    expect(search().toString()).toBe('sort=precio_asc&precio_max=1500000');
    expect(within(range).getByRole('textbox', { name: 'Desde ($)' })).toHaveValue('');
  });

  it('reads a typed price as es-AR writes it, and says beside the field why 9.80 is not applied', async () => {
    const requests = serveList();
    const { user, search } = renderCatalogue();
    await screen.findAllByRole('article');
    const range = screen.getByRole('group', { name: 'Precio' });
    const from = within(range).getByRole('textbox', { name: 'Desde ($)' });

    await user.type(from, '$ 9.800{Enter}');
    expect(search().get('precio_min')).toBe('9800');

    await user.clear(within(range).getByRole('textbox', { name: 'Desde ($)' }));
    await user.type(within(range).getByRole('textbox', { name: 'Desde ($)' }), '9.80{Enter}');
    const refused = within(range).getByRole('textbox', { name: 'Desde ($)' });
    expect(refused).toHaveValue('9.80');
    expect(refused).toHaveAccessibleDescription(
      'No se entiende el número «9.80». Usá punto para los miles y coma para los decimales (por ejemplo, 9.800 o 12,5).',
    );
    await waitFor(() => expect(requests.at(-1)?.has('precio_min')).toBe(false));
    expect(screen.queryByRole('list', { name: 'Filtros aplicados' })).not.toBeInTheDocument();
  });

  it('checks the category written in upper case in the address, and unchecks it cleanly', async () => {
    serveList();
    const { user, search } = renderCatalogue('/catalogo-bicicletas?categoria=URBANO');
    const urbano = screen.getByRole('checkbox', { name: 'URBANO' });
    expect(urbano).toBeChecked();
    await user.click(urbano);
    expect(search().has('categoria')).toBe(false);
    expect(urbano).not.toBeChecked();
  });

  it('shows the page size the address asks for in the select', async () => {
    serveList();
    renderCatalogue('/catalogo-bicicletas?limit=5');
    expect(screen.getByRole('combobox', { name: 'Por página' })).toHaveDisplayValue('5');
  });

  it('a page past the end is the 404 page, with the way back to the first page of the list', async () => {
    const requests = recordGets('/api/bicicletas', (params) =>
      params.get('page') === '99'
        ? HttpResponse.json(aPagedList([], 99, 2, 20))
        : HttpResponse.json(aPagedList([aListItem(1)], 1, 2, 20)),
    );
    const { user, search } = renderCatalogue('/catalogo-bicicletas?categoria=mtb&page=99');
    expect(await screen.findByRole('heading', { level: 1, name: '404 · Página no encontrada' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ir a la primera página' }));
    expect(search().toString()).toBe('categoria=mtb');
    expect(await screen.findByRole('link', { name: 'Bici 1' })).toBeInTheDocument();
    expect(requests.at(-1)?.get('page')).toBe('1');
  });
});

describe('BikesCataloguePage: availability', () => {
  const stocked = {
    ...aListItem(1),
    color1: '#000000',
    color2: '#ef4444',
    disponibilidad: [
      { color: '#000000', talle: 'M', tienda: 'casa-central', estado: 'sin_stock' as const, dias: null },
      { color: '#ef4444', talle: 'M', tienda: 'casa-central', estado: 'en_stock' as const, dias: null },
      { color: '#ef4444', talle: 'M', tienda: 'local-palermo', estado: 'a_pedido' as const, dias: 7 },
    ],
  };

  it("says each card's availability in the chosen colour, or in any, with its store, or 'Consultá disponibilidad'", async () => {
    serveList(() => HttpResponse.json(aPagedList([stocked, aListItem(2)])));
    const { unmount } = renderCatalogue();
    const [first, second] = await screen.findAllByRole('article');
    expect(within(first!).getByText('En stock en Casa central')).toBeInTheDocument();
    expect(within(second!).getByText('Consultá disponibilidad')).toBeInTheDocument();
    unmount();

    serveList(() => HttpResponse.json(aPagedList([stocked])));
    renderCatalogue('/catalogo-bicicletas?color=%23000000');
    const [black] = await screen.findAllByRole('article');
    expect(within(black!).getByText('Sin stock en Casa central')).toBeInTheDocument();
  });

  it("filters 'Disponible ahora' with its count, in the address and the request, removable by its chip", async () => {
    const requests = serveList(() =>
      HttpResponse.json({
        ...aPagedList([stocked]),
        facets: { categoria: {}, marca: {}, color: {}, disponible: 4 },
      }),
    );
    const { user, search } = renderCatalogue();
    await screen.findAllByRole('article');
    await user.click(await screen.findByRole('checkbox', { name: 'Disponible ahora (4)' }));
    await waitFor(() => expect(search().get('disponible')).toBe('1'));
    await waitFor(() => expect(requests.at(-1)?.get('disponible')).toBe('1'));
    const chips = within(screen.getByRole('list', { name: 'Filtros aplicados' }));
    expect(chips.getByRole('link', { name: 'Quitar filtro Disponible ahora' })).toHaveAttribute(
      'href',
      '/catalogo-bicicletas',
    );
  });

  it("'Disponible ahora' looks in the chosen store: in the address, the request, the cards and a chip", async () => {
    const requests = serveList(() =>
      HttpResponse.json({
        ...aPagedList([stocked]),
        facets: { categoria: {}, marca: {}, color: {}, disponible: 1 },
      }),
    );
    const { user, search } = renderCatalogue('/catalogo-bicicletas?color=%23ef4444');
    const [card] = await screen.findAllByRole('article');
    expect(within(card!).getByText('En stock en Casa central')).toBeInTheDocument();
    const stores = screen.getByRole('group', { name: 'Disponible en' });
    expect(within(stores).getByRole('radio', { name: 'Cualquier tienda' })).toBeChecked();

    await user.click(within(stores).getByRole('radio', { name: 'Local Palermo' }));
    await waitFor(() => expect(search().get('tienda')).toBe('local-palermo'));
    expect(search().get('disponible')).toBe('1');
    await waitFor(() => expect(requests.at(-1)?.get('tienda')).toBe('local-palermo'));
    expect(
      await within(screen.getByRole('article')).findByText('A pedido (7 días) en Local Palermo'),
    ).toBeInTheDocument();
    const chips = within(screen.getByRole('list', { name: 'Filtros aplicados' }));
    expect(chips.getByRole('link', { name: 'Quitar filtro En Local Palermo' })).toHaveAttribute(
      'href',
      '/catalogo-bicicletas?color=%23ef4444&disponible=1',
    );

    await user.click(screen.getByRole('checkbox', { name: 'Disponible ahora (1)' }));
    await waitFor(() => expect(search().toString()).toBe('color=%23ef4444'));
    expect(within(stores).getByRole('radio', { name: 'Cualquier tienda' })).toBeChecked();
  });

  it('reads a store the site does not have as any store', async () => {
    const requests = serveList(() => HttpResponse.json(aPagedList([stocked])));
    renderCatalogue('/catalogo-bicicletas?disponible=1&tienda=otra');
    await screen.findAllByRole('article');
    expect(screen.getByRole('radio', { name: 'Cualquier tienda' })).toBeChecked();
    expect(requests.at(-1)?.has('tienda')).toBe(false);
  });
});
