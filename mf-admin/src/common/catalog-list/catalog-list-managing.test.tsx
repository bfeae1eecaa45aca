import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useLocation } from '@shop/shared/router';
import { apiUrl, renderWithProviders, server } from '@shop/shared/test';
import { BikeListPage } from '../../features/bikes/bike-list-page';
import { ADMIN_SESSION, recordCalls } from '../../test/admin-test-api';

function bike(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    nombre: `Bici ${id}`,
    marca: 'Venzo',
    modelo: null,
    categoria: 'mtb',
    imagen_principal: null,
    precio: 250000 * id,
    visible: true,
    destacado: false,
    updated_at: '2026-11-20T15:00:00Z',
    ...overrides,
  };
}

/** The list answers every page with `items` and says the whole view holds `total`. */
function answerList(items: ReturnType<typeof bike>[], total = items.length) {
  server.use(http.get(apiUrl('/api/bicicletas'), () => HttpResponse.json({ items, total })));
}

function AddressProbe() {
  const { search } = useLocation();
  return <p>{`Dirección: ${search}`}</p>;
}

function renderList(route = '/admin/bicicletas/editar') {
  return renderWithProviders(
    <>
      <BikeListPage />
      <AddressProbe />
    </>,
    { route, path: '/admin/bicicletas/editar', preloadedState: ADMIN_SESSION },
  );
}

