// @ts-check
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { afterEach, describe, expect, it } = require('@jest/globals');
const { remoteListDisagreements } = require('./remote-list-check');
const { readRemotes, runtimeRemotesFile } = require('./remotes');

const root = path.join(__dirname, '..');
const copies = /** @type {string[]} */ ([]);
afterEach(() => {
  for (const copy of copies.splice(0)) fs.rmSync(copy, { recursive: true, force: true });
});

/** The files the check reads, copied; `edit` changes the copy's list of remotes. */
function copyWithRemotes(/** @type {(remotes: unknown[]) => unknown[]} */ edit) {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-list-'));
  copies.push(copy);
  for (const file of ['package.json', 'tsconfig.json', 'compose.yaml'])
    fs.copyFileSync(path.join(root, file), path.join(copy, file));
  for (const { workspace } of readRemotes(root)) {
    fs.mkdirSync(path.join(copy, workspace));
    fs.copyFileSync(path.join(root, workspace, 'package.json'), path.join(copy, workspace, 'package.json'));
  }
  const declaration = JSON.parse(fs.readFileSync(path.join(root, 'remotes.config.json'), 'utf8'));
  const edited = { remotes: edit(declaration.remotes) };
  fs.writeFileSync(path.join(copy, 'remotes.config.json'), JSON.stringify(edited));
  return copy;
}

describe('remotes.config.json', () => {
  it('agrees with the workspaces, the TypeScript references, the remotes’ ports and compose.yaml', () => {
    expect(remoteListDisagreements(root)).toEqual([]);
  });

  it('a remote added to the list alone: each file that does not name it yet is reported', () => {
    const copy = copyWithRemotes((remotes) => [
      ...remotes,
      { name: 'talleres', workspace: 'mf-talleres', port: 3004, routes: ['/talleres'] },
    ]);
    expect(remoteListDisagreements(copy)).toEqual([
      'package.json: falta mf-talleres en "workspaces"',
      'tsconfig.json: falta la referencia a ./mf-talleres',
      'mf-talleres/package.json no existe',
      'compose.yaml: ningún servicio sirve mf-talleres/dist',
    ]);
  });

  it('a remote taken off the list while compose.yaml still serves it, and a port given twice', () => {
    const copy = copyWithRemotes((remotes) =>
      remotes.slice(1).map((remote, index) => (index === 0 ? { ...remote, port: 3003 } : remote)),
    );
    expect(remoteListDisagreements(copy)).toEqual([
      'remotes.config.json: port 3003 repetido',
      'mf-catalog-accessories/package.json: "config.port" debe ser "3003"',
      'compose.yaml: remote-accessories debe servir mf-catalog-accessories/dist en el puerto 3003 y publicarlo',
      'compose.yaml: remote-bikes sirve mf-catalog-bikes/dist, que no figura en remotes.config.json',
    ]);
  });
});

describe('the host’s remotes.json', () => {
  it('names every remote at its local address, with its routes and its render mode', () => {
    expect(runtimeRemotesFile(readRemotes(root))).toEqual({
      remotes: [
        {
          name: 'bikes',
          entry: 'http://localhost:3001/mf-manifest.json',
          routes: ['/bicicletas', '/bicicletas/:slug', '/catalogo-bicicletas', '/bici/:idSlug', '/comparar-bicicletas'],
        },
        {
          name: 'accessories',
          entry: 'http://localhost:3002/mf-manifest.json',
          routes: ['/accesorios', '/accesorios/:slug', '/catalogo-accesorios', '/accesorio/:idSlug'],
        },
        { name: 'admin', entry: 'http://localhost:3003/mf-manifest.json', routes: ['/admin/*'], render: 'client' },
      ],
    });
  });
});
