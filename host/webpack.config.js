// @ts-check
const path = require('node:path');
const { createConfig } = require('@shop/webpack-config');

module.exports = createConfig({
  name: 'host',
  dir: __dirname,
  port: 3000,
  title: 'Rueda Libre',
  serverEntry: path.join(__dirname, 'src', 'server', 'index.ts'),
  earlyEventsEntry: path.join(__dirname, 'src', 'app', 'start', 'early-events.browser.ts'),
});
