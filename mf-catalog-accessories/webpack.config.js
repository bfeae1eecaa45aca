// @ts-check
const { createConfig } = require('@shop/webpack-config');

module.exports = createConfig({
  name: 'accessories',
  dir: __dirname,
  port: 3002,
  title: 'Accesorios',
  exposes: { './routes': './src/routes.tsx' },
});
