// @ts-check

/** @type {import('../shared/src/config/site-config').Weekday[]} */
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
/** '09:30': hours and minutes, on a 24-hour clock. */
const CLOCK_TIME = '^([01][0-9]|2[0-3]):[0-5][0-9]$';

/**
 * The shape of config/site.default.json and of a SITE_CONFIG file merged over it, checked at build time by
 * ./site-config.js. `SiteConfig` (shared/src/config) is the type the apps read: `npm run typecheck` checks this
 * schema against it (webpack/tsconfig.json), so that the two cannot say different things. Ajv's type asks an optional
 * field to be `nullable`, and `SiteConfig` says so.
 * @type {import('ajv').JSONSchemaType<import('../shared/src/config/site-config').SiteConfig>}
 */
const siteSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'shopName',
    'siteUrl',
    'apiUrl',
    'description',
    'previewImage',
    'whatsappNumber',
    'email',
    'phone',
    'social',
    'openingHours',
    'financing',
    'nationalTaxes',
    'cashDiscountPercent',
    'contact',
    'sizeGuide',
    'locations',
    'vitalsSampleRate',
  ],
  properties: {
    shopName: { type: 'string', minLength: 1 },
    siteUrl: { type: 'string', minLength: 1 },
    apiUrl: { type: 'string', minLength: 1 },
    description: { type: 'string' },
    previewImage: { type: 'string' },
    whatsappNumber: { type: 'string', pattern: '^[0-9]+$' },
    email: { type: 'string' },
    phone: { type: 'string' },
    social: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'url'],
        properties: {
          name: { type: 'string' },
          url: { type: 'string' },
        },
      },
    },
    // The shop's hours, for /contacto, /ubicacion and the JSON-LD: each row a run of days (from…to, both
    // included) open from `opens` to `closes`; a day open twice has two rows.
    openingHours: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['from', 'to', 'opens', 'closes'],
        properties: {
          from: { type: 'string', enum: WEEKDAYS },
          to: { type: 'string', enum: WEEKDAYS },
          opens: { type: 'string', pattern: CLOCK_TIME },
          closes: { type: 'string', pattern: CLOCK_TIME },
        },
      },
    },
    // Instalment plans: each count in `instalments` is a plan with the same surcharge over the price
    // (0: sin interés), offered from `minPrice` pesos up.
    // The national indirect taxes included in a price (Ley 27.743): IVA and internal taxes, in percent, with a
    // category's own rates where they differ (keys in lower case: 'mtb', 'cascos').
    nationalTaxes: {
      type: 'object',
      additionalProperties: false,
      required: ['ivaPercent', 'internalPercent', 'byCategory'],
      properties: {
        ivaPercent: { type: 'number', minimum: 0 },
        internalPercent: { type: 'number', minimum: 0 },
        byCategory: {
          type: 'object',
          required: [],
          additionalProperties: {
            type: 'object',
            additionalProperties: false,
            required: ['ivaPercent', 'internalPercent'],
            properties: {
              ivaPercent: { type: 'number', minimum: 0 },
              internalPercent: { type: 'number', minimum: 0 },
            },
          },
        },
      },
    },
    // The price in cash or by bank transfer: whole percent off, up to a product's own highest (the contract's
    // MAX_CASH_DISCOUNT_PERCENT); 0 shows no such price.
    cashDiscountPercent: { type: 'integer', minimum: 0, maximum: 90 },
    financing: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['instalments', 'surchargePercent'],
        properties: {
          instalments: { type: 'array', minItems: 1, items: { type: 'integer', minimum: 2 } },
          surchargePercent: { type: 'number', minimum: 0 },
          minPrice: { type: 'number', minimum: 0, nullable: true },
        },
      },
    },
    contact: {
      type: 'object',
      additionalProperties: false,
      required: ['address', 'lat', 'lng', 'mapsPlaceUrl'],
      properties: {
        address: { type: 'string' },
        lat: { type: 'number' },
        lng: { type: 'number' },
        mapsPlaceUrl: { type: 'string' },
      },
    },
    sizeGuide: {
      type: 'object',
      additionalProperties: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['talle', 'min', 'max'],
          properties: {
            talle: { type: 'string', minLength: 1 },
            min: { type: 'number' },
            max: { type: 'number' },
          },
        },
      },
      required: [],
    },
    locations: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: [
          'id',
          'title',
          'tagline',
          'address',
          'neighborhood',
          'city',
          'phone',
          'email',
          'lat',
          'lng',
          'mapsPlaceUrl',
        ],
        properties: {
          id: { type: 'string', minLength: 1 },
          title: { type: 'string' },
          tagline: { type: 'string' },
          address: { type: 'string' },
          neighborhood: { type: 'string' },
          city: { type: 'string' },
          phone: { type: 'string' },
          email: { type: 'string' },
          lat: { type: 'number' },
          lng: { type: 'number' },
          mapsPlaceUrl: { type: 'string' },
          zoom: { type: 'integer', nullable: true },
        },
      },
    },
    // The share of visits that report their speed (host/src/features/vitals): 0 none, 1 all.
    vitalsSampleRate: { type: 'number', minimum: 0, maximum: 1 },
  },
};

module.exports = { siteSchema };
