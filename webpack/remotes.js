// @ts-check
// The one list of the site's remotes (remotes.config.json at the repository's root) and what is
// derived from it: the host's runtime remotes.json, the single-bundle build's routes modules.
const fs = require('node:fs');
const path = require('node:path');

/**
 * @typedef {object} RemoteDeclaration
 * @property {string} name        federation name, e.g. "bikes"
 * @property {string} workspace   its folder and npm workspace, e.g. "mf-catalog-bikes"
 * @property {number} port        local port, standalone and in `npm start`
 * @property {string[]} routes    the route patterns its `./routes` module serves
 * @property {'client'} [render]  "client": rendered in the browser only, never on the server
 */

const DECLARATION_FILE = 'remotes.config.json';
/** A federation name is also a JavaScript variable in the browser container. */
const REMOTE_NAME = /^[a-z][a-z0-9]*$/;
/** Every remote exposes this module, and the single-bundle build compiles it into the host. */
const ROUTES_MODULE = './src/routes.tsx';

/**
 * @param {string} root the repository's root
 * @returns {RemoteDeclaration[]}
 */
function readRemotes(root) {
  return JSON.parse(fs.readFileSync(path.join(root, DECLARATION_FILE), 'utf8')).remotes;
}

/**
 * The declaration of the remote in `appDir` (a workspace is a folder at the repository's root).
 * @param {string} appDir
 */
function remoteIn(appDir) {
  const workspace = path.basename(appDir);
  const remote = readRemotes(path.dirname(appDir)).find((candidate) => candidate.workspace === workspace);
  if (!remote) throw new Error(`${workspace} no figura en ${DECLARATION_FILE}`);
  return remote;
}

/** @param {RemoteDeclaration} remote */
function localEntry(remote) {
  return `http://localhost:${remote.port}/mf-manifest.json`;
}

/**
 * The host's remotes.json (read at run time, edited where a deployment moves a remote): every
 * remote at its local address.
 * @param {RemoteDeclaration[]} remotes
 */
function runtimeRemotesFile(remotes) {
  return {
    remotes: remotes.map((remote) => ({
      name: remote.name,
      entry: localEntry(remote),
      routes: remote.routes,
      ...(remote.render ? { render: remote.render } : {}),
    })),
  };
}

/**
 * Remote name → absolute path of its routes module.
 * @param {string} root
 * @returns {Record<string, string>}
 */
function routesModules(root) {
  return Object.fromEntries(
    readRemotes(root).map((remote) => [remote.name, path.join(root, remote.workspace, ROUTES_MODULE)]),
  );
}

module.exports = {
  DECLARATION_FILE,
  REMOTE_NAME,
  ROUTES_MODULE,
  readRemotes,
  remoteIn,
  runtimeRemotesFile,
  routesModules,
};
