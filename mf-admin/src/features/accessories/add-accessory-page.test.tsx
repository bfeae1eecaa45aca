import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ACCESSORY_CATEGORIES, CATALOG_TEXT_LIMITS } from '@shop/contract';
import { apiUrl, renderWithProviders, server } from '@shop/shared/test';
import { ADMIN_SESSION, pngFile, recordCalls, uploadHandler, writes } from '../../test/admin-test-api';
import { AddAccessoryPage } from './add-accessory-page';

function renderAdd(route = '/admin/accesorios/nuevo?categoria=CASCOS') {
  return renderWithProviders(<AddAccessoryPage />, {
    route,
    path: '/admin/accesorios/nuevo',
    routes: [{ path: '/admin', element: <h1>Panel</h1> }],
    preloadedState: ADMIN_SESSION,
  });
}

const nombre = () => screen.getByRole('textbox', { name: /Nombre/ });
const save = () => screen.getByRole('button', { name: 'Guardar accesorio' });
const row = (n: number) => screen.getByRole('group', { name: new RegExp(`^Imagen ${n}\\b`) });

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('AddAccessoryPage', () => {
  it.each([
    ['CASCOS', 'CASCOS'],
    ['seguridad', 'CADENA / LINGA / CANDADO'],
    ['bocinas', 'LUCES'],
  ])('presets the category %p as %p', (query, shown) => {
    renderAdd(`/admin/accesorios/nuevo?categoria=${encodeURIComponent(query)}`);
    expect(screen.getByRole('combobox', { name: /Categoría/ })).toHaveValue(shown);
  });

  it("offers the contract's categories, in its order", () => {
    renderAdd();
    const options = within(screen.getByRole('combobox', { name: /Categoría/ })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Elegí una categoría',
      ...ACCESSORY_CATEGORIES.map((category) => category.name),
    ]);
  });

  it('validates in order: name, category, then numbers', async () => {
    const { user } = renderAdd();
    await user.selectOptions(screen.getByRole('combobox', { name: /Categoría/ }), '');
    await user.type(screen.getByRole('textbox', { name: 'Peso (g)' }), 'pesado');

    await user.click(save());
    expect(nombre()).toHaveAccessibleDescription('El nombre es obligatorio.');
    expect(screen.queryByText('La categoría es obligatoria.')).not.toBeInTheDocument();

    await user.type(nombre(), 'Casco urbano');
    await user.click(save());
    expect(screen.getByRole('combobox', { name: /Categoría/ })).toHaveAccessibleDescription(
      'La categoría es obligatoria.',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: /Categoría/ }), 'CASCOS');
    await user.click(save());
    expect(screen.getByRole('textbox', { name: 'Peso (g)' })).toHaveAccessibleDescription(
      'Ingresá un número mayor o igual a 0.',
    );
  });

  it("stops a measure and a price at the API's highest values", async () => {
    const { user } = renderAdd();
    await user.type(nombre(), 'Casco urbano');
    await user.type(screen.getByRole('textbox', { name: 'Largo (mm)' }), '100000001');
    await user.type(screen.getByRole('textbox', { name: 'Precio ($)' }), '100.000.001');

    await user.click(save());

    expect(screen.getByRole('textbox', { name: 'Precio ($)' })).toHaveAccessibleDescription(
      'El precio no puede superar $ 100.000.000.',
    );
    expect(screen.getByRole('textbox', { name: 'Largo (mm)' })).toHaveAccessibleDescription(
      'Ingresá un número de hasta 100.000.000.',
    );
  });

  it("limits each text to the API's length", () => {
    renderAdd();
    expect(nombre()).toHaveAttribute('maxLength', String(CATALOG_TEXT_LIMITS.nombre));
    expect(screen.getByRole('textbox', { name: 'Material' })).toHaveAttribute(
      'maxLength',
      String(CATALOG_TEXT_LIMITS.material),
    );
  });

  it('marks the name and the first file as required', async () => {
    renderAdd();

    expect(nombre()).toBeRequired();
    expect(within(row(1)).getByLabelText('Elegir archivo')).toHaveAttribute('aria-required', 'true');
  });

  it('takes the price in whole pesos, as bicycles do: cents are refused beside the field', async () => {
    const calls = recordCalls();
    const { user } = renderAdd();
    await user.type(nombre(), 'Casco urbano');
    const price = screen.getByRole('textbox', { name: 'Precio ($)' });
    await user.type(price, '1500,50');
    await user.click(save());

    expect(price).toHaveAccessibleDescription('Ingresá el precio en pesos, sin centavos (o dejalo vacío).');
    expect(writes(calls)).toEqual([]);
  });

  it('reads the price and the measures as es-AR writes them: 9.800 is nine thousand eight hundred', async () => {
    const calls = recordCalls();
    const { user } = renderAdd();
    await user.type(nombre(), 'Casco urbano');
    await user.type(screen.getByRole('textbox', { name: 'Precio ($)' }), '$ 9.800');
    await user.type(screen.getByRole('textbox', { name: 'Peso (g)' }), '1.250,5');
    await user.type(screen.getByRole('textbox', { name: 'Largo (mm)' }), '12,5');
    await user.upload(within(row(1)).getByLabelText('Elegir archivo'), pngFile());
    await screen.findByText('Imagen subida ✔');
    await user.click(save());

    expect(await screen.findByRole('status')).toHaveTextContent('Accesorio creado');
    expect(calls.find((call) => call.path === '/api/accesorios')?.body).toMatchObject({
      precio: 9800,
      peso_g: 1250.5,
      dim_largo_mm: 12.5,
    });
  });

  it('refuses a number that could mean two amounts, beside its field, and saves nothing', async () => {
    const calls = recordCalls();
    const { user } = renderAdd();
    await user.type(nombre(), 'Casco urbano');
    const price = screen.getByRole('textbox', { name: 'Precio ($)' });
    await user.type(price, '9.80');
    await user.click(save());

    expect(price).toHaveAccessibleDescription(
      'No se entiende el número «9.80». Usá punto para los miles y coma para los decimales (por ejemplo, 9.800 o 12,5).',
    );
    expect(writes(calls)).toEqual([]);
  });

  it('creates the accessory with its numbers, lower-case category and nulls, then its image', async () => {
    const calls = recordCalls();
    const { user } = renderAdd();
    await user.type(nombre(), 'Casco urbano');
    await user.type(screen.getByRole('textbox', { name: 'Material' }), '  EPS ');
    await user.type(screen.getByRole('textbox', { name: 'Precio ($)' }), '$ 45.999');
    await user.type(screen.getByRole('textbox', { name: 'Peso (g)' }), '320');
    await user.upload(within(row(1)).getByLabelText('Elegir archivo'), pngFile());
    await screen.findByText('Imagen subida ✔');

    await user.click(save());

    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('Accesorio creado');
    expect(banner).toHaveTextContent('ID: 41');
    expect(within(banner).getByRole('link', { name: 'Ver ficha pública' })).toHaveAttribute(
      'href',
      '/accesorio/41-casco-urbano',
    );
    expect(writes(calls)).toEqual(['POST /api/upload', 'POST /api/accesorios', 'POST /api/accesorios/41/imagenes']);
    expect(calls.find((call) => call.path === '/api/accesorios')?.body).toEqual({
      nombre: 'Casco urbano',
      detalle: null,
      categoria: 'cascos',
      marca: null,
      modelo: null,
      origen_pais: null,
      visible: true,
      destacado: false,
      descuento_efectivo: null,
      precio_oferta: null,
      oferta_desde: null,
      oferta_hasta: null,
      material: 'EPS',
      precio: 45999,
      peso_g: 320,
      dim_largo_mm: null,
      dim_ancho_mm: null,
      dim_alto_mm: null,
      disponibilidad: null,
    });
  });

  it('skips image rows without a file', async () => {
    const calls = recordCalls();
    const { user } = renderAdd();
    await user.type(nombre(), 'Casco urbano');

    await user.click(save());

    await screen.findByText('Accesorio creado');
    expect(writes(calls)).toEqual(['POST /api/accesorios']);
  });

  it("'Cargar otro' resets the form to how it opened", async () => {
    const { user } = renderAdd();
    await user.type(nombre(), 'Casco urbano');
    await user.selectOptions(screen.getByRole('combobox', { name: /Categoría/ }), 'LUCES');
    await user.type(screen.getByRole('textbox', { name: 'Marca' }), 'Giro');
    await user.click(save());

    await user.click(await screen.findByRole('button', { name: 'Cargar otro' }));

    expect(nombre()).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Marca' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /Categoría/ })).toHaveValue('CASCOS');
  });

  it('reports a failed creation', async () => {
    server.use(
      http.post(apiUrl('/api/accesorios'), () => HttpResponse.json({ error: 'Sin permiso' }, { status: 400 })),
    );
    const { user } = renderAdd();
    await user.type(nombre(), 'Casco urbano');

    await user.click(save());

    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo crear el accesorio: Sin permiso');
  });
});

