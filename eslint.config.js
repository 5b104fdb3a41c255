import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.tools/**',
      '.run/**',
      'coverage/**',
      'frontend/dist/**',
      'frontend/test-screenshots/**',
      'bench/.scratch/**',
      'libs/restructure-engine/.corpus/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    // Member text reaches these patterns: every one must run in linear time, whatever the input.
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.integration-spec.ts', 'bench/**', 'tests/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  // --- frontend/ (React in the browser; added by the frontend issue) --------------------------
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: reactHooks.configs.flat.recommended.plugins,
    rules: reactHooks.configs.flat.recommended.rules,
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['frontend/src/**/*.test.{ts,tsx}', 'frontend/src/test/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Node scripts that also hand functions to the browser (page.evaluate).
    files: ['frontend/e2e/**/*.mjs', 'frontend/scripts/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
