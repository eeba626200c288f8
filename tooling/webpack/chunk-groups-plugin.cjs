// Names every `import()` of a module listed in chunk-groups.cjs with its chunk group, before webpack
// builds the chunk graph, so the grouping of chunks is decided in that one table rather than by
// `webpackChunkName` comments over the tree. A module imported lazily from several places gets its
// group's name from each. A feature's English that the table does not list is named by where it is
// (`<app>/src/features/<feature>/messages/*.messages.en.ts` → `<app's prefix>-messages-<feature>-en`),
// so a new feature's English is a chunk the host's server finds without a line in the table.
const path = require('node:path');
const { CHUNK_GROUPS } = require('./chunk-groups.cjs');

const ROOT = path.resolve(__dirname, '../..');

/** The prefix of each app's chunk names. */
const APP_PREFIXES = { 'host-shell': 'host', 'pdp-remote': 'pdp', 'grocery-remote': 'grocery' };

/** A feature's English catalogue's chunk name by convention, or undefined for any other module. */
function conventionalGroup(file, root) {
  const match = /^([^/]+)\/src\/features\/([^/]+)\/messages\/[^/]+\.messages\.en\.ts$/.exec(path.relative(root, file).split(path.sep).join('/'));
  const prefix = match && APP_PREFIXES[match[1]];
  return prefix ? `${prefix}-messages-${match[2]}-en` : undefined;
}

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
    this.root = root;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ChunkGroupsPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('ChunkGroupsPlugin', (modules) => {
        for (const module of modules) {
          for (const block of module.blocks) {
            const target = block.dependencies[0] && compilation.moduleGraph.getModule(block.dependencies[0]);
            const file = target?.resourceResolveData?.path ?? target?.resource;
            const group = file && (this.byFile.get(file) ?? conventionalGroup(file, this.root));
            if (group) block.chunkName = group;
          }
        }
      });
    });
  }
}

module.exports = { ChunkGroupsPlugin };
