// A team's deploys, one remote at a time (docs/deploy.md, "Versiones de un remoto"):
//   npm run release -w <workspace>          build it and publish it as <remote>/<buildId>/ in RELEASES_DIR, or
//                                           releases/<remote>/<buildId>/ in the bucket STORAGE_URL names
//   npm run switch -- <remote> <buildId>    check a release against the live host, then put it live
//   npm run rollback -- <remote>            back to the release published before the live one
//   npm run releases -- <remote>            the published releases: date, size, which one is live
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readRemotes } from '../webpack/remotes.js';
import { releaseProblems } from './release-gate.mjs';
import { openReleases } from './release-store.mjs';
import { DEFAULT_KEEP, liveBuildId, releaseEntry, releasesToPrune, rollbackTarget, switchRemote } from './releases.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const hostDistDir = path.resolve(process.env.HOST_DIST_DIR ?? path.join(root, 'host', 'dist'));
const hostServerEntry = path.join(root, 'host', 'dist-server', 'main.js');
const remotesFile = path.join(hostDistDir, 'remotes.json');

function fail(message) {
  console.error(message);
  process.exit(1);
}

/** The remote named by its federation name or its workspace. */
function remoteNamed(name) {
  const remote = readRemotes(root).find((candidate) => candidate.name === name || candidate.workspace === name);
  if (!remote) fail(`No hay un remoto "${name ?? ''}" en remotes.config.json.`);
  return remote;
}

function keep() {
  const value = Number(process.env.RELEASES_KEEP ?? DEFAULT_KEEP);
  if (!Number.isInteger(value) || value < 1) fail('RELEASES_KEEP debe ser un número entero ≥ 1.');
  return value;
}

const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`;

async function release(releases) {
  const remote = remoteNamed(path.basename(process.cwd()));
  const distDir = path.join(root, remote.workspace, 'dist');
  const kept = keep();
  execFileSync('npm', ['run', 'build'], { cwd: path.join(root, remote.workspace), stdio: 'inherit' });
  const published = await releases.publish({ remote: remote.name, distDir });
  const live = liveBuildId(remotesFile, remote.name);
  const removed = releasesToPrune(await releases.list(remote.name), kept, live);
  await releases.remove(remote.name, removed);
  console.info(
    `Publicada ${remote.name} ${published.buildId} en ${releases.where}/${remote.name}/${published.buildId}`,
  );
  if (removed.length > 0) console.info(`Borradas por viejas: ${removed.join(', ')}`);
  console.info(`Para ponerla en línea: npm run switch -- ${remote.name} ${published.buildId}`);
}

/** Checks the release against the live host, then points the host's remotes.json at it. */
async function putLive(releases, remote, buildId) {
  if (!(await releases.list(remote.name)).some((candidate) => candidate.buildId === buildId))
    fail(`${remote.name} ${buildId} no está publicada en ${releases.where} (npm run releases -- ${remote.name}).`);
  const entry = releaseEntry(releases.url, remote.name, buildId);
  console.info(`Controlando ${remote.name} ${buildId} contra el host en línea…`);
  const problems = await releaseProblems({ hostDistDir, hostServerEntry, remote: remote.name, entry });
  if (problems.length > 0)
    fail(
      [
        `No se puso en línea ${remote.name} ${buildId}; sigue la versión anterior:`,
        ...problems.map((p) => `  - ${p}`),
      ].join('\n'),
    );
  switchRemote({ remotesFile, remote: remote.name, entry });
  console.info(`En línea: ${remote.name} ${buildId} (${remotesFile}); cada host la toma en su próximo sondeo (2 s).`);
}

async function switchTo(releases, [name, buildId]) {
  if (!buildId) fail('Uso: npm run switch -- <remoto> <buildId>');
  await putLive(releases, remoteNamed(name), buildId);
}

async function rollback(releases, [name]) {
  const remote = remoteNamed(name);
  const live = liveBuildId(remotesFile, remote.name);
  await putLive(releases, remote, rollbackTarget(await releases.list(remote.name), live).buildId);
}

async function list(releases, [name]) {
  const remote = remoteNamed(name);
  const live = liveBuildId(remotesFile, remote.name);
  const published = await releases.list(remote.name);
  if (published.length === 0) return console.info(`${remote.name} no tiene versiones publicadas en ${releases.where}.`);
  for (const { buildId, publishedAt, size } of published) {
    console.info(
      [
        buildId === live ? '* en línea' : '          ',
        buildId,
        publishedAt.replace('T', ' ').slice(0, 19),
        megabytes(size),
      ].join('  '),
    );
  }
}

const [command, ...args] = process.argv.slice(2);
const commands = { release, switch: switchTo, rollback, releases: list };
if (!Object.hasOwn(commands, command)) fail(`Comandos: ${Object.keys(commands).join(', ')}`);
const releases = await openReleases(root).catch((error) => fail(error.message));
try {
  await commands[command](releases, args);
} catch (error) {
  fail(error.message);
} finally {
  releases.close();
}
