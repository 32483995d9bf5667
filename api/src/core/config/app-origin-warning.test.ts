// Issue 51 item 15: production warns at start while the links in emails (one-click unsubscribe) would not be https.
import { appOriginWarning } from './app-origin-warning';
import { loadConfig } from './env';

const production = (origin: string) =>
  loadConfig({ NODE_ENV: 'production', MONGODB_URI: 'mongodb://db:27017/x', SESSION_SECRET: 's'.repeat(40), SMTP_HOST: 'smtp.example', APP_ORIGIN: origin });

test('production with an http APP_ORIGIN: a warning naming it and what to set', () => {
  expect(appOriginWarning(production('http://localhost:8080'))).toBe(
    'APP_ORIGIN starts with http://localhost:8080, not https://: links in emails use it, and one-click unsubscribe needs the public https address (e.g. APP_ORIGIN=https://renewly.example.com)',
  );
  // The first entry builds the links: an https one later in the list does not help.
  expect(appOriginWarning(production('http://10.0.0.5:8080,https://renewly.example.com'))).toContain('http://10.0.0.5:8080');
});

test('no warning with an https APP_ORIGIN, nor outside production', () => {
  expect(appOriginWarning(production('https://renewly.example.com'))).toBeNull();
  expect(appOriginWarning(loadConfig({ NODE_ENV: 'development', MONGODB_URI: 'mongodb://db:27017/x' }))).toBeNull();
});
