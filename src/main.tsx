import './index.css';
import './app/preact-effects';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { bootstrap, nextTask } from './app/bootstrap';
import { renderInTasksWhileStarting } from './app/start-renders';

/**
 * The start in four tasks instead of one (issue 14): evaluating the entry, the actors, the router,
 * then the first render. They were one long task on a slow phone, which blocked taps for all of it;
 * between them the browser can paint the server's first picture and answer input. Preact renders a
 * transition at once (docs/decisions.md "Preact in place of react-dom"), so the render itself is
 * not sliced; until the shopper's first input, the renders that follow each take a task of their
 * own (start-renders.ts).
 */
async function start(root: HTMLElement) {
  await nextTask();
  const app = await bootstrap();
  await nextTask();
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App {...app} />
      </StrictMode>,
    ),
  );
}

const root = document.getElementById('root');
if (root) {
  renderInTasksWhileStarting();
  void start(root);
}
