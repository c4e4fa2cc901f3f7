import type { QueryClient } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { wireApiClient } from './app/api-wiring';
import { adoptServerView } from './app/adopt-server-view';
import { AppProviders } from './app/providers';
import { createAppRouter, resolveLazyRoutes } from './app/router';
import { embeddedView } from './lib/embedded-view';
import { markHydratingServerPage } from './lib/use-hydrated';
import './styles.css';

wireApiClient();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// Issue 20: a page the server rendered carries what it was rendered from; the plain SPA (SSR=false,
// or a render that failed) does not.
const view = embeddedView();

const storefront = (queryClient?: QueryClient) => (
  <StrictMode>
    <AppProviders isStorefront queryClient={queryClient}>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>
);

if (view) {
  const queryClient = adoptServerView(view);
  markHydratingServerPage();
  // The first page's route module must be in hand before hydrating, or the router would draw its
  // fallback over the server's HTML; one that fails to load is the router's to report (its error
  // page), as on any navigation. As a transition, hydration yields to the browser every few
  // milliseconds instead of holding the main thread for the whole page.
  void resolveLazyRoutes(window.location)
    .catch(() => undefined)
    .then(() => startTransition(() => void hydrateRoot(root, storefront(queryClient))));
} else {
  createRoot(root).render(storefront());
}
