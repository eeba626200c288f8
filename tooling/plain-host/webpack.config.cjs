// The plain HTML host: one script with the federation runtime, nothing else.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

module.exports = (_env, argv) => ({
  mode: argv.mode === 'development' ? 'development' : 'production',
  context: __dirname,
  entry: { main: './main.ts' },
  output: { path: path.join(__dirname, 'dist'), publicPath: '/', filename: '[name].[contenthash:10].js', clean: true },
  resolve: { extensions: ['.ts', '.js', '.mjs'] },
  module: {
    rules: [
      { test: /\.ts$/, exclude: /node_modules/, use: { loader: 'swc-loader', options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } } } },
    ],
  },
  plugins: [new HtmlWebpackPlugin({ template: './index.html' })],
  stats: 'errors-warnings',
  performance: { hints: false },
});
