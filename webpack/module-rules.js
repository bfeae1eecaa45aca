// @ts-check
const path = require('node:path');
const crypto = require('node:crypto');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

const repoRoot = path.join(__dirname, '..');
const sharedSource = path.join(repoRoot, 'shared', 'src') + path.sep;

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
 * @param {import('./app-options').AppOptions} app
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

module.exports = { moduleRules };
