import { afterEach } from 'vitest';

// Component tests run in jsdom (`// @vitest-environment jsdom`); node-environment suites
// (server, machines) never load Testing Library.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  // unmount what each test rendered
  afterEach(() => {
    cleanup();
  });

  // jsdom has no layout: Ark UI's positioned parts (tooltip, popover, select) observe sizes
  if (typeof globalThis.ResizeObserver === 'undefined') {
    globalThis.ResizeObserver = class {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    };
  }
}

export {};
