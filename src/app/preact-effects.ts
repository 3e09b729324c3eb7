import { options } from 'preact';

/**
 * The app renders with Preact (preact/compat in place of react-dom: vite.config.ts, scripts/preact-aliases.ts).
 * Preact runs `useEffect` callbacks after the next frame; React 18/19 runs them at the end of the
 * commit when the render came from a tap, a key or flushSync. Ark UI's state machines (zag) rely on
 * that: a dialog opened by a tap looks for its title and content one frame later, and with Preact
 * the content (mounted by an effect) was not there yet: no accessible name, no Escape, no
 * aria-hidden page behind. Running effects in a microtask after each render restores the order.
 */
options.requestAnimationFrame = (flush) => queueMicrotask(flush);
