// @ts-check
const path = require('node:path');
const fs = require('node:fs');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const crypto = require('node:crypto');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { loadSiteConfig } = require('./site-config');
const { sharedDependencies } = require('./shared-dependencies');
const { earlyEventsScript } = require('./early-events-script');
const { ROUTES_MODULE, remoteIn, routesModules, runtimeRemotesFile, readRemotes } = require('./remotes');

/**
 * @typedef {object} AppOptions
 * @property {string} name         federation name and CSS prefix, unique per app (e.g. "bikes")
 * @property {string} dir          the app's folder (pass __dirname)
 * @property {number} port         dev-server port, also the production port
 * @property {Record<string, string>} [exposes] modules a remote offers to the host
 * @property {string} title        <title> of the app's own index.html
 * @property {string} [serverEntry] host only: the entry of its Node server (server build, `dist-server/`)
 * @property {boolean} [clientOnly] a remote the host never renders on the server: no server container
 * @property {string} [earlyEventsEntry] host only: what keeps a visitor's actions before hydration, bundled on its
 *   own into the <head> of the pages its server renders (early-events-script.js)
 */

const repoRoot = path.join(__dirname, '..');
const sharedSource = path.join(repoRoot, 'shared', 'src') + path.sep;

/**
 * One id for both containers of a build (browser and server): the host renders a remote on the
 * server only when the two manifests carry the same one. The federation manifest reads it here.
 */
process.env.MF_BUILD_VERSION ??= `${Date.now().toString(36)}-${crypto.randomBytes(3).toString('hex')}`;

/**
 * CSS Modules class names: the app's name, or `shop` for the shared package (whichever container
 * provides a shared module, its classes are the same), and a hash of the repository-relative path:
 * the browser and the server builds of every app name a class alike.
 * @param {string} appName
 * @param {boolean} production
 */
function localIdent(appName, production) {
  /** @param {{ resourcePath: string }} context @param {string} _pattern @param {string} localName */
  return (context, _pattern, localName) => {
    const owner = context.resourcePath.startsWith(sharedSource) ? 'shop' : appName;
    const file = path.relative(repoRoot, context.resourcePath).split(path.sep).join('/');
    if (!production) return `${owner}-${path.basename(file, '.module.css')}-${localName}`;
    const hash = crypto.createHash('sha256').update(`${file}:${localName}`).digest('base64url').slice(0, 6);
    return `${owner}-${hash}`;
  };
}

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

/**
 * @param {AppOptions} app
 * @param {boolean} production
 * @param {boolean} server  CSS for the server build: class names only, no files
 */
function moduleRules(app, production, server) {
  const cssModules = {
    getLocalIdent: localIdent(app.name, production),
    namedExport: false,
    exportLocalsConvention: 'as-is',
    exportOnlyLocals: server,
  };
  return [
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
        ...(server ? [] : [MiniCssExtractPlugin.loader]),
        { loader: 'css-loader', options: { modules: cssModules } },
      ],
    },
    {
      test: /\.css$/,
      exclude: /\.module\.css$/,
      use: server
        ? [{ loader: 'css-loader', options: { modules: { mode: 'global', exportOnlyLocals: true } } }]
        : [MiniCssExtractPlugin.loader, 'css-loader'],
    },
    { test: /\.(png|jpe?g|webp|svg|ico)$/, type: 'asset/resource' },
  ];
}

/**
 * The server build of an app: a remote's server container (`dist/server/`, loaded by the host's
 * server at run time from the remote's own address) or the host's Node server (`dist-server/`).
 * @param {AppOptions} app
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

/**
 * The one webpack configuration of the site: host and remotes differ only by options. A production
 * build also makes the app's server build (see `serverConfig`), with the same build id.
 * @param {AppOptions} app
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
 * Emits start-scripts.json: every script the host's pages run to start, in no particular order: the entry,
 * the chunks of its async start (`import('./bootstrap')`) and, following the shared modules they consume,
 * those modules' chunks; not the screens, which each page loads on its own. The host's server preloads
 * them at low priority, so their bytes arrive while the page paints instead of one after another once
 * its scripts run (start-after-paint.browser.js).
 */
class StartScriptsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartScriptsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the content hashes are final: they name the chunk files.
        { name: 'StartScriptsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
          const files = [...startChunks(compilation)].flatMap((chunk) => [...chunk.files]);
          const scripts = files.filter((file) => file.endsWith('.js')).map((file) => `/${file}`);
          compilation.emitAsset('start-scripts.json', new webpack.sources.RawSource(JSON.stringify({ scripts })));
        },
      );
    });
  }
}

/**
 * The modules that provide each shared module (share key → module): the host, loaded first, gives the
 * page its own copy of every shared module, loaded by the chunks of that module's block.
 * @param {import('webpack').Compilation} compilation
 */
