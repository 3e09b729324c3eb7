import './index.css';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { bootstrap } from './app/bootstrap';
import { reportHydrationProblem } from './app/hydration-report';

/**
 * The browser's entry (DESIGN.md "Server rendering"): the server rendered this page with the same
 * route tree and components; the app-wide actors start (in a few tasks: app/bootstrap.ts), then React
 * hydrates the whole document.
 * StrictMode checks the app in development (it does nothing in a production build).
 */
const { router } = await bootstrap();
hydrateRoot(
  document,
  <StrictMode>
    <RouterClient router={router} />
  </StrictMode>,
  { onRecoverableError: reportHydrationProblem },
);

if (import.meta.env.DEV) void import('./app/devtools').then(({ mountDevtools }) => mountDevtools(router));
