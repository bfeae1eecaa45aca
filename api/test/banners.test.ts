import type { HomeBanner } from '@shop/contract';
import { databaseTargets } from './support/databases';
import { ONE_DAY, useTestApp } from './support/test-app';

const PATH = '/api/home/secondary-heroes';
const BAD_LINK = { error: 'El enlace del botón debe ser una ruta relativa o una URL http(s).' };

function tile(slot: number, fields: Partial<HomeBanner> = {}): Partial<HomeBanner> & { slot: number } {
  return {
    slot,
    title_top: `Arriba ${slot}`,
    title_bottom: `Abajo ${slot}`,
    tagline_en: `Ride ${slot}`,
    tagline_sub: `Bajada ${slot}`,
    cta_text: 'Ver más',
    cta_url: '/bicicletas',
    image_url: null,
    ...fields,
  };
}

describe.each(databaseTargets)('portadas secundarias ($name)', (target) => {
  const t = useTestApp(target);
  beforeEach(() => t.reset());

  const tiles = async () => {
    const reply = await t.get(PATH);
    expect(reply.statusCode).toBe(200);
    return reply.json<HomeBanner[]>();
  };
  const save = (body: unknown) => t.put(PATH, body, t.adminToken);
  const saveAll = () => save({ tiles: [1, 2, 3].map((slot) => tile(slot)) });

  describe('GET', () => {
    it('sin portadas guardadas devuelve una lista vacía, sin token', async () => {
      expect(await tiles()).toEqual([]);
    });

    it('devuelve las tres portadas por slot con todos sus campos; sort_order vale el slot por defecto', async () => {
      expect((await saveAll()).statusCode).toBe(200);
      expect(await tiles()).toEqual([1, 2, 3].map((slot) => ({ ...tile(slot), sort_order: slot })));
    });
  });

  describe('PUT { tiles }', () => {
    it('guarda las tres juntas y contesta las tres', async () => {
      const reply = await saveAll();
      expect(reply.statusCode).toBe(200);
      expect(reply.json<HomeBanner[]>().map((saved) => saved.slot)).toEqual([1, 2, 3]);
    });

    it('guarda una sola sin tocar las otras dos', async () => {
      await saveAll();
      const reply = await save({
        tiles: [tile(2, { title_top: 'Nueva temporada', cta_url: 'https://example.com/promo' })],
      });
      expect(reply.statusCode).toBe(200);
      const after = await tiles();
      expect(reply.json()).toEqual(after);
      expect(after).toEqual([
        { ...tile(1), sort_order: 1 },
        { ...tile(2, { title_top: 'Nueva temporada', cta_url: 'https://example.com/promo' }), sort_order: 2 },
        { ...tile(3), sort_order: 3 },
      ]);
    });

    it('recorta los textos, guarda los vacíos como null y ordena por sort_order', async () => {
      await saveAll();
      await save({
        tiles: [
          tile(1, { title_top: '  Con espacios  ', tagline_en: '   ', cta_text: '' }),
          { ...tile(3), sort_order: -1 },
        ],
      });
      const after = await tiles();
      expect(after.map((saved) => saved.slot)).toEqual([3, 1, 2]);
      expect(after[1]).toMatchObject({ slot: 1, title_top: 'Con espacios', tagline_en: null, cta_text: null });
    });

    it.each([0, null])('sort_order %p vuelve al número de slot', async (sortOrder) => {
      await save({ tiles: [{ ...tile(2), sort_order: sortOrder }] });
      expect((await tiles())[0]).toMatchObject({ slot: 2, sort_order: 2 });
    });

    it.each(['/accesorios?categoria=cascos', '/bicicletas/12-montana', 'https://example.com/a', 'HTTP://EXAMPLE.COM'])(
      'acepta cta_url %s',
      async (url) => {
        expect((await save({ tiles: [tile(1, { cta_url: url })] })).statusCode).toBe(200);
        expect((await tiles())[0]?.cta_url).toBe(url);
      },
    );

    it.each([
      'javascript:alert(1)',
      '  JaVaScRiPt:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.example.com/robo',
      '/\\evil.example.com',
      '/\t/evil.example.com',
      '/\n/evil.example.com',
      'ftp://example.com/archivo',
      'https://',
      'bicicletas',
    ])('rechaza cta_url %p con 400 y no cambia nada', async (url) => {
      await saveAll();
      const before = await t.snapshot();
      const reply = await save({ tiles: [tile(1, { title_top: 'No se guarda' }), tile(2, { cta_url: url })] });
      expect({ status: reply.statusCode, body: reply.json<unknown>() }).toEqual({
        status: 400,
        body: { ...BAD_LINK, campo: 'tiles.1.cta_url' },
      });
      expect(await t.snapshot()).toBe(before);
    });

    it('rechaza una image_url que no es un archivo de la tienda', async () => {
      const reply = await save({ tiles: [tile(1, { image_url: 'javascript:alert(1)' })] });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({
        error: 'La imagen javascript:alert(1) no es un archivo de la tienda: subila desde el panel.',
        campo: 'tiles.0.image_url',
      });
    });

    it.each([
      ['sin tiles', {}, 'Falta el campo obligatorio: tiles', 'tiles'],
      ['tiles vacío', { tiles: [] }, 'Datos inválidos en el cuerpo (tiles).', 'tiles'],
      [
        'cuatro tiles',
        { tiles: [1, 2, 3, 1].map((slot) => tile(slot)) },
        'Datos inválidos en el cuerpo (tiles).',
        'tiles',
      ],
      ['slot 0', { tiles: [tile(0)] }, 'Datos inválidos en el cuerpo (tiles.0.slot).', 'tiles.0.slot'],
      ['slot 4', { tiles: [tile(4)] }, 'Datos inválidos en el cuerpo (tiles.0.slot).', 'tiles.0.slot'],
      ['un slot repetido', { tiles: [tile(1), tile(1)] }, 'Cada portada debe tener un slot distinto.', 'tiles.1.slot'],
      [
        'un campo desconocido',
        { tiles: [{ ...tile(1), color: 'rojo' }] },
        'Campo no permitido: color',
        'tiles.0.color',
      ],
      [
        'un título larguísimo',
        { tiles: [tile(1, { title_top: 'x'.repeat(121) })] },
        'Datos inválidos en el cuerpo (tiles.0.title_top).',
        'tiles.0.title_top',
      ],
    ])('con %s contesta 400 en español, con el campo', async (_case, body, error, campo) => {
      const reply = await save(body);
      expect({ status: reply.statusCode, body: reply.json<unknown>() }).toEqual({
        status: 400,
        body: { error, campo },
      });
    });

    it('cambiar la imagen de una portada borra el archivo anterior, pasado el período de gracia, si nada más lo usa', async () => {
      const [old, shared, other] = [await t.upload(), await t.upload(), await t.upload()];
      await save({
        tiles: [tile(1, { image_url: old }), tile(2, { image_url: shared }), tile(3, { image_url: shared })],
      });
      await save({ tiles: [tile(1, { image_url: shared }), tile(2, { image_url: other })] });
      expect(await t.hasFile(old)).toBe(true);
      expect(await t.sweep(ONE_DAY)).toEqual([]);
      expect(await t.sweep(0)).toEqual([old]);
      expect(await t.hasFile(shared)).toBe(true);
    });
  });
});
