// Built by the one shared configuration in rspack.base.js.
const { createAppConfig } = require('../rspack.base');

module.exports = createAppConfig({
  name: 'shell',
  dirname: __dirname,
  isHost: true,
  title: 'Renewly',
});
