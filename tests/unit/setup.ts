import { afterEach } from 'vitest';

// Component tests run in jsdom (`// @vitest-environment jsdom`); node-environment suites
// (server, machines) never load Testing Library.
if (typeof document !== 'undefined') {
  // React's act() environment: state updates in tests are flushed inside act (Testing Library)
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
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

  // jsdom has no modal dialogs: the minimum of HTMLDialogElement the message dialog uses. Real
  // behaviour (top layer, inert page, Escape) is covered by the Playwright suite.
  const dialogProto = globalThis.HTMLDialogElement?.prototype;
  if (dialogProto && typeof dialogProto.showModal !== 'function') {
    dialogProto.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    dialogProto.close = function close(this: HTMLDialogElement) {
      if (!this.hasAttribute('open')) return;
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
  }
}

export {};
