// @ts-check
const path = require('node:path');
const fs = require('node:fs');
const webpack = require('webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { htmlPagePlugins } = require('./html-pages');
const { remotesFilePlugin } = require('./remotes-file-plugin');
const { sharedDependencies } = require('./shared-dependencies');
const { StartScriptsPlugin } = require('./start-scripts-plugin');

/**
 * The plugins of an app's browser build: federation (not in the single bundle), CSS files, HTML pages, the
 * public folder, the host's remotes.json and start scripts, and compressed copies in production.
 * @param {import('./app-options').AppOptions} app
 * @param {boolean} production
 * @param {boolean} singleBundle
 * @param {Record<string, unknown>} siteConfig
 * @returns {import('webpack').WebpackPluginInstance[]}
 */
function browserPlugins(app, production, singleBundle, siteConfig) {
  const publicDir = path.join(app.dir, 'public');
  return [
    new webpack.DefinePlugin({ __SITE_CONFIG__: JSON.stringify(siteConfig) }),
    ...(singleBundle
      ? []
      : [
          new ModuleFederationPlugin({
            name: app.name,
            filename: app.exposes ? 'remoteEntry.js' : undefined,
            exposes: app.exposes,
            // The host's start takes its shared modules from its first script rather than loading a chunk and
            // resolving a share for each, a dozen steps fewer before a page works (bench/dead-window.mjs); the
            // remotes take the host's copies.
            shared: sharedDependencies({ eager: !app.exposes }),
            manifest: true,
            dts: false,
            shareStrategy: 'loaded-first',
            runtimePlugins: [require.resolve('./yield-between-shares.runtime.js')],
            // The browser's runtime without its Node.js code paths.
            experiments: { optimization: { target: 'web' } },
          }),
        ]),
    new MiniCssExtractPlugin({
      filename: production ? '[name].[contenthash:8].css' : '[name].css',
      chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
    }),
    ...htmlPagePlugins(app, siteConfig),
    ...(fs.existsSync(publicDir) ? [new CopyPlugin({ patterns: [{ from: publicDir }] })] : []),
    ...(app.exposes ? [] : [remotesFilePlugin(path.dirname(app.dir))]),
    ...(app.serverEntry && !singleBundle ? [new StartScriptsPlugin()] : []),
    ...(production
      ? [
          ...['gzip', 'brotliCompress'].map(
            (algorithm) =>
              new CompressionPlugin({
                test: /\.(js|css|html|json|svg)$/,
                // The host's remotes.json is rewritten in place by a switch: a compressed copy would go stale.
                exclude: /^remotes\.json$/,
                algorithm,
                ...(algorithm === 'gzip' ? {} : { filename: '[path][base].br' }),
                threshold: 1024,
              }),
          ),
        ]
      : []),
  ];
}

module.exports = { browserPlugins };
