// One webpack configuration for the host and both remotes, so that all three compile TypeScript the
// same way and share the same singletons. Configs are .cjs: webpack-cli cannot load .ts configs here.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

/** Shared as singletons by every app: one React, one jotai, one emotion, one formatjs per page. */
function sharedSingletons(packageJson) {
  const deps = packageJson.dependencies ?? {};
  // Entry points of one package are shared one by one: `@emotion/react/jsx-runtime` left out would
  // bundle a second emotion context, and the remote's cache key would silently not apply.
  const names = [
    'react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'jotai', 'jotai/utils',
    '@emotion/react', '@emotion/react/jsx-runtime', '@emotion/react/jsx-dev-runtime', '@emotion/cache', '@formatjs/intl',
  ];
  const shared = {};
  for (const name of names) {
    const packageName = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    const version = deps[packageName];
    if (!version) continue;
    // The version is given, not read: sub-path entries have no package.json of their own.
    shared[name] = { singleton: true, version, requiredVersion: `^${version}` };
  }
  return shared;
}

/**
 * @param {object} options
 * @param {string} options.dir           the app's folder
 * @param {string} options.name          federation name (REMOTES in shared-contracts for remotes)
 * @param {'development'|'production'} options.mode
 * @param {Record<string,string>} [options.exposes]   remotes only
 * @param {string[]} [options.runtimePlugins]
 * @param {import('webpack').WebpackPluginInstance[]} [options.plugins]
 * @param {import('webpack').Configuration['entry']} [options.entry]
 * @param {string} [options.publicPath]
 */
function createAppConfig({ dir, name, mode, exposes, runtimePlugins = [], plugins = [], entry = {}, publicPath = 'auto' }) {
  const packageJson = require(path.join(dir, 'package.json'));
  const production = mode === 'production';
  return {
    mode,
    context: dir,
    entry,
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    target: 'web',
    output: {
      path: path.join(dir, 'dist'),
      publicPath,
      uniqueName: name,
      // The federation runtime rejects a hash in `filename`; chunks are content-hashed instead.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    module: {
      rules: [
        {
          test: /\.(ts|tsx)$/,
          exclude: /node_modules/,
          use: {
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
          },
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(exposes ? { filename: 'remoteEntry.js', exposes } : {}),
        remotes: {},
        shared: sharedSingletons(packageJson),
        runtimePlugins,
        dts: false,
        manifest: exposes ? { fileName: 'mf-manifest.json' } : false,
      }),
      ...plugins,
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
    optimization: { moduleIds: production ? 'deterministic' : 'named' },
  };
}

/** A PDP remote: exposes its single-spa lifecycles and an mf-manifest.json for hosts to load at run time. */
function createRemoteConfig({ dir, name, argv }) {
  return createAppConfig({
    dir,
    name,
    mode: argv.mode === 'development' ? 'development' : 'production',
    exposes: { './lifecycles': './src/exposed/lifecycles.ts' },
  });
}

module.exports = { createAppConfig, createRemoteConfig, sharedSingletons };
