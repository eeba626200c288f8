// One webpack configuration for the host and both remotes, so that all three compile TypeScript the
// same way and share the same singletons. Configs are .cjs: webpack-cli cannot load .ts configs here.
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { CATALOGUE_FILE } = require('./messages-ast-loader.cjs');
const { ChunkGroupsPlugin } = require('./chunk-groups-plugin.cjs');
const { NamedChunksManifestPlugin } = require('./named-chunks-manifest-plugin.cjs');
const { compileHintPlugin } = require('./compile-hint-plugin.cjs');

/** Shared modules loaded only when a page needs them (decision 0079): never provided eagerly. */
const ON_DEMAND_SHARED = new Set(['@formatjs/intl']);

/**
 * Shared as singletons by every app: one React, one emotion, one formatjs per page. jotai is not
 * shared: the host does not use it and each mount has its own store, so each remote bundles only the
 * parts of it that it imports. `eager` (the host, decision 0084): the app's own versions are in its
 * entry chunk and provided as it starts, the on-demand ones excepted.
 */
function sharedSingletons(packageJson, { eager = false } = {}) {
  const deps = packageJson.dependencies ?? {};
  // Entry points of one package are shared one by one: `@emotion/react/jsx-runtime` left out would
  // bundle a second emotion context, and the remote's cache key would silently not apply.
  const names = [
    'react',
    'react-dom',
    'react-dom/client',
    'react/jsx-runtime',
    'react/jsx-dev-runtime',
    '@emotion/react',
    '@emotion/react/jsx-runtime',
    '@emotion/react/jsx-dev-runtime',
    '@emotion/cache',
    '@formatjs/intl',
  ];
  const shared = {};
  for (const name of names) {
    const packageName = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    const version = deps[packageName];
    if (!version) continue;
    // The version is given, not read: sub-path entries have no package.json of their own.
    shared[name] = { singleton: true, version, requiredVersion: `^${version}`, ...(eager && !ON_DEMAND_SHARED.has(name) ? { eager: true } : {}) };
  }
  return shared;
}

/** TypeScript and JSX through swc; the emotion jsx runtime gives every element the `css` prop. */
function swcLoader(production) {
  return {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: 'es2020',
        transform: {
          react: { runtime: 'automatic', importSource: '@emotion/react', development: !production },
        },
      },
    },
  };
}

/**
 * @param {boolean} production
 * @param {{ compileMessages?: boolean }} [options] browser builds compile their message catalogues
 *   to ASTs (messages-ast-loader.cjs) and ship formatjs without its ICU parser
 */
function typescriptRule(production, { compileMessages = false } = {}) {
  return {
    test: /\.(ts|tsx)$/,
    exclude: /node_modules/,
    oneOf: [
      ...(compileMessages ? [{ test: CATALOGUE_FILE, use: [swcLoader(production), require.resolve('./messages-ast-loader.cjs')] }] : []),
      { use: [swcLoader(production)] },
    ],
  };
}

/** Every message reaches formatjs as an AST (see typescriptRule): the parser is left out. */
const WITHOUT_ICU_PARSER = { '@formatjs/icu-messageformat-parser$': '@formatjs/icu-messageformat-parser/no-parser.js' };

/**
 * @param {object} options
 * @param {string} options.dir           the app's folder
 * @param {string} options.name          federation name (REMOTES in the host contract for remotes)
 * @param {'development'|'production'} options.mode
 * @param {Record<string,string>} [options.exposes]   remotes only
 * @param {string[]} [options.runtimePlugins]
 * @param {import('webpack').WebpackPluginInstance[]} [options.plugins]
 * @param {import('webpack').Configuration['entry']} [options.entry]
 * @param {string} [options.publicPath]
 * @param {object} [options.experiments]  federation experiments (the shared runtime, below)
 * @param {boolean} [options.eagerShared]  the host: its shared singletons in main.js (decision 0084)
 */
