// The host: a federation host with no build-time remotes; it registers them at run time from the
// manifest URLs in its run-time configuration.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createAppConfig } = require('../tooling/webpack/create-app-config.cjs');

module.exports = (_env, argv) =>
  createAppConfig({
    dir: __dirname,
    name: 'host',
    mode: argv.mode === 'development' ? 'development' : 'production',
    entry: { main: './src/index.ts' },
    publicPath: '/',
    runtimePlugins: [path.join(__dirname, 'src/features/remote-slot/fallback-plugin.ts')],
    plugins: [new HtmlWebpackPlugin({ template: './public/index.html', scriptLoading: 'defer' })],
  });
