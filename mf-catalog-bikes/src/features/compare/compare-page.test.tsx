import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { siteConfig } from '@shop/shared/config';
import { selectEnquiryLines } from '@shop/shared/enquiry';
import { aProductImage, apiUrl, renderWithProviders, server } from '@shop/shared/test';
import { aBike } from '../../test/bike-fixtures';
import { BikesComparePage } from './compare-page';

const BIKES = [
  aBike({
    id: 1,
    nombre: 'Trail Uno',
    precio: 900000,
    color1: '#000000',
    color2: null,
    rodado: '29',
    cuadro: 'Aluminio',
  }),
  aBike({ id: 2, nombre: 'Ruta Dos', precio: null, color1: '#ef4444', color2: null, rodado: '29', cuadro: 'Carbono' }),
  aBike({
    id: 3,
    nombre: 'Urbana Tres',
    precio: 500000,
    descuento_efectivo: 15,
    rodado: '29',
    cuadro: 'aluminio ',
    horquilla: 'Rígida',
  }),
];
/** What each bike's chat message says of its price in cash or by transfer (the site's 10 %, or its own). */
const CASH = [', a $ 810.000 en efectivo o transferencia', '', ', a $ 425.000 en efectivo o transferencia'];

function serveBikes() {
  for (const bike of BIKES) {
    server.use(
      http.get(apiUrl(`/api/bicicletas/${bike.id}`), () => HttpResponse.json(bike)),
      http.get(apiUrl(`/api/bicicletas/${bike.id}/imagenes`), () =>
        HttpResponse.json([aProductImage(bike.id, { es_principal: true, alt_text: `Foto de ${bike.nombre}` })]),
      ),
    );
  }
  server.use(http.get(apiUrl('/api/bicicletas/99'), () => HttpResponse.json({ error: 'No' }, { status: 404 })));
}

function renderCompare(route: string) {
  const view = renderWithProviders(<BikesComparePage />, {
    route,
    path: '/comparar-bicicletas',
    routes: [{ path: '/catalogo-bicicletas', element: <h1>Catálogo de bicicletas</h1> }],
  });
  return { ...view, search: () => new URLSearchParams(view.router.state.location.search) };
}

const rowOf = (label: string) => screen.getByRole('row', { name: new RegExp(`^${label}`) });

afterEach(() => window.localStorage.clear());

