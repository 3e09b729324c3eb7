import './index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { bootstrap } from './app/bootstrap';

const root = document.getElementById('root');
if (root) {
  const app = bootstrap();
  // a transition: React renders the first screen in slices of a few milliseconds (no long task
  // while the phone is busy loading) and commits it whole (issue 14)
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App {...app} />
      </StrictMode>,
    ),
  );
}
