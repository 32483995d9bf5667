// One lint setup for the whole monorepo. The rules that matter most keep imports one way:
// every mfe-* and the api may import shared-contracts, never each other or the shell; shared-contracts imports none.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const mfes = ['mfe-policies', 'mfe-reminders', 'mfe-quotes', 'mfe-market', 'mfe-account'];
const packages = ['shell', 'api', 'shared-contracts', ...mfes];

/** Forbid importing any other workspace package than the allowed ones, by name or by a relative path. */
function boundaries(self, allowed) {
  const forbidden = packages.filter((p) => p !== self && !allowed.includes(p));
  return {
    files: [`${self}/**/*.{ts,tsx,js,mjs}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: forbidden.flatMap((p) => [
            { group: [`@renewly/${p}`, `@renewly/${p}/*`], message: `${self} must not import ${p}.` },
            { group: [`**/../${p}`, `**/../${p}/*`, `**/../${p}/**`], message: `${self} must not reach into ${p}.` },
          ]),
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '.tools/**', '.data/**', 'test-results/**', 'playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: {
        window: 'readonly', document: 'readonly', navigator: 'readonly', console: 'readonly', process: 'readonly',
        fetch: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', setInterval: 'readonly',
        clearInterval: 'readonly', URL: 'readonly', Buffer: 'readonly', __dirname: 'readonly', require: 'readonly',
        module: 'writable', localStorage: 'readonly', self: 'readonly', globalThis: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-explicit-any': 'warn',
      'no-undef': 'off',
    },
  },
  boundaries('shared-contracts', []),
  boundaries('api', ['shared-contracts']),
  boundaries('shell', ['shared-contracts']),
  ...mfes.map((m) => boundaries(m, ['shared-contracts'])),
);
