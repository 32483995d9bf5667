// Built by the one shared configuration in rspack.base.js.
const { createAppConfig } = require('../rspack.base');

module.exports = createAppConfig({
  name: 'reminders',
  dirname: __dirname,
  exposes: {
    './RemindersPage': './src/pages/reminders-page.tsx',
    './EmailTestPage': './src/pages/email-test-page.tsx',
    './SmsTestPage': './src/pages/sms-test-page.tsx',
  },
  title: 'Renewly reminders',
});
