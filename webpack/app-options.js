// @ts-check

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

module.exports = {};
