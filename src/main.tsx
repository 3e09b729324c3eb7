import './index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { bootstrap } from './app/bootstrap';
import { hasFirstScreen, whenFirstScreenReady } from './app/first-screen';

const root = document.getElementById('root');
if (root) {
  const app = bootstrap();
  // a transition: React renders the first screen in slices of a few milliseconds (no long task
  // while the phone is busy) and commits it whole (issue 14)
  const render = (onMounted?: () => void) =>
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <App {...app} onMounted={onMounted} />
        </StrictMode>,
      ),
    );
  if (hasFirstScreen(root)) {
    // The server's snapshot of home stays until React can draw the same top in its place. Until the
    // router's own subscription exists (at mount), a navigation made meanwhile (a gate sending the
    // page to /maintenance, say) is loaded from here, or the page would show home at that address.
    const stop = app.router.history.subscribe(() => {
      app.router.load().catch(console.error);
    });
    void whenFirstScreenReady(() => app.router.load()).then(() => render(stop));
  } else render();
}
