import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SHIPPING_TEXT } from '@shop/contract';
import { apiUrl, renderWithProviders, server } from '@shop/shared/test';
import { POSTCODE_KEY } from './remembered-postcode';
import type { PickUpStore } from './shipping-options';
import { ShippingQuote } from './shipping-quote';

const STORES: PickUpStore[] = [
  { store: { id: 'casa-central', title: 'Casa central' }, availability: { estado: 'en_stock', dias: null } },
  { store: { id: 'local-palermo', title: 'Local Palermo' }, availability: { estado: 'sin_stock', dias: null } },
];

function renderQuote(route = '/bici/12-trail?color=rojo') {
  return renderWithProviders(<ShippingQuote stores={STORES} />, { route, path: '/bici/:idSlug' });
}

const optionTexts = async () =>
  within(await screen.findByRole('list', { name: 'Opciones de envío y retiro' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('Calcular envío', () => {
  it("quotes a CPA's zone and each store's free pick-up with its stock, keeps the choice in the address and remembers the postcode", async () => {
    const { user, router } = renderQuote();
    await user.type(screen.getByRole('textbox', { name: 'Código postal' }), 'B1636ABC');
    await user.click(screen.getByRole('button', { name: 'Calcular' }));

    expect(await optionTexts()).toEqual([
      'Envío a domicilio (GBA): $ 6.500, 3 días hábiles',
      'Retiro gratis en Casa central (En stock)',
      'Retiro gratis en Local Palermo (Sin stock)',
    ]);
    expect(router.state.location.search).toBe('?color=rojo&cp=B1636ABC');
    expect(window.localStorage.getItem(POSTCODE_KEY)).toBe('B1636ABC');
  });

  it('quotes the remembered postcode on the next product page', async () => {
    window.localStorage.setItem(POSTCODE_KEY, '5000');
    renderQuote('/bici/20-cumbre');
    expect(await optionTexts()).toContain('Envío a domicilio (Interior del país): $ 9.800, 6 días hábiles');
    expect(screen.getByRole('textbox', { name: 'Código postal' })).toHaveValue('5000');
  });

  it('says where it does not ship, and still offers pick-up', async () => {
    renderQuote('/bici/12-trail?cp=1500');
    expect(await optionTexts()).toEqual([
      SHIPPING_TEXT.noZone,
      'Retiro gratis en Casa central (En stock)',
      'Retiro gratis en Local Palermo (Sin stock)',
    ]);
  });

  it('refuses a bad postcode beside the field, keeps what was typed and asks the API nothing', async () => {
    const asked: string[] = [];
    server.use(
      http.get(apiUrl('/api/envios/zonas'), ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json({ zonas: [] });
      }),
    );
    const { user } = renderQuote();
    const field = screen.getByRole('textbox', { name: 'Código postal' });
    await user.type(field, '142');
    await user.click(screen.getByRole('button', { name: 'Calcular' }));

    expect(field).toHaveValue('142');
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription(SHIPPING_TEXT.badPostcode);
    expect(screen.queryByRole('list', { name: 'Opciones de envío y retiro' })).toBeNull();
    expect(asked).toEqual([]);
    expect(window.localStorage.getItem(POSTCODE_KEY)).toBeNull();
  });
});
