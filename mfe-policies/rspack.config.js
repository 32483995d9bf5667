// Built by the one shared configuration in rspack.base.js; the exposed pages come from the registry in
// shared-contracts/src/registry/remotes.ts. This remote also ships the renewal-notice reader's files (reader-assets.cjs).
const { rspack } = require('@rspack/core');
const { createAppConfig } = require('../rspack.base');
const readerAssets = require('./reader-assets.cjs');

const base = createAppConfig({ name: 'policies', dirname: __dirname, title: 'Renewly policies' });

module.exports = (env = {}, argv = {}) => {
  const built = base(env, argv);
  const app = (Array.isArray(built) ? built : [built]).find((config) => config.name === 'policies');
  app.plugins.push(
    new rspack.CopyRspackPlugin({ patterns: readerAssets.copyPatterns() }),
    new rspack.DefinePlugin({ RENEWLY_READER_ASSETS: JSON.stringify(readerAssets.dirs) }),
  );
  return built;
};
