import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { HistoryEntry } from '@shop/contract';
import { apiUrl, renderWithProviders, server } from '@shop/shared/test';
import { AdminRoutes } from '../../admin-routes';
import { formatDateTime } from '../../common/ui/date-time';
import { ADMIN_SESSION } from '../../test/admin-test-api';

const BIKE = {
  id: 12,
  nombre: 'Venzo Raptor',
  categoria: 'mtb',
  detalle: 'Descripción nueva',
  precio: 990000,
  visible: true,
  destacado: false,
};

const HISTORY: HistoryEntry[] = [
  {
    id: 31,
    accion: 'edicion',
    fecha: '2026-11-20T15:30:00.000Z',
    autor: 'dueña@example.com',
    cambios: [
      { campo: 'detalle', antes: 'Descripción vieja', despues: 'Descripción nueva' },
      { campo: 'precio', antes: 900000, despues: 990000 },
    ],
  },
  {
    id: 30,
    accion: 'alta',
    fecha: '2026-11-01T12:00:00.000Z',
    autor: null,
    cambios: [{ campo: 'visible', antes: null, despues: true }],
  },
];

function serveBike(record: Record<string, unknown> = BIKE, etag = '"7"') {
  server.use(
    http.get(apiUrl('/api/bicicletas/12'), () => HttpResponse.json(record, { headers: { ETag: etag } })),
    http.get(apiUrl('/api/bicicletas/12/imagenes'), () => HttpResponse.json([])),
    http.get(apiUrl('/api/bicicletas/12/historial'), () => HttpResponse.json({ items: HISTORY })),
  );
}

/** Each restore's entry and If-Match; `answer` decides the reply. */
function recordRestores(answer: () => Response) {
  const restores: { path: string; ifMatch: string | null }[] = [];
  server.use(
    http.post(apiUrl('/api/bicicletas/12/historial/:entry/restaurar'), ({ request }) => {
      restores.push({ path: new URL(request.url).pathname, ifMatch: request.headers.get('If-Match') });
      return answer();
    }),
  );
  return restores;
}

function renderAdmin() {
  window.localStorage.setItem('token', 't');
  return renderWithProviders(<AdminRoutes />, {
    route: '/admin/bicicletas/12-venzo-raptor/editar',
    path: '/admin/*',
    preloadedState: ADMIN_SESSION,
  });
}

async function openHistory(user: ReturnType<typeof renderAdmin>['user']) {
  await user.click(await screen.findByRole('tab', { name: 'Historial' }));
  return screen.findByRole('list', { name: 'Cambios, el más reciente primero' });
}

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('the Historial tab of a bicycle', () => {
  it('lists the changes newest first with who, Spanish labels and old → new values', async () => {
    serveBike();
    const { user } = renderAdmin();

    const list = await openHistory(user);

    const [newest, oldest] = within(list).getAllByRole('article');
    expect(newest).toHaveTextContent('Edición');
    expect(newest).toHaveTextContent('dueña@example.com');
    expect(newest).toHaveTextContent('Detalle: Descripción vieja → Descripción nueva');
    expect(newest).toHaveTextContent('Precio: $ 900.000 → $ 990.000');
    expect(oldest).toHaveTextContent('Alta');
    expect(oldest).toHaveTextContent('Sistema');
    expect(oldest).toHaveTextContent('Visible en el sitio: (vacío) → Sí');
    expect(within(newest ?? list).queryByRole('button', { name: 'Restaurar esta versión' })).toBeNull();
  });

  it('restores a version with the form’s version as If-Match and reloads the form with it', async () => {
    serveBike();
    const restores = recordRestores(() => {
      serveBike({ ...BIKE, detalle: 'Descripción vieja' }, '"8"');
      return HttpResponse.json({ ...BIKE, detalle: 'Descripción vieja' }, { headers: { ETag: '"8"' } });
    });
    const { user } = renderAdmin();
    await openHistory(user);

    await user.click(screen.getByRole('button', { name: 'Restaurar esta versión' }));
    const dialog = screen.getByRole('dialog', { name: '¿Restaurar esta versión?' });
    expect(dialog).toHaveTextContent(
      `Los datos vuelven a como quedaron el ${formatDateTime(HISTORY[1]?.fecha ?? '')}.`,
    );
    expect(restores).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Restaurar' }));

    expect(await screen.findByDisplayValue('Descripción vieja')).toBeInTheDocument();
    expect(restores).toEqual([{ path: '/api/bicicletas/12/historial/30/restaurar', ifMatch: '"7"' }]);
    expect(screen.getByRole('status')).toHaveTextContent(
      `Versión del ${formatDateTime(HISTORY[1]?.fecha ?? '')} restaurada.`,
    );
  });

  it('restores nothing when the question is cancelled', async () => {
    serveBike();
    const restores = recordRestores(() => HttpResponse.json(BIKE));
    const { user } = renderAdmin();
    await openHistory(user);

    await user.click(screen.getByRole('button', { name: 'Restaurar esta versión' }));
    await user.click(
      within(screen.getByRole('dialog', { name: '¿Restaurar esta versión?' })).getByRole('button', {
        name: 'Cancelar',
      }),
    );

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restaurar esta versión' })).toHaveFocus();
    expect(restores).toEqual([]);
  });

  it('a 412 on restore opens the conflict dialog', async () => {
    serveBike();
    recordRestores(() =>
      HttpResponse.json({ error: 'Este producto cambió en otra pestaña o por otro usuario.' }, { status: 412 }),
    );
    const { user } = renderAdmin();
    await openHistory(user);

    await user.click(screen.getByRole('button', { name: 'Restaurar esta versión' }));
    await user.click(screen.getByRole('button', { name: 'Restaurar' }));

    expect(
      await screen.findByRole('dialog', { name: 'Este producto cambió en otra pestaña o por otro usuario' }),
    ).toBeInTheDocument();
  });

  it('waits for unsaved edits to be saved or discarded before restoring', async () => {
    serveBike();
    const { user } = renderAdmin();
    await user.type(await screen.findByRole('textbox', { name: 'Nombre' }), ' 2');

    await openHistory(user);

    expect(screen.getByText('Guardá o descartá tus cambios antes de restaurar una versión.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restaurar esta versión' })).toBeDisabled();
  });
});
