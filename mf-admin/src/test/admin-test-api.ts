import { http, HttpResponse, delay } from 'msw';
import { apiUrl, server, TEST_ADMIN, UPLOADED } from '@shop/shared/test';
import type { CatalogSummary } from '../common/admin-api/catalog-types';

export const ADMIN_SESSION = { session: { token: 't', user: TEST_ADMIN, expired: false } };

export interface RecordedCall {
  method: string;
  path: string;
  search: string;
  body: unknown;
  authorization: string | null;
}

/** Every request the screen makes, in order, with its JSON body. */
export function recordCalls(): RecordedCall[] {
  const calls: RecordedCall[] = [];
  server.events.removeAllListeners('request:start');
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const type = request.headers.get('content-type') ?? '';
    const record: RecordedCall = {
      method: request.method,
      path: url.pathname,
      search: url.search,
      body: null,
      authorization: request.headers.get('Authorization'),
    };
    calls.push(record);
    if (type.includes('application/json'))
      void request
        .clone()
        .json()
        .then((body: unknown) => {
          record.body = body;
        });
  });
  return calls;
}

/** Only the writes, as "METHOD /path". */
export function writes(calls: readonly RecordedCall[]): string[] {
  return calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`);
}

/** The upload answers after `wait` ms (to see the row while it uploads). */
export function uploadHandler(answer: unknown = UPLOADED, wait = 0, status = 201) {
  return http.post(apiUrl('/api/upload'), async () => {
    if (wait) await delay(wait);
    return HttpResponse.json(answer as Record<string, unknown>, { status });
  });
}

/** An upload that answers only when `finish()` is called (to act while an image is still uploading). */
export function heldUpload(answer: unknown = UPLOADED) {
  let finish: () => void = () => undefined;
  const uploaded = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const handler = http.post(apiUrl('/api/upload'), async () => {
    await uploaded;
    return HttpResponse.json(answer as Record<string, unknown>, { status: 201 });
  });
  return { handler, finish: () => finish() };
}

export function pngFile(name = 'foto.png'): File {
  return new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });
}

/** A catalogue's numbers as the panel asks for them (`GET /api/{table}/resumen`). */
export function summaryHandler(table: 'bicicletas' | 'accesorios', summary: Partial<CatalogSummary> = {}) {
  return http.get(apiUrl(`/api/${table}/resumen`), () =>
    HttpResponse.json({
      total: 0,
      visibles: 0,
      ocultos: 0,
      destacados: 0,
      sin_imagen: 0,
      sin_precio: 0,
      ...summary,
    } satisfies CatalogSummary),
  );
}
