// @ts-check
const { createConfig } = require('@shop/webpack-config');

module.exports = createConfig({
  name: 'bikes',
  dir: __dirname,
  port: 3001,
  title: 'Bicicletas',
  exposes: { './routes': './src/routes.tsx' },
});
