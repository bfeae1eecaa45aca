import { describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Link, useLocation } from '@shop/shared/router';
import { siteConfig } from '@shop/shared/config';
import {
  aPagedList,
  aProductImage,
  aSignedInSession,
  apiUrl,
  findAlertBox,
  linkNames,
  recordGets,
  renderWithProviders,
  server,
  serveHiddenProduct,
} from '@shop/shared/test';
import { anAccessory, anAccessoryItem } from '../../test/accessory-fixtures';
import { AccessoryDetailPage } from './accessory-detail-page';

interface Served {
  accessory?: Response;
  images?: Response;
  related?: Response;
}

const THREE_IMAGES = [
  aProductImage(2, { alt_text: 'Manómetro' }),
  aProductImage(1, { es_principal: true, orden: 5 }),
  aProductImage(3, { alt_text: 'Válvula' }),
];

const RELATED = [7, 20, 21, 20, 22, 23].map((id) => anAccessoryItem(id));

/** Serves accessory 7, its images and its related list; returns the related requests' queries. */
function serveAccessory({ accessory, images, related }: Served = {}) {
  server.use(
    http.get(apiUrl('/api/accesorios/7'), () => accessory ?? HttpResponse.json(anAccessory())),
    http.get(apiUrl('/api/accesorios/7/imagenes'), () => images ?? HttpResponse.json(THREE_IMAGES)),
  );
  return recordGets('/api/accesorios', () => related ?? HttpResponse.json(aPagedList(RELATED)));
}

function Where() {
  const { pathname, search } = useLocation();
  return (
    <>
      <p>{`Estás en ${pathname}${search}`}</p>
      <Link to="/accesorio/7-inflador-de-pie-con-manometro">Abrir el inflador</Link>
    </>
  );
}

function renderDetail(route: string, preloadedState?: ReturnType<typeof aSignedInSession>) {
  return renderWithProviders(<AccessoryDetailPage />, {
    route,
    preloadedState,
    path: '/accesorio/:idSlug',
    routes: [{ path: '/catalogo-accesorios', element: <Where /> }],
  });
}

const NAME = 'Inflador de pie con manómetro';
const PAGE = '/accesorio/7-inflador-de-pie-con-manometro';

async function loaded() {
  return screen.findByRole('heading', { level: 1, name: NAME });
}

function chatMessage() {
  const chat = screen.getByRole('link', { name: /^Consultar/ });
  return new URL(chat.getAttribute('href') ?? '').searchParams.get('text');
}

function shownImage() {
  return within(screen.getByRole('button', { name: /^Ampliar imagen/ })).getByRole('img');
}

/** The specifications as shown, one 'label: value' per row. */
async function shownSpecifications() {
  const sheet = await screen.findByRole('region', { name: 'Especificaciones' });
  const rows = within(sheet)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
  return { sheet, rows };
}

function head(selector: string) {
  return document.head.querySelector(selector) ?? document.querySelector(selector);
}

