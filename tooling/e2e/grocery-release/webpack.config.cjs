// A second release of the grocery remote for the independent-deployment end-to-end test: the same
// sources and build as grocery-remote/webpack.config.cjs, with one visible change (messages.id.ts
// here), built to another folder (`--env outDir=…`) so both releases can be served side by side.
const path = require('node:path');
const webpack = require('webpack');
const groceryConfig = require('../../../grocery-remote/webpack.config.cjs');

const groceryDist = path.resolve(__dirname, '../../../grocery-remote/dist');
const groceryI18n = path.resolve(__dirname, '../../../grocery-remote/src/shared/i18n');

module.exports = (env, argv) => {
  if (!env.outDir) throw new Error('Give the release folder: --env outDir=/path');
  const changeMessages = new webpack.NormalModuleReplacementPlugin(/^\.\/messages\.id$/, (resource) => {
    if (path.resolve(resource.context) === groceryI18n) resource.request = path.join(__dirname, 'messages.id.ts');
  });
  return groceryConfig(env, argv).map((config) => ({
    ...config,
    output: { ...config.output, path: path.join(env.outDir, path.relative(groceryDist, config.output.path)) },
    plugins: [...config.plugins, changeMessages],
    // What the test proves is which release the host loads, not its bytes: unminified, it builds in
    // half the time (20 s to 11 s here), while the suite's other worker waits for the second core.
    optimization: { ...config.optimization, minimize: false },
  }));
};
