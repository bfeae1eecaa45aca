import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
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
      return HttpResponse.json({ items: pages[page] ?? [] });
    }),
  );
}

function renderList() {
  return renderWithProviders(<BikeListPage />, {
    route: '/admin/bicicletas/editar',
    path: '/admin/bicicletas/editar',
    preloadedState: ADMIN_SESSION,
  });
}

const cards = () => within(screen.getByRole('list', { name: 'Resultados' })).getAllByRole('listitem');

describe('BikeListPage', () => {
  it('asks for the 20 most recent with the admin token and shows each as a card', async () => {
    const calls = recordCalls();
    answerList({ 1: [bike(7, 'Venzo Raptor')] });
    renderList();

    const card = await screen.findByRole('listitem', { name: 'Venzo Raptor' });
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

  it("appends the next page with 'Cargar más' until a short page says 'No hay más'", async () => {
    const calls = recordCalls();
    answerList({ 1: range(1, 20), 2: range(21, 5) }, 200);
    const { user } = renderList();
    await screen.findByRole('listitem', { name: 'Bici 20' });
    expect(cards()).toHaveLength(20);

    await user.click(screen.getByRole('button', { name: 'Cargar más' }));

    expect(await screen.findByRole('button', { name: 'Cargando…' })).toBeDisabled();
    expect(await screen.findByRole('button', { name: 'No hay más' })).toBeDisabled();
    expect(cards()).toHaveLength(25);
    expect(cards()[0]).toHaveAccessibleName('Bici 1');
    expect(cards()[24]).toHaveAccessibleName('Bici 25');
    expect(calls.map((call) => new URL(`http://x${call.search}`).searchParams.get('page'))).toEqual(['1', '2']);
  });

  it('filters by category (TODAS is none) from page 1 again, sending it lower case', async () => {
    const calls = recordCalls();
    answerList({ 1: range(1, 20), 2: range(21, 20) });
    const { user } = renderList();
    await screen.findByRole('listitem', { name: 'Bici 20' });
    await user.click(screen.getByRole('button', { name: 'Cargar más' }));
    await screen.findByRole('listitem', { name: 'Bici 40' });
    const select = screen.getByRole('combobox', { name: 'Categoría' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['TODAS', 'MTB', 'URBANO', 'BMX', 'RUTA', 'KIDS']);
    server.use(http.get(apiUrl('/api/bicicletas'), () => HttpResponse.json({ items: [bike(90, 'Ruta Uno')] })));

    await user.selectOptions(select, 'RUTA');

    expect(await screen.findByRole('listitem', { name: 'Ruta Uno' })).toBeInTheDocument();
    expect(cards()).toHaveLength(1);
    expect(calls.at(-1)?.search).toBe('?limit=20&page=1&order=recent&categoria=ruta');
    expect(screen.getByRole('button', { name: 'No hay más' })).toBeDisabled();
  });

  it('searches on the server', async () => {
    const calls = recordCalls();
    answerList({ 1: range(1, 3) });
    const { user } = renderList();
    await screen.findByRole('listitem', { name: 'Bici 3' });
    server.use(http.get(apiUrl('/api/bicicletas'), () => HttpResponse.json({ items: [bike(55, 'Venzo Loki')] })));

    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), ' loki ');

    expect(await screen.findByRole('listitem', { name: 'Venzo Loki' })).toBeInTheDocument();
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
    const card = await screen.findByRole('listitem', { name });
    await view.user.click(within(card).getByRole('button', { name: 'Eliminar' }));
    return { ...view, dialog: screen.getByRole('dialog', { name: `Eliminar ${name}?` }) };
  }

  it("closes with 'Cancelar' or a click on the backdrop, deleting nothing", async () => {
    const calls = recordCalls();
    const { user, dialog } = await openDialog('Bici Dos');

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(
      within(screen.getByRole('listitem', { name: 'Bici Dos' })).getByRole('button', { name: 'Eliminar' }),
    );
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
    expect(screen.getByRole('listitem', { name: 'Bici Dos' })).toBeInTheDocument();
  });

  it('deletes with the token, closes the dialog and takes the item off the list', async () => {
    const calls = recordCalls();
    const { user, dialog } = await openDialog('Bici Dos');
    answerList({ 1: [bike(1, 'Bici Uno')] });

    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    expect(await screen.findByRole('listitem', { name: 'Bici Uno' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Bici Dos' })).not.toBeInTheDocument();
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
    expect(undo).toHaveTextContent('Eliminado');
    answerList({ 1: [bike(1, 'Bici Uno'), bike(2, 'Bici Dos')] });
    await user.click(within(undo).getByRole('button', { name: 'Deshacer' }));

    expect(await screen.findByRole('listitem', { name: 'Bici Dos' })).toBeInTheDocument();
    expect(await screen.findByText('Restaurado')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/bicicletas/2/restaurar',
      authorization: 'Bearer t',
    });
  });
});
