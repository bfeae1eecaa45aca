// @ts-check
const fs = require('node:fs');
const path = require('node:path');

const defaultsFile = path.join(__dirname, '..', 'config', 'site.default.json');

/**
 * The shop's public configuration (name, contact data, locations, API URL).
 * Defaults live in config/site.default.json; SITE_CONFIG points to a JSON file whose keys
 * override them, and API_URL / SITE_URL / SHOP_NAME override single values.
 * @param {NodeJS.ProcessEnv} env
 */
function loadSiteConfig(env = process.env) {
  const defaults = JSON.parse(fs.readFileSync(defaultsFile, 'utf8'));
  const overrides = env.SITE_CONFIG ? JSON.parse(fs.readFileSync(env.SITE_CONFIG, 'utf8')) : {};
  const config = { ...defaults, ...overrides };
  if (env.API_URL) config.apiUrl = env.API_URL;
  if (env.SITE_URL) config.siteUrl = env.SITE_URL;
  if (env.SHOP_NAME) config.shopName = env.SHOP_NAME;
  config.apiUrl = String(config.apiUrl).replace(/\/+$/, '');
  config.siteUrl = String(config.siteUrl).replace(/\/+$/, '');
  return config;
}

module.exports = { loadSiteConfig };
