import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias, type Plugin, type UserConfig } from 'vite';
import { precompress } from './build/precompress-plugin.ts';
import { siteDefaults } from './build/site-defaults-plugin.ts';

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

/** What a production build resolves `@/` and react-router to (the storefront's server entry too). */
export const webBuildAliases: Alias[] = [srcAlias, ...reactRouterProduction];

/** Modules shared by many storefront pages, grouped so a page fetches one file for them (see `webConfig`). */
const storefrontSharedGroups = [
  {
    name: 'ui',
    test: /\/src\/(components\/ui\/(button|notice-panel|load-error-notice|fallback-image)\.tsx|lib\/product-words\.ts)$|\/contract\/src\/(prices|catalogue-vocabulary)\.ts$/,
    includeDependenciesRecursively: false,
  },
  {
    name: 'menu-pages',
    test: /\/src\/(features\/menu\/(components\/(menu-status|menu-skeletons|deal-card)\.tsx|menu-display\.ts|menu-filters\.ts|deal-key\.ts|api\/use-menu-changes\.ts)|app\/use-outlet-menu\.ts)$/,
    includeDependenciesRecursively: false,
  },
];

/** The two pages, each its own build: the storefront, and the restaurant's console under /console. */
export type WebPage = 'index' | 'console';

/** The dev server answers /console and its client routes with console.html, as the API server does once built. */
const consolePages: Plugin = {
  name: 'crust:console-pages',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      if (request.url && /^\/console(\/[^.]*)?(\?.*)?$/.test(request.url)) request.url = '/console.html';
      next();
    });
  },
};

/**
 * Issue 10: the console is a page of its own, built apart (vite.console.config.ts), so the storefront's
 * build knows nothing of it: its first load holds not even the code that would find the console's
 * routes, and the modules the console shares with the storefront (react, the UI kit) cannot split the
 * storefront's entry chunk. Staff load their own copy of those, once.
 */
export function webConfig(command: 'build' | 'serve', page: WebPage): UserConfig {
  return {
    plugins: [react(), tailwindcss(), siteDefaults(), precompress(), consolePages],
    resolve: { alias: command === 'build' ? webBuildAliases : [srcAlias] },
    build: {
      // The storefront's build empties dist; the console's then adds its page and chunks beside it.
      emptyOutDir: page === 'index',
      copyPublicDir: page === 'index',
      // The bench reads .vite/manifest.json to size the entry and each lazy route chunk.
      manifest: page === 'index' ? true : '.vite/console-manifest.json',
      target: 'es2022',
      // Every browser the target admits supports <link rel=modulepreload>: no polyfill in the entry.
      modulePreload: { polyfill: false },
      // The storefront's stylesheet is one file that every document carries: linked by index.html, inline
      // in a server-rendered page (issue 20). Split per chunk, each lazy chunk importing the entry's code
      // listed it as a dependency, and Vite's preload helper, finding no <link> to it in a server-rendered
      // page, added one and held the chunk until the same stylesheet had downloaded again and restyled
      // the whole page.
      cssCodeSplit: page !== 'index',
      rolldownOptions: {
        // The storefront has a second entry: the script a server-rendered page runs first (src/paint-first.ts).
        input:
          page === 'index'
            ? { index: fileURLToPath(new URL('./index.html', import.meta.url)), 'paint-first': fileURLToPath(new URL('./src/paint-first.ts', import.meta.url)) }
            : fileURLToPath(new URL(`./${page}.html`, import.meta.url)),
        output: {
          codeSplitting: {
            // Everything the entry imports statically stays in the entry chunk. Left alone, Rolldown puts
            // the modules the entry shares with lazy chunks (react, zustand, lib/storage) into common
            // chunks of their own (rolldown/rolldown#10731), which the first load fetches as extra files
            // and compresses apart from react-dom: about 1.2 KB gzip more for the same code.
            groups: [
              // The paint-first script stays a file of its own: it must not import the entry it starts later.
              { name: page, tags: ['$initial'], test: (id: string) => !id.endsWith('/src/paint-first.ts') },
              // Issue 20: left alone, Rolldown gives each set of pages sharing a module a chunk of its own, so
              // /menu fetched 17 small files, each compressed apart (about 3 KB gzip more than the same code in
              // one file), and the entry listed each for preloading. Two groups of small shared modules: the UI
              // pieces and price words most pages use, and what the menu pages (/menu, /dine-in-menu,
              // /instore-menu, /deals) share. A page needing one of a group's modules loads the whole group.
              ...(page === 'index' ? storefrontSharedGroups : []),
            ],
          },
        },
      },
    },
    server: {
      port: 5173,
      proxy: { '/api': api, '/uploads': api },
    },
  };
}

export default defineConfig(({ command }) => webConfig(command, 'index'));