describe('BikesComparePage', () => {
  it("adds a bike to 'Mi consulta' from its column, in the only colour it comes in", async () => {
    serveBikes();
    const { user, store } = renderCompare('/comparar-bicicletas?ids=1,2,3');

    await user.click(await screen.findByRole('button', { name: 'Agregar a mi consulta Ruta Dos' }));

    expect(selectEnquiryLines(store.getState())).toEqual([
      {
        type: 'bicicleta',
        id: 2,
        nombre: 'Ruta Dos',
        precio: null,
        descuento_efectivo: null,
        categoria: 'mtb',
        color: 'Rojo',
        cantidad: 1,
      },
    ]);
  });

  it('sends to its page to choose the colour a bike with several colours goes in', async () => {
    serveBikes();
    const { user, store } = renderCompare('/comparar-bicicletas?ids=1,2,3');
    const add = await screen.findByRole('button', { name: 'Agregar a mi consulta Urbana Tres' });

    await user.click(add);

    expect(selectEnquiryLines(store.getState())).toEqual([]);
    expect(add).toHaveAccessibleDescription('Elegí un color en su página antes de agregarla a tu consulta.');
    expect(screen.getByRole('link', { name: 'su página' })).toHaveAttribute('href', '/bici/3-urbana-tres');
  });

  it("shows one column per bike with image, name, price, colours and 'Consultar', and marks the rows that differ", async () => {
    serveBikes();
    renderCompare('/comparar-bicicletas?ids=1,2,3');
    const table = await screen.findByRole('table', { name: 'Comparación de bicicletas' });
    const headers = within(table).getAllByRole('columnheader');
    const nameLink = (header: HTMLElement | undefined) =>
      within(header as HTMLElement).getByRole('link', { name: /^(?!Consultar)/ });
    expect(headers.map((header) => nameLink(header).textContent)).toEqual(['Trail Uno', 'Ruta Dos', 'Urbana Tres']);
    expect(within(headers[0] as HTMLElement).getByRole('img', { name: 'Foto de Trail Uno' })).toBeInTheDocument();
    expect(within(headers[0] as HTMLElement).getByText('$ 900.000')).toBeInTheDocument();
    expect(
      within(headers[0] as HTMLElement).getByText('Precio sin impuestos nacionales: $ 743.802'),
    ).toBeInTheDocument();
    expect(within(headers[0] as HTMLElement).getByText('$ 810.000 en efectivo o transferencia')).toBeInTheDocument();
    expect(within(headers[2] as HTMLElement).getByText('$ 425.000 en efectivo o transferencia')).toBeInTheDocument();
    expect(within(headers[1] as HTMLElement).getByText('Consultá precio')).toBeInTheDocument();
    expect(within(headers[1] as HTMLElement).queryByText(/sin impuestos nacionales/)).not.toBeInTheDocument();
    expect(within(headers[0] as HTMLElement).getByText('Negro')).toBeInTheDocument();
    expect(within(headers[1] as HTMLElement).getByText('Rojo')).toBeInTheDocument();
    expect(nameLink(headers[0])).toHaveAttribute('href', '/bici/1-trail-uno');
    headers.forEach((header, index) => {
      const bike = BIKES[index] as (typeof BIKES)[number];
      const ask = within(header).getByRole('link', {
        name: `Consultar por ${bike.nombre} (se abre en una pestaña nueva)`,
      });
      expect(new URL(ask.getAttribute('href') ?? '').searchParams.get('text')).toBe(
        `Hola! Quiero consultar por la bicicleta "${bike.nombre}"${CASH[index]}. ${siteConfig.siteUrl}/bici/${bike.id}-${bike.nombre.toLowerCase().replace(' ', '-')}`,
      );
    });

    expect(within(rowOf('Rodado')).queryByText('Distinto')).not.toBeInTheDocument();
    expect(within(rowOf('Cuadro')).getByText('Distinto')).toBeInTheDocument();
    expect(within(rowOf('Horquilla')).getByText('Distinto')).toBeInTheDocument();
    expect(
      within(rowOf('Horquilla'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['—', '—', 'Rígida']);
    // A field none of them fills has no row.
    expect(screen.queryByRole('row', { name: /^Stem/ })).not.toBeInTheDocument();

    expect(document.title).toBe(`Comparar bicicletas | ${siteConfig.shopName}`);
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${siteConfig.siteUrl}/comparar-bicicletas`,
    );
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('removes a bike from the address and from the bar, and says how to choose when none is left', async () => {
    serveBikes();
    window.localStorage.setItem(
      'comparar-bicicletas',
      JSON.stringify([
        { id: 1, nombre: 'Trail Uno' },
        { id: 2, nombre: 'Ruta Dos' },
      ]),
    );
    const { user, search } = renderCompare('/comparar-bicicletas?ids=1,2');
    await user.click(await screen.findByRole('button', { name: 'Quitar Trail Uno de la comparación' }));
    expect(search().get('ids')).toBe('2');
    expect(JSON.parse(window.localStorage.getItem('comparar-bicicletas') ?? '')).toEqual([
      { id: 2, nombre: 'Ruta Dos' },
    ]);
    await waitFor(() => expect(screen.getAllByRole('columnheader')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Quitar Ruta Dos de la comparación' }));
    expect(await screen.findByRole('link', { name: 'catálogo de bicicletas' })).toBeInTheDocument();
  });

  it('leaves out a bike that no longer exists and ignores what is not an id', async () => {
    serveBikes();
    renderCompare('/comparar-bicicletas?ids=99,x,3,3');
    const table = await screen.findByRole('table', { name: 'Comparación de bicicletas' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => within(header).getAllByRole('link')[0]?.textContent),
    ).toEqual(['Urbana Tres']);
    expect(screen.queryByText('Distinto')).not.toBeInTheDocument();
  });
});
