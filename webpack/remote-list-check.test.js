// @ts-check
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { afterEach, describe, expect, it } = require('@jest/globals');
const { remoteListDisagreements } = require('./remote-list-check');
const { readRemotes, runtimeRemotesFile } = require('./remotes');

const copies = /** @type {string[]} */ ([]);
afterEach(() => {
  for (const copy of copies.splice(0)) fs.rmSync(copy, { recursive: true, force: true });
});

const BIKES = { name: 'bikes', workspace: 'mf-bikes', port: 3001, routes: ['/bicicletas'] };
const ADMIN = { name: 'admin', workspace: 'mf-admin', port: 3003, routes: ['/admin/*'], render: 'client' };

/** The compose service of a remote, as compose.yaml writes it. */
function composeService(/** @type {string} */ workspace, /** @type {number} */ port) {
  return `
    <<: *static
    command: ['node', 'scripts/serve-static.mjs', '--dir', '${workspace}/dist', '--port', '${port}']
    ports:
      - '${port}:${port}'`;
}

/**
 * A repository whose files all name the bikes and admin remotes, with the list of remotes `declared`.
 * @param {object[]} declared
 */
function repository(declared) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-list-'));
  copies.push(root);
  const write = (/** @type {string} */ file, /** @type {string} */ content) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  write('remotes.config.json', JSON.stringify({ remotes: declared }));
  write('package.json', JSON.stringify({ workspaces: ['host', 'mf-bikes', 'mf-admin'] }));
  write(
    'tsconfig.json',
    JSON.stringify({ references: [{ path: './host' }, { path: './mf-bikes' }, { path: './mf-admin' }] }),
  );
  for (const { workspace, port } of [BIKES, ADMIN])
    write(`${workspace}/package.json`, JSON.stringify({ name: workspace, config: { port: String(port) } }));
  write(
    'compose.yaml',
    `x-static: &static
  image: node:20-bookworm-slim
services:
  host:
    <<: *static
    command: ['node', 'scripts/serve-static.mjs', '--dir', 'host/dist', '--port', '3000']
  remote-bikes:${composeService('mf-bikes', 3001)}
  remote-admin:${composeService('mf-admin', 3003)}
`,
  );
  return root;
}

describe('remotes.config.json', () => {
  it('agrees with this repository’s workspaces, TypeScript references, remotes’ ports and compose.yaml', () => {
    expect(remoteListDisagreements(path.join(__dirname, '..'))).toEqual([]);
  });

  it('agrees with the files that name the same remotes', () => {
    expect(remoteListDisagreements(repository([BIKES, ADMIN]))).toEqual([]);
  });

  it('a remote added to the list alone: each file that does not name it yet is reported', () => {
    const added = { name: 'talleres', workspace: 'mf-talleres', port: 3004, routes: ['/talleres'] };
    expect(remoteListDisagreements(repository([BIKES, ADMIN, added]))).toEqual([
      'package.json: falta mf-talleres en "workspaces"',
      'tsconfig.json: falta la referencia a ./mf-talleres',
      'mf-talleres/package.json no existe',
      'compose.yaml: ningún servicio sirve mf-talleres/dist',
    ]);
  });

  it('a remote taken off the list while compose.yaml still serves it', () => {
    expect(remoteListDisagreements(repository([ADMIN]))).toEqual([
      'compose.yaml: remote-bikes sirve mf-bikes/dist, que no figura en remotes.config.json',
    ]);
  });

  it('a name that is no JavaScript variable, and a port given twice', () => {
    expect(remoteListDisagreements(repository([BIKES, { ...ADMIN, name: 'la-admin', port: 3001 }]))).toEqual([
      'remotes.config.json: "la-admin" no es un nombre válido (minúsculas y dígitos)',
      'remotes.config.json: port 3001 repetido',
      'mf-admin/package.json: "config.port" debe ser "3001"',
      'compose.yaml: remote-admin debe servir mf-admin/dist en el puerto 3001 y publicarlo',
    ]);
  });
});

describe('the host’s remotes.json', () => {
  it('names every remote at its local address, with its routes and its render mode', () => {
    expect(runtimeRemotesFile(readRemotes(repository([BIKES, ADMIN])))).toEqual({
      remotes: [
        { name: 'bikes', entry: 'http://localhost:3001/mf-manifest.json', routes: ['/bicicletas'] },
        { name: 'admin', entry: 'http://localhost:3003/mf-manifest.json', routes: ['/admin/*'], render: 'client' },
      ],
    });
  });
});
