// One lint config for the monorepo. The import rules hold the web app's one-way layering
// (shared -> features -> app): features never import each other, shared code never imports features.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const noServerCode = { group: ['@crust/server', '**/apps/server/**'], message: 'The web app and the contract never import server code.' };

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/.tmp/**', '**/migrations/**', '**/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Flat config replaces a rule's options per block, so each block lists every pattern that applies to it.
    files: ['apps/web/**/*.{ts,tsx}', 'packages/contract/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noServerCode] }] },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          noServerCode,
          { group: ['**/features/*', '**/features/**', '@/features/**'], message: 'A feature does not import another feature: compose them in src/app.' },
          { group: ['@/app/**', '**/app/**'], message: 'Features do not import the app layer.' },
        ],
      }],
    },
  },
  {
    files: ['apps/web/src/lib/**/*.{ts,tsx}', 'apps/web/src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [noServerCode, { group: ['@/features/**', '@/app/**', '**/features/**', '**/app/**'], message: 'Shared code does not import features or the app layer.' }],
      }],
    },
  },
);
