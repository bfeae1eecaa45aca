import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { readImageReference } from '../src/features/images/image-reference';
import { createLocalStorage } from '../src/features/images/storage/local-storage';
import type { MediaStorage } from '../src/features/images/storage/media-storage';
import { createS3Storage } from '../src/features/images/storage/s3-storage';
import { databaseTargets } from './support/databases';
import { png } from './support/files';
import { type S3Server, startS3Server } from './support/s3-server';
import { expectImageRefused } from './support/image-writes';
import { ONE_DAY, useTestApp } from './support/test-app';

const NAME = '0123456789abcdef0123456789abcdef';

let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server();
}, 30_000);
afterAll(() => s3?.close());

interface Adapter {
  name: string;
  open(): Promise<{ storage: MediaStorage; dispose: () => Promise<void> }>;
}

const ADAPTERS: Adapter[] = [
  {
    name: 'carpeta local',
    async open() {
      const dir = await mkdtemp(path.join(tmpdir(), 'api-storage-'));
      return { storage: createLocalStorage(dir), dispose: () => rm(dir, { recursive: true, force: true }) };
    },
  },
  {
    name: 'bucket S3',
    async open() {
      const storage = s3.storage(`contrato-${Date.now()}`);
      return { storage, dispose: async () => storage.close() };
    },
  },
];

describe.each(ADAPTERS)('almacenamiento de imágenes ($name)', (adapter) => {
  let storage: MediaStorage;
  let dispose: () => Promise<void>;
  beforeAll(async () => ({ storage, dispose } = await adapter.open()));
  afterAll(() => dispose());

  it('guarda, lista con su fecha, reconoce sus direcciones y borra (lo ya borrado no es un error)', async () => {
    const before = Date.now() - 60_000;
    await storage.put(`${NAME}.webp`, Buffer.from('principal'));
    await storage.put(`${NAME}-320w.webp`, Buffer.from('angosta'));
    await storage.checkWritable();

    const listed = await storage.list();
    expect(listed.map(({ file }) => file).sort()).toEqual([`${NAME}-320w.webp`, `${NAME}.webp`]);
    expect(listed.every(({ modifiedAt }) => modifiedAt.getTime() > before)).toBe(true);

    const url = storage.urlOf(`${NAME}.webp`);
    expect(readImageReference(url, storage)).toEqual({ url, name: NAME });
    expect(readImageReference(`/uploads/${NAME}.webp`, storage)).toEqual({ url, name: NAME });
    expect(readImageReference(`${url}/../../secreto`, storage)).toBe('not-canonical');
    expect(
      [storage.urlOf('no-existe.webp'), `/uploads/${NAME}-320w.webp`, 'https://otro.example/a.webp'].map((address) =>
        readImageReference(address, storage),
      ),
    ).toEqual(['not-ours', 'not-ours', 'not-ours']);

    await storage.delete([`${NAME}.webp`, `${NAME}-320w.webp`, `${NAME}-640w.webp`]);
    expect(await storage.list()).toEqual([]);
  });
});

it('con PUBLIC_MEDIA_URL entrega la dirección de la CDN y reconoce las dos', () => {
  const storage = createS3Storage({
    bucket: 'tienda',
    prefix: 'medios',
    region: 'sa-east-1',
    endpoint: null,
    publicBaseUrl: 'https://cdn.example.com/medios/',
  });
  expect(storage.urlOf(`${NAME}.webp`)).toBe(`https://cdn.example.com/medios/${NAME}.webp`);
  // Each address of a stored file (the bucket's own, handed out before the CDN, and /uploads/) is read as that file,
  // at the address handed out today; a host's case and a default port are only spelling.
  const canonical = { url: `https://cdn.example.com/medios/${NAME}.webp`, name: NAME };
  for (const own of [
    `https://tienda.s3.sa-east-1.amazonaws.com/medios/${NAME}.webp`,
    `/uploads/${NAME}.webp`,
    `https://CDN.example.com:443/medios/${NAME}.webp`,
  ])
    expect({ own, reading: readImageReference(own, storage) }).toEqual({ own, reading: canonical });
  for (const foreign of [
    'https://otro.example/foto.webp',
    `https://cdn.example.com/otra/${NAME}.webp`,
    `http://cdn.example.com/medios/${NAME}.webp`,
    `https://cdn.example.com.evil.example/medios/${NAME}.webp`,
  ])
    expect({ foreign, reading: readImageReference(foreign, storage) }).toEqual({ foreign, reading: 'not-ours' });
  for (const respelled of [
    `https://cdn.example.com/medios/./${NAME}.webp`,
    `https://cdn.example.com/medios%2f${NAME}.webp`,
    `https://cdn.example.com@evil.example/medios/${NAME}.webp`,
    `https://cdn.example.com/medios/${NAME}.webp?v=2`,
  ])
    expect({ respelled, reading: readImageReference(respelled, storage) }).toEqual({
      respelled,
      reading: 'not-canonical',
    });
  const onAws = createS3Storage({
    bucket: 'tienda',
    prefix: '',
    region: 'sa-east-1',
    endpoint: null,
    publicBaseUrl: null,
  });
  expect(onAws.urlOf(`${NAME}.webp`)).toBe(`https://tienda.s3.sa-east-1.amazonaws.com/${NAME}.webp`);
  storage.close();
  onAws.close();
});

