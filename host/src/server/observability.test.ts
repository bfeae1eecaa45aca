/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { traceIdOf } from '@shop/contract';
import { apiTraceparent, createHostMetrics, hostLogging, registerObservability } from './observability';
import type { ContainerStatus } from './remote-registry';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const containers: ContainerStatus[] = [
  { remote: 'bikes', build: 'b-123', state: 'listo' },
  { remote: 'admin', build: 'a-456', state: 'navegador' },
  { remote: 'accessories', build: 'ninguno', state: 'sin-build' },
];

function aHost({ production = false, token }: { production?: boolean; token?: string } = {}) {
  const log: string[] = [];
  const metrics = createHostMetrics(() => containers);
  const app = Fastify(hostLogging('info', { write: (line) => void log.push(line) }));
  registerObservability(app, { metrics, production, token });
  app.get('/*', async (request) => {
    metrics.pageCache.inc({ outcome: 'MISS' });
    return { traceparent: apiTraceparent(request) };
  });
  return { app, log, metrics };
}

describe("the host server's log", () => {
  it('writes one JSON line per request, with the trace id it passes on to the API', async () => {
    const { app, log } = aHost();
    const answer = await app.inject({
      url: '/bici/1-x?back=/',
      headers: { traceparent: `00-${TRACE_ID}-00f067aa0ba902b7-01`, cookie: 'token=galletita-secreta' },
    });
    await app.inject({ url: '/contacto', headers: { authorization: 'Bearer token-secreto' } });

    const lines = log.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'pedido',
        method: 'GET',
        url: '/bici/1-x?back=/',
        status: 200,
        trace_id: TRACE_ID,
      }),
      expect.objectContaining({ msg: 'pedido', url: '/contacto', trace_id: expect.stringMatching(/^[0-9a-f]{32}$/) }),
    ]);
    expect(lines[1]?.trace_id).not.toBe(TRACE_ID);
    expect(traceIdOf(answer.json<{ traceparent: string }>().traceparent)).toBe(TRACE_ID);
    expect(log.join('')).not.toMatch(/galletita-secreta|token-secreto/);
  });
});

describe("the host server's /metrics", () => {
  it('gives answers by route and status, the page cache and each remote with its build and state', async () => {
    const { app } = aHost();
    await app.inject({ url: '/' });
    await app.inject({ url: '/catalogo-bicicletas' });

    const scrape = await app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' });

    expect(scrape.statusCode).toBe(200);
    const families = parsePrometheusTextFormat(scrape.body);
    const metricsOf = (name: string) => families.find((family) => family.name === name)?.metrics;
    expect(metricsOf('http_requests_total')).toEqual([
      { labels: { method: 'GET', route: '/*', status: '200' }, value: '2' },
    ]);
    expect(metricsOf('page_cache_total')).toEqual([{ labels: { outcome: 'MISS' }, value: '2' }]);
    expect(metricsOf('remote_container')).toEqual(containers.map((labels) => ({ labels: { ...labels }, value: '1' })));
    expect(families.map((family) => family.name)).toEqual(
      expect.arrayContaining([
        'http_request_duration_seconds',
        'ssr_render_duration_seconds',
        'process_cpu_seconds_total',
      ]),
    );
  });

  it('answers another machine 401 outside production, and in production asks for METRICS_TOKEN', async () => {
    expect((await aHost().app.inject({ url: '/metrics', remoteAddress: '10.0.0.9' })).statusCode).toBe(401);
    const { app } = aHost({ production: true, token: 'token-de-metricas' });
    const scrape = (authorization?: string) =>
      app.inject({ url: '/metrics', remoteAddress: '127.0.0.1', headers: authorization ? { authorization } : {} });
    const refused = await scrape();
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      error: 'Las métricas piden Authorization: Bearer con el METRICS_TOKEN del servidor.',
    });
    expect((await scrape('Bearer token-de-metricas')).statusCode).toBe(200);
  });
});
