// Built by the one shared configuration in rspack.base.js.
const { createAppConfig } = require('../rspack.base');

module.exports = createAppConfig({
  name: 'account',
  dirname: __dirname,
  exposes: {
    './ProfilePage': './src/pages/profile-page.tsx',
  },
  title: 'Renewly account',
});
