// The scripts an app loads as it starts, for its server to load beside main.js (decision 0078). The host's main.js
// crosses its async boundary (`import('./bootstrap')`, the `host-app` chunk group) and the federation
// runtime then loads that group's chunks and the chunks of the shared modules they consume (React,
// react-dom, the router, emotion), by appending a <script> each: after main.js has arrived
// and run, and each append of a script not yet fetched costs the page's main thread a few ms. This
// plugin lists those files in `start-scripts.json`, so the server can load them beside main.js.

const PLUGIN = 'StartScriptsPlugin';

class StartScriptsPlugin {
  /** @param {{ group: string, fileName?: string }} options  the chunk group the app starts with, and the list's file */
  constructor({ group, fileName = 'start-scripts.json' }) {
    this.group = group;
    this.fileName = fileName;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        // The server loads these as they are written: addresses on the app's own origin.
        const { publicPath } = compilation.outputOptions;
        if (typeof publicPath !== 'string' || !publicPath.startsWith('/'))
          throw new Error(`${PLUGIN}: the app needs a fixed publicPath from its origin's root, not ${String(publicPath)}`);
        const start = compilation.namedChunkGroups.get(this.group);
        if (!start) throw new Error(`${PLUGIN}: no chunk group named ${this.group}`);
        const { chunkGraph } = compilation;
        // The app provides every shared module it uses, and at its start nothing else has provided one:
        // a module it consumes comes from its own provided version (the federation runtime's `get()`),
        // whose chunks are loaded then; not from the consumer's fallback, which holds the same code.
        const provided = new Map();
        for (const module of compilation.modules) {
          if (module.type === 'provide-module') provided.set(module._name, module);
        }
        const chunks = new Set();
        const blockChunks = (module) => module.blocks.flatMap((block) => chunkGraph.getBlockChunkGroup(block)?.chunks ?? []);
        const visit = (chunk) => {
          if (chunks.has(chunk)) return;
          chunks.add(chunk);
          for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
            if (module.type !== 'consume-shared-module') continue;
            const provider = provided.get(module.options.shareKey);
            for (const shared of blockChunks(provider ?? module)) visit(shared);
          }
        };
        for (const chunk of start.chunks) visit(chunk);
        const files = [...chunks]
          .flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')))
          .sort()
          .map((file) => `${publicPath}${file}`);
        compilation.emitAsset(this.fileName, new compiler.webpack.sources.RawSource(`${JSON.stringify(files, null, 2)}\n`));
      });
    });
  }
}

module.exports = { StartScriptsPlugin };