describe('AccessoryDetailPage', () => {
  it('shows a skeleton, then the accessory with breadcrumb, info cards, availability and payment', async () => {
    serveAccessory();
    const { user } = renderDetail(PAGE);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');

    await loaded();
    expect(screen.getByText('Hasta 160 psi, válvula presta y schrader.')).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Ruta de navegación' }));
    expect(crumbs.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    expect(crumbs.getByRole('link', { name: 'Accesorios' })).toHaveAttribute('href', '/accesorios');
    expect(crumbs.getByRole('link', { name: 'INFLADORES' })).toHaveAttribute(
      'href',
      '/catalogo-accesorios?categoria=INFLADORES',
    );
    expect(crumbs.getByText(NAME)).toHaveAttribute('aria-current', 'page');

    const cards = screen.getAllByRole('definition').slice(0, 4);
    expect(cards.map((card) => `${card.previousElementSibling?.textContent}: ${card.textContent}`)).toEqual([
      'Marca: Topeak',
      'Modelo: JoeBlow',
      'Material: Acero',
      'Origen: Taiwán',
    ]);
    expect(screen.getByText('Consultá opciones de envío o retiro en tienda.')).toBeInTheDocument();
    // A native disclosure: its summary opens it, with or without JavaScript.
    const payments = screen.getByRole('heading', { level: 2, name: 'Medios de pago' }).closest('details');
    if (!payments) throw new Error('Los medios de pago no están en un <details>');
    expect(
      within(payments)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Efectivo', 'Transferencia', 'Mercado Pago', 'Crédito', 'Débito', 'Cuotas sin interés']);
    expect(payments).not.toHaveAttribute('open');
    await user.click(within(payments).getByText('Medios de pago'));
    expect(payments).toHaveAttribute('open');
  });

  it("shows the price under the name and beside 'Consultar', or 'Consultá precio'", async () => {
    serveAccessory();
    const { unmount } = renderDetail(PAGE);
    expect((await loaded()).nextElementSibling).toHaveTextContent('$ 45.900');
    const bar = screen.getByRole('region', { name: 'Consultar por este producto' });
    expect(within(bar).getByText('$ 45.900')).toBeInTheDocument();
    // Both prices with the price without national taxes beside them (IVA 21 %).
    expect(screen.getAllByText('Precio sin impuestos nacionales: $ 37.934')).toHaveLength(2);
    // The site's 10 % off in cash or by transfer, rounded to the peso.
    expect(screen.getByText('$ 41.310 en efectivo o transferencia')).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: /^Consultar/ })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Cuotas' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '3 cuotas sin interés de $ 15.300',
      '6 cuotas sin interés de $ 7.650',
      '12 cuotas sin interés de $ 3.825',
    ]);
    unmount();

    serveAccessory({ accessory: HttpResponse.json(anAccessory({ precio: null })) });
    const unpriced = renderDetail(PAGE);
    expect((await loaded()).nextElementSibling).toHaveTextContent('Consultá precio');
    expect(screen.queryByText(/en efectivo o transferencia/)).not.toBeInTheDocument();
    unpriced.unmount();

    serveAccessory({ accessory: HttpResponse.json(anAccessory({ descuento_efectivo: 5 })) });
    renderDetail(PAGE);
    await loaded();
    expect(screen.getByText('$ 43.605 en efectivo o transferencia')).toBeInTheDocument();
  });

  it('on sale: the former price struck through, % OFF and its last day; the bar, cuotas, cash, taxes and chat at the sale price', async () => {
    const sale = { precio: 100000, precio_oferta: 85000, oferta_desde: '2020-01-01', oferta_hasta: '2099-12-31' };
    serveAccessory({ accessory: HttpResponse.json(anAccessory(sale)) });
    renderDetail(PAGE);
    await loaded();
    expect(document.querySelector('s')).toHaveTextContent('$ 100.000');
    expect(screen.getByText('15 % OFF')).toBeInTheDocument();
    expect(screen.getByText('Oferta hasta el 31/12/2099')).toBeInTheDocument();
    const bar = screen.getByRole('region', { name: 'Consultar por este producto' });
    expect(within(bar).getByText('$ 85.000')).toBeInTheDocument();
    expect(screen.getAllByText('Precio sin impuestos nacionales: $ 70.248')).toHaveLength(2);
    expect(screen.getByText('$ 76.500 en efectivo o transferencia')).toBeInTheDocument();
    const plans = within(screen.getByRole('list', { name: 'Cuotas' })).getAllByRole('listitem');
    expect(plans.at(-1)).toHaveTextContent('12 cuotas sin interés de $ 7.083 (la última de $ 7.087)');
    expect(chatMessage()).toContain(', a $ 76.500 en efectivo o transferencia.');
    expect(head('meta[property="product:price:amount"]')).toHaveAttribute('content', '85000');
  });

  it('sets the title, description, canonical address, product price and JPEG preview image of the accessory', async () => {
    const stored = '0123456789abcdef0123456789abcdef';
    serveAccessory({
      images: HttpResponse.json([aProductImage(1, { url: `/uploads/${stored}.webp`, es_principal: true })]),
    });
    renderDetail(`${PAGE}?back=%2Fcatalogo-accesorios`);
    await loaded();
    expect(document.title).toBe(`${NAME} | ${siteConfig.shopName}`);
    expect(head('meta[name="description"]')).toHaveAttribute('content', 'Hasta 160 psi, válvula presta y schrader.');
    expect(head('link[rel="canonical"]')).toHaveAttribute('href', `${siteConfig.siteUrl}${PAGE}`);
    expect(head('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${siteConfig.apiUrl}/api/compartir/${stored}.jpg`,
    );
    expect(head('meta[property="og:type"]')).toHaveAttribute('content', 'product');
    expect(head('meta[property="product:price:amount"]')).toHaveAttribute('content', '45900');
    expect(head('meta[property="product:price:currency"]')).toHaveAttribute('content', 'ARS');
  });

  it('shares the default image when the accessory has no stored image, and no price tags without a price', async () => {
    serveAccessory({ accessory: HttpResponse.json(anAccessory({ precio: null })), images: HttpResponse.json([]) });
    renderDetail(PAGE);
    await loaded();
    expect(head('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${siteConfig.siteUrl}${siteConfig.previewImage}`,
    );
    expect(head('meta[property="og:type"]')).toHaveAttribute('content', 'product');
    expect(head('meta[property="product:price:amount"]')).toBeNull();
  });

  it('describes an accessory without its own text from its data', async () => {
    serveAccessory({ accessory: HttpResponse.json(anAccessory({ detalle: ' ' })) });
    renderDetail(PAGE);
    await loaded();
    expect(head('meta[name="description"]')).toHaveAttribute(
      'content',
      `${NAME} (Topeak JoeBlow), en INFLADORES. Consultanos.`,
    );
  });

  it('opens the chat with the accessory in quotes and the page link', async () => {
    serveAccessory();
    renderDetail(`/accesorio/7-otro?back=%2Fcatalogo-accesorios`);
    await loaded();
    expect(chatMessage()).toBe(
      `Hola! Quiero consultar por el accesorio "${NAME}", a $ 41.310 en efectivo o transferencia. ${siteConfig.siteUrl}${PAGE}`,
    );
    expect(screen.getByRole('link', { name: /^Consultar/ })).toHaveAttribute('target', '_blank');
  });

  it("asks about an accessory 'sin nombre' when it has none", async () => {
    serveAccessory({ accessory: HttpResponse.json(anAccessory({ nombre: '  ' })) });
    renderDetail('/accesorio/7');
    await screen.findByRole('link', { name: /^Consultar/ });
    expect(chatMessage()).toBe(
      `Hola! Quiero consultar por el accesorio sin nombre, a $ 41.310 en efectivo o transferencia. ${siteConfig.siteUrl}/accesorio/7`,
    );
  });

  it('lists the filled specifications formatted, and VER FICHA / ESPECIFICACIONES takes the reader there', async () => {
    serveAccessory();
    const { user } = renderDetail(PAGE);
    const { sheet, rows } = await shownSpecifications();
    expect(rows).toEqual([
      'Categoría: INFLADORES',
      'Marca: Topeak',
      'Modelo: JoeBlow',
      'Origen: Taiwán',
      'Material: Acero',
      'Peso: 1.450 g',
      'Dimensiones (largo x ancho x alto): 650 x - x 90 mm',
      'Precio: $ 45.900',
    ]);

    const toSheet = screen.getByRole('link', { name: 'VER FICHA / ESPECIFICACIONES' });
    expect(toSheet).toHaveAttribute('href', `#${sheet.id}`);
    await user.click(toSheet);
    expect(sheet).toHaveFocus();
  });

  it('leaves out empty specifications and formats the rest', async () => {
    const sparse = anAccessory({
      marca: null,
      modelo: ' ',
      material: '',
      origen_pais: null,
      peso_g: null,
      dim_largo_mm: null,
      dim_ancho_mm: 30.5,
      dim_alto_mm: null,
      visible: false,
      destacado: true,
      precio: 1234567.5,
    });
    serveAccessory({ accessory: HttpResponse.json(sparse) });
    renderDetail(PAGE);
    const { rows } = await shownSpecifications();
    expect(rows).toEqual([
      'Categoría: INFLADORES',
      'Dimensiones (largo x ancho x alto): - x 30,5 x - mm',
      'Precio: $ 1.234.567,5',
    ]);
    // Shoppers only ever see visible items: the two rows would always read 'Sí'.
    expect(screen.queryByText('Visible')).not.toBeInTheDocument();
    expect(screen.queryByText('Destacado')).not.toBeInTheDocument();
    expect(screen.queryByText('Marca')).not.toBeInTheDocument();
  });

  it('silently puts the canonical name in the address, keeping the query string', async () => {
    serveAccessory();
    const { router } = renderDetail('/accesorio/7-nombre-viejo?back=%2Fcatalogo-accesorios%3Fq%3Dinflador');
    await loaded();

    expect(router.state.location.pathname).toBe(PAGE);
    expect(router.state.location.search).toBe('?back=%2Fcatalogo-accesorios%3Fq%3Dinflador');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('rejects an address without a leading id', async () => {
    renderDetail('/accesorio/inflador');
    expect(await findAlertBox()).toMatchObject({
      heading: 'No pudimos cargar el accesorio',
      text: 'ID inválido',
      link: { name: 'Volver al catálogo', href: '/catalogo-accesorios' },
    });
  });

  it.each([
    [404, { error: 'No existe' }, 'Accesorio no encontrado'],
    [500, { error: 'Base caída' }, 'Base caída'],
    [500, null, 'Reintentá más tarde.'],
    [503, 'Servicio no disponible', 'Reintentá más tarde.'],
  ])('explains a %i answer (%p) and leads back to the catalogue', async (status, body, message) => {
    serveAccessory({ accessory: HttpResponse.json(body, { status }) });
    renderDetail(`${PAGE}?back=%2Fcatalogo-accesorios%3Fcategoria%3DLUCES`);
    expect(await findAlertBox()).toMatchObject({
      heading: 'No pudimos cargar el accesorio',
      text: message,
      link: { name: 'Volver al catálogo', href: '/catalogo-accesorios?categoria=LUCES' },
    });
    expect(document.title).toBe(`No pudimos cargar el accesorio | ${siteConfig.shopName}`);
  });

  it("shows an admin a hidden accessory as 'Oculto, vista previa', kept out of search engines", async () => {
    serveHiddenProduct('/api/accesorios/7', anAccessory(), THREE_IMAGES);
    recordGets('/api/accesorios', () => HttpResponse.json(aPagedList([])));
    renderDetail(PAGE, aSignedInSession('admin'));
    await loaded();
    expect(screen.getByText('Oculto, vista previa')).toBeInTheDocument();
    expect(shownImage()).toHaveAttribute('src', apiUrl('/uploads/foto-1.webp'));
    expect(head('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('keeps a hidden accessory from a signed-in customer', async () => {
    serveHiddenProduct('/api/accesorios/7', anAccessory(), THREE_IMAGES);
    renderDetail(PAGE, aSignedInSession('cliente'));
    expect(await findAlertBox()).toMatchObject({ text: 'Accesorio no encontrado' });
    expect(screen.queryByText('Oculto, vista previa')).not.toBeInTheDocument();
  });

  it('says when the API cannot be reached', async () => {
    serveAccessory({ accessory: HttpResponse.error() });
    renderDetail(PAGE);
    const { text } = await findAlertBox();
    expect(text).toMatch(`No se pudo conectar con la API (${siteConfig.apiUrl}/api/accesorios/7):`);
  });

  it('goes back to the back target when the page was opened directly', async () => {
    serveAccessory();
    const { user } = renderDetail(`${PAGE}?back=%2Fcatalogo-accesorios%3Fcategoria%3DLUCES`);
    await user.click(await screen.findByRole('link', { name: '← Volver' }));
    expect(await screen.findByText('Estás en /catalogo-accesorios?categoria=LUCES')).toBeInTheDocument();
  });

  it('goes back to the previous page of the visit when there is one', async () => {
    serveAccessory();
    const { user, router } = renderWithProviders(<Where />, {
      route: '/catalogo-accesorios?material=Acero',
      path: '/catalogo-accesorios',
      routes: [{ path: '/accesorio/:idSlug', element: <AccessoryDetailPage /> }],
    });
    await user.click(screen.getByRole('link', { name: 'Abrir el inflador' }));
    await loaded();
    // The browser router numbers its entries in history.state; the memory router of the test does not.
    act(() => window.history.replaceState({ idx: 1 }, ''));

    await user.click(screen.getByRole('link', { name: '← Volver' }));
    expect(await screen.findByText('Estás en /catalogo-accesorios?material=Acero')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('POP');
    act(() => window.history.replaceState(null, ''));
  });

  it('shows the images main first, by keyboard and full screen, closed by Escape, button or backdrop', async () => {
    serveAccessory();
    const { user } = renderDetail(PAGE);
    await loaded();
    expect(shownImage()).toHaveAttribute('alt', NAME);
    expect(shownImage()).toHaveAttribute('fetchpriority', 'high');

    screen.getByRole('button', { name: 'Ampliar imagen (1 de 3)' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(shownImage()).toHaveAttribute('alt', 'Manómetro');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(shownImage()).toHaveAttribute('alt', 'Válvula');

    await user.keyboard('{Enter}');
    const viewer = screen.getByRole('dialog', { name: 'Visor de imágenes' });
    expect(within(viewer).getByRole('button', { name: 'Cerrar visor' })).toHaveFocus();
    expect(document.body).toHaveStyle({ overflow: 'hidden' });
    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByText('Imagen 1 de 3')).toBeInTheDocument();
    expect(within(viewer).getByRole('img')).toHaveAttribute('alt', NAME);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ampliar imagen (1 de 3)' })).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Cerrar visor' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ampliar imagen (1 de 3)' }));
    await user.click(screen.getByRole('dialog', { name: 'Visor de imágenes' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a placeholder when the images cannot be loaded', async () => {
    serveAccessory({ images: HttpResponse.json({ error: 'x' }, { status: 500 }) });
    renderDetail(PAGE);
    await loaded();
    expect(screen.getByText('Imagen no disponible')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('suggests other accessories of the category, three at a time, without the current one or repeats', async () => {
    const requests = serveAccessory();
    const { user } = renderDetail(`${PAGE}?back=%2Fcatalogo-accesorios`);
    const related = await screen.findByRole('region', { name: 'Te puede interesar' });
    expect(requests.map(String)).toEqual(['categoria=infladores&exclude=7&limit=6&order=random&page=1']);
    const names = () => linkNames(related);
    expect(names()).toEqual(['Accesorio 20', 'Accesorio 21', 'Accesorio 22']);
    expect(within(related).getByRole('link', { name: 'Accesorio 20' })).toHaveAttribute(
      'href',
      `/accesorio/20-accesorio-20?back=${encodeURIComponent(PAGE)}`,
    );
    expect(within(related).getByText('$ 20.000')).toBeInTheDocument();

    await user.click(within(related).getByRole('button', { name: 'Ver siguientes' }));
    expect(names()).toEqual(['Accesorio 23']);
    await user.click(within(related).getByRole('button', { name: 'Ver siguientes' }));
    expect(names()).toEqual(['Accesorio 20', 'Accesorio 21', 'Accesorio 22']);
  });

  it('leaves the suggestions out when they fail', async () => {
    serveAccessory({ related: HttpResponse.json({ error: 'x' }, { status: 500 }) });
    renderDetail(PAGE);
    await loaded();
    expect(screen.queryByRole('region', { name: 'Te puede interesar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
