// One lint config for the monorepo. The import rules hold the web app's one-way layering
// (shared -> features -> app): features never import each other, shared code never imports features;
// and the server's (issue 17): modules meet through services and narrow functions, never another
// module's repository, and the database schema stands below every module.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const web = './apps/web/src';
const features = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The layering by resolved path (issue 8), so `../../cart/x` is caught as surely as
 * `@/features/cart/x`: a feature imports no other feature and not the app layer; shared code
 * (lib, components) imports neither.
 */
const layerZones = [
  ...features.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message: 'A feature does not import another feature: compose them in src/app.',
  })),
  { target: `${web}/features`, from: `${web}/app`, message: 'Features do not import the app layer.' },
  { target: [`${web}/lib`, `${web}/components`], from: [`${web}/features`, `${web}/app`], message: 'Shared code does not import features or the app layer.' },
  { target: ['./apps/web', './packages/contract'], from: './apps/server', message: 'The web app and the contract never import server code.' },
];

const server = './apps/server/src';
const serverRoot = fileURLToPath(new URL(server, import.meta.url));
const serverModules = readdirSync(new URL(`${server}/modules`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The server's layering by resolved path, types included. A module's repository is its own: others
 * use the module through its service (built in composition.ts) or a function it exports from a
 * non-repository file. Tests and test kits are exempt (they set up data across modules).
 */
const serverZones = [
  ...serverModules.map((module) => ({
    target: `${server}/modules/${module}`,
    from: `${server}/modules/*/*.repo.ts`,
    except: [`${serverRoot}/modules/${module}/*.repo.ts`],
    message: "A module does not import another module's repository: use its service (composition.ts) or a function it exports from a non-repo file.",
  })),
  { target: `${server}/db/schema`, from: `${server}/modules`, message: 'The database schema imports nothing from modules.' },
  {
    target: `${server}/modules`,
    from: ['main.ts', 'app.ts', 'composition.ts', 'console-api.ts'].map((file) => `${server}/${file}`),
    message: 'Modules do not import the composition root or the app: they receive what they need.',
  },
];

const noServerCode = { group: ['@crust/server', '**/apps/server/**'], message: 'The web app and the contract never import server code.' };

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', '**/.data/**', '**/.tmp/**', '**/migrations/**', '**/test-results/**'] },
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
    files: ['apps/web/**/*.{ts,tsx}', 'packages/contract/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/web/tsconfig.json', 'packages/contract/tsconfig.json'].map((path) => fileURLToPath(new URL(path, import.meta.url))),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*-kit.ts', 'apps/server/src/test/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: fileURLToPath(new URL('apps/server/tsconfig.json', import.meta.url)) })],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverZones }] },
  },
);
