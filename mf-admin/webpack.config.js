// @ts-check
const { createConfig } = require('@shop/webpack-config');

module.exports = createConfig({
  name: 'admin',
  dir: __dirname,
  port: 3003,
  title: 'Admin',
  exposes: { './routes': './src/routes.tsx' },
  // The admin area renders in the browser only: no server container.
  clientOnly: true,
});
