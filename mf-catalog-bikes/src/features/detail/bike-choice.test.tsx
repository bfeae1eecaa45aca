import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { siteConfig } from '@shop/shared/config';
import type { Bicicleta } from '@shop/shared/catalog';
import { apiUrl, aPagedList, renderWithProviders, server } from '@shop/shared/test';
import { aBike } from '../../test/bike-fixtures';
import { BikeDetailPage } from './bike-detail-page';

const LINK = `${siteConfig.siteUrl}/bici/12-trail-andino-29`;

function serveBike(overrides: Partial<Bicicleta> = {}) {
  server.use(
    http.get(apiUrl('/api/bicicletas/12'), () =>
      HttpResponse.json(aBike({ talle: 'S, M,L,XL', color1: '#000000', color2: '#ef4444ff', ...overrides })),
    ),
    http.get(apiUrl('/api/bicicletas/12/imagenes'), () => HttpResponse.json([])),
    http.get(apiUrl('/api/bicicletas'), () => HttpResponse.json(aPagedList([]))),
  );
}

async function renderBike(route = '/bici/12-trail-andino-29') {
  const view = renderWithProviders(<BikeDetailPage />, { route, path: '/bici/:idSlug' });
  await screen.findByRole('heading', { level: 1, name: 'Trail Andino 29' });
  const address = () => new URLSearchParams(view.router.state.location.search);
  const chatText = () =>
    new URL(screen.getByRole('link', { name: /Consultar/ }).getAttribute('href') ?? '').searchParams.get('text');
  return { ...view, address, chatText };
}

let scrollTo: jest.SpiedFunction<typeof window.scrollTo>;
beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => scrollTo.mockRestore());

