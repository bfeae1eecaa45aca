// @ts-check
const { createRemoteConfig } = require('@shop/webpack-config');

// Its name, port and render mode are in remotes.config.json.
module.exports = createRemoteConfig({ dir: __dirname, title: 'Bicicletas' });
