// @ts-check
const fs = require('node:fs');
const path = require('node:path');
const { default: Ajv } = require('ajv');
const { siteSchema } = require('./site-schema');

const configDir = path.join(__dirname, '..', 'config');
const defaultsFile = path.join(configDir, 'site.default.json');

/** @type {Record<string, string>} */
const TYPE_NAMES = {
  string: 'un texto',
  number: 'un número',
  integer: 'un número entero',
  array: 'una lista',
  object: 'un objeto',
};

/**
 * Where a JSON pointer leads in `value`, as the config's author writes it: `contact.lat`, `locations[1].id`.
 * @param {unknown} value
 * @param {string} pointer
 */
function placeOf(value, pointer) {
  let place = '';
  let at = value;
  for (const key of pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))) {
    place += Array.isArray(at) ? `[${key}]` : place ? `.${key}` : key;
    at = isPlainObject(at) || Array.isArray(at) ? /** @type {Record<string, unknown>} */ (at)[key] : undefined;
  }
  return place;
}

/**
 * One of Ajv's errors in the config author's words, naming where.
 * @param {import('ajv').ErrorObject} error
 * @param {unknown} config
 */
function problem(error, config) {
  const place = placeOf(config, error.instancePath);
  const child = (/** @type {unknown} */ key) => (place ? `${place}.${String(key)}` : String(key));
  const { params } = error;
  switch (error.keyword) {
    case 'required':
      return `${child(params.missingProperty)}: falta`;
    case 'additionalProperties':
      return `${child(params.additionalProperty)}: clave desconocida`;
    case 'type':
      return `${place || 'la raíz'}: tiene que ser ${TYPE_NAMES[String(params.type)] ?? params.type}`;
    case 'minLength':
      return params.limit === 1
        ? `${place}: no puede estar vacío`
        : `${place}: tiene que tener al menos ${params.limit} caracteres`;
    case 'pattern':
      return `${place}: no cumple ${params.pattern}`;
    case 'minimum':
      return `${place}: tiene que ser al menos ${params.limit}`;
    case 'maximum':
      return `${place}: tiene que ser como mucho ${params.limit}`;
    case 'minItems':
      return `${place}: tiene que tener al menos ${params.limit} elemento${params.limit === 1 ? '' : 's'}`;
    case 'enum':
      return `${place}: tiene que ser uno de ${params.allowedValues.join(', ')}`;
    default:
      return `${place || 'la raíz'}: ${error.message ?? error.keyword}`;
  }
}

/**
 * Every way `config` departs from the site's schema (./site-schema.js), each naming where. Ajv in strict mode: a keyword the
 * schema misspells or Ajv does not know stops the build instead of being ignored.
 * @param {unknown} config
 * @returns {string[]}
 */
function problems(config) {
  const validate = new Ajv({ allErrors: true, strict: true }).compile(siteSchema);
  return validate(config) ? [] : (validate.errors ?? []).map((error) => problem(error, config));
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
 * The shop's public configuration (name, contact data, opening hours, instalment plans, locations, size guide,
 * API URL).
 * Defaults live in config/site.default.json; SITE_CONFIG points to a JSON file merged over them
 * (a key given replaces only itself: `{"contact":{"address":"…"}}` keeps the contact's other
 * fields), and API_URL / SITE_URL / SHOP_NAME override single values. The result must match
 * ./site-schema.js: a wrong type or an unknown key stops the build, naming the key.
 * @param {NodeJS.ProcessEnv} env
 */
function loadSiteConfig(env = process.env) {
  const overrides = env.SITE_CONFIG ? readJson(env.SITE_CONFIG) : {};
  const config = /** @type {Record<string, unknown>} */ (deepMerge(readJson(defaultsFile), overrides));
  if (env.API_URL) config.apiUrl = env.API_URL;
  if (env.SITE_URL) config.siteUrl = env.SITE_URL;
  if (env.SHOP_NAME) config.shopName = env.SHOP_NAME;
  const found = problems(config);
  if (found.length > 0) {
    const source = env.SITE_CONFIG ? `${defaultsFile} con ${env.SITE_CONFIG}` : defaultsFile;
    throw new Error(`Configuración del sitio inválida (${source}):\n  ${found.join('\n  ')}`);
  }
  config.apiUrl = String(config.apiUrl).replace(/\/+$/, '');
  config.siteUrl = String(config.siteUrl).replace(/\/+$/, '');
  return config;
}

module.exports = { loadSiteConfig };
