// The grocery remote: exposes single-spa lifecycles and an mf-manifest.json for hosts to load at run time.
const { createAppConfig } = require('../tooling/webpack/create-app-config.cjs');

module.exports = (_env, argv) =>
  createAppConfig({
    dir: __dirname,
    name: 'grocery_remote',
    mode: argv.mode === 'development' ? 'development' : 'production',
    exposes: { './lifecycles': './src/exposed/lifecycles.ts' },
  });