function sharedProviders(compilation) {
  /** @type {Map<string, import('webpack').Module>} */
  const providers = new Map();
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    // Its identifier for libraries: webpack/sharing/provide/<scope>/<share key>.
    const ident = module.libIdent({ context: compilation.compiler.context }) ?? '';
    const shareKey = ident.split('/').slice(4).join('/');
    providers.set(shareKey, module);
  }
  return providers;
}

/** @param {import('webpack').Compilation} compilation */
function startChunks(compilation) {
  const { chunkGraph } = compilation;
  const providers = sharedProviders(compilation);
  /** @type {Set<import('webpack').Chunk>} */
  const chunks = new Set();
  /** @param {import('webpack').Module | undefined} module */
  const followBlocks = (module) =>
    module?.blocks.forEach((block) => chunkGraph.getBlockChunkGroup(block)?.chunks.forEach((c) => visit(c, false)));
  /** @param {import('webpack').Chunk} chunk @param {boolean} entry */
  function visit(chunk, entry) {
    if (chunks.has(chunk)) return;
    chunks.add(chunk);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      // The entry starts the app behind one async boundary (its modules also provide every shared module,
      // which only what the page consumes loads); past it only the shared modules consumed are followed.
      if (entry && module.type !== 'provide-module') followBlocks(module);
      else if (module.type === 'consume-shared-module') {
        followBlocks(providers.get(/** @type {{ options: { shareKey: string } }} */ (module).options.shareKey));
      }
    }
  }
  for (const entrypoint of compilation.entrypoints.values()) entrypoint.chunks.forEach((chunk) => visit(chunk, true));
  return chunks;
}

/**
 * The HTML pages an app builds, with the scripts each inlines (read once). A remote: its standalone page.
 * The host: index.html, the template of the pages its server renders, which keeps what a visitor does
 * before hydration (AppOptions.earlyEventsEntry), counts its errors (page-errors.browser.js) and whose scripts
 * start after the first paint (start-after-paint.browser.js); and shell.html, for pages rendered in the browser only
 * (the admin area, the error page), whose scripts the browser finds in <head> at once.
 */
function htmlPages(app) {
  /** @type {() => Promise<string>} */
  const noScript = async () => '';
  const none = { earlyEvents: noScript, pageErrorsScript: '', preloadRemoteScript: '', startAfterPaintScript: '' };
  if (app.exposes) return [{ ...none, filename: 'index.html' }];
  const inlined = (file) => fs.readFileSync(path.join(__dirname, file), 'utf8');
  const preloadRemoteScript = inlined('preload-remote.browser.js');
  return [
    {
      filename: 'index.html',
      earlyEvents: app.earlyEventsEntry
        ? () => earlyEventsScript(/** @type {string} */ (app.earlyEventsEntry), path.join(app.dir, 'tsconfig.json'))
        : noScript,
      pageErrorsScript: inlined('page-errors.browser.js'),
      preloadRemoteScript,
      startAfterPaintScript: inlined('start-after-paint.browser.js'),
    },
    { ...none, filename: 'shell.html', preloadRemoteScript },
  ];
}

/**
 * The host's remotes.json, written into its build from the list of remotes.
 * @param {string} root the repository's root
 * @returns {import('webpack').WebpackPluginInstance}
 */
function remotesFilePlugin(root) {
  const name = 'RemotesFilePlugin';
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        compilation.hooks.processAssets.tap(
          { name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => {
            const body = JSON.stringify(runtimeRemotesFile(readRemotes(root)), null, 2);
            compilation.emitAsset('remotes.json', new webpack.sources.RawSource(`${body}\n`));
          },
        );
      });
    },
  };
}

/**
 * @param {AppOptions} app
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
    plugins: [
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
      ...htmlPages(app).map(
        ({ filename, earlyEvents, pageErrorsScript, preloadRemoteScript, startAfterPaintScript }) =>
          new HtmlWebpackPlugin({
            template: path.join(__dirname, 'index.html'),
            filename,
            title: app.title,
            // A function replaces the plugin's own parameters (htmlWebpackPlugin, webpackConfig): given again.
            templateParameters: async (compilation, files, tags, options) => ({
              compilation,
              webpackConfig: compilation.options,
              htmlWebpackPlugin: { tags, files, options },
              siteConfig,
              earlyEventsScript: await earlyEvents(),
              pageErrorsScript,
              preloadRemoteScript,
              startAfterPaintScript,
            }),
            // A page with start-after-paint.browser.js starts its scripts itself.
            inject: startAfterPaintScript ? false : 'head',
            scriptLoading: 'defer',
            // Pages live at nested paths (/bici/12-x): tags must not resolve relative to them.
            publicPath: '/',
          }),
      ),
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
    ],
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
