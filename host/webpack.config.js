// @ts-check
const path = require('node:path');
const { createConfig } = require('@shop/webpack-config');

module.exports = createConfig({
  name: 'host',
  dir: __dirname,
  port: 3000,
  title: 'Rueda Libre',
  serverEntry: path.join(__dirname, 'src', 'server', 'index.ts'),
  // Only for the benchmark's single-bundle build (`npm run build:bundle -w host`).
  bundledRemotes: {
    bikes: '../mf-catalog-bikes/src/routes.tsx',
    accessories: '../mf-catalog-accessories/src/routes.tsx',
    admin: '../mf-admin/src/routes.tsx',
  },
});
