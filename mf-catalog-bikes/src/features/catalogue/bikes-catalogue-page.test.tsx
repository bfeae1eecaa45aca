import { describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import {
  abortedGets,
  aFacetedList,
  aPagedList,
  recordScrollsIntoView,
  aSuggestion,
  recordGets,
  renderWithProviders,
  serveSuggestions,
} from '@shop/shared/test';
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

const scrolledIntoView = recordScrollsIntoView();

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
      facets: '1',
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
    expect(screen.getByRole('checkbox', { name: 'BMX' })).toHaveFocus();
    expect(scrolledIntoView).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'Rojo' }));
    expect(search().get('color')).toBe('#ef4444');
    await user.click(screen.getByRole('radio', { name: 'Rojo' }));
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
        facets: '1',
      }),
    );
    expect(screen.getByRole('option', { name: 'Novedades' })).toBeInTheDocument();
  });

  it('searches once typing pauses, not on every key', async () => {
    const requests = serveList();
    serveSuggestions();
    const { user, search } = renderCatalogue();
    await cardNames();

    await user.type(screen.getByRole('combobox', { name: 'Buscar' }), 'trail');
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

    await user.click(screen.getByRole('link', { name: 'Quitar filtro MTB' }));
    expect(search().toString()).toBe('q=trail&categoria=bmx&color=%23ef4444');
    await user.click(screen.getByRole('link', { name: 'Quitar filtro Búsqueda: trail' }));
    expect(search().has('q')).toBe(false);
    expect(screen.getByRole('combobox', { name: 'Buscar' })).toHaveValue('');

    await user.click(screen.getByRole('link', { name: 'Limpiar' }));
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
    expect(screen.getByRole('combobox', { name: 'Buscar' })).toHaveValue('ruta');

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

  it('moves between pages with the pager, taking the shopper and the focus to the top of the results', async () => {
    const requests = serveList((params) =>
      HttpResponse.json(aPagedList([aListItem(Number(params.get('page')))], Number(params.get('page')), 3)),
    );
    const { user, search } = renderCatalogue('/catalogo-bicicletas?categoria=ruta');
    expect(await screen.findByText('Página 1 de 3')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Siguiente →' }));
    expect(await screen.findByText('Página 2 de 3')).toBeInTheDocument();
    expect(search().toString()).toBe('categoria=ruta&page=2');
    expect(requests.at(-1)?.get('page')).toBe('2');
    expect(await cardNames()).toEqual(['Bici 2']);
    const results = screen.getByRole('region', { name: 'Resultados' });
    expect(results).toHaveFocus();
    expect(scrolledIntoView).toEqual([results]);
  });

  it("points the bottom bar's 'Filtros (n)' at the sheet of filters; the search and the sort stay in the page", async () => {
    serveList(() => HttpResponse.json(aPagedList([aListItem(1)], 1, 1, 9)));
    renderCatalogue('/catalogo-bicicletas?categoria=mtb,ruta&precio_max=900000');
    const bar = screen.getByRole('region', { name: 'Filtros y resultados' });
    expect(await within(bar).findByText('9 resultado(s)')).toBeInTheDocument();
    const opener = within(bar).getByRole('button', { name: 'Filtros (3)' });
    const sheet = document.getElementById(opener.getAttribute('popovertarget') ?? '');
    expect(sheet).toHaveAttribute('popover', 'auto');
    expect(sheet).toContainElement(screen.getByRole('checkbox', { name: /^MTB/ }));
    expect(sheet).not.toContainElement(screen.getByRole('combobox', { name: 'Buscar' }));
    expect(sheet).not.toContainElement(screen.getByRole('combobox', { name: 'Ordenar por' }));
  });

  describe('counts beside each filter value', () => {
    const facets = {
      categoria: { mtb: 4, urbano: 2, bmx: 0, ruta: 0, kids: 1 },
      marca: { Trek: 3, Vairo: 0 },
      color: { Negro: 5, Rojo: 0, Azul: 2 },
      disponible: 3,
      en_oferta: 0,
    };

    it('shows the counts, disables what would give nothing unless chosen, and lists the brands as checkboxes', async () => {
      const requests = serveList(() => HttpResponse.json(aFacetedList([aListItem(1)], facets)));
      const { user, search } = renderCatalogue('/catalogo-bicicletas?categoria=ruta');
      expect(await screen.findByRole('checkbox', { name: 'MTB (4)' })).toBeEnabled();
      expect(screen.getByRole('checkbox', { name: 'BMX (0)' })).toBeDisabled();
      expect(screen.getByRole('checkbox', { name: 'RUTA (0)' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'RUTA (0)' })).toBeEnabled();
      expect(screen.getByRole('radio', { name: 'Negro (5)' })).toBeEnabled();
      expect(screen.getByRole('radio', { name: 'Rojo (0)' })).toBeDisabled();
      expect(screen.getByRole('radio', { name: 'Blanco' })).toBeEnabled();

      const brands = within(screen.getByRole('group', { name: 'Marca' }));
      const [first, second] = brands.getAllByRole('checkbox');
      expect(first).toHaveAccessibleName('Trek (3)');
      expect(second).toHaveAccessibleName('Vairo (0)');
      expect(brands.getByRole('checkbox', { name: 'Vairo (0)' })).toBeDisabled();
      await user.click(brands.getByRole('checkbox', { name: 'Trek (3)' }));
      expect(search().get('marca')).toBe('Trek');
      await waitFor(() => expect(requests.at(-1)?.get('marca')).toBe('Trek'));
      expect(screen.getByRole('link', { name: 'Quitar filtro Marca: Trek' })).toBeInTheDocument();
    });

    it('keeps a chosen brand the counts no longer name, so it can be unticked', async () => {
      serveList(() => HttpResponse.json(aFacetedList([], { ...facets, marca: { Trek: 1 } })));
      const { user, search } = renderCatalogue('/catalogo-bicicletas?marca=vairo');
      const vairo = await screen.findByRole('checkbox', { name: 'vairo (0)' });
      expect(vairo).toBeChecked();
      await user.click(vairo);
      expect(search().has('marca')).toBe(false);
    });
  });

  describe('search suggestions', () => {
    const suggestions = [aSuggestion(3, 'Trek Marlin 5'), aSuggestion(8, 'Casco Trekking', 'accesorio', null)];

    function renderWithPages() {
      const view = renderWithProviders(<BikesCataloguePage />, {
        route: '/catalogo-bicicletas',
        path: '/catalogo-bicicletas',
        routes: [
          { path: '/bici/:idSlug', element: <p>Página de la bici</p> },
          { path: '/accesorio/:idSlug', element: <p>Página del accesorio</p> },
        ],
      });
      return { ...view, search: () => new URLSearchParams(view.router.state.location.search) };
    }

    it('lists suggestions with image, name and price, moves with the arrows and opens the chosen one with Enter', async () => {
      serveList();
      const asked = serveSuggestions(suggestions);
      const { user, router } = renderWithPages();
      const box = screen.getByRole('combobox', { name: 'Buscar' });
      await user.type(box, 'tre');
      const listbox = await screen.findByRole('listbox', { name: 'Sugerencias' });
      expect(box).toHaveAttribute('aria-expanded', 'true');
      expect(asked.map((query) => query.get('q'))).toEqual(['tre']);
      const options = within(listbox).getAllByRole('option');
      expect(options.map((option) => option.textContent)).toEqual([
        'Trek Marlin 5$ 3.000',
        'Casco TrekkingConsultá precio',
      ]);
      expect(within(listbox).getAllByRole('presentation', { hidden: true })).toHaveLength(2);

      await user.keyboard('{ArrowDown}');
      expect(options[0]).toHaveAttribute('aria-selected', 'true');
      expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
      await user.keyboard('{ArrowDown}{ArrowDown}');
      expect(options[0]).toHaveAttribute('aria-selected', 'true');
      await user.keyboard('{ArrowUp}');
      expect(options[1]).toHaveAttribute('aria-selected', 'true');
      await user.keyboard('{Enter}');
      expect(await screen.findByText('Página del accesorio')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/accesorio/8-casco-trekking');
    });

    it('closes with Escape, and Enter without a choice searches at once', async () => {
      const requests = serveList();
      serveSuggestions(suggestions);
      const { user, search } = renderWithPages();
      const box = screen.getByRole('combobox', { name: 'Buscar' });
      await user.type(box, 'trek');
      await screen.findByRole('listbox', { name: 'Sugerencias' });
      await user.keyboard('{Escape}');
      expect(box).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('listbox', { name: 'Sugerencias' })).not.toBeInTheDocument();
      expect(box).toHaveValue('trek');
      await user.keyboard('{Enter}');
      expect(search().get('q')).toBe('trek');
      await waitFor(() => expect(requests.at(-1)?.get('q')).toBe('trek'));
    });

    it('asks nothing for a single letter', async () => {
      serveList();
      const asked = serveSuggestions(suggestions);
      const { user } = renderWithPages();
      await user.type(screen.getByRole('combobox', { name: 'Buscar' }), 't');
      await waitFor(() => expect(screen.getByRole('combobox', { name: 'Buscar' })).toHaveValue('t'));
      expect(asked).toEqual([]);
      expect(screen.queryByRole('listbox', { name: 'Sugerencias' })).not.toBeInTheDocument();
    });

    it('opens a suggestion with a click', async () => {
      serveList();
      serveSuggestions(suggestions);
      const { user, router } = renderWithPages();
      await user.type(screen.getByRole('combobox', { name: 'Buscar' }), 'marlin');
      await user.click(await screen.findByRole('option', { name: /Trek Marlin 5/ }));
      expect(await screen.findByText('Página de la bici')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/bici/3-trek-marlin-5');
    });
  });
});
