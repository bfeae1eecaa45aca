// @ts-check
const path = require('node:path');
const fs = require('node:fs');
const { routesModules } = require('./remotes');

/**
 * The single-bundle build (`--env bundle`, host only) measures what federation costs: the same pages
 * as one ordinary bundle. A generated stand-in for the federation runtime imports each remote's routes module.
 * @param {string} root the repository's root
 */
function writeBundledRuntime(root) {
  const dir = path.join(__dirname, '..', 'node_modules', '.cache', 'shop-single-bundle');
  fs.mkdirSync(dir, { recursive: true });
  const loaders = Object.entries(routesModules(root))
    .map(([name, module]) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(module)}),`)
    .join('\n');
  const file = path.join(dir, 'federation-runtime.js');
  fs.writeFileSync(
    file,
    [
      'const loaders = {',
      loaders,
      '};',
      'export function registerRemotes() {}',
      "export function loadRemote(id) { return loaders[id.split('/')[0]](); }",
      '',
    ].join('\n'),
  );
  return file;
}

module.exports = { writeBundledRuntime };
