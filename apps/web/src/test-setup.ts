// Vitest runs without globals, so Testing Library cannot register its own cleanup: do it here.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { siteDefaultsElement } from '../build/site-defaults-plugin';

// The page the app starts in carries the default site configuration, as the built index.html does.
document.body.insertAdjacentHTML('beforeend', siteDefaultsElement());

afterEach(() => {
  cleanup();
});
