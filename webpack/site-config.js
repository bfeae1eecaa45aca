// @ts-check
const fs = require('node:fs');
const path = require('node:path');

const configDir = path.join(__dirname, '..', 'config');
const defaultsFile = path.join(configDir, 'site.default.json');
const schemaFile = path.join(configDir, 'site.schema.json');

/**
 * The part of JSON Schema that config/site.schema.json uses.
 * @typedef {object} Schema
 * @property {'object' | 'array' | 'string' | 'number' | 'integer'} type
 * @property {Record<string, Schema>} [properties]
 * @property {string[]} [required]
 * @property {false | Schema} [additionalProperties]
 * @property {Schema} [items]
 * @property {number} [minLength]
 * @property {string} [pattern]
 */

/**
 * Every way `value` departs from `schema`, each naming where (`contact.lat`, `locations[1].id`).
 * @param {unknown} value
 * @param {Schema} schema
 * @param {string} where
 * @returns {string[]}
 */
function problems(value, schema, where) {
  const at = where || 'la raíz';
  switch (schema.type) {
    case 'string':
      if (typeof value !== 'string') return [`${at}: tiene que ser un texto`];
      if (schema.minLength && value.length < schema.minLength) return [`${at}: no puede estar vacío`];
      if (schema.pattern && !new RegExp(schema.pattern).test(value)) return [`${at}: no cumple ${schema.pattern}`];
      return [];
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? [] : [`${at}: tiene que ser un número`];
    case 'integer':
      return Number.isInteger(value) ? [] : [`${at}: tiene que ser un número entero`];
    case 'array':
      if (!Array.isArray(value)) return [`${at}: tiene que ser una lista`];
      return value.flatMap((item, index) => (schema.items ? problems(item, schema.items, `${where}[${index}]`) : []));
    case 'object': {
      if (typeof value !== 'object' || value === null || Array.isArray(value))
        return [`${at}: tiene que ser un objeto`];
      const record = /** @type {Record<string, unknown>} */ (value);
      const prefix = where ? `${where}.` : '';
      const missing = (schema.required ?? []).filter((key) => !(key in record)).map((key) => `${prefix}${key}: falta`);
      const checked = Object.entries(record).flatMap(([key, item]) => {
        const known = schema.properties?.[key];
        if (known) return problems(item, known, `${prefix}${key}`);
        if (schema.additionalProperties) return problems(item, schema.additionalProperties, `${prefix}${key}`);
        return [`${prefix}${key}: clave desconocida`];
      });
      return [...missing, ...checked];
    }
  }
}

/** @param {unknown} value */
function isPlainObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `overrides` over `base`: objects merge key by key at every depth; anything else (a text, a
 * number, a list) replaces what it overrides.
 * @param {unknown} base
 * @param {unknown} overrides
 * @returns {unknown}
 */
function deepMerge(base, overrides) {
  if (!isPlainObject(base) || !isPlainObject(overrides)) return overrides;
  const merged = { .../** @type {Record<string, unknown>} */ (base) };
  for (const [key, value] of Object.entries(/** @type {Record<string, unknown>} */ (overrides))) {
    merged[key] = key in merged ? deepMerge(merged[key], value) : value;
  }
  return merged;
}

/** @param {string} file */
function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * The shop's public configuration (name, contact data, locations, size guide, API URL).
 * Defaults live in config/site.default.json; SITE_CONFIG points to a JSON file merged over them
 * (a key given replaces only itself: `{"contact":{"address":"…"}}` keeps the contact's other
 * fields), and API_URL / SITE_URL / SHOP_NAME override single values. The result must match
 * config/site.schema.json: a wrong type or an unknown key stops the build, naming the key.
 * @param {NodeJS.ProcessEnv} env
 */
function loadSiteConfig(env = process.env) {
  const overrides = env.SITE_CONFIG ? readJson(env.SITE_CONFIG) : {};
  const config = /** @type {Record<string, unknown>} */ (deepMerge(readJson(defaultsFile), overrides));
  if (env.API_URL) config.apiUrl = env.API_URL;
  if (env.SITE_URL) config.siteUrl = env.SITE_URL;
  if (env.SHOP_NAME) config.shopName = env.SHOP_NAME;
  const found = problems(config, readJson(schemaFile), '');
  if (found.length > 0) {
    const source = env.SITE_CONFIG ? `${defaultsFile} con ${env.SITE_CONFIG}` : defaultsFile;
    throw new Error(`Configuración del sitio inválida (${source}):\n  ${found.join('\n  ')}`);
  }
  config.apiUrl = String(config.apiUrl).replace(/\/+$/, '');
  config.siteUrl = String(config.siteUrl).replace(/\/+$/, '');
  return config;
}

module.exports = { loadSiteConfig };
