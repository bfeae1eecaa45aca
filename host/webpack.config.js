// @ts-check
const { createConfig } = require('@shop/webpack-config');

module.exports = createConfig({ name: 'host', dir: __dirname, port: 3000, title: 'Rueda Libre' });
