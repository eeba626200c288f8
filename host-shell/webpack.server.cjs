// The host's server compiled for plain `node` (issue 20): server/main.ts and what it takes from the
// host's source and the workspace's TypeScript packages, bundled into server-dist/main.cjs; packages
// from node_modules stay `require`s of the installed production dependencies, so the image needs no
// TypeScript runner. Run: `node host-shell/server-dist/main.cjs` (npm start does).
const path = require('node:path');
const webpack = require('webpack');

/** Bare imports are installed packages, except the workspace's own (`@pdp/…`), which are TypeScript. */
const isInstalledPackage = (request) => !/^[./]/.test(request) && !request.startsWith('@pdp/') && !path.isAbsolute(request);

// React Router's package exports point Node at its development build (warnings, and checks on every
// render): the server bundles its production build instead, as the browser build does
// (webpack.config.cjs), with what it imports besides React.
const reactRouterProduction = require.resolve('react-router', { paths: [__dirname] }).replace(/[\\/]development[\\/]index\.m?js$/, '/production/index.mjs');
const reactRouterPackage = path.resolve(reactRouterProduction, '../../..');
const isReact = (request) => /^react(-dom)?(\/|$)/.test(request);
/** Left to Node's require at run time: installed packages, but React Router and what it takes besides React. */
const isExternal = (request, context) =>
  isInstalledPackage(request) && request !== 'react-router' && !(context?.startsWith(reactRouterPackage) && !isReact(request));

module.exports = {
  name: 'host-server',
  mode: 'production',
  context: __dirname,
  target: 'node20',
  entry: { main: './server/main.ts' },
  devtool: 'source-map',
  output: {
    path: path.join(__dirname, 'server-dist'),
    filename: '[name].cjs',
    library: { type: 'commonjs2' },
    clean: true,
  },
  externals: [({ request, context }, callback) => (request && isExternal(request, context) ? callback(null, `commonjs ${request}`) : callback())],
  resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], alias: { 'react-router$': reactRouterProduction } },
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
              target: 'es2022',
              transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
            },
          },
        },
      },
    ],
  },
  plugins: [
    // One file: the host's lazily loaded pages (error pages, English) are one require away anyway.
    new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
  ],
  // main.ts finds the host's folder from the file it runs as, not from where it was built.
  node: { __dirname: false, __filename: false },
  optimization: { minimize: false, nodeEnv: false },
  performance: { hints: false },
  stats: 'errors-warnings',
};
