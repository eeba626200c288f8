// The retail remote, built as every PDP remote is (see tooling/webpack/create-app-config.cjs).
const { createRemoteConfig } = require('../tooling/webpack/create-app-config.cjs');

module.exports = (_env, argv) => createRemoteConfig({ dir: __dirname, name: 'pdp_remote', argv });
