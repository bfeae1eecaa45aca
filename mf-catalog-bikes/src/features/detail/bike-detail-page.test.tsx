import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useLocation } from '@shop/shared/router';
import { siteConfig } from '@shop/shared/config';
import {
  apiUrl,
  aPagedList,
  aProductImage,
  aSignedInSession,
  renderWithProviders,
  server,
  serveHiddenProduct,
} from '@shop/shared/test';
import { aBike, aListItem } from '../../test/bike-fixtures';
import { BikeDetailPage } from './bike-detail-page';

interface Served {
  bike?: Response;
  images?: Response;
  related?: Response;
}

/** Serves bicycle 12, its images and its related list; returns the related requests' queries. */
function serveBike({ bike, images, related }: Served = {}) {
  const relatedRequests: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl('/api/bicicletas/12'), () => bike ?? HttpResponse.json(aBike())),
    http.get(
      apiUrl('/api/bicicletas/12/imagenes'),
      () =>
        images ??
        HttpResponse.json([
          aProductImage(2, { orden: 2, alt_text: 'Vista lateral' }),
          aProductImage(1, { es_principal: true, orden: 5 }),
          aProductImage(3, { orden: 3, alt_text: 'Detalle del cuadro' }),
        ]),
    ),
    http.get(apiUrl('/api/bicicletas'), ({ request }) => {
      relatedRequests.push(new URL(request.url).searchParams);
      return related ?? HttpResponse.json(aPagedList([aListItem(12), aListItem(20), aListItem(21), aListItem(20)]));
    }),
  );
  return relatedRequests;
}

function Where() {
  const { pathname, search } = useLocation();
  return <p>{`Estás en ${pathname}${search}`}</p>;
}

function renderDetail(route: string, preloadedState?: ReturnType<typeof aSignedInSession>) {
  return renderWithProviders(<BikeDetailPage />, {
    route,
    preloadedState,
    path: '/bici/:idSlug',
    routes: [{ path: '/catalogo-bicicletas', element: <Where /> }],
  });
}

function shownImage() {
  return within(screen.getByRole('button', { name: /^Ampliar imagen/ })).getByRole('img');
}

let scrollTo: jest.SpiedFunction<typeof window.scrollTo>;
beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => scrollTo.mockRestore());

