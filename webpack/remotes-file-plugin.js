// @ts-check
const webpack = require('webpack');
const { readRemotes, runtimeRemotesFile } = require('./remotes');

/**
 * The host's remotes.json, written into its build from the list of remotes.
 * @param {string} root the repository's root
 * @returns {import('webpack').WebpackPluginInstance}
 */
function remotesFilePlugin(root) {
  const name = 'RemotesFilePlugin';
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        compilation.hooks.processAssets.tap(
          { name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => {
            const body = JSON.stringify(runtimeRemotesFile(readRemotes(root)), null, 2);
            compilation.emitAsset('remotes.json', new webpack.sources.RawSource(`${body}\n`));
          },
        );
      });
    },
  };
}

module.exports = { remotesFilePlugin };
