// The grocery remote, built as every PDP remote is (see tooling/webpack/create-app-config.cjs): the
// browser build and, beside it in dist/server, the server build the host's server renders with.
const { createRemoteConfig, createRemoteServerConfig } = require('../tooling/webpack/create-app-config.cjs');

module.exports = (_env, argv) => [
  createRemoteConfig({ dir: __dirname, name: 'grocery_remote', argv }),
  createRemoteServerConfig({ dir: __dirname, name: 'grocery_remote', argv }),
];
