import './index.css';
import './app/preact-effects';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { bootstrap } from './app/bootstrap';

const root = document.getElementById('root');
if (root) {
  const app = bootstrap();
  // the app ships preact/compat (docs/decisions.md "Preact in place of react-dom"), which renders a
  // transition at once; under React 19 the transition renders the first screen in slices (issue 14)
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App {...app} />
      </StrictMode>,
    ),
  );
}