describe('BikeDetailPage: choose, then ask', () => {
  it("shows the price under the name and beside 'Consultar', or 'Consultá precio'", async () => {
    serveBike();
    const { unmount } = await renderBike();
    const name = screen.getByRole('heading', { level: 1 });
    expect(name.nextElementSibling).toHaveTextContent('$ 1.250.000');
    // The site's 10 % off in cash or by transfer, beside the price.
    expect(screen.getByText('$ 1.125.000 en efectivo o transferencia')).toBeInTheDocument();
    const bar = screen.getByRole('region', { name: 'Consultar por este producto' });
    expect(within(bar).getByText('$ 1.250.000')).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: /Consultar/ })).toBeInTheDocument();
    unmount();

    serveBike({ precio: null });
    await renderBike();
    expect(screen.getByRole('heading', { level: 1 }).nextElementSibling).toHaveTextContent('Consultá precio');
  });

  it('offers the colours and the sizes as radio groups, and the chat message names the choice', async () => {
    serveBike();
    const { user, address, chatText } = await renderBike('/bici/12-trail-andino-29?back=%2Fcatalogo-bicicletas');
    const colours = screen.getByRole('group', { name: 'Color' });
    expect(
      within(colours)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['negro', 'rojo']);
    const sizes = screen.getByRole('group', { name: 'Talle' });
    expect(
      within(sizes)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['S', 'M', 'L', 'XL']);
    expect(chatText()).toBe(
      `Hola! Quiero consultar por la bicicleta "Trail Andino 29", a $ 1.125.000 en efectivo o transferencia. ${LINK}`,
    );

    await user.click(within(colours).getByRole('radio', { name: 'Rojo' }));
    expect(within(colours).getByRole('radio', { name: 'Rojo' })).toBeChecked();
    expect(chatText()).toBe(
      `Hola! Quiero consultar por la bicicleta "Trail Andino 29" en color Rojo, a $ 1.125.000 en efectivo o transferencia. ${LINK}?color=rojo`,
    );

    await user.click(within(sizes).getByRole('radio', { name: 'M' }));
    expect(chatText()).toBe(
      `Hola! Quiero consultar por la bicicleta "Trail Andino 29" en color Rojo, talle M, a $ 1.125.000 en efectivo o transferencia. ${LINK}?color=rojo&talle=M`,
    );
    expect(address().toString()).toBe('back=%2Fcatalogo-bicicletas&color=rojo&talle=M');
  });

  it('opens a shared link with its colour and size chosen, and leaves out what is not chosen', async () => {
    serveBike();
    const { chatText, unmount } = await renderBike('/bici/12-trail-andino-29?color=rojo&talle=XL');
    expect(screen.getByRole('radio', { name: 'Rojo' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'XL' })).toBeChecked();
    expect(chatText()).toBe(
      `Hola! Quiero consultar por la bicicleta "Trail Andino 29" en color Rojo, talle XL, a $ 1.125.000 en efectivo o transferencia. ${LINK}?color=rojo&talle=XL`,
    );
    unmount();

    serveBike();
    const sizeOnly = await renderBike('/bici/12-trail-andino-29?talle=l&color=violeta');
    expect(screen.getByRole('radio', { name: 'L' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Negro' })).not.toBeChecked();
    expect(sizeOnly.chatText()).toBe(
      `Hola! Quiero consultar por la bicicleta "Trail Andino 29", talle L, a $ 1.125.000 en efectivo o transferencia. ${LINK}?talle=L`,
    );
  });

  it('has no colour group without colours, and no size picker without sizes (the guide stays)', async () => {
    serveBike({ color1: null, color2: null, talle: null });
    await renderBike();
    expect(screen.queryByRole('group', { name: 'Color' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Talle' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guía de talles' })).toBeInTheDocument();
  });
});

describe('BikeDetailPage: size guide', () => {
  it("recommends and selects the size for the rider's height, from the category's table", async () => {
    serveBike();
    const { user, address, chatText } = await renderBike();
    await user.click(screen.getByRole('button', { name: 'Guía de talles' }));
    const dialog = screen.getByRole('dialog', { name: 'Guía de talles' });
    const rows = within(dialog)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'TalleAltura',
      ...(siteConfig.sizeGuide.mtb ?? []).map((size) => `${size.talle}${size.min} a ${size.max} cm`),
    ]);

    await user.type(within(dialog).getByRole('spinbutton', { name: 'Tu altura en cm' }), '178');
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Te recomendamos el talle L. Ya lo elegimos para tu consulta.',
    );
    expect(within(dialog).getByRole('rowheader', { name: 'L Recomendado' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'L' })).toBeChecked();
    expect(address().get('talle')).toBe('L');
    expect(chatText()).toContain('"Trail Andino 29", talle L, a');
  });

  it('says in Spanish when the height is outside the table, and when the model lacks the size', async () => {
    serveBike({ talle: 'M' });
    const { user } = await renderBike();
    await user.click(screen.getByRole('button', { name: 'Guía de talles' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Guía de talles' }));
    const height = dialog.getByRole('spinbutton', { name: 'Tu altura en cm' });
    const status = dialog.getByRole('status');

    await user.type(height, '120');
    expect(status).toHaveTextContent(
      'Tu altura está fuera de esta tabla (de 140 a 195 cm). Consultanos y te asesoramos.',
    );
    expect(dialog.queryByText('Recomendado')).not.toBeInTheDocument();

    await user.clear(height);
    await user.type(height, '190');
    expect(status).toHaveTextContent(
      'Te recomendamos el talle XL, pero este modelo no viene en ese talle. Consultanos por otros.',
    );
    expect(screen.getByRole('radio', { name: 'M' })).not.toBeChecked();
  });

  it('uses the table of the bicycle’s own category', async () => {
    serveBike({ categoria: 'kids', talle: '16"' });
    const { user } = await renderBike();
    await user.click(screen.getByRole('button', { name: 'Guía de talles' }));
    const dialog = screen.getByRole('dialog', { name: 'Guía de talles' });
    expect(within(dialog).getByText(/Talles de bicicletas KIDS/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Tu altura en cm' }), '110');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Te recomendamos el talle 16"');
  });
});

describe('BikeDetailPage: Comparar', () => {
  it('adds the bike to the comparison bar and takes it out again', async () => {
    serveBike();
    const { user } = await renderBike();
    expect(screen.queryByRole('complementary', { name: 'Bicicletas para comparar' })).not.toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Comparar Trail Andino 29' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const bar = within(screen.getByRole('complementary', { name: 'Bicicletas para comparar' }));
    expect(bar.getByText('Comparar (1 de 3)')).toBeInTheDocument();
    expect(bar.getByRole('link', { name: 'Ver comparación' })).toHaveAttribute('href', '/comparar-bicicletas?ids=12');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('complementary', { name: 'Bicicletas para comparar' })).not.toBeInTheDocument();
  });
});
