// @ts-check
const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { earlyEventsScript } = require('./early-events-script');

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
 * The HTML pages' plugins, each with its inlined scripts and the site's configuration.
 * @param {import('./app-options').AppOptions} app
 * @param {Record<string, unknown>} siteConfig
 */
function htmlPagePlugins(app, siteConfig) {
  return htmlPages(app).map(
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
  );
}

module.exports = { htmlPagePlugins };
