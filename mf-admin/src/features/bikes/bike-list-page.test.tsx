import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { apiUrl, renderWithProviders, server } from '@shop/shared/test';
import { ADMIN_SESSION, recordCalls } from '../../test/admin-test-api';
import { BikeListPage } from './bike-list-page';

function bike(id: number, nombre = `Bici ${id}`) {
  return {
    id,
    nombre,
    marca: 'Venzo',
    modelo: `Modelo ${id}`,
    categoria: 'mtb',
    imagen_principal: { url: `/uploads/bici-${id}.webp`, width: 800, height: 600 },
  };
}

const range = (from: number, count: number) => Array.from({ length: count }, (_, index) => bike(from + index));

/** Pages of the list by `page`; `wait` slows every page after the first. */
function answerList(pages: Record<number, ReturnType<typeof bike>[]>, wait = 0) {
  server.use(
    http.get(apiUrl('/api/bicicletas'), async ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      if (wait && page > 1) await delay(wait);
      const total = Object.values(pages).reduce((count, items) => count + items.length, 0);
      return HttpResponse.json({ items: pages[page] ?? [], total });
    }),
  );
}

function renderList(route = '/admin/bicicletas/editar') {
  return renderWithProviders(<BikeListPage />, {
    route,
    path: '/admin/bicicletas/editar',
    preloadedState: ADMIN_SESSION,
  });
}

/** The table's rows after its header row. */
const cards = () =>
  within(screen.getByRole('table', { name: 'Resultados' }))
    .getAllByRole('row')
    .slice(1);

describe('BikeListPage', () => {
  it('asks for the 20 most recent with the admin token and shows each as a card', async () => {
    const calls = recordCalls();
    answerList({ 1: [bike(7, 'Venzo Raptor')] });
    renderList();

    const card = await screen.findByRole('row', { name: 'Venzo Raptor' });
    expect(calls[0]).toMatchObject({
      path: '/api/bicicletas',
      search: '?limit=20&page=1&order=recent',
      authorization: 'Bearer t',
    });
    expect(within(card).getByText('MTB')).toBeInTheDocument();
    expect(within(card).getByText('Venzo · Modelo 7')).toBeInTheDocument();
    expect(within(card).getByRole('presentation')).toHaveAttribute(
      'src',
      expect.stringContaining('/uploads/bici-7.webp'),
    );
    expect(within(card).getByRole('link', { name: 'Editar' })).toHaveAttribute(
      'href',
      '/admin/bicicletas/7-venzo-raptor/editar',
    );
    const publicLink = within(card).getByRole('link', { name: 'Ver pública' });
    expect(publicLink).toHaveAttribute('href', '/bici/7-venzo-raptor');
    expect(publicLink).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: '+ Agregar bicicleta' })).toHaveAttribute(
      'href',
      '/admin/bicicletas/nueva',
    );
  });

  it('is a table with a header for each column', async () => {
    answerList({ 1: [bike(7, 'Venzo Raptor')] });
    renderList();
    await screen.findByRole('row', { name: 'Venzo Raptor' });

    expect(
      within(screen.getByRole('table', { name: 'Resultados' }))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Foto',
      'Nombre',
      'Categoría',
      'Precio',
      'Estado',
      'Destacado',
      'Consultas 30 d',
      'Vistas 30 d',
      'Editado',
      'Acciones',
    ]);
  });

  it("moves to the next page with 'Siguiente', and the page in the address opens it again", async () => {
    const calls = recordCalls();
    answerList({ 1: range(1, 20), 2: range(21, 5) }, 200);
    const { user, router } = renderList();
    await screen.findByRole('row', { name: 'Bici 20' });
    expect(cards()).toHaveLength(20);
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));

    expect(await screen.findByRole('row', { name: 'Bici 25' })).toBeInTheDocument();
    expect(cards()).toHaveLength(5);
    expect(cards()[0]).toHaveAccessibleName('Bici 21');
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    expect(router.state.location.search).toBe('?pagina=2');
    expect(calls.map((call) => new URL(`http://x${call.search}`).searchParams.get('page'))).toEqual(['1', '2']);
  });

  it('opens on the page the address names (a reload comes back to the same rows)', async () => {
    const calls = recordCalls();
    answerList({ 1: range(1, 20), 2: range(21, 5) });
    renderList('/admin/bicicletas/editar?estado=ocultos&pagina=2');

    expect(await screen.findByRole('row', { name: 'Bici 21' })).toBeInTheDocument();
    expect(calls[0]?.search).toBe('?limit=20&page=2&order=recent&visible=false');
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();
  });

  it("steps back to the last page from a page past the end with 'Anterior'", async () => {
    answerList({ 1: range(1, 20), 2: range(21, 5) });
    const { user, router } = renderList('/admin/bicicletas/editar?pagina=5');
    expect(await screen.findByText('No hay resultados.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Anterior' }));

    expect(await screen.findByRole('row', { name: 'Bici 25' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?pagina=2');
  });

  it('filters by category (TODAS is none) from page 1 again, sending it lower case', async () => {
    const calls = recordCalls();
    answerList({ 1: range(1, 20), 2: range(21, 20) });
    const { user } = renderList();
    await screen.findByRole('row', { name: 'Bici 20' });
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByRole('row', { name: 'Bici 40' });
    const select = screen.getByRole('combobox', { name: 'Categoría' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['TODAS', 'MTB', 'URBANO', 'BMX', 'RUTA', 'KIDS']);
    server.use(http.get(apiUrl('/api/bicicletas'), () => HttpResponse.json({ items: [bike(90, 'Ruta Uno')] })));

    await user.selectOptions(select, 'RUTA');

    expect(await screen.findByRole('row', { name: 'Ruta Uno' })).toBeInTheDocument();
    expect(cards()).toHaveLength(1);
    expect(calls.at(-1)?.search).toBe('?limit=20&page=1&order=recent&categoria=ruta');
    expect(screen.queryByRole('navigation', { name: 'Páginas de la lista' })).not.toBeInTheDocument();
  });

  it('searches on the server', async () => {
    const calls = recordCalls();
    answerList({ 1: range(1, 3) });
    const { user } = renderList();
    await screen.findByRole('row', { name: 'Bici 3' });
    server.use(http.get(apiUrl('/api/bicicletas'), () => HttpResponse.json({ items: [bike(55, 'Venzo Loki')] })));

    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), ' loki ');

    expect(await screen.findByRole('row', { name: 'Venzo Loki' })).toBeInTheDocument();
    expect(calls.at(-1)?.search).toBe('?limit=20&page=1&order=recent&q=loki');
  });

  it('says why the list could not be loaded', async () => {
    server.use(http.get(apiUrl('/api/bicicletas'), () => HttpResponse.json({ error: 'Base caída' }, { status: 500 })));
    renderList();

    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar el catálogo: Base caída');
  });
});

