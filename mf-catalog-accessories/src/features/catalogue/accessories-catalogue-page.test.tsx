import { describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { siteConfig } from '@shop/shared/config';
import {
  abortedGets,
  aFacetedList,
  aPagedList,
  aSuggestion,
  findAlertBox,
  linkNames,
  recordGets,
  recordScrollsIntoView,
  renderWithProviders,
  serveSuggestions,
} from '@shop/shared/test';
import { anAccessoryItem } from '../../test/accessory-fixtures';
import { AccessoriesCataloguePage } from './accessories-catalogue-page';

const FACETS = {
  categoria: { infladores: 2, cascos: 3, luces: 1, puños: 0, otros: 0 },
  marca: { Giro: 2, Knog: 1, Topeak: 0 },
  disponible: 1,
  en_oferta: 0,
};
const twoAccessories = () => HttpResponse.json(aFacetedList([anAccessoryItem(1), anAccessoryItem(2)], FACETS));

/** Serves the accessories list and keeps the query of every request it answers. */
const serveAccessories = (respond: Parameters<typeof recordGets>[1] = twoAccessories) =>
  recordGets('/api/accesorios', respond);

function renderAt(route = '/catalogo-accesorios') {
  const view = renderWithProviders(<AccessoriesCataloguePage />, { route, path: '/catalogo-accesorios' });
  return { ...view, address: () => new URLSearchParams(view.router.state.location.search) };
}

const shownAccessories = async () => linkNames(await screen.findByRole('list', { name: 'Accesorios' }));

const lastQuery = (requests: URLSearchParams[]) => decodeURIComponent(requests.at(-1)?.toString() ?? '');

const scrolledIntoView = recordScrollsIntoView();

describe('AccessoriesCataloguePage', () => {
  it('shows six skeleton cards, then priced cards that open the detail with the way back', async () => {
    const requests = serveAccessories(() =>
      HttpResponse.json(aPagedList([anAccessoryItem(1, 'Candado en U', 'cadena / linga / candado')], 1, 1, 1)),
    );
    renderAt('/catalogo-accesorios?categoria=CADENA%20%2F%20LINGA%20%2F%20CANDADO');

    expect(screen.getByText('Cargando resultados…')).toBeInTheDocument();
    expect(within(screen.getByRole('status')).getAllByRole('listitem', { hidden: true })).toHaveLength(6);
    const card = await screen.findByRole('link', { name: 'Candado en U' });
    expect(card).toHaveAttribute(
      'href',
      `/accesorio/1-candado-en-u?back=${encodeURIComponent('/catalogo-accesorios?categoria=CADENA%20%2F%20LINGA%20%2F%20CANDADO')}`,
    );
    const cardText = within(screen.getByRole('list', { name: 'Accesorios' }));
    expect(cardText.getByText('CADENA / LINGA / CANDADO')).toBeInTheDocument();
    expect(cardText.getByText('$ 1.000')).toBeInTheDocument();
    expect(screen.getByText('1 resultado(s)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Catálogo de accesorios' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Precio' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'CADENA / LINGA / CANDADO' })).toBeChecked();
    expect(document.title).toBe(`Catálogo de accesorios | ${siteConfig.shopName}`);
    expect(lastQuery(requests)).toBe('categoria=cadena+/+linga+/+candado&sort=created_desc&page=1&limit=15&facets=1');
  });

  it("'En oferta' with its count filters the list, and a card on sale shows the former price struck through", async () => {
    const onSale = { ...anAccessoryItem(2), precio: 100000, precio_oferta: 85000, oferta_hasta: '2099-12-31' };
    const requests = serveAccessories(() =>
      HttpResponse.json(aFacetedList([anAccessoryItem(1), onSale], { ...FACETS, en_oferta: 1 })),
    );
    const { user, address } = renderAt();
    const list = within(await screen.findByRole('list', { name: 'Accesorios' }));
    const [plain, saleCard] = list.getAllByRole('listitem');
    expect(plain?.querySelector('s')).toBeNull();
    expect(saleCard?.querySelector('s')).toHaveTextContent('$ 100.000');
    expect(within(saleCard as HTMLElement).getByText('15 % OFF')).toBeInTheDocument();
    expect(within(saleCard as HTMLElement).getByText('Oferta hasta el 31/12/2099')).toBeInTheDocument();
    expect(within(saleCard as HTMLElement).getByText('$ 85.000')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'En oferta (1)' }));
    expect(address().get('en_oferta')).toBe('1');
    await waitFor(() => expect(requests.at(-1)?.get('en_oferta')).toBe('1'));
    await user.click(screen.getByRole('link', { name: 'Quitar filtro En oferta' }));
    expect(address().get('en_oferta')).toBeNull();
  });

  it('reads a category written in lower case in the address', async () => {
    const requests = serveAccessories();
    renderAt('/catalogo-accesorios?categoria=luces');
    await shownAccessories();
    expect(screen.getByRole('checkbox', { name: 'LUCES (1)' })).toBeChecked();
    expect(requests[0]?.get('categoria')).toBe('luces');
  });

  it('keeps every filter in the address, sends them to the API and goes back to page 1 on each change', async () => {
    const requests = serveAccessories();
    const { user, address } = renderAt('/catalogo-accesorios?page=3');
    await shownAccessories();

    await user.click(screen.getByRole('checkbox', { name: 'CASCOS (3)' }));
    expect(address().has('page')).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: 'INFLADORES (2)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Giro (2)' }));
    await user.type(screen.getByRole('searchbox', { name: 'Material' }), 'EPS');
    await user.type(screen.getByRole('searchbox', { name: 'Origen' }), 'China');
    await waitFor(() => expect(address().get('origen_pais')).toBe('China'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Destacado' }), 'Sí');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ordenar por' }), 'Nombre: Z → A');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Por página' }), '45');

    expect(address().toString()).toBe(
      'categoria=CASCOS%2CINFLADORES&marca=Giro&material=EPS&origen_pais=China&destacado=true&sort=nombre_desc&limit=45',
    );
    await waitFor(() =>
      expect(lastQuery(requests)).toBe(
        'categoria=cascos,infladores&marca=Giro&material=EPS&origen_pais=China&destacado=true&sort=nombre_desc&page=1&limit=45&facets=1',
      ),
    );
  });

  it.each(['Buscar', 'Material'])('sends what is typed in %s once typing pauses, in one request', async (field) => {
    const requests = serveAccessories();
    serveSuggestions();
    const { user, address } = renderAt('/catalogo-accesorios?categoria=PU%C3%91OS');
    await shownAccessories();

    await user.type(screen.getByRole(field === 'Buscar' ? 'combobox' : 'searchbox', { name: field }), 'goma');
    expect(address().toString()).toBe('categoria=PU%C3%91OS');

    const key = field === 'Buscar' ? 'q' : 'material';
    await waitFor(() => expect(requests.map((query) => query.get(key))).toEqual([null, 'goma']));
    expect(address().get(key)).toBe('goma');
  });

  it('shows a chip per filter that removes it, and Limpiar removes them all', async () => {
    serveAccessories();
    const { user, address } = renderAt(
      '/catalogo-accesorios?q=luz&marca=Knog&categoria=LUCES,OTROS&destacado=false&visible=true&page=2',
    );
    const chips = screen.getByRole('list', { name: 'Filtros aplicados' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Búsqueda: luz×', 'Marca: Knog×', 'LUCES×', 'OTROS×', 'Destacado: No×', 'Visible: Sí×']);

    const removals = [
      ['LUCES', 'q=luz&marca=Knog&categoria=OTROS&destacado=false&visible=true'],
      ['Marca: Knog', 'q=luz&categoria=OTROS&destacado=false&visible=true'],
      ['Destacado: No', 'q=luz&categoria=OTROS&visible=true'],
    ];
    for (const [chip, left] of removals) {
      await user.click(screen.getByRole('link', { name: `Quitar filtro ${chip}` }));
      expect(address().toString()).toBe(left);
    }
    expect(screen.getByRole('checkbox', { name: 'Knog (1)' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Destacado' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'LUCES (1)' })).not.toBeChecked();

    await user.click(screen.getByRole('link', { name: 'Limpiar' }));
    expect(screen.getByRole('checkbox', { name: 'OTROS (0)' })).not.toBeChecked();
    expect(address().toString()).toBe('');
    expect(screen.queryByRole('list', { name: 'Filtros aplicados' })).not.toBeInTheDocument();
  });

  it('drops the request still running when a brand is unticked, and shows the newer answer', async () => {
    serveAccessories(async (query) => {
      if (query.has('marca')) await delay('infinite');
      return HttpResponse.json(aPagedList([anAccessoryItem(5, 'Luz trasera LED', 'luces')]));
    });
    const aborted = abortedGets('/api/accesorios');
    const { user } = renderAt('/catalogo-accesorios?categoria=LUCES&marca=Knog');

    await user.click(screen.getByRole('checkbox', { name: 'Knog' }));
    expect(await screen.findByRole('link', { name: 'Luz trasera LED' })).toBeInTheDocument();
    await waitFor(() =>
      expect(aborted.map(String)).toEqual(['categoria=luces&marca=Knog&sort=created_desc&page=1&limit=15&facets=1']),
    );
  });

  it('shows the count of each category and brand, and disables those that would give nothing', async () => {
    serveAccessories();
    renderAt('/catalogo-accesorios?categoria=OTROS');
    expect(await screen.findByRole('checkbox', { name: 'CASCOS (3)' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'PUÑOS (0)' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'OTROS (0)' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'OTROS (0)' })).toBeChecked();
    const brands = within(screen.getByRole('group', { name: 'Marca' }));
    expect(brands.getByRole('checkbox', { name: 'Giro (2)' })).toBeEnabled();
    expect(brands.getByRole('checkbox', { name: 'Topeak (0)' })).toBeDisabled();
    expect(screen.queryByRole('searchbox', { name: 'Marca' })).not.toBeInTheDocument();
  });

  it('suggests products while typing in Buscar and opens the chosen one with the keyboard', async () => {
    serveAccessories();
    serveSuggestions([aSuggestion(4, 'Casco Giro Register', 'accesorio'), aSuggestion(9, 'Cascada 26')]);
    const view = renderWithProviders(<AccessoriesCataloguePage />, {
      route: '/catalogo-accesorios',
      path: '/catalogo-accesorios',
      routes: [{ path: '/accesorio/:idSlug', element: <p>Página del accesorio</p> }],
    });
    const box = screen.getByRole('combobox', { name: 'Buscar' });
    await view.user.type(box, 'casc');
    const options = within(await screen.findByRole('listbox', { name: 'Sugerencias' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Casco Giro Register$ 4.000', 'Cascada 26$ 9.000']);
    await view.user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByText('Página del accesorio')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/accesorio/4-casco-giro-register');
  });

  it('tells when nothing matches, with a count of zero', async () => {
    serveAccessories(() => HttpResponse.json(aPagedList([])));
    renderAt('/catalogo-accesorios?q=zzz');
    expect(await screen.findByText('No hay resultados')).toBeInTheDocument();
    expect(screen.getByText('Probá cambiando los filtros o la búsqueda.')).toBeInTheDocument();
    expect(screen.getByText('0 resultado(s)')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Paginación' })).not.toBeInTheDocument();
  });

  it.each([
    [{ error: 'Base caída' }, 'Base caída'],
    [null, 'Error al cargar accesorios'],
  ])('shows the failure (%p) and retries', async (body, message) => {
    let fail = true;
    serveAccessories(() =>
      fail
        ? HttpResponse.json(body, { status: 500, statusText: 'Internal Server Error' })
        : HttpResponse.json(aPagedList([anAccessoryItem(1)])),
    );
    const { user } = renderAt();

    const box = await findAlertBox();
    expect(box).toMatchObject({ heading: 'No se pudo cargar el catálogo', text: message });

    fail = false;
    await user.click(within(box.alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'Accesorio 1' })).toBeInTheDocument();
  });

  it('says when the API cannot be reached', async () => {
    serveAccessories(() => HttpResponse.error());
    renderAt();
    const { text } = await findAlertBox();
    expect(text).toMatch(`No se pudo conectar con la API (${siteConfig.apiUrl}/api/accesorios):`);
  });

  it('moves between pages with the pager, taking the shopper and the focus to the top of the results', async () => {
    const requests = serveAccessories((params) => {
      const page = Number(params.get('page'));
      return HttpResponse.json(aPagedList([anAccessoryItem(page)], page, 3, 31));
    });
    const { user, address } = renderAt('/catalogo-accesorios?categoria=LUCES');
    expect(await screen.findByText('Página 1 de 3')).toBeInTheDocument();
    expect(screen.getByText('31 resultado(s)')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '← Anterior' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Siguiente →' }));
    expect(await screen.findByText('Página 2 de 3')).toBeInTheDocument();
    expect(address().toString()).toBe('categoria=LUCES&page=2');
    expect(requests.at(-1)?.get('page')).toBe('2');
    expect(await shownAccessories()).toEqual(['Accesorio 2']);
    const results = screen.getByRole('region', { name: 'Resultados' });
    expect(results).toHaveFocus();
    expect(scrolledIntoView).toEqual([results]);

    await user.click(screen.getByRole('link', { name: '← Anterior' }));
    expect(await screen.findByText('Página 1 de 3')).toBeInTheDocument();
    expect(address().toString()).toBe('categoria=LUCES');
  });

  it('follows the history: back and forward restore the filters and their fields', async () => {
    serveAccessories();
    const { user, router } = renderAt('/catalogo-accesorios?material=Goma');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Destacado' }), 'Sí');
    await user.click(await screen.findByRole('checkbox', { name: 'CASCOS (3)' }));

    await act(() => router.navigate(-2));
    const shown = () => ({
      material: (screen.getByRole('searchbox', { name: 'Material' }) as HTMLInputElement).value,
      destacado: (screen.getByRole('combobox', { name: 'Destacado' }) as HTMLSelectElement).value,
      cascos: (screen.getByRole('checkbox', { name: /^CASCOS/ }) as HTMLInputElement).checked,
    });
    expect(shown()).toEqual({ material: 'Goma', destacado: '', cascos: false });

    await act(() => router.navigate(2));
    expect(shown()).toEqual({ material: 'Goma', destacado: 'true', cascos: true });
  });

  it("points the bottom bar's 'Filtros (n)' at the sheet of filters; the search and the sort stay in the page", async () => {
    serveAccessories(() => HttpResponse.json(aPagedList([anAccessoryItem(1)], 1, 1, 7)));
    renderAt('/catalogo-accesorios?categoria=LUCES,OTROS&marca=Giro');
    const bar = screen.getByRole('region', { name: 'Filtros y resultados' });
    expect(await within(bar).findByText('7 resultado(s)')).toBeInTheDocument();
    const opener = within(bar).getByRole('button', { name: 'Filtros (3)' });
    const sheet = document.getElementById(opener.getAttribute('popovertarget') ?? '');
    expect(sheet).toHaveAttribute('popover', 'auto');
    expect(sheet).toContainElement(screen.getByRole('button', { name: 'Ver resultados' }));
    expect(sheet).not.toContainElement(screen.getByRole('combobox', { name: 'Buscar' }));
    expect(sheet).not.toContainElement(screen.getByRole('combobox', { name: 'Ordenar por' }));
  });
});
