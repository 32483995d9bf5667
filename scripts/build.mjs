// Builds every package in dependency order: shared-contracts, the API, then the shell and each remote.
import { ensureNodeModules, sh, step } from './lib/setup.mjs';

export const WEB_APPS = ['shell', 'mfe-policies', 'mfe-reminders', 'mfe-quotes', 'mfe-market', 'mfe-account'];

export function buildAll() {
  step('Building shared-contracts and the API');
  sh('npm', ['run', 'build', '-w', 'shared-contracts']);
  sh('npm', ['run', 'build', '-w', 'api']);
  for (const app of WEB_APPS) {
    step(`Building ${app}`);
    sh('npm', ['run', 'build', '-w', app], { env: { NODE_ENV: 'production' } });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureNodeModules();
  buildAll();
}
