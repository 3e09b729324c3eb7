import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/** The bench's reference (bench/run.ts): a bare React 19 hello world, built by the same Vite. */
function Hello() {
  return (
    <main>
      <h1>안녕하세요, 마켓이에요</h1>
      <p>React 19 hello world: the reference page of `npm run bench`.</p>
    </main>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Hello />
    </StrictMode>,
  );
}
