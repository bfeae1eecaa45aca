import { describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { abortedGets, aPagedList, recordGets, renderWithProviders } from '@shop/shared/test';
import { aListItem } from '../../test/bike-fixtures';
import { BikesCataloguePage } from './bikes-catalogue-page';

/** Serves the list, remembering every query string it was asked for. */
function serveList(
  respond: Parameters<typeof recordGets>[1] = () => HttpResponse.json(aPagedList([aListItem(1), aListItem(2)])),
) {
  return recordGets('/api/bicicletas', respond);
}

function renderCatalogue(route = '/catalogo-bicicletas') {
  const view = renderWithProviders(<BikesCataloguePage />, { route, path: '/catalogo-bicicletas' });
  const search = () => new URLSearchParams(view.router.state.location.search);
  return { ...view, search };
}

const cardNames = async () =>
  within(await screen.findByRole('list', { name: 'Bicicletas' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('BikesCataloguePage', () => {
  it('shows six skeleton cards, then cards that link to the detail with the way back', async () => {
    const requests = serveList();
    renderCatalogue('/catalogo-bicicletas?categoria=mtb');

    expect(screen.getByText('Cargando resultados…')).toBeInTheDocument();
    expect(within(screen.getByRole('status')).getAllByRole('listitem', { hidden: true })).toHaveLength(6);
    expect(await screen.findByRole('link', { name: 'Bici 1' })).toHaveAttribute(
      'href',
      '/bici/1-bici-1?back=%2Fcatalogo-bicicletas%3Fcategoria%3Dmtb',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Catálogo de bicicletas' })).toBeInTheDocument();
    expect(Object.fromEntries(requests[0] ?? [])).toEqual({
      categoria: 'mtb',
      sort: 'created_desc',
      page: '1',
      limit: '15',
    });
  });

  it('keeps every filter in the address and goes back to page 1 when one changes', async () => {
    const requests = serveList();
    const { user, search } = renderCatalogue('/catalogo-bicicletas?page=2');
    await cardNames();

    await user.click(screen.getByRole('checkbox', { name: 'URBANO' }));
    await user.click(screen.getByRole('checkbox', { name: 'BMX' }));
    expect(search().get('categoria')).toBe('urbano,bmx');
    expect(search().has('page')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Rojo' }));
    expect(search().get('color')).toBe('#ef4444');
    await user.click(screen.getByRole('button', { name: 'Rojo' }));
    expect(search().has('color')).toBe(false);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Ordenar por' }), 'Nombre: A → Z');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Por página' }), '30');
    expect(search().toString()).toBe('categoria=urbano%2Cbmx&sort=nombre_asc&limit=30');

    await waitFor(() =>
      expect(Object.fromEntries(requests.at(-1) ?? [])).toEqual({
        categoria: 'urbano,bmx',
        sort: 'nombre_asc',
        page: '1',
        limit: '30',
      }),
    );
    expect(screen.getByRole('option', { name: 'Novedades' })).toBeInTheDocument();
  });

  it('searches once typing pauses, not on every key', async () => {
    const requests = serveList();
    const { user, search } = renderCatalogue();
    await cardNames();

    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'trail');
    expect(search().has('q')).toBe(false);

    await waitFor(() => expect(search().get('q')).toBe('trail'));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests.map((params) => params.get('q'))).toEqual([null, 'trail']);
  });

  it('removes single filters with their chips and everything with Limpiar', async () => {
    serveList();
    const { user, search } = renderCatalogue('/catalogo-bicicletas?q=trail&categoria=mtb,bmx&color=%23ef4444&page=3');
    const chips = screen.getByRole('list', { name: 'Filtros aplicados' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Búsqueda: trail×', 'MTB×', 'BMX×', 'Color: Rojo×']);

    await user.click(screen.getByRole('button', { name: 'Quitar filtro MTB' }));
    expect(search().toString()).toBe('q=trail&categoria=bmx&color=%23ef4444');
    await user.click(screen.getByRole('button', { name: 'Quitar filtro Búsqueda: trail' }));
    expect(search().has('q')).toBe(false);
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(search().toString()).toBe('');
    expect(screen.queryByRole('list', { name: 'Filtros aplicados' })).not.toBeInTheDocument();
  });

  it('restores the filters when going back and forward in history', async () => {
    serveList();
    const { user, router } = renderCatalogue('/catalogo-bicicletas?q=ruta');
    await cardNames();
    await user.click(screen.getByRole('checkbox', { name: 'KIDS' }));
    expect(screen.getByRole('checkbox', { name: 'KIDS' })).toBeChecked();

    await act(() => router.navigate(-1));
    expect(screen.getByRole('checkbox', { name: 'KIDS' })).not.toBeChecked();
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('ruta');

    await act(() => router.navigate(1));
    expect(screen.getByRole('checkbox', { name: 'KIDS' })).toBeChecked();
  });

  it('cancels the request in flight when the filters change', async () => {
    serveList(async (params) => {
      if (params.get('categoria') === 'mtb') await delay('infinite');
      return HttpResponse.json(aPagedList([aListItem(7, 'Urbana 7', 'urbano')]));
    });
    const aborted = abortedGets('/api/bicicletas');
    const { user } = renderCatalogue('/catalogo-bicicletas?categoria=mtb');
    expect(screen.getByText('Cargando resultados…')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'URBANO' }));
    await user.click(screen.getByRole('checkbox', { name: 'MTB' }));

    expect(await screen.findByRole('link', { name: 'Urbana 7' })).toBeInTheDocument();
    await waitFor(() => expect(aborted.map((params) => params.get('categoria'))).toEqual(['mtb']));
  });

  it('tells when nothing matches', async () => {
    serveList(() => HttpResponse.json(aPagedList([])));
    renderCatalogue('/catalogo-bicicletas?q=zzz');
    expect(await screen.findByText('No hay resultados')).toBeInTheDocument();
    expect(screen.getByText('Probá cambiando los filtros o la búsqueda.')).toBeInTheDocument();
  });

  it.each([
    [{ error: 'Base caída' }, 'Internal Server Error', 'Error 500: Base caída'],
    [null, 'Internal Server Error', 'Error 500: Internal Server Error'],
    [null, '', 'Error 500'],
  ])('shows the failure (%p, status text %p) and retries', async (body, statusText, message) => {
    let fail = true;
    serveList(() =>
      // A plain Response: msw's HttpResponse fills in a missing status text.
      fail
        ? new Response(JSON.stringify(body), {
            status: 500,
            statusText,
            headers: { 'Content-Type': 'application/json' },
          })
        : HttpResponse.json(aPagedList([aListItem(1)])),
    );
    const { user } = renderCatalogue();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('No se pudo cargar el catálogo')).toBeInTheDocument();
    expect(within(alert).getByText(message)).toBeInTheDocument();

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'Bici 1' })).toBeInTheDocument();
  });

  it('moves between pages with the pager', async () => {
    const requests = serveList((params) =>
      HttpResponse.json(aPagedList([aListItem(Number(params.get('page')))], Number(params.get('page')), 3)),
    );
    const { user, search } = renderCatalogue('/catalogo-bicicletas?categoria=ruta');
    expect(await screen.findByText('Página 1 de 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Siguiente →' }));
    expect(await screen.findByText('Página 2 de 3')).toBeInTheDocument();
    expect(search().toString()).toBe('categoria=ruta&page=2');
    expect(requests.at(-1)?.get('page')).toBe('2');
    expect(await cardNames()).toEqual(['Bici 2']);
  });

  it('folds the filters behind a toggle on small screens', async () => {
    serveList();
    const { user } = renderCatalogue();
    await user.click(screen.getByRole('button', { name: 'Mostrar filtros' }));
    expect(screen.getByRole('button', { name: 'Ocultar filtros' })).toHaveAttribute('aria-expanded', 'true');
  });
});
