// Names every `import()` of a module listed in chunk-groups.cjs with its chunk group, before webpack
// builds the chunk graph, so the grouping of chunks is decided in that one table rather than by
// `webpackChunkName` comments over the tree. A module imported lazily from several places gets its
// group's name from each.
const path = require('node:path');
const { CHUNK_GROUPS } = require('./chunk-groups.cjs');

const ROOT = path.resolve(__dirname, '../..');

/** A module's file (absolute) → its chunk group, from a table of repository paths by group. */
function groupsByFile(groups, root) {
  const byFile = new Map();
  for (const [group, files] of Object.entries(groups)) {
    for (const file of files) {
      const absolute = path.join(root, file);
      if (byFile.has(absolute)) throw new Error(`chunk-groups.cjs lists ${file} under ${byFile.get(absolute)} and ${group}`);
      byFile.set(absolute, group);
    }
  }
  return byFile;
}

class ChunkGroupsPlugin {
  /** @param {{ groups?: Readonly<Record<string, readonly string[]>>, root?: string }} [table] another table (tests) */
  constructor({ groups = CHUNK_GROUPS, root = ROOT } = {}) {
    this.byFile = groupsByFile(groups, root);
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ChunkGroupsPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('ChunkGroupsPlugin', (modules) => {
        for (const module of modules) {
          for (const block of module.blocks) {
            const target = block.dependencies[0] && compilation.moduleGraph.getModule(block.dependencies[0]);
            const file = target?.resourceResolveData?.path ?? target?.resource;
            const group = file && this.byFile.get(file);
            if (group) block.chunkName = group;
          }
        }
      });
    });
  }
}

module.exports = { ChunkGroupsPlugin };
