import { ACCESSORIES, BIKES } from '../src/features/catalog/catalog-kinds';
import { unstoredImageReferences } from '../src/features/images/upload-references';
import { resetDemoData, seedIfEmpty } from '../src/seed/seed';
import { databaseTargets } from './support/databases';
import { useTestApp } from './support/test-app';

interface Item {
  id: number;
  nombre: string;
  categoria: string;
  precio?: number | null;
  descuento_efectivo?: number | null;
  precio_oferta?: number | null;
  imagen_principal: { url: string } | null;
}

interface Tile {
  slot: number;
  cta_url: string;
  image_url: string;
}

describe.each(databaseTargets)('catálogo de demostración ($name)', (target) => {
  const t = useTestApp(target);

  const items = async (kind: 'bicicletas' | 'accesorios') =>
    (await t.get(`/api/${kind}?limit=100`, t.adminToken)).json<{ items: Item[] }>().items;

  it('con la base vacía carga bicicletas de las cinco categorías, accesorios de todas y las tres portadas, con imágenes', async () => {
    expect(await seedIfEmpty(t.db, t.storage)).toBe(true);

    const bikes = await items('bicicletas');
    expect(new Set(bikes.map((bike) => bike.categoria))).toEqual(new Set(BIKES.categories));
    const accessories = await items('accesorios');
    expect(new Set(accessories.map((accessory) => accessory.categoria))).toEqual(new Set(ACCESSORIES.categories));

    const tiles = (await t.get('/api/home/secondary-heroes')).json<Tile[]>();
    expect(tiles.map((tile) => tile.slot)).toEqual([1, 2, 3]);
    const urls = [
      ...[...bikes, ...accessories].map((item) => item.imagen_principal?.url ?? `sin imagen: ${item.id}`),
      ...tiles.map((tile) => tile.image_url),
    ];
    for (const url of urls) expect({ url, stored: await t.hasFile(url) }).toEqual({ url, stored: true });
    expect(tiles.every((tile) => tile.cta_url.startsWith('/'))).toBe(true);
    // Every seeded address is one the writes accept as it is: the panel saves the banners and images it read.
    expect(await unstoredImageReferences(t.db, t.storage)).toEqual([]);
    expect((await t.put('/api/home/secondary-heroes', { tiles }, t.adminToken)).json()).toEqual(tiles);
    const [image] = (await t.get(`/api/bicicletas/${bikes[0]?.id}/imagenes`)).json<{ id: number; url: string }[]>();
    const edited = await t.put(
      `/api/bicicletas/${bikes[0]?.id}/imagenes/${image?.id}`,
      { url: image?.url, alt_text: 'Editada' },
      t.adminToken,
    );
    expect(edited.json()).toMatchObject({ url: image?.url, alt_text: 'Editada' });

    const mountainBike = bikes.find((bike) => bike.categoria === 'mtb') as Item;
    const sheet = (await t.get(`/api/bicicletas/${mountainBike.id}`)).json<Record<string, unknown>>();
    expect(sheet).toMatchObject({ color1: expect.stringMatching(/^#[0-9a-f]{6}$/), cuadro: expect.any(String) });
    expect(accessories.every((accessory) => typeof accessory.precio === 'number')).toBe(true);
    expect(bikes.every((bike) => Number.isInteger(bike.precio) && (bike.precio as number) > 0)).toBe(true);
    // Most take the site's cash price; some show a product's own.
    const ownCashDiscount = (item: Item) => item.descuento_efectivo !== null;
    expect(bikes.find(ownCashDiscount)).toMatchObject({ nombre: 'Sierra Pro 27.5', descuento_efectivo: 15 });
    expect(accessories.find(ownCashDiscount)).toMatchObject({ nombre: 'Casco ruta ventilado', descuento_efectivo: 5 });
    expect(bikes.filter((bike) => bike.precio_oferta !== null)).toEqual([
      expect.objectContaining({ nombre: 'Paseo Urbana 28', precio: 620000, precio_oferta: 527000, oferta_hasta: null }),
    ]);
  }, 60_000);

  it('no vuelve a cargar si ya hay datos, y el reinicio deja sólo la demostración sin tocar las cuentas', async () => {
    expect(await seedIfEmpty(t.db, t.storage)).toBe(false);
    const before = { bikes: (await items('bicicletas')).length, accessories: (await items('accesorios')).length };
    await t.create('bicicletas', { nombre: 'Agregada a mano', categoria: 'mtb' });
    const [removed] = await items('accesorios');
    await t.delete(`/api/accesorios/${removed?.id}`, t.adminToken);

    await resetDemoData(t.db, t.storage);
    const after = { bikes: await items('bicicletas'), accessories: (await items('accesorios')).length };
    expect({ bikes: after.bikes.length, accessories: after.accessories }).toEqual(before);
    expect(after.bikes.map((bike) => bike.nombre)).not.toContain('Agregada a mano');
    const authors = await t.db.query<{ author: string | null }>('select distinct author from change_history');
    expect(authors).toEqual([{ author: null }]);
    expect((await t.get('/api/auth/me', t.clienteToken)).statusCode).toBe(200);
  }, 60_000);
});
