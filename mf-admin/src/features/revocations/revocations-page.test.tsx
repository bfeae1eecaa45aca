import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Arrepentimiento, RevocationList } from '@shop/contract';
import { apiUrl, renderWithProviders, server } from '@shop/shared/test';
import { ADMIN_SESSION } from '../../test/admin-test-api';
import { AdminRoutes } from '../../admin-routes';

const NEWEST: Arrepentimiento = {
  id: 2,
  codigo: 'ARR-7KQ2ZD',
  nombre: 'Ana Pérez',
  dni: '30123456',
  contacto: '11 5555-5555',
  producto: 'Casco Vento talle M',
  fecha: '2026-03-10',
  estado: 'recibida',
  created_at: '2026-03-12T15:30:00.000Z',
  updated_at: '2026-03-12T15:30:00.000Z',
};
const OLDER: Arrepentimiento = {
  ...NEWEST,
  id: 1,
  codigo: 'ARR-ABC234',
  nombre: 'Beto Gómez',
  contacto: 'beto@example.com',
  estado: 'en_proceso',
};

/** The API's requests, which the PUTs change; returns the calls it got. */
function serveRequests(items: Arrepentimiento[], putStatus = 200) {
  const calls: string[] = [];
  server.use(
    http.get(apiUrl('/api/arrepentimientos'), ({ request }) => {
      const estado = new URL(request.url).searchParams.get('estado');
      calls.push(`GET ${estado ?? 'todas'} ${request.headers.get('authorization')}`);
      const shown = items.filter((item) => !estado || item.estado === estado);
      return HttpResponse.json({ items: shown, total: shown.length } satisfies RevocationList);
    }),
    http.put(apiUrl('/api/arrepentimientos/:id'), async ({ request, params }) => {
      const { estado } = (await request.json()) as Pick<Arrepentimiento, 'estado'>;
      calls.push(`PUT ${String(params.id)} ${estado}`);
      if (putStatus !== 200) return HttpResponse.json({ error: 'Sin conexión con la base.' }, { status: putStatus });
      const index = items.findIndex((item) => item.id === Number(params.id));
      const updated = { ...items[index], estado } as Arrepentimiento;
      items.splice(index, 1, updated);
      return HttpResponse.json(updated);
    }),
  );
  return calls;
}

function renderAt(route: string) {
  window.localStorage.setItem('token', 't');
  return renderWithProviders(<AdminRoutes />, { route, path: '/admin/*', preloadedState: ADMIN_SESSION });
}

describe('Arrepentimientos', () => {
  it('lists the requests newest first with every field and its state', async () => {
    serveRequests([NEWEST, OLDER]);
    renderAt('/admin/arrepentimientos');

    expect(await screen.findByRole('heading', { level: 1, name: 'Arrepentimientos' })).toBeInTheDocument();
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['ARR-7KQ2ZD', 'ARR-ABC234']);
    const first = within(rows[0] as HTMLElement);
    for (const text of ['Ana Pérez', '30123456', '11 5555-5555', 'Casco Vento talle M', '10/03/2026'])
      expect(first.getByRole('cell', { name: text })).toBeInTheDocument();
    expect(first.getByRole('cell', { name: /12\/3\/26/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Estado de ARR-7KQ2ZD' })).toHaveValue('recibida');
    expect(screen.getByRole('combobox', { name: 'Estado de ARR-ABC234' })).toHaveValue('en_proceso');
  });

  it('saves a new state with PUT and confirms it', async () => {
    const calls = serveRequests([NEWEST, OLDER]);
    const { user } = renderAt('/admin/arrepentimientos');

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Estado de ARR-7KQ2ZD' }), 'Resuelta');

    expect(await screen.findByRole('status')).toHaveTextContent('La solicitud ARR-7KQ2ZD quedó como «Resuelta».');
    expect(calls).toContain('PUT 2 resuelta');
    expect(await screen.findByRole('combobox', { name: 'Estado de ARR-7KQ2ZD' })).toHaveValue('resuelta');
  });

  it('says so when the state could not be saved, and keeps the stored one', async () => {
    serveRequests([NEWEST], 503);
    const { user } = renderAt('/admin/arrepentimientos');

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Estado de ARR-7KQ2ZD' }), 'En proceso');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo cambiar el estado de ARR-7KQ2ZD: Sin conexión con la base.',
    );
    expect(screen.getByRole('combobox', { name: 'Estado de ARR-7KQ2ZD' })).toHaveValue('recibida');
  });

  it('shows only the requests of the state picked', async () => {
    const calls = serveRequests([NEWEST, OLDER]);
    const { user } = renderAt('/admin/arrepentimientos');

    await screen.findByRole('combobox', { name: 'Estado de ARR-ABC234' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mostrar' }), 'En proceso');

    expect(await screen.findByText('ARR-ABC234')).toBeInTheDocument();
    expect(screen.queryByText('ARR-7KQ2ZD')).not.toBeInTheDocument();
    expect(calls).toEqual(['GET todas Bearer t', 'GET en_proceso Bearer t']);
  });

  it('the panel says how many are received, links to the list, and the navigation has it', async () => {
    const calls = serveRequests([NEWEST, OLDER, { ...NEWEST, id: 3, codigo: 'ARR-XYZ789' }]);
    renderAt('/admin');

    expect(await screen.findByRole('button', { name: /2 solicitudes recibidas sin atender\./ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver solicitudes', hidden: true })).toHaveAttribute(
      'href',
      '/admin/arrepentimientos',
    );
    expect(calls).toContain('GET recibida Bearer t');
  });
});
