// @ts-check
const webpack = require('webpack');

/**
 * Emits start-scripts.json: every script the host's pages run to start, in no particular order: the entry,
 * the chunks of its async start (`import('./bootstrap')`) and, following the shared modules they consume,
 * those modules' chunks; not the screens, which each page loads on its own. The host's server preloads
 * them at low priority, so their bytes arrive while the page paints instead of one after another once
 * its scripts run (start-after-paint.browser.js).
 */
class StartScriptsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartScriptsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the content hashes are final: they name the chunk files.
        { name: 'StartScriptsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
          const files = [...startChunks(compilation)].flatMap((chunk) => [...chunk.files]);
          const scripts = files.filter((file) => file.endsWith('.js')).map((file) => `/${file}`);
          compilation.emitAsset('start-scripts.json', new webpack.sources.RawSource(JSON.stringify({ scripts })));
        },
      );
    });
  }
}

/**
 * The modules that provide each shared module (share key → module): the host, loaded first, gives the
 * page its own copy of every shared module, loaded by the chunks of that module's block.
 * @param {import('webpack').Compilation} compilation
 */
function sharedProviders(compilation) {
  /** @type {Map<string, import('webpack').Module>} */
  const providers = new Map();
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    // Its identifier for libraries: webpack/sharing/provide/<scope>/<share key>.
    const ident = module.libIdent({ context: compilation.compiler.context }) ?? '';
    const shareKey = ident.split('/').slice(4).join('/');
    providers.set(shareKey, module);
  }
  return providers;
}

/** @param {import('webpack').Compilation} compilation */
function startChunks(compilation) {
  const { chunkGraph } = compilation;
  const providers = sharedProviders(compilation);
  /** @type {Set<import('webpack').Chunk>} */
  const chunks = new Set();
  /** @param {import('webpack').Module | undefined} module */
  const followBlocks = (module) =>
    module?.blocks.forEach((block) => chunkGraph.getBlockChunkGroup(block)?.chunks.forEach((c) => visit(c, false)));
  /** @param {import('webpack').Chunk} chunk @param {boolean} entry */
  function visit(chunk, entry) {
    if (chunks.has(chunk)) return;
    chunks.add(chunk);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      // The entry starts the app behind one async boundary (its modules also provide every shared module,
      // which only what the page consumes loads); past it only the shared modules consumed are followed.
      if (entry && module.type !== 'provide-module') followBlocks(module);
      else if (module.type === 'consume-shared-module') {
        followBlocks(providers.get(/** @type {{ options: { shareKey: string } }} */ (module).options.shareKey));
      }
    }
  }
  for (const entrypoint of compilation.entrypoints.values()) entrypoint.chunks.forEach((chunk) => visit(chunk, true));
  return chunks;
}

module.exports = { StartScriptsPlugin };
