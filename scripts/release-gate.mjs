// The checks a remote's release passes before a switch puts it in front of shoppers: it fits the live
// host (shared singletons, exposes) and each of its routes renders on the server through a host using it.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { satisfy } from '@module-federation/enhanced/runtime';

/** Every remote exposes its screens as this module (webpack/remotes.js's ROUTES_MODULE). */
const EXPOSED_ROUTES = './routes';
/** The digest a page carries for a remote section left to the browser (CLIENT_RENDERED_SECTION in the host). */
const CLIENT_RENDERED_SECTION = 'remote-section-client-rendered';
/** How long the host under test may take to start and load the candidate. */
const HOST_START_TIMEOUT_MS = 60_000;
const REQUEST_TIMEOUT_MS = 15_000;
/** Tries of a page before it counts as failed, one host poll apart (remote-registry.ts's POLL_INTERVAL_MS). */
const RENDER_ATTEMPTS = 4;
const RENDER_RETRY_MS = 2000;

/**
 * The shared modules both declare, where the versions do not fit: the remote runs with the host's copy,
 * which must satisfy the remote's range, and its own version must satisfy the host's.
 * @param {{ shared?: { name: string, version: string, requiredVersion?: string }[] }} candidate its mf-manifest.json
 * @param {{ shared?: { name: string, version: string, requiredVersion?: string }[] }} host the host's mf-manifest.json
 */
export function sharedProblems(candidate, host) {
  const hosts = new Map((host.shared ?? []).map((module) => [module.name, module]));
  return (candidate.shared ?? []).flatMap(({ name, version, requiredVersion }) => {
    const provided = hosts.get(name);
    if (!provided) return [];
    const problems = [];
    if (requiredVersion && !satisfy(provided.version, requiredVersion))
      problems.push(`${name}: el remoto pide ${requiredVersion} y el host tiene ${provided.version}`);
    if (provided.requiredVersion && !satisfy(version, provided.requiredVersion))
      problems.push(`${name}: el remoto trae ${version} y el host pide ${provided.requiredVersion}`);
    return problems;
  });
}

/**
 * What the host needs of the candidate's containers: `./routes` in each, and the server container of the
 * same build as the browser's (the host renders a remote on the server only then).
 */
export function exposeProblems(browser, server) {
  const exposes = (manifest) => (manifest.exposes ?? []).map((expose) => expose.path);
  const problems = [];
  if (!exposes(browser).includes(EXPOSED_ROUTES))
    problems.push(`el contenedor de navegador no expone ${EXPOSED_ROUTES}`);
  if (!server) return problems;
  if (!exposes(server).includes(EXPOSED_ROUTES)) problems.push(`el contenedor de servidor no expone ${EXPOSED_ROUTES}`);
  const ids = [browser, server].map((manifest) => manifest.metaData.buildInfo.buildVersion);
  if (ids[0] !== ids[1]) problems.push(`el contenedor de servidor es de otro build (${ids[1]}, no ${ids[0]})`);
  return problems;
}

async function fetchJson(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} contestó ${response.status}`);
  return response.json();
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A route pattern as a test of paths: `:param` is one segment, `*` the rest. */
function patternTest(pattern) {
  const source = pattern
    .split('/')
    .map((segment) =>
      segment === '*' ? '.*' : segment.startsWith(':') ? '[^/]+' : segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}$`);
}

/** One address per route: the pattern itself, or the first address of the sitemap it matches (none: skipped). */
function addressesFor(routes, sitemapPaths) {
  return routes.flatMap((pattern) => {
    if (!/[:*]/.test(pattern)) return [pattern];
    const example = sitemapPaths.find((candidate) => patternTest(pattern).test(candidate));
    return example ? [example] : [];
  });
}

/**
 * A host server started from the live host's build (its files linked, not copied) with its own remotes.json:
 * the live one with the remote pointed at the candidate.
 */
async function startHostWith({ hostDistDir, hostServerEntry, remotes }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'host-candidato-'));
  for (const file of readdirSync(hostDistDir))
    if (file !== 'remotes.json') symlinkSync(path.join(hostDistDir, file), path.join(dir, file));
  writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify(remotes));
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [hostServerEntry], {
    env: {
      ...process.env,
      HOST_DIST_DIR: dir,
      HOST_PORT: String(port),
      HOST: '127.0.0.1',
      HTML_CACHE_MS: '0',
      SHUTDOWN_DELAY_MS: '0',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise((resolve) => {
      const done = () => {
        rmSync(dir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + HOST_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ready = await fetch(`${url}/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, stop, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`el host de prueba no arrancó${output ? `: ${output.trim().split('\n').slice(-3).join(' ')}` : ''}`);
}

/**
 * What keeps a page from answering 200 rendered on the server, or null. A busy machine can make the host give
 * up on the candidate's server container for a moment (it renders in the browser meanwhile and its next poll
 * loads it again): only a page that fails every attempt counts.
 */
async function renderProblem(url) {
  let problem = null;
  for (let attempt = 0; attempt < RENDER_ATTEMPTS; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, RENDER_RETRY_MS));
    const response = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const html = await response.text();
    if (response.status !== 200) problem = ` contestó ${response.status}`;
    else if (html.includes(CLIENT_RENDERED_SECTION)) problem = ': la sección no se renderizó en el servidor';
    else return null;
  }
  return problem;
}

/** Each route of the remote must answer 200 with its section rendered on the server by the candidate. */
async function routeProblems({ hostDistDir, hostServerEntry, liveRemotes, remote, entry }) {
  const remotes = {
    remotes: liveRemotes.remotes.map((candidate) => (candidate.name === remote ? { ...candidate, entry } : candidate)),
  };
  const definition = remotes.remotes.find((candidate) => candidate.name === remote);
  const host = await startHostWith({ hostDistDir, hostServerEntry, remotes });
  try {
    const sitemap = await fetch(`${host.url}/sitemap.xml`).then((response) => (response.ok ? response.text() : ''));
    const sitemapPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
    const problems = [];
    for (const address of addressesFor(definition.routes, sitemapPaths)) {
      const problem = await renderProblem(`${host.url}${address}`);
      if (problem) problems.push(`${address}${problem}`);
    }
    return problems;
  } finally {
    await host.stop();
  }
}

/**
 * Everything that keeps the candidate (its manifest at `entry`) from going live, as sentences; empty when it may.
 * `hostDistDir` holds the live host's build and remotes.json, `hostServerEntry` its server.
 */
export async function releaseProblems({ hostDistDir, hostServerEntry, remote, entry }) {
  const liveRemotes = JSON.parse(readFileSync(path.join(hostDistDir, 'remotes.json'), 'utf8'));
  const definition = liveRemotes.remotes.find((candidate) => candidate.name === remote);
  if (!definition) return [`${remote} no figura en el remotes.json del host`];
  const serverRendered = definition.render !== 'client';
  let browser;
  let server;
  try {
    browser = await fetchJson(entry);
    server = serverRendered ? await fetchJson(new URL('server/mf-manifest.json', entry).href) : undefined;
  } catch (error) {
    return [`no se pudo leer su manifest: ${error.message}`];
  }
  const hostManifest = JSON.parse(readFileSync(path.join(hostDistDir, 'mf-manifest.json'), 'utf8'));
  const problems = [...sharedProblems(browser, hostManifest), ...exposeProblems(browser, server)];
  if (problems.length > 0 || !serverRendered) return problems;
  return routeProblems({ hostDistDir, hostServerEntry, liveRemotes, remote, entry });
}