describe('BikeDetailPage', () => {
  it('shows a skeleton, then the bicycle with breadcrumb, chat, specs, colours and payment', async () => {
    serveBike();
    renderDetail('/bici/12-trail-andino-29');
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');

    expect(await screen.findByRole('heading', { level: 1, name: 'Trail Andino 29' })).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Ruta de navegación' }));
    expect(crumbs.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    expect(crumbs.getByRole('link', { name: 'Bicicletas' })).toHaveAttribute('href', '/bicicletas');
    expect(crumbs.getByRole('link', { name: 'MTB' })).toHaveAttribute('href', '/catalogo-bicicletas?categoria=mtb');
    expect(crumbs.getByText('Trail Andino 29')).toHaveAttribute('aria-current', 'page');

    const chat = screen.getByRole('link', { name: /Consultar/ });
    expect(new URL(chat.getAttribute('href') ?? '').searchParams.get('text')).toBe(
      `Hola! Quiero consultar por la bicicleta "Trail Andino 29", a $ 1.125.000 en efectivo o transferencia. ${siteConfig.siteUrl}/bici/12-trail-andino-29`,
    );
    expect(screen.getByText('Consultá opciones de envío o retiro en tienda.')).toBeInTheDocument();
    expect(screen.getByText('Negro')).toBeInTheDocument();
    expect(screen.getByText('Rojo')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Medios de pago' }).closest('details')).toBeInTheDocument();
    expect(document.title).toBe(`Trail Andino 29 | ${siteConfig.shopName}`);
  });

  it('gives the page its description, canonical address, product price and preview image', async () => {
    serveBike();
    renderDetail('/bici/12-trail-andino-29?back=%2Fcatalogo-bicicletas');
    await screen.findByRole('heading', { level: 1, name: 'Trail Andino 29' });
    // Head tags have no role: they are read from the document's head.
    const head = (selector: string, attribute: string) =>
      document.head.querySelector(selector)?.getAttribute(attribute);
    expect(head('meta[name="description"]', 'content')).toBe('Rodado 29 para senderos de montaña.');
    expect(head('link[rel="canonical"]', 'href')).toBe(`${siteConfig.siteUrl}/bici/12-trail-andino-29`);
    // The fixture's image is no stored upload: the page shares the site's default image.
    expect(head('meta[property="og:image"]', 'content')).toBe(`${siteConfig.siteUrl}${siteConfig.previewImage}`);
    expect(head('meta[property="og:type"]', 'content')).toBe('product');
    expect(head('meta[property="product:price:amount"]', 'content')).toBe('1250000');
    expect(head('meta[property="product:price:currency"]', 'content')).toBe('ARS');
  });

  it('lists only the filled fields in the technical sheet and takes the reader there', async () => {
    serveBike();
    const { user } = renderDetail('/bici/12-trail-andino-29');
    const sheet = await screen.findByRole('region', { name: 'Equipamiento / Ficha técnica' });
    const labels = within(sheet)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(labels).toEqual(['Marca', 'Modelo', 'Origen', 'Talle', 'Rodado', 'Cuadro']);

    const toSheet = screen.getByRole('link', { name: 'VER FICHA / MEDIDAS' });
    expect(toSheet).toHaveAttribute('href', `#${sheet.id}`);
    await user.click(toSheet);
    expect(sheet).toHaveFocus();
  });

  it('says so when the bicycle has no specifications', async () => {
    serveBike({
      bike: HttpResponse.json(
        aBike({ marca: null, modelo: null, origen_pais: '', talle: null, rodado: null, cuadro: ' ' }),
      ),
    });
    renderDetail('/bici/12-trail-andino-29');
    const sheet = await screen.findByRole('region', { name: 'Equipamiento / Ficha técnica' });
    expect(within(sheet).getByText('Sin especificaciones cargadas.')).toBeInTheDocument();
    expect(within(sheet).queryByRole('term')).not.toBeInTheDocument();
  });

  it('silently puts the canonical name in the address, keeping the query string', async () => {
    serveBike();
    const { router } = renderDetail('/bici/12-nombre-viejo?back=%2Fcatalogo-bicicletas%3Fq%3Dtrail');
    await screen.findByRole('heading', { level: 1, name: 'Trail Andino 29' });

    expect(router.state.location.pathname).toBe('/bici/12-trail-andino-29');
    expect(router.state.location.search).toBe('?back=%2Fcatalogo-bicicletas%3Fq%3Dtrail');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('rejects an address without a leading id', async () => {
    renderDetail('/bici/trail-andino');
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'No pudimos cargar la bicicleta' })).toBeInTheDocument();
    expect(within(alert).getByText('ID inválido')).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Volver al catálogo' })).toHaveAttribute(
      'href',
      '/catalogo-bicicletas',
    );
  });

  it('says the bicycle was not found and offers a way back to where the visitor came from', async () => {
    serveBike({ bike: HttpResponse.json({ error: 'Bicicleta no encontrada' }, { status: 404 }) });
    renderDetail('/bici/12-trail?back=%2Fcatalogo-bicicletas%3Fcategoria%3Dbmx');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('No encontrada')).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Volver al catálogo' })).toHaveAttribute(
      'href',
      '/catalogo-bicicletas?categoria=bmx',
    );
  });

  describe('a hidden bicycle', () => {
    beforeEach(() => {
      serveHiddenProduct('/api/bicicletas/12', aBike(), [aProductImage(1, { es_principal: true })]);
      server.use(http.get(apiUrl('/api/bicicletas'), () => HttpResponse.json(aPagedList([]))));
    });

    it("is previewed by an admin, marked 'Oculto, vista previa' and kept out of search engines", async () => {
      renderDetail('/bici/12-trail-andino-29', aSignedInSession('admin'));
      expect(await screen.findByRole('heading', { level: 1, name: 'Trail Andino 29' })).toBeInTheDocument();
      expect(screen.getByText('Oculto, vista previa')).toBeInTheDocument();
      expect(shownImage()).toHaveAttribute('src', apiUrl('/uploads/foto-1.webp'));
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    });

    it("is 'No encontrada' to a signed-in customer", async () => {
      renderDetail('/bici/12-trail-andino-29', aSignedInSession('cliente'));
      expect(within(await screen.findByRole('alert')).getByText('No encontrada')).toBeInTheDocument();
      expect(screen.queryByText('Oculto, vista previa')).not.toBeInTheDocument();
    });
  });

  it.each([
    [{ error: 'Base caída' }, 'Base caída'],
    [null, 'HTTP 500 Internal Server Error'],
  ])('shows what failed on a server error (%p)', async (body, message) => {
    serveBike({ bike: HttpResponse.json(body, { status: 500, statusText: 'Internal Server Error' }) });
    renderDetail('/bici/12-trail-andino-29');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'No pudimos cargar la bicicleta' })).toBeInTheDocument();
    expect(within(alert).getByText(message)).toBeInTheDocument();
  });

  it.each(['https://otro.example/robo', '//otro.example', 'javascript:alert(1)'])(
    'ignores an unsafe back target (%s)',
    async (back) => {
      serveBike({ bike: HttpResponse.json({ error: 'Bicicleta no encontrada' }, { status: 404 }) });
      renderDetail(`/bici/12?back=${encodeURIComponent(back)}`);
      const link = await screen.findByRole('link', { name: 'Volver al catálogo' });
      expect(link).toHaveAttribute('href', '/catalogo-bicicletas');
    },
  );

  it.each(['/%09/evil.example', '/%0A/evil.example', '/%5Cevil.example', '/%2F%2Fevil.example'])(
    "'← Volver' ignores back=%s, which a browser would follow to another site",
    async (back) => {
      serveBike();
      renderDetail(`/bici/12-trail-andino-29?back=${back}`);
      expect(await screen.findByRole('link', { name: '← Volver' })).toHaveAttribute('href', '/catalogo-bicicletas');
    },
  );

  it('goes back to the back target when the page was opened directly', async () => {
    serveBike();
    const { user } = renderDetail('/bici/12-trail-andino-29?back=%2Fcatalogo-bicicletas%3Fcategoria%3Dmtb');
    await user.click(await screen.findByRole('link', { name: '← Volver' }));
    expect(await screen.findByText('Estás en /catalogo-bicicletas?categoria=mtb')).toBeInTheDocument();
  });

  it('shows the images main first, with their alt text or the name, by keyboard and full screen', async () => {
    serveBike();
    const { user } = renderDetail('/bici/12-trail-andino-29');
    await screen.findByRole('heading', { level: 1, name: 'Trail Andino 29' });
    expect(shownImage()).toHaveAttribute('alt', 'Trail Andino 29');
    expect(shownImage()).toHaveAttribute('fetchpriority', 'high');

    screen.getByRole('button', { name: 'Ampliar imagen (1 de 3)' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(shownImage()).toHaveAttribute('alt', 'Vista lateral');

    await user.keyboard('{Enter}');
    const viewer = screen.getByRole('dialog', { name: 'Visor de imágenes' });
    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByRole('img')).toHaveAttribute('alt', 'Detalle del cuadro');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ampliar imagen (3 de 3)' })).toHaveFocus();
  });

  it('shows a placeholder when the images cannot be loaded', async () => {
    serveBike({ images: HttpResponse.json({ error: 'x' }, { status: 500 }) });
    renderDetail('/bici/12-trail-andino-29');
    await screen.findByRole('heading', { level: 1, name: 'Trail Andino 29' });
    expect(screen.getByText('Imagen no disponible')).toBeInTheDocument();
  });

  it('suggests other bicycles of the category, without the current one or repeats', async () => {
    const requests = serveBike();
    renderDetail('/bici/12-trail-andino-29?back=%2Fcatalogo-bicicletas');
    const related = await screen.findByRole('region', { name: 'Te puede interesar' });
    expect(Object.fromEntries(requests[0] ?? [])).toEqual({
      categoria: 'mtb',
      exclude: '12',
      limit: '6',
      order: 'random',
      page: '1',
    });
    const links = within(related).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Bici 20', 'Bici 21']);
    expect(links[0]).toHaveAttribute('href', `/bici/20-bici-20?back=${encodeURIComponent('/bici/12-trail-andino-29')}`);
  });

  it('leaves the suggestions out when they fail', async () => {
    serveBike({ related: HttpResponse.json({ error: 'x' }, { status: 500 }) });
    renderDetail('/bici/12-trail-andino-29');
    await screen.findByRole('heading', { level: 1, name: 'Trail Andino 29' });
    expect(screen.queryByRole('region', { name: 'Te puede interesar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('pages the suggestions three at a time and wraps around', async () => {
    serveBike({ related: HttpResponse.json(aPagedList([20, 21, 22, 12, 23, 24].map((id) => aListItem(id)))) });
    const { user } = renderDetail('/bici/12-trail-andino-29');
    const related = await screen.findByRole('region', { name: 'Te puede interesar' });
    const shown = () =>
      within(related)
        .getAllByRole('link')
        .map((link) => link.textContent);
    expect(shown()).toEqual(['Bici 20', 'Bici 21', 'Bici 22']);

    await user.click(within(related).getByRole('button', { name: 'Ver siguientes' }));
    expect(shown()).toEqual(['Bici 23', 'Bici 24']);
    await user.click(within(related).getByRole('button', { name: 'Ver siguientes' }));
    expect(shown()).toEqual(['Bici 20', 'Bici 21', 'Bici 22']);
    await user.click(within(related).getByRole('button', { name: 'Ver anteriores' }));
    expect(shown()).toEqual(['Bici 23', 'Bici 24']);
  });

  it('starts another bicycle at the top of the page, not a change of query', async () => {
    serveBike();
    server.use(
      http.get(apiUrl('/api/bicicletas/20'), () => HttpResponse.json(aBike({ id: 20, nombre: 'Bici 20' }))),
      http.get(apiUrl('/api/bicicletas/20/imagenes'), () => HttpResponse.json([])),
    );
    const { router } = renderDetail('/bici/12-trail-andino-29');
    await screen.findByRole('heading', { level: 1, name: 'Trail Andino 29' });
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo.mock.calls).toEqual([[expect.objectContaining({ top: 0 })]]);

    await act(() => router.navigate('/bici/12-trail-andino-29?back=%2Fcatalogo-bicicletas'));
    expect(scrollTo).toHaveBeenCalledTimes(1);

    await act(() => router.navigate('/bici/20-bici-20'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bici 20' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
