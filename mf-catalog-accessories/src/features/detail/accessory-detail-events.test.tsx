import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  apiUrl,
  aPagedList,
  aSignedInSession,
  renderWithProviders,
  server,
  serveHiddenProduct,
} from '@shop/shared/test';
import { anAccessory } from '../../test/accessory-fixtures';
import { AccessoryDetailPage } from './accessory-detail-page';

const sendBeacon = jest.fn((_url: string | URL, _body?: BodyInit | null) => true);

function beaconBodies() {
  return sendBeacon.mock.calls.map(([url, body]) => [String(url), JSON.parse(String(body)) as unknown]);
}

beforeEach(() => {
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  server.use(
    http.get(apiUrl('/api/accesorios/7'), () => HttpResponse.json(anAccessory())),
    http.get(apiUrl('/api/accesorios/7/imagenes'), () => HttpResponse.json([])),
    http.get(apiUrl('/api/accesorios'), () => HttpResponse.json(aPagedList([]))),
  );
});
afterEach(() => {
  sendBeacon.mockClear();
  jest.restoreAllMocks();
});

describe('accessory page events', () => {
  it('sends a view beacon when the page opens and a chat beacon when Consultar is clicked', async () => {
    const { user } = renderWithProviders(<AccessoryDetailPage />, {
      route: '/accesorio/7-inflador-de-pie-con-manometro',
      path: '/accesorio/:idSlug',
    });
    const chat = await screen.findByRole('link', { name: /^Consultar/ });
    expect(beaconBodies()).toEqual([[apiUrl('/api/eventos'), { tipo: 'accesorio', id: 7, evento: 'vista' }]]);

    await user.click(chat);
    expect(beaconBodies()).toEqual([
      [apiUrl('/api/eventos'), { tipo: 'accesorio', id: 7, evento: 'vista' }],
      [apiUrl('/api/eventos'), { tipo: 'accesorio', id: 7, evento: 'consulta' }],
    ]);
  });

  it("sends nothing from the admin's preview of a hidden accessory", async () => {
    serveHiddenProduct('/api/accesorios/7', anAccessory({ visible: false }), []);
    const { user } = renderWithProviders(<AccessoryDetailPage />, {
      route: '/accesorio/7-inflador-de-pie-con-manometro',
      path: '/accesorio/:idSlug',
      preloadedState: aSignedInSession('admin'),
    });
    expect(await screen.findByText('Oculto, vista previa')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /^Consultar/ }));
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
