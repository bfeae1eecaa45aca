// @ts-check
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');

/**
 * The host's early-events script (AppOptions.earlyEventsEntry) as one classic script for index.html's <head>: a
 * bundle of its own, so it writes addresses with the very modules the app writes them with. It defines the global
 * function `earlyEvents`, which index.html calls. Built once per process (a dev server rebuilt by a change to it
 * needs a restart).
 * @param {string} entry
 * @param {string} tsconfig the app's, for ts-loader
 * @returns {Promise<string>}
 */
function bundleEarlyEvents(entry, tsconfig) {
  const config = {
    mode: /** @type {const} */ ('production'),
    devtool: false,
    target: 'web',
    entry,
    output: {
      path: path.join(__dirname, '..', 'node_modules', '.cache', 'shop-early-events'),
      filename: 'early-events.js',
      library: { type: 'var', name: 'earlyEvents', export: 'earlyEvents' },
    },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: tsconfig } },
        },
      ],
    },
  };
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error || !stats || stats.hasErrors()) {
        reject(error ?? new Error(stats?.toString('errors-only') ?? 'early-events: no build'));
        return;
      }
      fs.promises.readFile(path.join(config.output.path, config.output.filename), 'utf8').then(resolve, reject);
    });
  });
}

/** @type {Map<string, Promise<string>>} */
const built = new Map();

/** @param {string} entry @param {string} tsconfig */
function earlyEventsScript(entry, tsconfig) {
  if (!built.has(entry)) {
    // A failed build is not kept: the next compile of the host tries again.
    const bundle = bundleEarlyEvents(entry, tsconfig);
    bundle.catch(() => built.delete(entry));
    built.set(entry, bundle);
  }
  return /** @type {Promise<string>} */ (built.get(entry));
}

module.exports = { earlyEventsScript };
