// @ts-check

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
    'contact',
    'sizeGuide',
    'locations',
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
    contact: {
      type: 'object',
      additionalProperties: false,
      required: ['address', 'hours', 'lat', 'lng', 'mapsPlaceUrl'],
      properties: {
        address: { type: 'string' },
        hours: {
          type: 'array',
          items: { type: 'string' },
        },
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
          'hours',
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
          hours: {
            type: 'array',
            items: { type: 'string' },
          },
          lat: { type: 'number' },
          lng: { type: 'number' },
          mapsPlaceUrl: { type: 'string' },
          zoom: { type: 'integer', nullable: true },
        },
      },
    },
  },
};

module.exports = { siteSchema };
