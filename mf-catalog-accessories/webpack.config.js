// @ts-check
const { createConfig } = require('@shop/webpack-config');
// The port is the one `npm run serve` and scripts/start.mjs read.
const { config } = require('./package.json');

const exposes = { './routes': './src/routes.tsx' };

module.exports = createConfig({
  name: 'accessories',
  dir: __dirname,
  port: Number(config.port),
  title: 'Accesorios',
  exposes,
});
