import { http, HttpResponse } from 'msw';
import {
  BIKE_COLOUR_FIELDS,
  BIKE_SPEC_FIELDS,
  type Accesorio,
  type AuthAnswer,
  type BackupsAnswer,
  type Bicicleta,
  type BikeColourField,
  type BikeSpecField,
  type HomeBanner,
  type ProductEventsAnswer,
  type RevocationList,
  type ShippingZone,
  type ShippingZoneTable,
  type Usuario,
} from '@shop/contract';
import { apiUrl } from './api-url';
import { aPagedList } from './catalog-fixtures';

/** The shipping zones the default answers quote from: the demo's. */
export const TEST_SHIPPING_ZONES: ShippingZone[] = [
  { nombre: 'CABA', cp_desde: 1000, cp_hasta: 1499, costo: 4500, dias: 2 },
  { nombre: 'GBA', cp_desde: 1600, cp_hasta: 1999, costo: 6500, dias: 3 },
  { nombre: 'Interior del país', cp_desde: 2000, cp_hasta: 9999, costo: 9800, dias: 6 },
];

/** The user the default answers sign in: an admin. */
export const TEST_ADMIN: Usuario = { id: 1, nombre: 'Ana', email: 'ana@example.com', rol: 'admin' };

/** What an upload answers by default (`POST /api/upload`). */
export const UPLOADED = { url: '/uploads/nueva.webp', width: 800, height: 600, mime_type: 'image/webp' };

/** A bicycle record with every field, none of its specs or colours set. */
export function aBikeRecord(id: number, overrides: Partial<Bicicleta> = {}): Bicicleta {
  const unset = Object.fromEntries([...BIKE_SPEC_FIELDS, ...BIKE_COLOUR_FIELDS].map((field) => [field, null]));
  return {
    id,
    nombre: `Bicicleta ${id}`,
    detalle: null,
    categoria: 'mtb',
    marca: null,
    modelo: null,
    origen_pais: null,
    visible: true,
    destacado: false,
    precio: null,
    descuento_efectivo: null,
    precio_oferta: null,
    oferta_desde: null,
    oferta_hasta: null,
    ...(unset as Record<BikeColourField | BikeSpecField, null>),
    disponibilidad: [],
    ...overrides,
  };
}

/** An accessory record with every field, its numbers unset. */
export function anAccessoryRecord(id: number, overrides: Partial<Accesorio> = {}): Accesorio {
  return {
    id,
    nombre: `Accesorio ${id}`,
    detalle: null,
    categoria: 'otros',
    marca: null,
    modelo: null,
    origen_pais: null,
    visible: true,
    destacado: false,
    precio: null,
    descuento_efectivo: null,
    precio_oferta: null,
    oferta_desde: null,
    oferta_hasta: null,
    material: null,
    peso_g: null,
    dim_largo_mm: null,
    dim_ancho_mm: null,
    dim_alto_mm: null,
    disponibilidad: null,
    ...overrides,
  };
}

let nextImageId = 100;

/** One catalogue as a working API answers it: empty lists and numbers, records by id, writes that succeed. */
function catalogueHandlers(table: 'bicicletas' | 'accesorios', record: (id: number) => Bicicleta | Accesorio) {
  const base = `/api/${table}`;
  return [
    http.get(apiUrl(base), () => HttpResponse.json(aPagedList([]))),
    http.get(apiUrl(`${base}/resumen`), () =>
      HttpResponse.json({ total: 0, visibles: 0, ocultos: 0, destacados: 0, sin_imagen: 0, sin_precio: 0 }),
    ),
    http.get(apiUrl(`${base}/:id`), ({ params }) => HttpResponse.json(record(Number(params.id)))),
    http.get(apiUrl(`${base}/:id/imagenes`), () => HttpResponse.json([])),
    http.post(apiUrl(base), () => HttpResponse.json({ id: 41 }, { status: 201 })),
    http.put(apiUrl(`${base}/:id`), ({ params }) => HttpResponse.json({ id: Number(params.id) })),
    http.delete(apiUrl(`${base}/:id`), () => new HttpResponse(null, { status: 204 })),
    http.post(apiUrl(`${base}/:id/restaurar`), ({ params }) => HttpResponse.json(record(Number(params.id)))),
    http.post(apiUrl(`${base}/:id/imagenes`), async ({ request }) => {
      nextImageId += 1;
      const body = (await request.json()) as Record<string, unknown>;
      return HttpResponse.json({ ...body, id: nextImageId }, { status: 201 });
    }),
    http.put(apiUrl(`${base}/:id/imagenes/:imageId`), async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>;
      return HttpResponse.json({ ...body, id: Number(params.imageId) });
    }),
    http.delete(apiUrl(`${base}/:id/imagenes/:imageId`), () => new HttpResponse(null, { status: 204 })),
  ];
}

/** A product's daily counts with nothing counted, ending on 2026-11-30. */
export function noEventDays(days: number): ProductEventsAnswer {
  return {
    dias: Array.from({ length: days }, (_, day) => ({
      dia: new Date(Date.UTC(2026, 10, 30 - (days - 1 - day))).toISOString().slice(0, 10),
      vistas: 0,
      consultas: 0,
    })),
  };
}

/**
 * What the shared test server answers when a test says nothing else, one set per resource: the
 * catalogues, the home banners, uploads and the signed-in admin. A test that needs another answer
 * (an error, a given record) adds it with server.use(), which goes first until the test ends.
 */
export const defaultHandlers = [
  ...catalogueHandlers('bicicletas', aBikeRecord),
  ...catalogueHandlers('accesorios', anAccessoryRecord),
  http.get(apiUrl('/api/home/secondary-heroes'), () => HttpResponse.json([] satisfies HomeBanner[])),
  http.put(apiUrl('/api/home/secondary-heroes'), () => HttpResponse.json({ ok: true })),
  http.post(apiUrl('/api/upload'), () => HttpResponse.json(UPLOADED, { status: 201 })),
  http.get(apiUrl('/api/auth/me'), () => HttpResponse.json(TEST_ADMIN)),
  http.post(apiUrl('/api/eventos'), () => new HttpResponse(null, { status: 202 })),
  http.get(apiUrl('/api/eventos/mas-consultados'), ({ request }) =>
    HttpResponse.json({ dias: Number(new URL(request.url).searchParams.get('dias')), items: [] }),
  ),
  http.get(apiUrl('/api/eventos/:tipo/:id'), () => HttpResponse.json(noEventDays(30))),
  http.post(apiUrl('/api/auth/logout'), () => new HttpResponse(null, { status: 204 })),
  http.post(apiUrl('/api/auth/logout-all'), () => new HttpResponse(null, { status: 204 })),
  http.post(apiUrl('/api/auth/password'), () => new HttpResponse(null, { status: 204 })),
  http.get(apiUrl('/api/copias'), () => HttpResponse.json({ items: [] } satisfies BackupsAnswer)),
  http.get(apiUrl('/api/arrepentimientos'), () => HttpResponse.json({ items: [], total: 0 } satisfies RevocationList)),
  http.get(apiUrl('/api/envios/zonas'), () =>
    HttpResponse.json({ zonas: TEST_SHIPPING_ZONES } satisfies ShippingZoneTable),
  ),
  http.get(apiUrl('/api/vitals/resumen'), ({ request }) =>
    HttpResponse.json({ dias: Number(new URL(request.url).searchParams.get('dias')), rutas: [] }),
  ),
  http.post(apiUrl('/api/auth/login'), () =>
    HttpResponse.json({ token: 'token-admin', usuario: TEST_ADMIN } satisfies AuthAnswer),
  ),
];
