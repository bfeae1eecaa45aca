// @ts-check
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { afterAll, describe, expect, it } = require('@jest/globals');
const { loadSiteConfig } = require('./site-config');

const defaults = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'config', 'site.default.json'), 'utf8'));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-config-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Loads the config with SITE_CONFIG pointing to a file holding `overrides`. */
function loadWith(/** @type {unknown} */ overrides, /** @type {NodeJS.ProcessEnv} */ env = {}) {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.json`);
  fs.writeFileSync(file, JSON.stringify(overrides));
  return loadSiteConfig({ ...env, SITE_CONFIG: file });
}

describe('loadSiteConfig', () => {
  it('gives the defaults when no SITE_CONFIG is set', () => {
    expect(loadSiteConfig({})).toEqual(defaults);
  });

  it('merges a nested key over the defaults and keeps its siblings', () => {
    const config = loadWith({ contact: { address: 'Otra 123' } });
    expect(config.contact).toEqual({ ...defaults.contact, address: 'Otra 123' });
    expect(config.contact).toHaveProperty('lat', defaults.contact.lat);
    expect(config.contact).toHaveProperty('lng', defaults.contact.lng);
  });

  it("keeps the other categories' size tables when one category is given", () => {
    const mtb = [{ talle: 'Único', min: 150, max: 200 }];
    const config = loadWith({ sizeGuide: { mtb } });
    expect(config.sizeGuide).toEqual({ ...defaults.sizeGuide, mtb });
  });

  it('replaces lists whole', () => {
    const social = [{ name: 'Instagram', url: 'https://www.instagram.com/otra' }];
    expect(loadWith({ social }).social).toEqual(social);
  });

  it('refuses an unknown key and names it', () => {
    expect(() => loadWith({ whatsapNumber: '5491100000000' })).toThrow(/whatsapNumber: clave desconocida/);
    expect(() => loadWith({ contact: { adress: 'Otra 123' } })).toThrow(/contact\.adress: clave desconocida/);
  });

  it('refuses a value of the wrong type and names where it is', () => {
    expect(() => loadWith({ contact: { lat: '-34.6' } })).toThrow(/contact\.lat: tiene que ser un número/);
    expect(() => loadWith({ sizeGuide: { mtb: [{ talle: 'M', min: 160 }] } })).toThrow(
      /sizeGuide\.mtb\[0\]\.max: falta/,
    );
  });

  it('refuses a value its schema does not allow: an empty name, a chat number with letters', () => {
    expect(() => loadWith({ shopName: '' })).toThrow(/shopName: no puede estar vacío/);
    expect(() => loadWith({ whatsappNumber: '+54 9 11' })).toThrow(/whatsappNumber: no cumple \^\[0-9\]\+\$/);
    expect(() => loadWith({ locations: [{ ...defaults.locations[0], lat: null }] })).toThrow(
      /locations\[0\]\.lat: tiene que ser un número/,
    );
  });

  it("takes a location's zoom as a whole number, null (the default) or left out, and nothing else", () => {
    const at = (/** @type {unknown} */ zoom) => loadWith({ locations: [{ ...defaults.locations[0], zoom }] });
    expect(at(15).locations[0].zoom).toBe(15);
    expect(at(null).locations[0].zoom).toBeNull();
    expect(() => at(15.5)).toThrow(/locations\[0\]\.zoom: tiene que ser un número entero/);
    expect(() => at('15')).toThrow(/locations\[0\]\.zoom: tiene que ser un número entero/);
  });

  it('takes the cash or transfer discount as a whole percent from 0 to 90', () => {
    expect(defaults.cashDiscountPercent).toBe(10);
    expect(loadWith({ cashDiscountPercent: 0 }).cashDiscountPercent).toBe(0);
    expect(() => loadWith({ cashDiscountPercent: 91 })).toThrow(/cashDiscountPercent: tiene que ser como mucho 90/);
    expect(() => loadWith({ cashDiscountPercent: -1 })).toThrow(/cashDiscountPercent: tiene que ser al menos 0/);
    expect(() => loadWith({ cashDiscountPercent: 7.5 })).toThrow(/cashDiscountPercent: tiene que ser un número entero/);
  });

  it('refuses an instalment plan or opening hours it could not show', () => {
    expect(() => loadWith({ financing: [{ instalments: [1], surchargePercent: -5 }] })).toThrow(
      /financing\[0\]\.instalments\[0\]: tiene que ser al menos 2\n {2}financing\[0\]\.surchargePercent: tiene que ser al menos 0/,
    );
    expect(() => loadWith({ financing: [{ instalments: [], surchargePercent: 0 }] })).toThrow(
      /financing\[0\]\.instalments: tiene que tener al menos 1 elemento$/m,
    );
    const hours = { from: 'lunes', to: 'friday', opens: '9', closes: '20:00' };
    expect(() => loadWith({ openingHours: [hours] })).toThrow(
      /openingHours\[0\]\.from: tiene que ser uno de monday, tuesday, wednesday, thursday, friday, saturday, sunday\n {2}openingHours\[0\]\.opens: no cumple/,
    );
  });

  it('lists every problem at once', () => {
    expect(() => loadWith({ shopName: 1, contact: { lng: 'x' } })).toThrow(
      /shopName: tiene que ser un texto\n {2}contact\.lng: tiene que ser un número/,
    );
  });

  it('lets API_URL, SITE_URL and SHOP_NAME override single values, without a trailing slash', () => {
    const config = loadWith(
      {},
      { API_URL: 'https://api.example/', SITE_URL: 'https://shop.example//', SHOP_NAME: 'Otra' },
    );
    expect(config).toMatchObject({ apiUrl: 'https://api.example', siteUrl: 'https://shop.example', shopName: 'Otra' });
  });
});
