// Vitest runs without globals, so Testing Library cannot register its own cleanup: do it here.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { markHydrated } from './lib/use-hydrated';

// Components render as in the plain SPA: nothing here was rendered by a server first.
markHydrated();

afterEach(() => {
  cleanup();
});
