import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { aBikeRecord, apiUrl, renderWithProviders, server, UPLOADED } from '@shop/shared/test';
import { ADMIN_SESSION, heldUpload, pngFile, recordCalls, writes } from '../../test/admin-test-api';
import { AddBikePage } from './add-bike-page';

function renderAddBike(route = '/admin/bicicletas/nueva?categoria=BMX') {
  return renderWithProviders(<AddBikePage />, {
    route,
    path: '/admin/bicicletas/nueva',
    preloadedState: ADMIN_SESSION,
  });
}

const save = () => screen.getByRole('button', { name: 'Guardar bicicleta' });

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('AddBikePage', () => {
  it('presets the category from the query, else MTB', () => {
    renderAddBike();
    expect(screen.getByRole('combobox', { name: /Categoría/ })).toHaveValue('BMX');
  });

  it('falls back to MTB for an unknown category', () => {
    renderAddBike('/admin/bicicletas/nueva?categoria=tandem');
    expect(screen.getByRole('combobox', { name: /Categoría/ })).toHaveValue('MTB');
  });

  it('asks for the name first, tied to the field', async () => {
    const calls = recordCalls();
    const { user } = renderAddBike();
    await user.type(screen.getByRole('textbox', { name: /Nombre/ }), '   ');

    await user.click(save());

    const nombre = screen.getByRole('textbox', { name: /Nombre/ });
    expect(nombre).toHaveAccessibleDescription('El nombre es obligatorio.');
    expect(nombre).toHaveAttribute('aria-invalid', 'true');
    expect(nombre).toHaveFocus();
    expect(writes(calls)).toEqual([]);
  });

  it('then asks for the category', async () => {
    const { user } = renderAddBike();
    await user.type(screen.getByRole('textbox', { name: /Nombre/ }), 'Rodado 29');
    await user.selectOptions(screen.getByRole('combobox', { name: /Categoría/ }), '');

    await user.click(save());

    expect(screen.getByRole('combobox', { name: /Categoría/ })).toHaveAccessibleDescription(
      'La categoría es obligatoria.',
    );
  });

  it('does not save while an image is still uploading, and drops the warning once it is up', async () => {
    const upload = heldUpload();
    server.use(upload.handler);
    const { user } = renderAddBike();
    await user.type(screen.getByRole('textbox', { name: /Nombre/ }), 'Rodado 29');
    await user.upload(screen.getByLabelText('Elegir imágenes'), pngFile());

    await user.click(save());

    expect(screen.getByRole('alert')).toHaveTextContent('Esperá a que terminen de subirse las imágenes.');
    upload.finish();
    expect(await screen.findByText('Imagen subida ✔')).toBeInTheDocument();
    expect(screen.queryByText('Esperá a que terminen de subirse las imágenes.')).not.toBeInTheDocument();
  });

  it('creates the bicycle, then its images in order, and shows the public link', async () => {
    const calls = recordCalls();
    const { user } = renderAddBike();
    await user.type(screen.getByRole('textbox', { name: /Nombre/ }), '  Bici Ñandú 29 ');
    await user.type(screen.getByRole('textbox', { name: 'Marca' }), 'Venzo');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Color 1' }), 'Rojo');
    await user.upload(screen.getByLabelText('Elegir imágenes'), [pngFile('a.png'), pngFile('b.png')]);
    await waitFor(() => expect(screen.getAllByText('Imagen subida ✔')).toHaveLength(2));
    await user.type(within(screen.getByRole('group', { name: /Imagen 2/ })).getByRole('textbox'), 'De perfil');

    await user.click(save());

    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('¡Bicicleta creada!');
    expect(banner).toHaveTextContent('ID: 41');
    expect(within(banner).getByRole('link', { name: 'Ver ficha pública' })).toHaveAttribute(
      'href',
      '/bici/41-bici-nandu-29',
    );
    expect(within(banner).getByRole('link', { name: 'Ver ficha pública' })).toHaveAttribute('target', '_blank');
    expect(window.scrollTo).toHaveBeenCalled();
    expect(writes(calls)).toEqual([
      'POST /api/upload',
      'POST /api/upload',
      'POST /api/bicicletas',
      'POST /api/bicicletas/41/imagenes',
      'POST /api/bicicletas/41/imagenes',
    ]);
    const [create, first, second] = calls.filter((call) => call.path.startsWith('/api/bicicletas'));
    expect(create?.authorization).toBe('Bearer t');
    expect(create?.body).toMatchObject({
      nombre: 'Bici Ñandú 29',
      categoria: 'bmx',
      marca: 'Venzo',
      modelo: null,
      detalle: null,
      color1: '#ef4444',
      color2: null,
      cuadro: null,
      visible: true,
      destacado: false,
    });
    expect(first?.body).toEqual({ ...UPLOADED, alt_text: null, orden: 1, es_principal: true, color: null });
    expect(second?.body).toEqual({ ...UPLOADED, alt_text: 'De perfil', orden: 2, es_principal: false, color: null });
  });

  it("shows 'Guardando…' while saving", async () => {
    let answer = () => undefined as void;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.post(apiUrl('/api/bicicletas'), async () => {
        await answered;
        return HttpResponse.json(aBikeRecord(7, { nombre: 'Rodado 29' }), { status: 201 });
      }),
    );
    const { user } = renderAddBike();
    await user.type(screen.getByRole('textbox', { name: /Nombre/ }), 'Rodado 29');

    await user.click(save());

    expect(screen.getByRole('button', { name: 'Guardando…' })).toBeDisabled();
    answer();
    expect(await screen.findByText('ID: 7')).toBeInTheDocument();
  });

  it('stops at the first failing image, with its message, and retries without creating again', async () => {
    const calls = recordCalls();
    server.use(
      http.post(
        apiUrl('/api/bicicletas/:id/imagenes'),
        () => HttpResponse.json({ error: 'URL inválida' }, { status: 400 }),
        { once: true },
      ),
    );
    const { user } = renderAddBike();
    await user.type(screen.getByRole('textbox', { name: /Nombre/ }), 'Rodado 29');
    await user.upload(screen.getByLabelText('Elegir imágenes'), [pngFile('a.png'), pngFile('b.png')]);
    await waitFor(() => expect(screen.getAllByText('Imagen subida ✔')).toHaveLength(2));

    await user.click(save());

    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo guardar una imagen: URL inválida');
    expect(writes(calls).slice(2)).toEqual(['POST /api/bicicletas', 'POST /api/bicicletas/41/imagenes']);

    await user.click(save());

    expect(await screen.findByText('¡Bicicleta creada!')).toBeInTheDocument();
    expect(writes(calls).slice(4)).toEqual([
      'PUT /api/bicicletas/41',
      'POST /api/bicicletas/41/imagenes',
      'POST /api/bicicletas/41/imagenes',
    ]);
  });

  it('shows why the bicycle could not be created', async () => {
    server.use(
      http.post(apiUrl('/api/bicicletas'), () => new HttpResponse('caído', { status: 502, statusText: 'Bad Gateway' })),
    );
    const { user } = renderAddBike();
    await user.type(screen.getByRole('textbox', { name: /Nombre/ }), 'Rodado 29');

    await user.click(save());

    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo crear la bicicleta: HTTP 502 Bad Gateway');
  });

  it("'Cargar otra' clears the form but keeps category, brand, origin, visible and destacado", async () => {
    const { user } = renderAddBike();
    await user.type(screen.getByRole('textbox', { name: /Nombre/ }), 'Rodado 29');
    await user.type(screen.getByRole('textbox', { name: 'Marca' }), 'Venzo');
    await user.type(screen.getByRole('textbox', { name: 'Modelo' }), 'Raptor');
    await user.type(screen.getByRole('textbox', { name: 'País de origen' }), 'Argentina');
    await user.click(screen.getByRole('checkbox', { name: 'Destacado' }));
    await user.click(screen.getByRole('checkbox', { name: 'Visible en el sitio' }));
    await user.click(save());

    await user.click(await screen.findByRole('button', { name: 'Cargar otra' }));

    expect(screen.queryByText('¡Bicicleta creada!')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Nombre/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Modelo' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Marca' })).toHaveValue('Venzo');
    expect(screen.getByRole('textbox', { name: 'País de origen' })).toHaveValue('Argentina');
    expect(screen.getByRole('combobox', { name: /Categoría/ })).toHaveValue('BMX');
    expect(screen.getByRole('checkbox', { name: 'Destacado' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Visible en el sitio' })).not.toBeChecked();
  });
});

