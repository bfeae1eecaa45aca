// @ts-check
const path = require('node:path');
const fs = require('node:fs');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { loadSiteConfig } = require('./site-config');
const { sharedDependencies } = require('./shared-dependencies');

/**
 * @typedef {object} AppOptions
 * @property {string} name         federation name and CSS prefix, unique per app (e.g. "bikes")
 * @property {string} dir          the app's folder (pass __dirname)
 * @property {number} port         dev-server port, also the production port
 * @property {Record<string, string>} [exposes] modules a remote offers to the host
 * @property {string} title        <title> of the app's own index.html
 * @property {Record<string, string>} [bundledRemotes] host only: remote name → its routes module,
 *   compiled into the host by the single-bundle build (`--env bundle`)
 */

/**
 * The single-bundle build measures what federation costs: the same pages as one ordinary
 * bundle. A generated stand-in for the federation runtime imports each remote's routes module.
 * @param {Record<string, string>} remotes
 * @param {string} appDir
 */
function writeBundledRuntime(remotes, appDir) {
  const dir = path.join(__dirname, '..', 'node_modules', '.cache', 'shop-single-bundle');
  fs.mkdirSync(dir, { recursive: true });
  const loaders = Object.entries(remotes)
    .map(
      ([name, module]) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(path.resolve(appDir, module))}),`,
    )
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

/**
 * The one webpack configuration of the site: host and remotes differ only by options.
 * @param {AppOptions} app
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createConfig(app) {
  return (env, argv) => {
    const production = argv.mode === 'production';
    const singleBundle = Boolean(env.bundle && app.bundledRemotes);
    const siteConfig = loadSiteConfig();
    const publicDir = path.join(app.dir, 'public');

    return {
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
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        alias:
          singleBundle && app.bundledRemotes
            ? { '@module-federation/enhanced/runtime$': writeBundledRuntime(app.bundledRemotes, app.dir) }
            : {},
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'ts-loader',
              options: { transpileOnly: true, configFile: path.join(app.dir, 'tsconfig.json') },
            },
          },
          {
            test: /\.module\.css$/,
            use: [
              MiniCssExtractPlugin.loader,
              {
                loader: 'css-loader',
                options: {
                  modules: {
                    // The app's name in every class keeps one remote from restyling another.
                    localIdentName: production ? `${app.name}-[hash:base64:6]` : `${app.name}-[name]-[local]`,
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                  },
                },
              },
            ],
          },
          {
            test: /\.css$/,
            exclude: /\.module\.css$/,
            use: [MiniCssExtractPlugin.loader, 'css-loader'],
          },
          { test: /\.(png|jpe?g|webp|svg|ico)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new webpack.DefinePlugin({ __SITE_CONFIG__: JSON.stringify(siteConfig) }),
        ...(singleBundle
          ? []
          : [
              new ModuleFederationPlugin({
                name: app.name,
                filename: app.exposes ? 'remoteEntry.js' : undefined,
                exposes: app.exposes,
                shared: sharedDependencies(),
                manifest: true,
                dts: false,
                shareStrategy: 'loaded-first',
              }),
            ]),
        new MiniCssExtractPlugin({
          filename: production ? '[name].[contenthash:8].css' : '[name].css',
          chunkFilename: production ? '[id].[contenthash:8].css' : '[id].css',
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: app.title,
          templateParameters: {
            siteConfig,
            isHost: !app.exposes,
            preloadRemoteScript: fs.readFileSync(path.join(__dirname, 'preload-remote.browser.js'), 'utf8'),
          },
          scriptLoading: 'defer',
          // Pages live at nested paths (/bici/12-x): tags must not resolve relative to them.
          publicPath: '/',
        }),
        ...(fs.existsSync(publicDir) ? [new CopyPlugin({ patterns: [{ from: publicDir }] })] : []),
        ...(production
          ? [
              new CompressionPlugin({ test: /\.(js|css|html|json|svg)$/, algorithm: 'gzip', threshold: 1024 }),
              new CompressionPlugin({
                test: /\.(js|css|html|json|svg)$/,
                algorithm: 'brotliCompress',
                filename: '[path][base].br',
                threshold: 1024,
              }),
            ]
          : []),
      ],
      optimization: { moduleIds: 'deterministic' },
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
  };
}

module.exports = { createConfig };
