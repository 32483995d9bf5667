// Built by the one shared configuration in rspack.base.js.
const { createAppConfig } = require('../rspack.base');

module.exports = createAppConfig({
  name: 'quotes',
  dirname: __dirname,
  exposes: {
    './QuotesPage': './src/pages/quotes-page.tsx',
  },
  title: 'Renewly quotes',
});
