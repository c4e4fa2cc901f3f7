import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { wireApiClient } from './app/api-wiring';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import './styles.css';

wireApiClient();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders isStorefront>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>,
);