describe('deleting from the list', () => {
  async function openDialog(name: string) {
    answerList({ 1: [bike(1, 'Bici Uno'), bike(2, 'Bici Dos')] });
    const view = renderList();
    const card = await screen.findByRole('row', { name });
    await view.user.click(within(card).getByRole('button', { name: 'Eliminar' }));
    return { ...view, dialog: screen.getByRole('dialog', { name: `Eliminar ${name}?` }) };
  }

  it("closes with 'Cancelar' or a click on the backdrop, deleting nothing", async () => {
    const calls = recordCalls();
    const { user, dialog } = await openDialog('Bici Dos');

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(within(screen.getByRole('row', { name: 'Bici Dos' })).getByRole('button', { name: 'Eliminar' }));
    await user.click(screen.getByRole('dialog', { name: 'Eliminar Bici Dos?' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);
  });

  it('shows a failure inside the dialog and keeps the item', async () => {
    server.use(
      http.delete(apiUrl('/api/bicicletas/:id'), () =>
        HttpResponse.json({ error: 'Tiene pedidos asociados' }, { status: 409 }),
      ),
    );
    const { user, dialog } = await openDialog('Bici Dos');

    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No se pudo eliminar la bicicleta: Tiene pedidos asociados',
    );
    expect(screen.getByRole('row', { name: 'Bici Dos' })).toBeInTheDocument();
  });

  it('deletes with the token, closes the dialog and takes the item off the list', async () => {
    const calls = recordCalls();
    const { user, dialog } = await openDialog('Bici Dos');
    answerList({ 1: [bike(1, 'Bici Uno')] });

    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    expect(await screen.findByRole('row', { name: 'Bici Uno' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('row', { name: 'Bici Dos' })).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')).toMatchObject({
      path: '/api/bicicletas/2',
      authorization: 'Bearer t',
    });
  });

  it("offers 'Eliminado · Deshacer', which restores the item", async () => {
    const calls = recordCalls();
    server.use(
      http.post(apiUrl('/api/bicicletas/:id/restaurar'), ({ params }) => HttpResponse.json(bike(Number(params.id)))),
    );
    const { user, dialog } = await openDialog('Bici Dos');
    answerList({ 1: [bike(1, 'Bici Uno')] });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    const undo = await screen.findByRole('status');
    expect(undo).toHaveTextContent(/^Eliminado · Deshacer/);
    answerList({ 1: [bike(1, 'Bici Uno'), bike(2, 'Bici Dos')] });
    await user.click(within(undo).getByRole('button', { name: 'Deshacer' }));

    expect(await screen.findByRole('row', { name: 'Bici Dos' })).toBeInTheDocument();
    expect(await screen.findByText('Restaurado')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/bicicletas/2/restaurar',
      authorization: 'Bearer t',
    });
  });

  it('sends the version the row was listed at as If-Match', async () => {
    const ifMatch: (string | null)[] = [];
    server.use(
      http.get(apiUrl('/api/bicicletas'), () =>
        HttpResponse.json({ items: [{ ...bike(2, 'Bici Dos'), version: 5 }], total: 1 }),
      ),
      http.delete(apiUrl('/api/bicicletas/:id'), ({ request }) => {
        ifMatch.push(request.headers.get('If-Match'));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderList();
    await user.click(
      within(await screen.findByRole('row', { name: 'Bici Dos' })).getByRole('button', { name: 'Eliminar' }),
    );

    await user.click(
      within(screen.getByRole('dialog', { name: 'Eliminar Bici Dos?' })).getByRole('button', { name: 'Eliminar' }),
    );

    expect(await screen.findByRole('status')).toHaveTextContent('Eliminado');
    expect(ifMatch).toEqual(['"5"']);
  });

  describe('the undo offer', () => {
    afterEach(() => {
      jest.useRealTimers();
    });

    it('goes away after 10 s', async () => {
      const { user, dialog } = await openDialog('Bici Dos');
      jest.useFakeTimers();

      await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
      const undo = await screen.findByRole('status');
      expect(undo).toHaveTextContent('Eliminado · Deshacer');

      act(() => jest.advanceTimersByTime(9_999));
      expect(screen.getByRole('button', { name: 'Deshacer' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Deshacer' })).not.toBeInTheDocument();
    });
  });
});
