import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { bootstrap } from './app/bootstrap';

const root = document.getElementById('root');
if (root) {
  const app = bootstrap();
  createRoot(root).render(
    <StrictMode>
      <App {...app} />
    </StrictMode>,
  );
}
