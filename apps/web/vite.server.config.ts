import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { webBuildAliases } from './vite.config.ts';

/**
 * Issue 20: the storefront's server entry (src/entry-server.tsx), built for Node into dist-server/,
 * which the API server imports at start to render the diner's pages (decision 012). React and the
 * other packages stay in node_modules; the contract is TypeScript, so it is bundled in.
 */
export default defineConfig({
  plugins: [react()],
  resolve: { alias: webBuildAliases },
  ssr: { noExternal: ['@crust/contract'] },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    // One file: the server loads the whole storefront once, at start, rather than chunk by chunk on first requests.
    rolldownOptions: { output: { codeSplitting: false } },
  },
});
