import { ROUTES_PER_DAY, VITALS_KEPT_DAYS, purgeOldVitals } from '../src/features/vitals/vitals-store';
import { databaseTargets } from './support/databases';
import { type TestApp, useTestApp } from './support/test-app';

/** Sends one report as the host's beacon does (text/plain), from `address`. */
function beacon(t: TestApp, body: unknown, address = '127.0.0.1', contentType = 'text/plain;charset=UTF-8') {
  return t.app.inject({
    method: 'POST',
    url: '/api/vitals',
    remoteAddress: address,
    headers: { 'content-type': contentType },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const SHOP_TODAY = `((now() at time zone 'UTC') - interval '3 hours')::date`;

interface RouteSummary {
  ruta: string;
  muestras: number;
  metricas: Record<string, { p75: number | null; muestras: number }>;
  errores: Record<string, number>;
}

async function summary(t: TestApp, days: 7 | 28 = 7): Promise<RouteSummary[]> {
  const answer = await t.get(`/api/vitals/resumen?dias=${days}`, t.adminToken);
  expect(answer.statusCode).toBe(200);
  return answer.json<{ dias: number; rutas: RouteSummary[] }>().rutas;
}

/** Moves what a route stored to `daysAgo` days before the shop's today, as if it had come then. */
async function age(t: TestApp, route: string, daysAgo: number) {
  await t.db.query(`update vital_routes set day = ${SHOP_TODAY} - $2::int where route = $1`, [route, daysAgo]);
}

const report = (ruta: string, metricas: Record<string, number>, errores: Record<string, number> = {}) => ({
  ruta,
  metricas,
  errores,
});

describe.each(databaseTargets)('velocidad del sitio ($name)', (target) => {
  const t = useTestApp(target);

  beforeEach(() => t.reset());

  it('guarda cada visita en el histograma de su ruta y contesta el p75 de cada métrica', async () => {
    const answers = await Promise.all([
      beacon(t, report('/bici/:slug', { lcp: 900, cls: 0.02, ttfb: 150, hidratacion: 700 }), '127.0.1.1'),
      beacon(t, report('/bici/:slug', { lcp: 1200, inp: 120, cls: 0, ttfb: 350 }), '127.0.1.2'),
      beacon(t, report('/bici/:slug', { lcp: 2400, inp: 80, cls: 0.3, ttfb: 700 }, { js: 1 }), '127.0.1.3'),
      beacon(t, report('/bici/:slug', { lcp: 4100 }, { carga: 2 }), '127.0.1.4', 'application/json'),
      beacon(t, report('/', { lcp: 1000 }), '127.0.1.5'),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202, 202, 202]);
    expect(answers[0]?.body).toBe('');
    const routes = await summary(t);
    expect(routes).toEqual([
      {
        ruta: '/bici/:slug',
        muestras: 4,
        metricas: {
          // 4 samples: the 3rd falls in the bucket up to 2500.
          lcp: { p75: 2500, muestras: 4 },
          inp: { p75: 150, muestras: 2 },
          cls: { p75: 0.5, muestras: 3 },
          ttfb: { p75: 800, muestras: 3 },
          hidratacion: { p75: 750, muestras: 1 },
        },
        errores: { js: 1, carga: 2 },
      },
      {
        ruta: '/',
        muestras: 1,
        metricas: {
          lcp: { p75: 1000, muestras: 1 },
          inp: { p75: null, muestras: 0 },
          cls: { p75: null, muestras: 0 },
          ttfb: { p75: null, muestras: 0 },
          hidratacion: { p75: null, muestras: 0 },
        },
        errores: { js: 0, carga: 0 },
      },
    ]);
    // One row per route and day, one per bucket with samples: storage grows with routes, not visits.
    expect(await t.db.query('select route, reports from vital_routes order by route')).toEqual([
      { route: '/', reports: 1 },
      { route: '/bici/:slug', reports: 4 },
    ]);
  });

  it('suma 7 o 28 días', async () => {
    await beacon(t, report('/accesorios', { lcp: 5500 }), '127.0.2.1');
    await age(t, '/accesorios', 10);
    await beacon(t, report('/accesorios', { lcp: 700 }), '127.0.2.2');
    expect((await summary(t, 7))[0]?.metricas.lcp).toEqual({ p75: 1000, muestras: 1 });
    expect((await summary(t, 28))[0]?.metricas.lcp).toEqual({ p75: 6000, muestras: 2 });
    expect((await t.get('/api/vitals/resumen?dias=30', t.adminToken)).statusCode).toBe(400);
  });

  it('no guarda nada de quien manda la visita ni la dirección de la página', async () => {
    await beacon(t, report('/bici/:slug', { lcp: 1000 }), '203.0.113.9');
    const everything = JSON.stringify([
      await t.db.query('select * from vital_routes'),
      await t.db.query('select * from vital_buckets'),
      await t.db.query('select * from vital_errors'),
    ]);
    expect(everything).not.toContain('203.0.113');
    for (const ruta of ['/bici/12-trail?color=rojo', '/bici/12#x', 'https://x.com/', '/ bici', `/${'a'.repeat(100)}`]) {
      const answer = await beacon(t, report(ruta, { lcp: 1000 }));
      expect({ ruta, status: answer.statusCode }).toEqual({ ruta, status: 400 });
    }
  });

  it('rechaza métricas desconocidas, valores fuera de rango y cuerpos que no son JSON, en castellano', async () => {
    const refused = [
      report('/', { fid: 10 }),
      report('/', { lcp: -1 }),
      report('/', { lcp: 60_001 }),
      report('/', { cls: 11 }),
      { ruta: '/', metricas: { lcp: null }, errores: {} },
      report('/', {}, { red: 1 }),
      report('/', {}, { js: 1.5 }),
      report('/', {}, { js: 101 }),
      { ruta: '/', metricas: {} },
      { ...report('/', {}), agente: 'Mozilla/5.0' },
    ];
    for (const body of refused) {
      const answer = await beacon(t, body);
      expect({ body, status: answer.statusCode }).toEqual({ body, status: 400 });
      expect(answer.json<{ error: string }>().error).toEqual(expect.any(String));
    }
    const notJson = await beacon(t, '{"ruta": "/"');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json<{ error: string }>().error).toMatch(/JSON/);
    expect((await beacon(t, JSON.stringify({ ...report('/', {}), x: 'x'.repeat(2000) }))).statusCode).toBe(413);
    expect(await summary(t)).toEqual([]);
  });

  it('una dirección guarda a lo sumo 500 visitas por día; otra dirección sigue guardando', async () => {
    const one = report('/', { ttfb: 100 });
    for (let batch = 0; batch < 10; batch += 1) {
      const answers = await Promise.all(Array.from({ length: 51 }, () => beacon(t, one, '127.0.3.1')));
      expect(answers.every((answer) => answer.statusCode === 202)).toBe(true);
    }
    expect((await summary(t))[0]?.muestras).toBe(500);
    await beacon(t, one, '127.0.3.2');
    expect((await summary(t))[0]?.muestras).toBe(501);
  });

  it(`guarda a lo sumo ${ROUTES_PER_DAY} rutas por día; las ya guardadas siguen sumando`, async () => {
    await t.db.query(
      `insert into vital_routes (day, route, reports)
       select ${SHOP_TODAY}, '/ruta-' || n, 1 from generate_series(1, $1::int) as n`,
      [ROUTES_PER_DAY],
    );
    expect((await beacon(t, report('/nueva', { lcp: 100 }))).statusCode).toBe(202);
    expect((await beacon(t, report('/ruta-1', { lcp: 100 }))).statusCode).toBe(202);
    const routes = await summary(t);
    expect(routes.map((route) => route.ruta)).not.toContain('/nueva');
    expect(routes[0]).toMatchObject({ ruta: '/ruta-1', muestras: 2, metricas: { lcp: { p75: 500, muestras: 1 } } });
  });

  it(`la limpieza borra los días de más de ${VITALS_KEPT_DAYS} días, con sus histogramas y errores`, async () => {
    await beacon(t, report('/vieja', { lcp: 100 }, { js: 1 }), '127.0.4.1');
    await age(t, '/vieja', VITALS_KEPT_DAYS);
    await beacon(t, report('/nueva', { lcp: 100 }, { js: 1 }), '127.0.4.2');
    await age(t, '/nueva', VITALS_KEPT_DAYS - 1);
    await beacon(t, report('/hoy', { lcp: 100 }), '127.0.4.3');
    await purgeOldVitals(t.db);
    expect(await t.db.query('select route from vital_routes order by route')).toEqual([
      { route: '/hoy' },
      { route: '/nueva' },
    ]);
    expect(await t.db.query('select route from vital_buckets order by route')).toEqual([
      { route: '/hoy' },
      { route: '/nueva' },
    ]);
    expect(await t.db.query('select route from vital_errors')).toEqual([{ route: '/nueva' }]);
  });

  it('la lectura es sólo para administradores', async () => {
    const url = '/api/vitals/resumen?dias=7';
    expect((await t.get(url)).statusCode).toBe(401);
    expect((await t.get(url, t.clienteToken)).statusCode).toBe(403);
    expect((await t.get(url, t.adminToken)).json()).toEqual({ dias: 7, rutas: [] });
  });
});
