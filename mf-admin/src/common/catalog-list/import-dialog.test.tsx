import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { ImportReport } from '@shop/contract';
import { http, HttpResponse } from 'msw';
import { apiUrl, renderWithProviders, server } from '@shop/shared/test';
import { AccessoryListPage } from '../../features/accessories/accessory-list-page';
import { ADMIN_SESSION, recordCalls } from '../../test/admin-test-api';

const REVIEW: ImportReport = {
  aplicado: false,
  errores: [],
  filas: [
    {
      linea: 2,
      id: 7,
      nombre: 'Luz trasera',
      accion: 'cambiar',
      version: 4,
      cambios: [{ campo: 'precio', columna: 'Precio', antes: '1500', despues: '1800' }],
      errores: [],
    },
    { linea: 3, id: null, nombre: 'Casco', accion: 'crear', version: null, cambios: [], errores: [] },
  ],
  resumen: { crear: 1, cambiar: 1, sin_cambios: 10, con_errores: 0 },
};

function renderList() {
  server.use(
    http.get(apiUrl('/api/accesorios'), () =>
      HttpResponse.json({ items: [], page: 1, limit: 20, total: 0, totalPages: 0 }),
    ),
  );
  return renderWithProviders(<AccessoryListPage />, {
    route: '/admin/accesorios/editar',
    path: '/admin/accesorios/editar',
    preloadedState: ADMIN_SESSION,
  });
}

const csvFile = () => new File(['\uFEFFID;Nombre\r\n7;Luz trasera\r\n'], 'accesorios.csv', { type: 'text/csv' });

describe('Importar CSV', () => {
  it('shows the review (line, product, column, before, after) and applies it with the versions it read', async () => {
    const calls = recordCalls();
    server.use(
      http.post(apiUrl('/api/accesorios/importacion'), ({ request }) =>
        HttpResponse.json(
          new URL(request.url).searchParams.get('dryRun') === '1' ? REVIEW : { ...REVIEW, aplicado: true },
        ),
      ),
    );
    const { user } = renderList();

    await user.click(await screen.findByRole('button', { name: 'Importar CSV' }));
    const dialog = screen.getByRole('dialog', { name: 'Importar CSV' });
    await user.upload(within(dialog).getByLabelText('Elegir archivo CSV'), csvFile());

    const changes = await within(dialog).findByRole('table', { name: 'Cambios' });
    expect(within(changes).getByRole('row', { name: '2 Luz trasera (ID 7) Precio 1500 1800' })).toBeInTheDocument();
    expect(within(dialog).getByText('1 nuevos, 1 con cambios, 10 sin cambios, 0 con errores.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Aplicar cambios' }));

    expect(await screen.findByText('Importación aplicada: 1 nuevos, 1 con cambios.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const posts = calls.filter((call) => call.path === '/api/accesorios/importacion');
    expect(posts.map((call) => [call.search, call.body])).toEqual([
      ['?dryRun=1', { csv: 'ID;Nombre\r\n7;Luz trasera\r\n' }],
      ['', { csv: 'ID;Nombre\r\n7;Luz trasera\r\n', versiones: [{ id: 7, version: 4 }] }],
    ]);
  });

  it('reads a file Excel saved as plain CSV (Windows-1252) with its accents', async () => {
    const calls = recordCalls();
    server.use(http.post(apiUrl('/api/accesorios/importacion'), () => HttpResponse.json(REVIEW)));
    const { user } = renderList();
    // 'ID;Nombre\r\n7;Puño Ñandú\r\n' in Windows-1252: ñ is 0xF1, Ñ 0xD1, ú 0xFA.
    const latin1 = new Uint8Array([
      ...[...'ID;Nombre\r\n7;Pu'].map((char) => char.charCodeAt(0)),
      0xf1,
      ...[...'o '].map((char) => char.charCodeAt(0)),
      0xd1,
      ...[...'and'].map((char) => char.charCodeAt(0)),
      0xfa,
      13,
      10,
    ]);

    await user.click(await screen.findByRole('button', { name: 'Importar CSV' }));
    await user.upload(screen.getByLabelText('Elegir archivo CSV'), new File([latin1], 'excel.csv'));

    await screen.findByRole('table', { name: 'Cambios' });
    expect(calls.find((call) => call.path === '/api/accesorios/importacion')?.body).toEqual({
      csv: 'ID;Nombre\r\n7;Puño Ñandú\r\n',
    });
  });

  it('lists every error with its line and column and keeps “Aplicar cambios” off', async () => {
    server.use(
      http.post(apiUrl('/api/accesorios/importacion'), () =>
        HttpResponse.json({
          ...REVIEW,
          filas: [
            {
              ...REVIEW.filas[0],
              errores: [{ linea: 2, campo: 'precio', error: '«mucho» no es un número.' }],
            },
          ],
          resumen: { crear: 0, cambiar: 0, sin_cambios: 0, con_errores: 1 },
        }),
      ),
    );
    const { user } = renderList();

    await user.click(await screen.findByRole('button', { name: 'Importar CSV' }));
    await user.upload(screen.getByLabelText('Elegir archivo CSV'), csvFile());

    const errors = await screen.findByRole('table', { name: /Errores/ });
    expect(within(errors).getByRole('row', { name: '2 Precio «mucho» no es un número.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aplicar cambios' })).toBeDisabled();
  });

  it('says why nothing was applied when an item changed since the review (412), and stays open', async () => {
    const stale = 'Este producto cambió en otra pestaña o por otro usuario. Cambió desde la revisión: línea 2 (ID 7).';
    server.use(
      http.post(apiUrl('/api/accesorios/importacion'), ({ request }) =>
        new URL(request.url).searchParams.get('dryRun') === '1'
          ? HttpResponse.json(REVIEW)
          : HttpResponse.json({ error: stale }, { status: 412 }),
      ),
    );
    const { user } = renderList();

    await user.click(await screen.findByRole('button', { name: 'Importar CSV' }));
    await user.upload(screen.getByLabelText('Elegir archivo CSV'), csvFile());
    await screen.findByRole('table', { name: 'Cambios' });
    await user.click(screen.getByRole('button', { name: 'Aplicar cambios' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(stale);
    expect(screen.getByRole('dialog', { name: 'Importar CSV' })).toBeInTheDocument();
  });
});
