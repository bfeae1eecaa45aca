// @ts-check
const crypto = require('node:crypto');
const { browserConfig } = require('./browser-config');
const { serverConfig } = require('./server-config');
const { loadSiteConfig } = require('./site-config');
const { ROUTES_MODULE, remoteIn } = require('./remotes');

/**
 * One id for both containers of a build (browser and server): the host renders a remote on the
 * server only when the two manifests carry the same one. The federation manifest reads it here.
 */
process.env.MF_BUILD_VERSION ??= `${Date.now().toString(36)}-${crypto.randomBytes(3).toString('hex')}`;

/**
 * The one webpack configuration of the site: host and remotes differ only by options. A production
 * build also makes the app's server build (see `serverConfig`), with the same build id.
 * @param {import('./app-options').AppOptions} app
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) => import('webpack').Configuration | import('webpack').Configuration[]}
 */
function createConfig(app) {
  return (env, argv) => {
    const production = argv.mode === 'production';
    const singleBundle = Boolean(env.bundle && !app.exposes);
    const siteConfig = loadSiteConfig();
    const withServer = production && !singleBundle && !app.clientOnly;
    const browser = browserConfig(app, production, singleBundle, siteConfig, withServer);
    return withServer ? [browser, serverConfig(app, production, siteConfig)] : browser;
  };
}

/**
 * A remote's configuration: its name, port and render mode come from the list of remotes.
 * @param {{ dir: string, title: string }} options the remote's folder (pass __dirname) and standalone page title
 */
function createRemoteConfig({ dir, title }) {
  const remote = remoteIn(dir);
  return createConfig({
    name: remote.name,
    dir,
    port: remote.port,
    title,
    exposes: { './routes': ROUTES_MODULE },
    clientOnly: remote.render === 'client',
  });
}

module.exports = { createConfig, createRemoteConfig };
