import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias } from 'vite';
import { precompress } from './build/precompress-plugin.ts';

const api = 'http://localhost:3000';
const srcAlias: Alias = { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) };

// React Router's package exports always resolve to its development build, whose only difference is
// ENABLE_DEV_WARNINGS = true (remix-run/react-router#14753). Production builds take the production
// files, so the warning code is dropped from the bundle; the dev server keeps the warnings.
const reactRouterDist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
const reactRouterProduction: Alias[] = [
  { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
];

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: command === 'build' ? [srcAlias, ...reactRouterProduction] : [srcAlias] },
  build: {
    // The bench reads .vite/manifest.json to size the entry and each lazy route chunk.
    manifest: true,
    target: 'es2022',
    // Every browser the target admits supports <link rel=modulepreload>: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically stays in the entry chunk. Left alone, Rolldown puts
          // the modules the entry shares with lazy chunks (react, zustand, lib/storage) into common
          // chunks of their own (rolldown/rolldown#10731), which the first load fetches as extra files
          // and compresses apart from react-dom: about 1.2 KB gzip more for the same code.
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': api, '/uploads': api },
  },
}));
