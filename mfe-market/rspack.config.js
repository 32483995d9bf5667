// Built by the one shared configuration in rspack.base.js.
const { createAppConfig } = require('../rspack.base');

module.exports = createAppConfig({
  name: 'market',
  dirname: __dirname,
  exposes: {
    './MarketTrendsPage': './src/pages/market-trends-page.tsx',
  },
  title: 'Renewly market trends',
});
