import { afterEach } from 'vitest';

// Component tests run in jsdom (`// @vitest-environment jsdom`): unmount what each test rendered.
// Node-environment suites (server, machines) never load Testing Library.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => {
    cleanup();
  });
}

export {};
