import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, aPagedList, renderWithProviders, server } from '@shop/shared/test';
import { aBike } from '../../test/bike-fixtures';
import { BikeDetailPage } from './bike-detail-page';

const sendBeacon = jest.fn((_url: string | URL, _body?: BodyInit | null) => true);

/** What each beacon sent: its address and its JSON body. */
function beacons() {
  return sendBeacon.mock.calls.map(([url, body]) => ({ url: String(url), body: JSON.parse(String(body)) as unknown }));
}

beforeEach(() => {
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  server.use(
    http.get(apiUrl('/api/bicicletas/12'), () => HttpResponse.json(aBike())),
    http.get(apiUrl('/api/bicicletas/12/imagenes'), () => HttpResponse.json([])),
    http.get(apiUrl('/api/bicicletas'), () => HttpResponse.json(aPagedList([]))),
  );
});
afterEach(() => {
  sendBeacon.mockClear();
  jest.restoreAllMocks();
});

describe('bicycle page events', () => {
  it('sends one view beacon with the chosen colour and talle, and a chat beacon on Consultar', async () => {
    const { user } = renderWithProviders(<BikeDetailPage />, {
      route: '/bici/12-trail-andino-29?color=rojo&talle=M',
      path: '/bici/:idSlug',
    });
    const chat = await screen.findByRole('link', { name: /^Consultar/ });
    expect(beacons()).toEqual([
      {
        url: apiUrl('/api/eventos'),
        body: { tipo: 'bicicleta', id: 12, evento: 'vista', color: '#ef4444', talle: 'M' },
      },
    ]);

    await user.click(chat);
    expect(beacons()[1]).toEqual({
      url: apiUrl('/api/eventos'),
      body: { tipo: 'bicicleta', id: 12, evento: 'consulta', color: '#ef4444', talle: 'M' },
    });
    expect(sendBeacon).toHaveBeenCalledTimes(2);
  });
});
