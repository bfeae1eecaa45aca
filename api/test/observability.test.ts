import parsePrometheusTextFormat, { type MetricFamily } from 'parse-prometheus-text-format';
import { traceparentFor } from '@shop/contract';
import { databaseTargets } from './support/databases';
import { CLIENTE, TestApp } from './support/test-app';

const family = (families: MetricFamily[], name: string) => families.find((candidate) => candidate.name === name);

describe.each(databaseTargets)('métricas y registro de pedidos ($name)', (target) => {
  const t = new TestApp();
  const log: string[] = [];
  let dispose: (() => Promise<void>) | null = null;
  beforeAll(async () => {
    const opened = await target.open();
    dispose = opened.dispose;
    await t.start(opened.db, { logger: true, logStream: { write: (line) => void log.push(line) } });
    await t.reset();
  }, 60_000);
  afterAll(async () => {
    await t.stop();
    await dispose?.();
  });

  const scrape = (remoteAddress: string, authorization?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress,
      headers: authorization ? { authorization } : {},
    });

  it('/metrics da pedidos por patrón de ruta y estado, sus tiempos, la base, el hashing y los eventos', async () => {
    await t.get('/api/bicicletas?limit=2');
    await t.get('/api/bicicletas/999999');
    const id = await t.create('bicicletas', { nombre: 'Medida', categoria: 'mtb' });
    await t.post('/api/eventos', { tipo: 'bicicleta', id, evento: 'vista' });
    const reply = await scrape('127.0.0.1');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const families = parsePrometheusTextFormat(reply.body);

    const requests = family(families, 'http_requests_total');
    expect(requests?.type).toBe('COUNTER');
    expect(requests?.metrics).toEqual(
      expect.arrayContaining([
        { labels: { method: 'GET', route: '/api/bicicletas', status: '200' }, value: '1' },
        { labels: { method: 'GET', route: '/api/bicicletas/:id', status: '404' }, value: '1' },
      ]),
    );
    expect(family(families, 'http_request_duration_seconds')?.type).toBe('HISTOGRAM');
    // The parser folds a histogram's labels away: its count is read from the text.
    expect(reply.body).toContain('http_request_duration_seconds_count{method="GET",route="/api/bicicletas"} 1\n');
    expect(reply.body).toMatch(/^db_query_duration_seconds_count\{operation="consulta"\} [1-9]/m);
    expect(family(families, 'hashing_queue_depth')?.metrics).toEqual(
      expect.arrayContaining([
        { labels: { queue: 'common' }, value: '0' },
        { labels: { queue: 'reserved' }, value: '0' },
      ]),
    );
    expect(family(families, 'events_ingested_total')?.metrics).toEqual([{ labels: { evento: 'vista' }, value: '1' }]);
    expect(family(families, 'process_resident_memory_bytes')?.type).toBe('GAUGE');
  });

  it('cuenta los rechazos por límite', async () => {
    const big = 'x'.repeat(300 * 1024);
    expect((await t.post('/api/auth/login', { email: big, contrasena: big })).statusCode).toBe(413);
    const families = parsePrometheusTextFormat((await scrape('127.0.0.1')).body);
    expect(family(families, 'limit_refusals_total')?.metrics).toEqual(
      expect.arrayContaining([{ labels: { route: '/api/auth/login', status: '413' }, value: '1' }]),
    );
  });

  it('fuera de producción /metrics sólo se lee desde esta máquina, sin tomar el encabezado como sesión', async () => {
    const refused = await scrape('203.0.113.9');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      error: 'Las métricas piden Authorization: Bearer con el METRICS_TOKEN del servidor.',
    });
    expect((await scrape('::1', 'Bearer cualquiera')).statusCode).toBe(200);
  });

  it('una línea JSON por pedido, con el trace id del host y sin token, contraseña ni cookie', async () => {
    const token = t.adminToken;
    log.length = 0;
    const traceparent = traceparentFor('4bf92f3577b34da6a3ce929d0e0e4736');
    await t.call('GET', '/api/bicicletas?limit=1', { headers: { traceparent, cookie: 'sesion=galletita-secreta' } });
    await t.call('GET', '/api/auth/me', { token });
    await t.post('/api/auth/login', { email: CLIENTE.email, contrasena: CLIENTE.contrasena });

    const lines = log.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({
      msg: 'pedido',
      method: 'GET',
      url: '/api/bicicletas?limit=1',
      route: '/api/bicicletas',
      status: 200,
      trace_id: '4bf92f3577b34da6a3ce929d0e0e4736',
    });
    expect(lines[1]).toMatchObject({
      route: '/api/auth/me',
      status: 200,
      trace_id: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(lines[1]?.trace_id).not.toBe(lines[0]?.trace_id);
    const written = log.join('\n');
    for (const secret of [token, CLIENTE.contrasena, 'galletita-secreta']) expect(written).not.toContain(secret);
  });
});

describe('en producción', () => {
  const t = new TestApp();
  let dispose: (() => Promise<void>) | null = null;
  beforeAll(async () => {
    const [embedded] = databaseTargets;
    const opened = await embedded!.open();
    dispose = opened.dispose;
    await t.start(opened.db, { production: true, metricsToken: 'token-de-metricas' });
  }, 60_000);
  afterAll(async () => {
    await t.stop();
    await dispose?.();
  });

  it('/metrics pide el METRICS_TOKEN, también desde esta máquina', async () => {
    const scrape = (authorization?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '127.0.0.1',
        headers: authorization ? { authorization } : {},
      });
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape()).headers['www-authenticate']).toBe('Bearer');
    expect((await scrape('Bearer otro-token')).statusCode).toBe(401);
    expect((await scrape('Bearer token-de-metricas')).statusCode).toBe(200);
  });
});
