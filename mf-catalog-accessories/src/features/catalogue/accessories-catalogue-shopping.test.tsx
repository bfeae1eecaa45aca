import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { aFacetedList, aPagedList, findAlertBox, recordGets, renderWithProviders } from '@shop/shared/test';
import { anAccessoryItem } from '../../test/accessory-fixtures';
import { AccessoriesCataloguePage } from './accessories-catalogue-page';

function renderAt(route = '/catalogo-accesorios') {
  const view = renderWithProviders(<AccessoriesCataloguePage />, { route, path: '/catalogo-accesorios' });
  return { ...view, address: () => new URLSearchParams(view.router.state.location.search) };
}

describe('AccessoriesCataloguePage: prices, hints and failures', () => {
  it("shows the prices of a card, or 'Consultá precio' without instalments nor a cash price", async () => {
    recordGets('/api/accesorios', () =>
      HttpResponse.json(aPagedList([anAccessoryItem(1), { ...anAccessoryItem(2), precio: null }])),
    );
    renderAt();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.textContent)).toEqual([
      'INFLADORESAccesorio 1$ 1.000Precio sin impuestos nacionales: $ 826$ 900 en efectivo o transferencia' +
        '12 cuotas sin interés de $ 83 (la última de $ 87)Consultá disponibilidad',
      'INFLADORESAccesorio 2Consultá precioConsultá disponibilidad',
    ]);
  });

  it("says each card's availability, and filters 'Disponible ahora' with its count, in the address", async () => {
    const requests = recordGets('/api/accesorios', () =>
      HttpResponse.json(
        aFacetedList(
          [
            { ...anAccessoryItem(1), disponibilidad: { estado: 'en_stock', dias: null } },
            { ...anAccessoryItem(2), disponibilidad: { estado: 'a_pedido', dias: 20 } },
          ],
          { categoria: {}, marca: {}, disponible: 1, en_oferta: 0 },
        ),
      ),
    );
    const { user, address } = renderAt();
    const cards = await screen.findAllByRole('article');
    expect(within(cards[0] as HTMLElement).getByText('En stock')).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('A pedido (20 días)')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Disponible ahora (1)' }));
    await waitFor(() => expect(address().get('disponible')).toBe('1'));
    await waitFor(() => expect(requests.at(-1)?.get('disponible')).toBe('1'));
    expect(screen.getByRole('checkbox', { name: 'Disponible ahora (1)' })).toBeChecked();
    const chips = within(screen.getByRole('list', { name: 'Filtros aplicados' }));
    expect(chips.getByRole('link', { name: 'Quitar filtro Disponible ahora' })).toHaveAttribute(
      'href',
      '/catalogo-accesorios',
    );
  });

  it("asks for nothing but '1' as 'disponible', whatever the address says", async () => {
    const requests = recordGets('/api/accesorios', () => HttpResponse.json(aPagedList([anAccessoryItem(1)])));
    renderAt('/catalogo-accesorios?disponible=si');
    await screen.findAllByRole('article');
    expect(requests[0]?.has('disponible')).toBe(false);
  });

  it('sorts by price and filters a price range', async () => {
    const requests = recordGets('/api/accesorios', () => HttpResponse.json(aPagedList([anAccessoryItem(1)])));
    const { user, address } = renderAt();
    await screen.findAllByRole('article');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Ordenar por' }), 'Precio: mayor a menor');
    await user.type(screen.getByRole('textbox', { name: 'Hasta ($)' }), '50000');
    await user.click(screen.getByRole('button', { name: 'Aplicar precio' }));
    expect(address().toString()).toBe('sort=precio_desc&precio_max=50000');
    await waitFor(() =>
      expect(Object.fromEntries(requests.at(-1) ?? [])).toMatchObject({ sort: 'precio_desc', precio_max: '50000' }),
    );
    expect(screen.getByRole('link', { name: 'Quitar filtro Hasta $ 50.000' })).toBeInTheDocument();
  });

  it('reads the price the address carries as es-AR writes it, and refuses cents beside the field', async () => {
    const requests = recordGets('/api/accesorios', () => HttpResponse.json(aPagedList([anAccessoryItem(1)])));
    renderAt('/catalogo-accesorios?precio_min=%24%209.800&precio_max=12.345,50');
    await screen.findAllByRole('article');
    expect(requests[0]?.get('precio_min')).toBe('9800');
    expect(requests[0]?.has('precio_max')).toBe(false);
    expect(screen.getByRole('textbox', { name: 'Hasta ($)' })).toHaveAccessibleDescription(
      'Ingresá el precio en pesos, sin centavos (o dejalo vacío).',
    );
  });

  it('gives Material and Origen an example of what to type (Marca is a list of the brands)', () => {
    recordGets('/api/accesorios', () => HttpResponse.json(aPagedList([])));
    renderAt();
    expect(screen.getByRole('searchbox', { name: 'Material' })).toHaveAttribute('placeholder', 'Ej.: Aluminio');
    expect(screen.getByRole('searchbox', { name: 'Origen' })).toHaveAttribute('placeholder', 'Ej.: Argentina');
  });

  it('shows the text of a failure answered in plain text', async () => {
    recordGets(
      '/api/accesorios',
      () => new HttpResponse('Servicio en mantenimiento', { status: 503, headers: { 'Content-Type': 'text/plain' } }),
    );
    renderAt();
    const box = await findAlertBox();
    expect(box).toMatchObject({ heading: 'No se pudo cargar el catálogo', text: 'Servicio en mantenimiento' });
  });

  it("keeps the fallback when the failure's body is an HTML page", async () => {
    recordGets(
      '/api/accesorios',
      () =>
        new HttpResponse('<html><body>Bad gateway</body></html>', {
          status: 502,
          headers: { 'Content-Type': 'text/html' },
        }),
    );
    renderAt();
    const box = await findAlertBox();
    expect(within(box.alert).getByText('Error al cargar accesorios')).toBeInTheDocument();
  });
});