describe.each(databaseTargets)('la API con las imágenes en un bucket S3 ($name)', (target) => {
  const t = useTestApp(target, { storage: () => s3.storage(`api-${target.name.toLowerCase()}`) });
  beforeEach(() => t.reset());

  /** An image of a new bicycle whose upload is `uploadedAgoMs` old: its mark in the sweep list says so. */
  async function bikeImage(uploadedAgoMs: number) {
    const id = await t.create('bicicletas', { nombre: 'Con foto', categoria: 'mtb' });
    const url = await t.upload();
    await t.db.query(`update upload_sweep set since = now() - $1::float8 * interval '1 millisecond' where url = $2`, [
      uploadedAgoMs,
      url,
    ]);
    const image = (await t.post(`/api/bicicletas/${id}/imagenes`, { url }, t.adminToken)).json<{ id: number }>();
    return {
      url,
      replace: (next: string) => t.put(`/api/bicicletas/${id}/imagenes/${image.id}`, { url: next }, t.adminToken),
    };
  }

  it('sube al bucket la imagen y sus anchos, que el navegador baja de ahí; /uploads/ redirige', async () => {
    const url = await t.upload(
      await sharp({ create: { width: 700, height: 350, channels: 3, background: '#111' } })
        .png()
        .toBuffer(),
    );
    expect(url).toMatch(
      new RegExp(`^${s3.endpoint}/tienda-medios/api-${target.name.toLowerCase()}/[0-9a-f]{32}\\.webp$`),
    );
    const file = t.fileOf(url);
    const name = file.replace('.webp', '');
    expect(await t.files()).toEqual([`${name}-320w.webp`, `${name}-640w.webp`, `${name}-share.jpg`, file]);
    const share = await fetch(url.replace('.webp', '-share.jpg'));
    expect(share.headers.get('content-type')).toBe('image/jpeg');
    const lazily = await t.get(`/api/compartir/${name}.jpg`);
    expect({ status: lazily.statusCode, type: lazily.headers['content-type'] }).toEqual({
      status: 200,
      type: 'image/jpeg',
    });

    const fetched = await fetch(url);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('image/webp');
    expect(fetched.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await sharp(Buffer.from(await fetched.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 700,
    });

    const old = await t.get(`/uploads/${name}-640w.webp`);
    expect({ status: old.statusCode, location: old.headers.location }).toEqual({
      status: 301,
      location: url.replace('.webp', '-640w.webp'),
    });
    expect((await t.get('/uploads/..%2f..%2fpackage.json')).statusCode).toBe(404);
  });

  it('reemplazar una imagen libera del bucket sus archivos tras la gracia; borrar el producto los guarda para deshacer', async () => {
    const id = await t.create('bicicletas', { nombre: 'Con foto', categoria: 'mtb' });
    const first = await t.upload(await png(400, 300));
    const image = (await t.post(`/api/bicicletas/${id}/imagenes`, { url: first }, t.adminToken)).json<{ id: number }>();
    const second = await t.upload();
    await t.put(`/api/bicicletas/${id}/imagenes/${image.id}`, { url: second }, t.adminToken);
    expect(await t.files()).toContain(t.fileOf(first));
    await t.sweep(0);
    const kept = [t.fileOf(second).replace('.webp', '-share.jpg'), t.fileOf(second)].sort();
    expect((await t.files()).sort()).toEqual(kept);

    await t.delete(`/api/bicicletas/${id}`, t.adminToken);
    await t.sweep(0);
    expect((await t.files()).sort()).toEqual(kept);
  });

  it.each([
    [`${'a'.repeat(32)}.webp`, (url: string) => `La imagen ${url} no está guardada: subila de nuevo.`],
    ['no-existe.webp', (url: string) => `La imagen ${url} no es un archivo de la tienda: subila desde el panel.`],
    [
      '../../package.json',
      (url: string) => `La dirección de la imagen ${url} no es válida: usá la que devolvió la subida, sin cambios.`,
    ],
  ])(
    'una dirección del bucket que no está guardada (%s) se rechaza con 400 en portadas e imágenes',
    async (file, error) => {
      const url = t.storage.urlOf(file);
      await expectImageRefused(t, url, error(url));
    },
  );

  it('una imagen subida hace más de un día y reemplazada ahora se guarda un día más, para deshacer', async () => {
    const image = await bikeImage(ONE_DAY + 60 * 60 * 1000);
    expect((await image.replace(await t.upload())).statusCode).toBe(200);
    expect(await t.sweep(ONE_DAY)).toEqual([]);
    expect(await t.hasFile(image.url)).toBe(true);
    expect((await image.replace(image.url)).statusCode).toBe(200);
  });

  it('después de que la limpieza olvidó la subida, soltar la imagen igual se anota y se borra', async () => {
    const image = await bikeImage(0);
    expect(await t.sweep(0)).toEqual([]);
    expect(await t.hasFile(image.url)).toBe(true);
    const next = await t.upload();
    expect((await image.replace(next)).statusCode).toBe(200);
    expect(await t.sweep(0)).toEqual([image.url]);
    expect(await t.hasFile(image.url)).toBe(false);
    expect(await t.hasFile(next)).toBe(true);
  });

  it('está lista: base, migraciones y bucket', async () => {
    expect((await t.get('/api/ready')).json()).toEqual({ ok: true });
  });
});
