// @ts-check
const path = require('node:path');
const fs = require('node:fs');
const { moduleRules } = require('./module-rules');
const { browserPlugins } = require('./browser-plugins');
const { writeBundledRuntime } = require('./single-bundle');

/**
 * @param {import('./app-options').AppOptions} app
 * @param {boolean} production
 * @param {boolean} singleBundle
 * @param {Record<string, unknown>} siteConfig
 * @param {boolean} withServer
 * @returns {import('webpack').Configuration}
 */
function browserConfig(app, production, singleBundle, siteConfig, withServer) {
  const publicDir = path.join(app.dir, 'public');
  return {
    name: 'browser',
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    entry: path.join(app.dir, 'src', 'index.ts'),
    output: {
      path: path.join(app.dir, singleBundle ? 'dist-bundle' : 'dist'),
      publicPath: 'auto',
      uniqueName: app.name,
      // Entry files keep a stable name (the federation runtime cannot hash them); they are
      // served with no-cache, every other chunk is content-hashed and cached for a year.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      // A remote's server container is built beside it, into dist/server.
      clean: withServer && app.exposes ? { keep: /^server[\\/]/ } : true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: singleBundle ? { '@module-federation/enhanced/runtime$': writeBundledRuntime(path.dirname(app.dir)) } : {},
    },
    module: { rules: moduleRules(app, production, false) },
    plugins: browserPlugins(app, production, singleBundle, siteConfig),
    optimization: {
      moduleIds: 'deterministic',
      // All of an app's CSS in one file, so the server can link it in <head> before the body
      // (a page's CSS would otherwise sit in async chunks only the browser discovers).
      splitChunks: {
        cacheGroups: {
          styles: { name: `${app.name}-styles`, type: 'css/mini-extract', chunks: 'all', enforce: true },
          // The shared libraries every page starts with, in one chunk. Federation gives each shared
          // package its own chunk otherwise, and a phone spent ~1 ms of its start-up task inserting each
          // of their dozen script tags. Whoever loads one of them needs them all (a remote uses the host's).
          frameworks: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-redux|use-sync-external-store|react-router|@reduxjs|redux|redux-thunk|immer|reselect|@standard-schema)[\\/]/,
            name: 'frameworks',
            chunks: 'async',
            enforce: true,
          },
        },
      },
    },
    performance: { hints: false },
    devServer: {
      port: app.port,
      historyApiFallback: true,
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      static: fs.existsSync(publicDir) ? { directory: publicDir } : false,
      client: { overlay: { runtimeErrors: false } },
    },
  };
}

module.exports = { browserConfig };
