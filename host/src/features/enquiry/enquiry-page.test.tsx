import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ENQUIRY_KEY, enquiryRestored, type EnquiryLine } from '@shop/shared/enquiry';
import { anAccessoryRecord, aBikeRecord, anEnquiryLine, apiUrl, renderWithProviders, server } from '@shop/shared/test';
import { EnquiryPage } from './enquiry-page';

const trail = anEnquiryLine({ cantidad: 2 });
const helmet: EnquiryLine = { type: 'accesorio', id: 7, nombre: 'Casco', precio: 30_000, cantidad: 1 };

afterEach(() => localStorage.clear());

function renderList(lines: EnquiryLine[]) {
  const view = renderWithProviders(<EnquiryPage />, { route: '/mi-consulta', path: '/mi-consulta' });
  act(() => {
    view.store.dispatch(enquiryRestored(lines));
  });
  return view;
}

function chatMessage(): string {
  const link = screen.getByRole('link', { name: /Enviar consulta por WhatsApp/ });
  return new URL(link.getAttribute('href') ?? '').searchParams.get('text') ?? '';
}

describe('EnquiryPage', () => {
  it('says it is loading until the list is read from this browser', () => {
    renderWithProviders(<EnquiryPage />, { route: '/mi-consulta', path: '/mi-consulta' });
    expect(screen.getByText('Cargando tu consulta…')).toBeInTheDocument();
  });

  it('leads an empty list to the catalogues', () => {
    renderList([]);
    expect(screen.getByText(/Tu consulta está vacía/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver bicicletas' })).toHaveAttribute('href', '/catalogo-bicicletas');
  });

  it("lists each line with today's price and sends them all in one message with the total", async () => {
    server.use(
      http.get(apiUrl('/api/bicicletas/15'), () =>
        HttpResponse.json(
          aBikeRecord(15, {
            nombre: 'Trail Andino',
            precio: 1_250_000,
            disponibilidad: [
              { color: '#ef4444', talle: 'M', tienda: 'casa-central', estado: 'pocas_unidades', dias: null },
            ],
          }),
        ),
      ),
      http.get(apiUrl('/api/accesorios/7'), () =>
        HttpResponse.json(anAccessoryRecord(7, { nombre: 'Casco', precio: 30_000, descuento_efectivo: 5 })),
      ),
    );
    renderList([trail, helmet]);

    expect(await screen.findByText('$ 1.250.000 c/u')).toBeInTheDocument();
    expect(screen.getByText('Color Rojo · Talle M')).toBeInTheDocument();
    expect(screen.getByText('$ 2.530.000')).toBeInTheDocument();
    expect(screen.getByText('o 12 cuotas sin interés de $ 210.833 (la última de $ 210.837)')).toBeInTheDocument();
    // Each line's price in cash or by transfer: the site's 10 % off, or the product's own.
    expect(screen.getByText('$ 1.125.000 en efectivo o transferencia')).toBeInTheDocument();
    expect(screen.getByText('$ 28.500 en efectivo o transferencia')).toBeInTheDocument();
    // Each price and the total beside the price without national taxes (IVA 21 %).
    expect(screen.getByText('Precio sin impuestos nacionales: $ 1.033.058')).toBeInTheDocument();
    expect(screen.getByText('Precio sin impuestos nacionales: $ 24.793')).toBeInTheDocument();
    expect(screen.getByText('Precio sin impuestos nacionales: $ 2.090.909')).toBeInTheDocument();
    expect(screen.getByText('Pocas unidades en Casa central')).toBeInTheDocument();
    expect(chatMessage()).toContain(
      '- 2 × Bicicleta "Trail Andino", color Rojo, talle M, figura "Pocas unidades en Casa central": $ 1.250.000 c/u ($ 1.125.000 en efectivo o transferencia).',
    );
    expect(chatMessage()).toContain('- 1 × Accesorio "Casco": $ 30.000 ($ 28.500 en efectivo o transferencia).');
    expect(chatMessage()).toMatch(/Total: \$ 2\.530\.000$/);
  });

  it("takes a line's sale price while the sale runs, in the line, the total and the message", async () => {
    server.use(
      http.get(apiUrl('/api/accesorios/7'), () =>
        HttpResponse.json(
          anAccessoryRecord(7, { nombre: 'Casco', precio: 30_000, precio_oferta: 24_000, oferta_hasta: '2099-12-31' }),
        ),
      ),
    );
    renderList([helmet]);

    const line = within(await screen.findByRole('listitem'));
    expect(await line.findByText('$ 24.000')).toBeInTheDocument();
    expect(line.getByText('$ 21.600 en efectivo o transferencia')).toBeInTheDocument();
    expect(chatMessage()).toContain('- 1 × Accesorio "Casco": $ 24.000 ($ 21.600 en efectivo o transferencia).');
    expect(chatMessage()).toMatch(/Total: \$ 24\.000$/);
  });

  it('changes quantities and removes lines, and keeps the change in this browser', async () => {
    server.use(
      http.get(apiUrl('/api/bicicletas/15'), () =>
        HttpResponse.json(aBikeRecord(15, { nombre: 'Trail Andino', precio: 1_200_000 })),
      ),
      http.get(apiUrl('/api/accesorios/7'), () => HttpResponse.json(anAccessoryRecord(7, { nombre: 'Casco' }))),
    );
    const { user } = renderList([trail, helmet]);

    await user.click(screen.getByRole('button', { name: 'Uno más de Trail Andino' }));
    expect(within(screen.getByRole('group', { name: 'Cantidad de Trail Andino' })).getByText('3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quitar Casco' }));

    expect(screen.queryByText('Casco')).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(ENQUIRY_KEY) ?? '[]')).toEqual([
      expect.objectContaining({ id: 15, cantidad: 3 }),
    ]);
  });

  it('shows a product deleted or hidden since as such, and leaves it out of the message', async () => {
    server.use(
      http.get(apiUrl('/api/accesorios/7'), () => HttpResponse.json({ error: 'No encontrado' }, { status: 404 })),
    );
    renderList([trail, helmet]);

    expect(await screen.findByText(/Este producto ya no está disponible/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(chatMessage()).not.toContain('Casco');
    expect(chatMessage()).toContain('Bicicleta 15');
  });
});
