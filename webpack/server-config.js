// @ts-check
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { moduleRules } = require('./module-rules');
const { sharedDependencies } = require('./shared-dependencies');

/**
 * The server build of an app: a remote's server container (`dist/server/`, loaded by the host's
 * server at run time from the remote's own address) or the host's Node server (`dist-server/`).
 * @param {import('./app-options').AppOptions} app
 * @param {boolean} production
 * @param {Record<string, unknown>} siteConfig
 * @returns {import('webpack').Configuration}
 */
function serverConfig(app, production, siteConfig) {
  const outputDir = app.exposes ? path.join(app.dir, 'dist', 'server') : path.join(app.dir, 'dist-server');
  return {
    name: 'server',
    mode: production ? 'production' : 'development',
    devtool: false,
    target: 'async-node',
    entry: app.serverEntry ? { main: app.serverEntry } : {},
    output: {
      path: outputDir,
      // Empty: the node federation runtime then resolves chunks beside the container's remoteEntry.js.
      publicPath: '',
      uniqueName: `${app.name}-server`,
      library: { type: 'commonjs-module' },
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
    },
    // The host's server keeps its own Node dependencies out of the bundle.
    externals: app.serverEntry ? { fastify: 'commonjs fastify', '@fastify/static': 'commonjs @fastify/static' } : {},
    externalsPresets: { node: true },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: { rules: moduleRules(app, production, true) },
    plugins: [
      new webpack.DefinePlugin({ __SITE_CONFIG__: JSON.stringify(siteConfig) }),
      new ModuleFederationPlugin({
        name: app.name,
        filename: app.exposes ? 'remoteEntry.js' : undefined,
        exposes: app.exposes,
        library: app.exposes ? { type: 'commonjs-module', name: app.name } : undefined,
        remoteType: 'script',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        shared: sharedDependencies(),
        manifest: Boolean(app.exposes),
        dts: false,
        shareStrategy: 'loaded-first',
      }),
    ],
    optimization: { moduleIds: 'deterministic', minimize: false },
    performance: { hints: false },
  };
}

module.exports = { serverConfig };
