import { defineConfig } from 'vite';
import { webConfig } from './vite.config.ts';

/** The restaurant's console (console.html), built after the storefront into the same dist (see webConfig). */
export default defineConfig(({ command }) => webConfig(command, 'console'));
