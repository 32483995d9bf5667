// Built by the one shared configuration in rspack.base.js.
const { createAppConfig } = require('../rspack.base');

module.exports = createAppConfig({
  name: 'policies',
  dirname: __dirname,
  exposes: {
    './DashboardPage': './src/pages/dashboard-page.tsx',
    './PoliciesPage': './src/pages/policies-page.tsx',
  },
  title: 'Renewly policies',
});