describe('colour slots', () => {
  it('start with one, add up to four, and remove the last one clearing it', async () => {
    const calls = recordCalls();
    const { user } = renderAddBike();
    expect(screen.getAllByRole('combobox', { name: /^Color/ })).toHaveLength(1);

    for (let i = 0; i < 3; i += 1) await user.click(screen.getByRole('button', { name: '+ Agregar color' }));
    expect(screen.getAllByRole('combobox', { name: /^Color/ })).toHaveLength(4);
    expect(screen.queryByRole('button', { name: '+ Agregar color' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Color 4' }), 'Violeta');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Color 2' }), 'Marrón');

    await user.click(screen.getByRole('button', { name: 'Quitar último' }));
    expect(screen.queryByRole('combobox', { name: 'Color 4' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '+ Agregar color' }));
    expect(screen.getByRole('combobox', { name: 'Color 4' })).toHaveValue('');

    await user.type(screen.getByRole('textbox', { name: /Nombre/ }), 'Rodado 29');
    await user.click(save());
    await screen.findByText('¡Bicicleta creada!');
    expect(calls.find((call) => call.path === '/api/bicicletas')?.body).toMatchObject({
      color1: null,
      color2: '#593c2a',
      color3: null,
      color4: null,
    });
  });

  it('offers every colour of the palette', () => {
    renderAddBike();
    const options = within(screen.getByRole('combobox', { name: 'Color 1' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Sin color',
      'Negro',
      'Blanco',
      'Gris',
      'Plata',
      'Rojo',
      'Azul',
      'Celeste',
      'Verde',
      'Amarillo',
      'Naranja',
      'Rosa',
      'Violeta',
      'Marrón',
    ]);
  });
});
