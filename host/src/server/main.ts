import { readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';
import { EncodedPage, pickEncoding } from './encoded-page';
import { matchScreen } from '../app/routes';
import { formPosts } from './form-posts';
import { HtmlDocument } from './html-document';
import { PageCache } from './page-cache';
import { RemoteRegistry } from './remote-registry';
import { apiTraceparent, createHostMetrics, hostLogging, registerObservability } from './observability';
import { pageUrl } from './page-url';
import { renderPage, type PageContext } from './render-page';
import { sendSecurityHeaders } from './security-headers';
import { serveBuiltFiles } from './static-files';
import { cachedSitemap, robotsTxt } from './seo-files';
import { clientLimits, closeOnSignal, GracefulShutdown, shutdownDelayMs } from './shutdown';
import { trustProxy } from './trust-proxy';

/** Bounds of the cache of rendered pages (a page weighs ~30 KB). */
const HTML_CACHE_MAX_ENTRIES = 500;
const HTML_CACHE_MAX_BYTES = 16 * 1024 * 1024;

const distDir = path.resolve(
  process.env.HOST_DIST_DIR ?? path.join(path.dirname(process.argv[1] ?? '.'), '..', 'dist'),
);
const port = Number(process.env.HOST_PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';

/** How long a rendered public page is served again (HTML_CACHE_MS, 1 s by default; 0 renders every request). */
function htmlCacheMs(): number {
  const value = Number(process.env.HTML_CACHE_MS ?? 1000);
  if (!Number.isFinite(value) || value < 0) throw new Error('HTML_CACHE_MS debe ser un número de milisegundos ≥ 0');
  return value;
}

/** The host's own stylesheet (all its CSS in one file, named by the build). */
function hostStylesheets(): string[] {
  return readdirSync(distDir)
    .filter((file) => /^host-styles\.[0-9a-f]{8}\.css$/.test(file))
    .map((file) => `/${file}`);
}

/** The scripts a hydrated page starts with, which the build lists: its pages preload them. */
function startScripts(): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(distDir, 'start-scripts.json'), 'utf8')) as {
    scripts?: unknown;
  };
  if (!Array.isArray(scripts) || !scripts.every((script) => typeof script === 'string')) {
    throw new Error('start-scripts.json no lista los scripts de inicio');
  }
  return scripts;
}

const registry = new RemoteRegistry(() => readFile(path.join(distDir, 'remotes.json'), 'utf8'));
const template = (file: string) => readFileSync(path.join(distDir, file), 'utf8');
const templates = { index: template('index.html'), shell: template('shell.html') };
const context: PageContext = {
  document: new HtmlDocument(templates.index),
  shell: new HtmlDocument(templates.shell),
  registry,
  hostStylesheets: hostStylesheets(),
  startScripts: startScripts(),
};
/** A page as sent: its HTML encoded and compressed once, so a page served again costs no work. */
type Reply = { status: number; html: EncodedPage } | { status: number; redirect: string };
const pages = new PageCache<Reply>({
  ttlMs: htmlCacheMs(),
  maxEntries: HTML_CACHE_MAX_ENTRIES,
  maxBytes: HTML_CACHE_MAX_BYTES,
  sizeOf: (reply) => ('html' in reply ? reply.html.size : 0),
});

/** NODE_ENV as the process got it: the bundler writes its own build mode wherever it sees `process.env.NODE_ENV`. */
const nodeEnv: unknown = Reflect.get(process.env, 'NODE_ENV');
const metrics = createHostMetrics(() => registry.containers());

async function render(url: URL, traceparent: string): Promise<{ value: Reply; reusable: boolean }> {
  const rendering = metrics.renderSeconds.startTimer({
    page: matchScreen(url.pathname, registry.remotes)?.pattern ?? 'sin-pantalla',
  });
  const page = await renderPage(url, context, undefined, traceparent);
  rendering();
  if ('redirect' in page) return { value: page, reusable: false };
  const html = new EncodedPage(page.html, { complete: page.reusable });
  return { value: { status: page.status, html }, reusable: page.reusable };
}

const builtAt = statSync(path.join(distDir, 'index.html')).mtime;

let ready = false;
const sitemap = cachedSitemap(builtAt);

const app = Fastify({ ...hostLogging(process.env.LOG_LEVEL ?? 'info'), trustProxy: trustProxy(), ...clientLimits() });
registerObservability(app, {
  metrics,
  production: nodeEnv === 'production',
  token: process.env.METRICS_TOKEN || undefined,
});
const delayMs = shutdownDelayMs();
const shutdown = new GracefulShutdown(app, { delayMs });
sendSecurityHeaders(app, {
  templates: Object.values(templates),
  remotes: () => registry.remotes,
  mediaUrl: process.env.PUBLIC_MEDIA_URL,
});

await serveBuiltFiles(app, distDir, { sourceMaps: process.env.SERVE_SOURCE_MAPS === '1' });

await app.register(formPosts, { context });

app.get('/health', async () => ({ status: 'ok' }));

app.get('/ready', async (_request, reply) =>
  ready ? { status: 'ready' } : reply.code(503).send({ status: 'starting-or-draining' }),
);

app.get('/robots.txt', async (_request, reply) => reply.type('text/plain; charset=utf-8').send(robotsTxt()));

app.get('/sitemap.xml', async (_request, reply) => {
  try {
    return reply.type('application/xml; charset=utf-8').send(await sitemap());
  } catch (error: unknown) {
    console.error('No se pudo armar el sitemap', error);
    return reply.code(503).type('text/plain; charset=utf-8').send('Sitemap no disponible por el momento.');
  }
});

app.get('/*', async (request, reply) => {
  const url = pageUrl(request.url);
  if (!url) return reply.code(400).type('text/plain; charset=utf-8').send('Dirección inválida.');
  // The pages are anonymous: one address (under the remotes' current builds) is one page for everyone.
  const key = `${registry.builds}\n${url.pathname}${url.search}`;
  const { value: page, outcome } = await pages.serve(key, () => render(url, apiTraceparent(request)));
  metrics.pageCache.inc({ outcome });
  reply.header('Cache-Control', 'no-cache').header('X-Cache', outcome);
  if ('redirect' in page) return reply.redirect(page.redirect, page.status);
  const encoding = pickEncoding(request.headers['accept-encoding']);
  reply.header('Vary', 'Accept-Encoding');
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.code(page.status).type('text/html; charset=utf-8').send(page.html.body(encoding));
});

/** /ready fails at once; the listener closes after SHUTDOWN_DELAY_MS; the requests in flight finish. */
closeOnSignal(delayMs, async () => {
  ready = false;
  registry.stop();
  await shutdown.stop();
});

await registry.start();
await app.listen({ port, host });
ready = true;
console.info(`host: http://localhost:${port} (páginas renderizadas en el servidor)`);
