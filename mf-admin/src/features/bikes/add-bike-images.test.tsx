import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { apiUrl, renderWithProviders, server } from '@shop/shared/test';
import { ADMIN_SESSION, pngFile, recordCalls } from '../../test/admin-test-api';
import { AddBikePage } from './add-bike-page';

/** Uploads answer after `wait` ms. */
function answerUploads(wait = 0) {
  server.use(
    http.post(apiUrl('/api/upload'), async () => {
      if (wait) await delay(wait);
      return HttpResponse.json({ url: '/uploads/foto.webp' }, { status: 201 });
    }),
  );
}

function renderAddBike() {
  return renderWithProviders(<AddBikePage />, {
    route: '/admin/bicicletas/nueva?categoria=MTB',
    path: '/admin/bicicletas/nueva',
    preloadedState: ADMIN_SESSION,
  });
}

const row = (n: number) => screen.getByRole('group', { name: new RegExp(`^Imagen ${n}\\b`) });

async function addThreeImages() {
  const view = renderAddBike();
  await view.user.type(screen.getByRole('textbox', { name: /Nombre/ }), 'Bici con fotos');
  await view.user.upload(screen.getByLabelText('Elegir imágenes'), [
    pngFile('a.png'),
    pngFile('b.png'),
    pngFile('c.png'),
  ]);
  await waitFor(() => expect(screen.getAllByText('Imagen subida ✔')).toHaveLength(3));
  // Each row told apart by its description, which is saved with it.
  for (const [index, alt] of ['A', 'B', 'C'].entries())
    await view.user.type(within(row(index + 1)).getByRole('textbox', { name: 'Texto alternativo' }), alt);
  return view;
}

/** The images sent on save, as url and orden. */
function savedImages(calls: ReturnType<typeof recordCalls>) {
  return calls
    .filter((call) => call.method === 'POST' && call.path.endsWith('/imagenes'))
    .map((call) => call.body as { alt_text: string; orden: number; es_principal: boolean });
}

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the image manager', () => {
  it('states the limits beside the chooser and refuses, without sending it, a file the API would refuse', async () => {
    const calls = recordCalls();
    const { user } = renderAddBike();
    const chooser = screen.getByLabelText('Elegir imágenes');
    expect(chooser).toHaveAccessibleDescription(/JPEG, PNG, WebP o GIF, de hasta 8 MB\./);

    const huge = new File([new Uint8Array(8 * 1024 * 1024 + 1)], 'enorme.png', { type: 'image/png' });
    const drawing = new File(['<svg/>'], 'dibujo.svg', { type: 'image/svg+xml' });
    await user.upload(chooser, [huge, drawing]);

    expect(within(row(1)).getByText(/La imagen supera el tamaño máximo de 8 MB\./)).toBeInTheDocument();
    expect(
      within(row(2)).getByText(/El archivo no es una imagen válida \(JPEG, PNG, WebP o GIF\)\./),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/upload')).toEqual([]);
  });

  it('turns several chosen files into rows, each with its local preview and its own progress bar', async () => {
    let previews = 0;
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: () => `blob:vista-${(previews += 1)}`,
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
    answerUploads(200);
    const { user } = renderAddBike();

    await user.upload(screen.getByLabelText('Elegir imágenes'), [pngFile('frente.png'), pngFile('lado.png')]);

    expect(within(row(1)).getByRole('progressbar', { name: /Subiendo frente.png/ })).toBeInTheDocument();
    expect(within(row(2)).getByRole('progressbar', { name: /Subiendo lado.png/ })).toBeInTheDocument();
    expect(within(row(1)).getByRole('img')).toHaveAttribute('src', 'blob:vista-1');
    expect(within(row(2)).getByRole('img')).toHaveAttribute('src', 'blob:vista-2');
    expect(within(row(1)).getByRole('checkbox', { name: 'Imagen principal' })).toBeChecked();
    expect(within(row(2)).getByRole('checkbox', { name: 'Imagen principal' })).not.toBeChecked();
    await waitFor(() => expect(screen.getAllByText('Imagen subida ✔')).toHaveLength(2));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('reorders with the keyboard buttons, keeping focus on the moved row, and saves the new orden', async () => {
    answerUploads();
    const calls = recordCalls();
    const { user } = await addThreeImages();

    within(row(1)).getByRole('button', { name: 'Bajar imagen 1' }).focus();
    await user.keyboard('{Enter}');

    expect(screen.getByRole('button', { name: 'Bajar imagen 2' })).toHaveFocus();
    expect(screen.getByText('Imagen movida a la posición 2.')).toBeInTheDocument();
    expect(within(row(1)).getByRole('button', { name: 'Subir imagen 1' })).toBeDisabled();
    expect(within(row(3)).getByRole('button', { name: 'Bajar imagen 3' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Guardar bicicleta' }));
    await screen.findByText('¡Bicicleta creada!');
    expect(savedImages(calls).map(({ alt_text, orden, es_principal }) => [alt_text, orden, es_principal])).toEqual([
      ['B', 1, false],
      ['A', 2, true],
      ['C', 3, false],
    ]);
  });

  it('reorders by dragging a row onto another', async () => {
    answerUploads();
    const calls = recordCalls();
    const { user } = await addThreeImages();
    const data = new Map<string, string>();
    const dataTransfer = {
      get types() {
        return [...data.keys()];
      },
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      effectAllowed: 'none',
    };
    const item = (n: number) => row(n).closest('li') as HTMLElement;

    fireEvent.dragStart(item(3), { dataTransfer });
    fireEvent.dragOver(item(1), { dataTransfer });
    fireEvent.drop(item(1), { dataTransfer });

    await user.click(screen.getByRole('button', { name: 'Guardar bicicleta' }));
    await screen.findByText('¡Bicicleta creada!');
    expect(savedImages(calls).map(({ alt_text, orden }) => [alt_text, orden])).toEqual([
      ['C', 1],
      ['A', 2],
      ['B', 3],
    ]);
  });

  it('keeps one principal, lets it be unticked on add, and renumbers orden after a removal', async () => {
    answerUploads();
    const calls = recordCalls();
    const { user } = await addThreeImages();

    await user.click(within(row(3)).getByRole('checkbox', { name: 'Imagen principal' }));
    expect(within(row(1)).getByRole('checkbox', { name: 'Imagen principal' })).not.toBeChecked();
    await user.click(within(row(3)).getByRole('checkbox', { name: 'Imagen principal' }));
    expect(
      screen.getAllByRole('checkbox', { name: 'Imagen principal' }).filter((box) => box.matches(':checked')),
    ).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Quitar imagen 1' }));

    await user.click(screen.getByRole('button', { name: 'Guardar bicicleta' }));
    await screen.findByText('¡Bicicleta creada!');
    expect(savedImages(calls).map(({ alt_text, orden, es_principal }) => [alt_text, orden, es_principal])).toEqual([
      ['B', 1, false],
      ['C', 2, false],
    ]);
  });
});