function createAppConfig({ dir, name, mode, exposes, runtimePlugins = [], plugins = [], entry = {}, publicPath = 'auto', experiments, eagerShared = false }) {
  const packageJson = require(path.join(dir, 'package.json'));
  const production = mode === 'production';
  return {
    mode,
    context: dir,
    entry,
    // Development builds too run under the page's Content-Security-Policy, which allows no eval: their
    // source maps are files, not `eval`ed modules (which left `npm run dev`'s pages without scripts).
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    target: 'web',
    output: {
      path: path.join(dir, 'dist'),
      publicPath,
      uniqueName: name,
      // The federation runtime rejects a hash in `filename`; chunks are content-hashed instead.
      filename: '[name].js',
      // In a remote's production build a chunk's file is its number and hash: a name would ride in the
      // chunk map of remoteEntry.js on every first load (decision 0043). Hosts and development builds
      // keep names (the host's server finds its English catalogue by name).
      chunkFilename: production ? (exposes ? '[id].[contenthash:8].js' : '[name].[contenthash:8].js') : '[name].js',
      // dist/server is the server build's (built beside this one).
      clean: { keep: /^server[\\/]/ },
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      alias: WITHOUT_ICU_PARSER,
    },
    module: {
      rules: [
        typescriptRule(production, { compileMessages: true }),
        // jotai's top-level default storage, made droppable when `atomWithStorage` is unused (see the loader).
        { test: /[\\/]jotai[\\/]esm[\\/]vanilla[\\/]utils\.mjs$/, use: [require.resolve('./pure-annotations-loader.cjs')] },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(exposes ? { filename: 'remoteEntry.js', exposes } : {}),
        remotes: {},
        shared: sharedSingletons(packageJson, { eager: eagerShared }),
        runtimePlugins,
        dts: false,
        manifest: exposes ? { fileName: 'mf-manifest.json' } : false,
        ...(experiments ? { experiments } : {}),
      }),
      // Chunk grouping, decided in one table (chunk-groups.cjs).
      new ChunkGroupsPlugin(),
      // The English catalogues by name, for the host's server to preload on English pages.
      ...(exposes ? [new NamedChunksManifestPlugin({ fileName: 'mf-manifest.json', names: /-en$/ })] : []),
      // Every script's functions compiled off the main thread as it arrives (decision 0080).
      ...(production ? [compileHintPlugin()] : []),
      ...plugins,
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
    optimization: {
      moduleIds: production ? 'deterministic' : 'named',
      // No vendor split: npm code travels in the chunk that needs it, so a page starts with fewer
      // scripts, each of which costs its main thread more than its code (decision 0084). Code several
      // lazy chunks share still gets a chunk of its own (webpack's `default` group).
      splitChunks: { cacheGroups: { defaultVendors: false } },
    },
  };
}

/**
 * A PDP remote: exposes its single-spa lifecycles and an mf-manifest.json for hosts to load at run
 * time. Its federation runtime core is the host's (`externalRuntime`): a page loads that code once,
 * not once per remote. Every host provides it (`provideExternalRuntime`, or the injecting runtime
 * plugin in a host built without the federation plugin, as the plain host does).
 */
function createRemoteConfig({ dir, name, argv }) {
  return createAppConfig({
    dir,
    name,
    mode: argv.mode === 'development' ? 'development' : 'production',
    exposes: { './lifecycles': './src/exposed/lifecycles.ts' },
    experiments: { externalRuntime: true },
  });
}

/**
 * A PDP remote's server build: the same source for Node, exposing `./server` (the page's server
 * render) as a federated commonjs remote in dist/server, which a host's server loads over HTTP from
 * the remote's deployment at run time. One chunk, and nothing shared: it brings its own React.
 */
function createRemoteServerConfig({ dir, name, argv }) {
  const production = argv.mode !== 'development';
  return {
    name: 'server',
    mode: production ? 'production' : 'development',
    context: dir,
    entry: {},
    devtool: false,
    target: 'async-node',
    output: {
      path: path.join(dir, 'dist', 'server'),
      publicPath: 'auto',
      uniqueName: `${name}_server`,
      // One chunk (LimitChunkCountPlugin below): when the container merges into another chunk rather
      // than the other way round, it keeps the container's name and would lose remoteEntry.js.
      filename: (pathData) => (pathData.chunk?.name === name ? 'remoteEntry.js' : '[name].js'),
      chunkFilename: '[name].js',
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: { rules: [typescriptRule(production)] },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: { './server': './src/exposed/server.ts' },
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        remotes: {},
        shared: {},
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        dts: false,
        manifest: false,
      }),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { createAppConfig, createRemoteConfig, createRemoteServerConfig };
