import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ShippingZone, ShippingZoneTable } from '@shop/contract';
import { apiUrl, renderWithProviders, server } from '@shop/shared/test';
import { ADMIN_SESSION } from '../../test/admin-test-api';
import { AdminRoutes } from '../../admin-routes';

const CABA: ShippingZone = { nombre: 'CABA', cp_desde: 1000, cp_hasta: 1499, costo: 4500, dias: 2 };

/** The API's table, which a PUT replaces; returns the bodies the PUTs sent. */
function serveZones(zonas: ShippingZone[], refusal?: { error: string; campo: string }) {
  const sent: unknown[] = [];
  server.use(
    http.get(apiUrl('/api/envios/zonas'), () => HttpResponse.json({ zonas } satisfies ShippingZoneTable)),
    http.put(apiUrl('/api/envios/zonas'), async ({ request }) => {
      const body = (await request.json()) as ShippingZoneTable;
      sent.push(body);
      if (refusal) return HttpResponse.json(refusal, { status: 400 });
      return HttpResponse.json(body);
    }),
  );
  return sent;
}

function renderPage() {
  window.localStorage.setItem('token', 't');
  return renderWithProviders(<AdminRoutes />, {
    route: '/admin/envios',
    path: '/admin/*',
    preloadedState: ADMIN_SESSION,
  });
}

describe('Zonas de envío', () => {
  it('shows the zones, adds one and saves the whole table', async () => {
    const sent = serveZones([CABA]);
    renderPage();
    expect(await screen.findByRole('textbox', { name: 'Zona, zona 1' })).toHaveValue('CABA');
    expect(screen.getByRole('textbox', { name: 'Costo ($), zona 1' })).toHaveValue('4500');

    await userEvent.click(screen.getByRole('button', { name: 'Agregar zona' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Zona, zona 2' }), 'Interior');
    await userEvent.type(screen.getByRole('textbox', { name: 'CP desde, zona 2' }), '2000');
    await userEvent.type(screen.getByRole('textbox', { name: 'CP hasta, zona 2' }), '9999');
    await userEvent.type(screen.getByRole('textbox', { name: 'Costo ($), zona 2' }), '9800');
    await userEvent.type(screen.getByRole('textbox', { name: 'Días hábiles, zona 2' }), '6');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar zonas' }));

    expect(await screen.findByText('Zonas de envío guardadas.')).toBeInTheDocument();
    expect(sent).toEqual([
      { zonas: [CABA, { nombre: 'Interior', cp_desde: 2000, cp_hasta: 9999, costo: 9800, dias: 6 }] },
    ]);
  });

  it('refuses overlapping ranges beside the field, without sending them', async () => {
    const sent = serveZones([CABA, { ...CABA, nombre: 'GBA', cp_desde: 1600, cp_hasta: 1999 }]);
    renderPage();
    const from = await screen.findByRole('textbox', { name: 'CP desde, zona 2' });
    await userEvent.clear(from);
    await userEvent.type(from, '1400');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar zonas' }));

    expect(from).toHaveAccessibleDescription("El rango de 'GBA' se superpone con el de 'CABA'.");
    expect(from).toBeInvalid();
    expect(sent).toEqual([]);
  });

  it("shows the API's refusal beside the field it names", async () => {
    serveZones([CABA], { error: 'La tabla no se pudo guardar: el costo es muy alto.', campo: 'zonas.0.costo' });
    renderPage();
    await screen.findByRole('textbox', { name: 'Zona, zona 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Guardar zonas' }));

    const cost = screen.getByRole('textbox', { name: 'Costo ($), zona 1' });
    expect(await screen.findByRole('alert')).toHaveTextContent('La tabla no se pudo guardar: el costo es muy alto.');
    expect(cost).toHaveAccessibleDescription('La tabla no se pudo guardar: el costo es muy alto.');
  });

  it('removes a zone', async () => {
    const sent = serveZones([CABA, { ...CABA, nombre: 'GBA', cp_desde: 1600, cp_hasta: 1999 }]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Quitar zona 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar zonas' }));
    expect(await screen.findByText('Zonas de envío guardadas.')).toBeInTheDocument();
    expect(sent).toEqual([{ zonas: [{ ...CABA, nombre: 'GBA', cp_desde: 1600, cp_hasta: 1999 }] }]);
  });
});