const listRequests = (calls: ReturnType<typeof recordCalls>) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/api/bicicletas').map((call) => call.search);

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the admin list, made for managing', () => {
  it('shows each item’s price, state and last edit, and the total of the view', async () => {
    answerList([bike(1, { visible: false, destacado: true }), bike(2, { precio: null })], 42);
    renderList();

    const first = await screen.findByRole('row', { name: 'Bici 1' });
    expect(within(first).getByText('$ 250.000')).toBeInTheDocument();
    expect(within(first).getByText('Oculto')).toBeInTheDocument();
    expect(within(first).getByRole('cell', { name: 'Destacado: Sí' })).toBeInTheDocument();
    expect(within(first).getByRole('cell', { name: 'Editado: 20/11/26' })).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Vista previa' })).toHaveAttribute('href', '/bici/1-bici-1');
    const second = screen.getByRole('row', { name: 'Bici 2' });
    expect(within(second).getByRole('link', { name: 'Ver pública' })).toBeInTheDocument();
    expect(within(second).getByText('Consultá precio')).toBeInTheDocument();
    expect(within(second).getByText('Visible')).toBeInTheDocument();
    expect(within(second).getByRole('cell', { name: 'Destacado: No' })).toBeInTheDocument();
    expect(screen.getByText('42 productos')).toBeInTheDocument();
  });

  it('filters by state and sorts on the server, and keeps the view in the address', async () => {
    const calls = recordCalls();
    answerList([bike(1)]);
    const { user } = renderList();
    await screen.findByRole('row', { name: 'Bici 1' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Ocultos');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ordenar por' }), 'Precio: menor a mayor');

    await waitFor(() => expect(listRequests(calls).at(-1)).toBe('?limit=20&page=1&sort=precio_asc&visible=false'));
    expect(screen.getByText('Dirección: ?estado=ocultos&orden=precio_asc')).toBeInTheDocument();
  });

  it('keeps every pick when the search settles between them', async () => {
    answerList([bike(1)]);
    const { user } = renderList();
    await screen.findByRole('row', { name: 'Bici 1' });

    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'lote');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Categoría' }), 'URBANO');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Visibles');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ordenar por' }), 'Nombre (Z-A)');

    expect(
      await screen.findByText('Dirección: ?categoria=urbano&estado=visibles&orden=nombre_desc&q=lote', undefined, {
        timeout: 3000,
      }),
    ).toBeInTheDocument();
  });

  it('opens with the view the address names (a reload, Back or a shared link)', async () => {
    const calls = recordCalls();
    answerList([bike(1)]);
    renderList('/admin/bicicletas/editar?categoria=ruta&q=carbono&estado=destacados&orden=nombre_asc');
    await screen.findByRole('row', { name: 'Bici 1' });

    expect(listRequests(calls)[0]).toBe('?limit=20&page=1&sort=nombre_asc&categoria=ruta&q=carbono&destacado=true');
    expect(screen.getByRole('combobox', { name: 'Categoría' })).toHaveValue('ruta');
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('carbono');
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('destacados');
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('nombre_asc');
  });

  it('hides the selected rows in one action, then deletes them after confirming the count, with Deshacer', async () => {
    const calls = recordCalls();
    answerList([bike(1), bike(2), bike(3)]);
    server.use(
      http.post(apiUrl('/api/bicicletas/lote'), async ({ request }) => HttpResponse.json(await request.json())),
    );
    const { user } = renderList();
    await screen.findByRole('row', { name: 'Bici 1' });

    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Bici 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Bici 3' }));
    const bar = within(screen.getByRole('region', { name: 'Acciones con la selección' }));
    expect(bar.getByText('2 seleccionados')).toBeInTheDocument();
    await user.click(bar.getByRole('button', { name: 'Ocultar' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Ahora están ocultos: 2');
    expect(calls.find((call) => call.path === '/api/bicicletas/lote')?.body).toEqual({
      ids: [1, 3],
      accion: 'ocultar',
    });
    expect(screen.queryByRole('region', { name: 'Acciones con la selección' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar los que se ven' }));
    await user.click(
      within(screen.getByRole('region', { name: 'Acciones con la selección' })).getByRole('button', {
        name: 'Eliminar',
      }),
    );
    const confirm = screen.getByRole('dialog', { name: '¿Eliminar 3 productos?' });
    expect(calls.filter((call) => call.path === '/api/bicicletas/lote')).toHaveLength(1);
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Eliminados: 3 · Deshacer/));
    expect(screen.queryByRole('row', { name: 'Bici 2' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));

    expect(await screen.findByText('Restaurado')).toBeInTheDocument();
    const bulkBodies = calls.filter((call) => call.path === '/api/bicicletas/lote').map((call) => call.body);
    expect(bulkBodies.slice(1)).toEqual([
      { ids: [1, 2, 3], accion: 'eliminar' },
      { ids: [1, 2, 3], accion: 'restaurar' },
    ]);
    expect(await screen.findByRole('row', { name: 'Bici 2' })).toBeInTheDocument();
  });

  it('exports the view as CSV with every field, colour, talle, availability and image', async () => {
    const calls = recordCalls();
    answerList([bike(1)]);
    const exportedBike = {
      ...bike(101, { nombre: 'Última; con punto y coma', modelo: '=SUMA(1)', talle: 'M, L', color1: '#ef4444' }),
      detalle: null,
      origen_pais: 'Argentina',
      color2: null,
      color3: null,
      color4: null,
      cuadro: 'Aluminio',
      disponibilidad: [{ color: '#ef4444', talle: 'M', tienda: 'casa-central', estado: 'a_pedido', dias: 10 }],
      imagenes: [{ url: '/uploads/trail.webp', alt_text: 'Trail de perfil' }],
      version: 3,
    };
    server.use(http.get(apiUrl('/api/bicicletas/exportacion'), () => HttpResponse.json({ items: [exportedBike] })));
    const files: Blob[] = [];
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: (blob: Blob) => {
        files.push(blob);
        return 'blob:csv';
      },
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderList('/admin/bicicletas/editar?estado=visibles');
    await screen.findByRole('row', { name: 'Bici 1' });

    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));

    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(calls.filter((call) => call.path === '/api/bicicletas/exportacion').map((call) => call.search)).toEqual([
      '?order=recent&visible=true',
    ]);
    const bytes = new Uint8Array((await files[0]?.arrayBuffer()) ?? new ArrayBuffer(0));
    // The BOM that lets a spreadsheet read the file as UTF-8 (text() leaves it out).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, row] = (await files[0]?.text())?.split('\r\n') ?? [];
    expect(header).toBe(
      'ID;Nombre;Categoría;Marca;Modelo;Detalle;Origen;Precio;Descuento en efectivo o transferencia (%);' +
        'Precio de oferta;Oferta desde;Oferta hasta;Visible;Destacado;Color 1;Color 2;Color 3;Color 4;' +
        'Talle;Ruedas;Rodado;Cuadro;Sistema de frenos;Caja de movimiento central;Engranaje;Shifter;Stem;Cubiertas;' +
        'Horquilla;Manillar;Piñón;Descarrilador trasero;Disponibilidad;Imágenes;Textos alternativos (SEO);Actualizado',
    );
    expect(row).toMatch(
      /^101;"Última; con punto y coma";MTB;Venzo;'=SUMA\(1\);;Argentina;25250000;;;;;Sí;No;#ef4444;;;;"M, L";;;Aluminio;/,
    );
    expect(row).toContain(';Rojo M (casa-central): A pedido (10 días);/uploads/trail.webp;Trail de perfil;');
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });
});
