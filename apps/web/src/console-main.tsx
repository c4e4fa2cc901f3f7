import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { wireApiClient } from './app/api-wiring';
import { consoleRoute } from './app/console/console-routes';
import { AppProviders } from './app/providers';
import './styles.css';

// The console's own calls carry the staff token (its own client); the storefront's calls it makes
// (the coupon form's menu, the editor's preview) go through the storefront's client, wired as there.
wireApiClient();

const root = document.getElementById('root');
if (!root) throw new Error('console.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={createBrowserRouter([consoleRoute])} />
    </AppProviders>
  </StrictMode>,
);
