// The host: a federation host with no build-time remotes; it registers them at run time from the
// manifest URLs in its run-time configuration.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createAppConfig } = require('../tooling/webpack/create-app-config.cjs');
const { StartScriptsPlugin } = require('../tooling/webpack/start-scripts-plugin.cjs');

// The runtime plugin that provides the federation runtime core to the remotes is CommonJS and would
// bundle the core's CommonJS build beside the ES build the runtime already uses: point it at the ES one.
const runtimeCoreCjs = require.resolve('@module-federation/runtime-tools/runtime-core', { paths: [require.resolve('@module-federation/enhanced')] });
const runtimeCoreEsm = runtimeCoreCjs.replace(/\.cjs$/, '.js');

// React Router's package exports point every condition at its development build (warnings and all);
// the browser build takes its production build instead.
const reactRouterProduction = require.resolve('react-router', { paths: [__dirname] }).replace(/[\\/]development[\\/]index\.m?js$/, '/production/index.mjs');

const withSingleRuntimeCore = (config, production) => ({
  ...config,
  module: {
    ...config.module,
    rules: [
      ...config.module.rules,
      // React Router's components and contexts, made droppable when unused (see the loader).
      ...(production
        ? [{ test: /[\\/]react-router[\\/]dist[\\/]production[\\/].*\.mjs$/, use: [require.resolve('../tooling/webpack/pure-annotations-loader.cjs')] }]
        : []),
    ],
  },
  resolve: {
    ...config.resolve,
    alias: {
      ...config.resolve.alias,
      '@module-federation/runtime-tools/runtime-core$': runtimeCoreEsm,
      ...(production ? { 'react-router$': reactRouterProduction } : {}),
    },
  },
});

module.exports = (_env, argv) => {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  return withSingleRuntimeCore(
    createAppConfig({
      dir: __dirname,
      name: 'host',
      mode,
      // React, react-dom and emotion in main.js, not a chunk each behind it (decision 0084).
      eagerShared: true,
      entry: { main: './src/index.ts' },
      publicPath: '/',
      runtimePlugins: [path.join(__dirname, 'src/features/remote-slot/fallback-plugin.ts')],
      // The remotes use this host's federation runtime core instead of bringing their own. The host
      // reads remote manifests itself (remote-loader.ts), so the runtime's snapshot code is left out.
      experiments: { provideExternalRuntime: true, optimization: { disableSnapshot: true, target: 'web' } },
      plugins: [
        new HtmlWebpackPlugin({ template: './public/index.html', scriptLoading: 'defer' }),
        // What main.js loads as it starts, for the server to load beside it (decision 0078).
        new StartScriptsPlugin({ group: 'host-app' }),
      ],
    }),
    mode === 'production',
  );
};
