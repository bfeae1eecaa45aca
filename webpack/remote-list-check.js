// @ts-check
// The files that cannot read remotes.config.json themselves (npm's workspaces, TypeScript's project
// references, each remote's package.json, compose.yaml), checked against it.
const fs = require('node:fs');
const path = require('node:path');
const YAML = require('yaml');
const { DECLARATION_FILE, REMOTE_NAME, readRemotes } = require('./remotes');

/** @typedef {import('./remotes').RemoteDeclaration} RemoteDeclaration */

const UNIQUE_KEYS = /** @type {const} */ (['name', 'workspace', 'port']);

/**
 * @typedef {object} PackageJson
 * @property {string} [name]
 * @property {string[]} [workspaces]
 * @property {{ port?: string }} [config]
 */

/**
 * @param {string} file
 * @returns {unknown}
 */
function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * @param {string[]} values
 * @returns {string[]}
 */
function repeated(values) {
  return [...new Set(values.filter((value, index) => values.indexOf(value) !== index))];
}

/** @param {RemoteDeclaration[]} remotes */
function declarationProblems(remotes) {
  return [
    ...remotes
      .filter((remote) => !REMOTE_NAME.test(remote.name))
      .map((remote) => `${DECLARATION_FILE}: "${remote.name}" no es un nombre válido (minúsculas y dígitos)`),
    ...UNIQUE_KEYS.flatMap((key) =>
      repeated(remotes.map((remote) => String(remote[key]))).map(
        (value) => `${DECLARATION_FILE}: ${key} ${value} repetido`,
      ),
    ),
  ];
}

/**
 * @param {string} root
 * @param {RemoteDeclaration[]} remotes
 */
function workspaceProblems(root, remotes) {
  const { workspaces = [] } = /** @type {PackageJson} */ (readJson(path.join(root, 'package.json')));
  const tsconfig = /** @type {{ references: { path: string }[] }} */ (readJson(path.join(root, 'tsconfig.json')));
  const references = tsconfig.references.map((reference) => path.normalize(reference.path));
  return remotes.flatMap(({ workspace, port }) => {
    const problems = [];
    if (!workspaces.includes(workspace)) problems.push(`package.json: falta ${workspace} en "workspaces"`);
    if (!references.includes(workspace)) problems.push(`tsconfig.json: falta la referencia a ./${workspace}`);
    const manifest = path.join(root, workspace, 'package.json');
    if (!fs.existsSync(manifest)) return [...problems, `${workspace}/package.json no existe`];
    const { name, config } = /** @type {PackageJson} */ (readJson(manifest));
    if (name !== workspace) problems.push(`${workspace}/package.json: "name" debe ser ${workspace}`);
    if (config?.port !== String(port)) problems.push(`${workspace}/package.json: "config.port" debe ser "${port}"`);
    return problems;
  });
}

/**
 * The build folder and port each compose service serves with scripts/serve-static.mjs, the host's aside.
 * @param {string} root
 * @returns {Map<string, { dir: string, port: string, published: string[] }>}
 */
function composeStaticServers(root) {
  const { services } = YAML.parse(fs.readFileSync(path.join(root, 'compose.yaml'), 'utf8'), { merge: true });
  const servers = new Map();
  for (const [service, { command, ports = [] }] of Object.entries(services)) {
    if (!Array.isArray(command) || !command.includes('scripts/serve-static.mjs')) continue;
    const dir = command[command.indexOf('--dir') + 1];
    if (dir !== 'host/dist')
      servers.set(service, { dir, port: command[command.indexOf('--port') + 1], published: ports });
  }
  return servers;
}

/**
 * @param {string} root
 * @param {RemoteDeclaration[]} remotes
 */
function composeProblems(root, remotes) {
  const servers = [...composeStaticServers(root).entries()];
  const declared = new Set(remotes.map((remote) => `${remote.workspace}/dist`));
  return [
    ...remotes.flatMap(({ workspace, port }) => {
      const found = servers.find(([, server]) => server.dir === `${workspace}/dist`);
      if (!found) return [`compose.yaml: ningún servicio sirve ${workspace}/dist`];
      const [service, server] = found;
      return server.port === String(port) && server.published.includes(`${port}:${port}`)
        ? []
        : [`compose.yaml: ${service} debe servir ${workspace}/dist en el puerto ${port} y publicarlo`];
    }),
    ...servers
      .filter(([, server]) => !declared.has(server.dir))
      .map(([service, server]) => `compose.yaml: ${service} sirve ${server.dir}, que no figura en ${DECLARATION_FILE}`),
  ];
}

/**
 * Where the repository disagrees with its list of remotes, one line each; none when it agrees.
 * @param {string} root the repository's root
 * @returns {string[]}
 */
function remoteListDisagreements(root) {
  const remotes = readRemotes(root);
  return [...declarationProblems(remotes), ...workspaceProblems(root, remotes), ...composeProblems(root, remotes)];
}

module.exports = { remoteListDisagreements };