describe('image rows on add', () => {
  it('show the remove control only with more than one row', async () => {
    const { user } = renderAdd();
    expect(screen.queryByRole('button', { name: /Quitar imagen/ })).not.toBeInTheDocument();

    await user.upload(screen.getByLabelText('Elegir imágenes'), [pngFile('a.png'), pngFile('b.png')]);

    expect(screen.getByRole('button', { name: 'Quitar imagen 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quitar imagen 2' }));
    expect(screen.queryByRole('button', { name: /Quitar imagen/ })).not.toBeInTheDocument();
  });

  it('show a progress bar while uploading, then the uploaded note and the measured size', async () => {
    const calls = recordCalls();
    Object.defineProperty(globalThis, 'createImageBitmap', {
      configurable: true,
      value: async () => ({ width: 1200, height: 900, close: () => undefined }),
    });
    server.use(uploadHandler({ url: '/uploads/x.png' }, 150));
    const { user } = renderAdd();

    await user.upload(screen.getByLabelText('Elegir imágenes'), pngFile('rueda.png'));

    expect(within(row(1)).getByText('Subiendo rueda.png…')).toBeInTheDocument();
    expect(within(row(1)).getByRole('progressbar', { name: /Subiendo rueda.png/ })).toBeInTheDocument();
    expect(await within(row(1)).findByText('Imagen subida ✔')).toBeInTheDocument();
    await user.type(nombre(), 'Inflador');
    await user.click(save());
    await screen.findByText('Accesorio creado');
    expect(calls.find((call) => call.path.endsWith('/imagenes'))?.body).toMatchObject({
      url: '/uploads/x.png',
      width: 1200,
      height: 900,
      mime_type: 'image/png',
    });
    expect(calls.find((call) => call.path === '/api/upload')?.authorization).toBe('Bearer t');
    Reflect.deleteProperty(globalThis, 'createImageBitmap');
  });

  it('show the server error on the row', async () => {
    server.use(uploadHandler({ error: 'La imagen supera el tamaño máximo de 8 MB.' }, 0, 413));
    const { user } = renderAdd();

    await user.upload(screen.getByLabelText('Elegir imágenes'), pngFile());

    expect(await within(row(1)).findByRole('alert')).toHaveTextContent(
      'No se pudo subir la imagen: La imagen supera el tamaño máximo de 8 MB.',
    );
  });

  it('refuse an answer without a URL', async () => {
    server.use(uploadHandler({ ok: true }));
    const { user } = renderAdd();

    await user.upload(screen.getByLabelText('Elegir imágenes'), pngFile());

    expect(await within(row(1)).findByRole('alert')).toHaveTextContent('El servidor no devolvió la URL de la imagen');
  });

  it('accept images only', async () => {
    renderAdd();
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(screen.getByLabelText('Elegir imágenes'), new File(['hola'], 'nota.txt', { type: 'text/plain' }));

    expect(screen.getByLabelText('Elegir imágenes')).toHaveAttribute('accept', 'image/*');
    expect(await within(row(1)).findByRole('alert')).toHaveTextContent('El archivo no es una imagen.');
  });

  it('end the session when the upload is refused', async () => {
    server.use(uploadHandler({ error: 'Token vencido' }, 0, 401));
    const { user, store } = renderAdd();

    await user.upload(screen.getByLabelText('Elegir imágenes'), pngFile());

    await waitFor(() => expect(store.getState().session.token).toBeNull());
  });
});
