// Built by the one shared configuration in rspack.base.js; the exposed pages come from the registry in
// shared-contracts/src/registry/remotes.ts.
const { createAppConfig } = require('../rspack.base');

module.exports = createAppConfig({ name: 'policies', dirname: __dirname, title: 'Renewly policies' });
