import type { TestApp } from './test-app';

/** The refusal of an image address that is one of the storage's but names no stored file. */
export const notStored = (url: string) => `La imagen ${url} no está guardada: subila de nuevo.`;

/**
 * Every write that takes an image URL, with `url`: a banner, and an image added to and replacing one of a bicycle and
 * of an accessory. Checks that all five are refused with 400 and `error` (by default, that the file is not stored),
 * and change nothing.
 */
export async function expectImageRefused(t: TestApp, url: string, error = notStored(url)): Promise<void> {
  const bike = await t.create('bicicletas', { nombre: 'Con foto', categoria: 'mtb' });
  const accessory = await t.create('accesorios', { nombre: 'Farol con foto', categoria: 'luces' });
  const imageOf = async (kind: string, id: number) =>
    (await t.post(`/api/${kind}/${id}/imagenes`, { url: await t.upload() }, t.adminToken)).json<{ id: number }>().id;
  const images = { bicicletas: await imageOf('bicicletas', bike), accesorios: await imageOf('accesorios', accessory) };
  const before = await t.snapshot();
  const writes = [
    await t.put(
      '/api/home/secondary-heroes',
      { tiles: [{ slot: 1, title_top: 'Portada', image_url: url }] },
      t.adminToken,
    ),
  ];
  for (const [kind, id] of [
    ['bicicletas', bike],
    ['accesorios', accessory],
  ] as const) {
    writes.push(await t.post(`/api/${kind}/${id}/imagenes`, { url }, t.adminToken));
    writes.push(await t.put(`/api/${kind}/${id}/imagenes/${images[kind]}`, { url }, t.adminToken));
  }
  expect(await t.snapshot()).toBe(before);
  // The banner names its image in tiles.0.image_url, an image row in url.
  const fields = ['tiles.0.image_url', 'url', 'url', 'url', 'url'];
  for (const [index, reply] of writes.entries())
    expect({ status: reply.statusCode, body: reply.json<unknown>() }).toEqual({
      status: 400,
      body: { error, campo: fields[index] },
    });
  expect(writes).toHaveLength(5);
}
