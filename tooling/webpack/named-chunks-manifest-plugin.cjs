// Production chunk files are numbered (decision 0043), so nothing in a file's name says what it holds.
// The host's server preloads a remote's English catalogues on English pages, found by chunk name: this
// plugin writes those names into the remote's mf-manifest.json, after the federation plugin has made
// it, as `namedChunks` ({ "pdp-messages-en": "9186.b7da1418.js" }). The federation runtime never reads
// the manifest (the host resolves it, decision 0009), so the extra field is the host's alone.

const PLUGIN = 'NamedChunksManifestPlugin';

class NamedChunksManifestPlugin {
  /** @param {{ fileName: string, names: RegExp }} options  the manifest's file, and the chunk names to list */
  constructor({ fileName, names }) {
    this.fileName = fileName;
    this.names = names;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const asset = compilation.getAsset(this.fileName);
        if (!asset) return;
        /** @type {Record<string, string>} */
        const namedChunks = {};
        for (const chunk of compilation.chunks) {
          const file = [...chunk.files].find((candidate) => candidate.endsWith('.js'));
          if (chunk.name && this.names.test(chunk.name) && file) namedChunks[chunk.name] = file;
        }
        const manifest = JSON.parse(asset.source.source().toString());
        manifest.namedChunks = namedChunks;
        compilation.updateAsset(this.fileName, new compiler.webpack.sources.RawSource(JSON.stringify(manifest, null, 2)));
      });
    });
  }
}

module.exports = { NamedChunksManifestPlugin };
