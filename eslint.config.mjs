// One lint setup for the whole monorepo. The rules that matter most keep imports one way:
// every mfe-* and the api may import shared-contracts, never each other or the shell; shared-contracts imports none.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import noImportCycle from './scripts/eslint/no-import-cycle.cjs';

const mfes = ['mfe-policies', 'mfe-reminders', 'mfe-quotes', 'mfe-market', 'mfe-account'];
const packages = ['shell', 'api', 'shared-contracts', ...mfes];

const frontends = ['shell', ...mfes];
const NO_ZOD_MESSAGE = 'Use the schemas from @renewly/shared-contracts';
// Deepest folder level (below the package folder) that gets an exact relative-path check; deeper files get the
// looser check that also flags a feature-local folder named like a package.
const MAX_EXACT_DEPTH = 12;
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Forbid importing any other workspace package than the allowed ones, by name or by a relative path; front-end
 * packages also may not import zod (a second copy costs ~25 KB on the first load; type-only imports cost nothing).
 * A relative import reaches another package only with exactly as many '../' as the file is deep (plus one), so
 * there is one config per depth: a feature-local folder named 'api' (`../api/foo`) is not mistaken for the api.
 * One rule entry per file: ESLint keeps only the last matching config's options for a rule.
 */
function boundaries(self, allowed) {
  const forbidden = packages.filter((p) => p !== self && !allowed.includes(p));
  const frontend = frontends.includes(self);
  const byName = forbidden.map((p) => ({ group: [`@renewly/${p}`, `@renewly/${p}/*`], message: `${self} must not import ${p}.` }));
  const anyDepth = forbidden.map((p) => ({
    group: [`**/../${p}`, `**/../${p}/*`, `**/../${p}/**`],
    message: `${self} must not reach into ${p}.`,
  }));
  const atDepth = (depth) =>
    forbidden.map((p) => ({
      regex: `^(\\./)?(\\.\\./){${depth + 1}}${escape(p)}(/|$)`,
      message: `${self} must not reach into ${p}.`,
    }));
  const zod = frontend
    ? {
        paths: [{ name: 'zod', message: NO_ZOD_MESSAGE, allowTypeImports: true }],
        zodPatterns: [{ group: ['zod/*'], message: NO_ZOD_MESSAGE, allowTypeImports: true }],
      }
    : { paths: [], zodPatterns: [] };
  // The typescript-eslint version of the rule takes the same options plus allowTypeImports.
  const rule = (relativePatterns) => {
    const options = { paths: zod.paths, patterns: [...byName, ...relativePatterns, ...zod.zodPatterns] };
    return frontend
      ? { 'no-restricted-imports': 'off', '@typescript-eslint/no-restricted-imports': ['error', options] }
      : { 'no-restricted-imports': ['error', options] };
  };
  const ext = '{ts,tsx,js,mjs,cjs}';
  return [
    { files: [`${self}/**/*.${ext}`], rules: rule(anyDepth) },
    ...Array.from({ length: MAX_EXACT_DEPTH + 1 }, (_, depth) => ({
      files: [`${self}/${'*/'.repeat(depth)}*.${ext}`],
      rules: rule(atDepth(depth)),
    })),
  ];
}

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '.e2e-remote-v2/**', '**/dist/**', '**/dist-server/**', '.tools/**', '.data/**', 'test-results/**', 'playwright-report/**'],
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
  // No import circles inside a package (through type-only and lazy imports too): scripts/lib/import-cycles.cjs.
  {
    files: ['{shell,mfe-*,api,shared-contracts,federation}/**/*.{ts,tsx}'],
    plugins: { local: { rules: { 'no-import-cycle': noImportCycle } } },
    rules: { 'local/no-import-cycle': 'error' },
  },
  // React code: the rules of hooks (and exhaustive dependencies), and accessibility of the JSX.
  {
    files: ['{shell,mfe-*,federation}/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      // The classic two (the React Compiler's extra rules in 'recommended' judge code written for the compiler).
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  ...boundaries('shared-contracts', []),
  ...boundaries('api', ['shared-contracts']),
  ...boundaries('shell', ['shared-contracts']),
  ...mfes.flatMap((m) => boundaries(m, ['shared-contracts'])),
);
