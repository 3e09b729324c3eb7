import { Suspense, use, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * Server-drawn content that React hydrates only when it comes near the screen, or when the shopper
 * touches, clicks or focuses inside it first (issue 24: main-thread work during load). Until then it
 * is the server's HTML: visible, readable, its links real links, its pictures loading as pictures
 * do. What hydrates is exactly what the server drew: a block's first render in the browser still
 * uses the page's dehydrated data, like the rest of the page.
 *
 * React's own mechanism (selective hydration): the block sits in a Suspense boundary, and while
 * React hydrates it the block waits on a promise (`use`) that this wrapper resolves when the block is
 * within a quarter of the viewport's height of the screen. React hydrates the rest of the page, keeps the server's HTML of
 * the waiting block, and hydrates it when the promise resolves. A touch, click or key on a waiting
 * block opens the gate from the window's capture phase, before React's listeners on the document
 * (the app's root) see the event: React then hydrates the block synchronously and hands the event to the hydrated
 * component (a blocked discrete event is otherwise stopped by React, and a tap on a heart lost). Rendered in the
 * browser without server HTML (a screen opened by client-side navigation) the block renders at once.
 *
 * If something above the block changes before it hydrates (new props from its parent, a context's
 * value), React renders the waiting block in the browser instead of hydrating it: the same content,
 * drawn again, without a warning (docs/decisions.md "Hydrating what is near, painting what is near").
 */

/**
 * A quarter of the viewport's height above and below (IntersectionObserver rootMargin): a block
 * hydrates while it scrolls in, and hydrating one block takes a frame or two.
 */
const MARGIN = '25% 0px';
/** what a shopper does to a block before a tap or a key reaches it */
const WAKE_EVENTS = ['pointerdown', 'focusin', 'keydown', 'click'] as const;

interface Gate {
  /** set when the block may hydrate */
  open?: boolean;
  readonly promise: Promise<void>;
  readonly release: () => void;
}

/** marks a promise fulfilled the way React marks one it tracked: `use` then reads it at once */
const fulfilled = (promise: Promise<void>): Promise<void> => Object.assign(promise, { status: 'fulfilled', value: undefined });

function createGate(): Gate {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  const gate: Gate = {
    promise,
    release: () => {
      gate.open = true;
      fulfilled(promise);
      resolve();
    },
  };
  return gate;
}

/** the server draws the block in full (it never waits on the gate: nothing would open it there) */
const onServer = typeof document === 'undefined';
/** what a render that does not wait reads */
const OPEN = fulfilled(Promise.resolve());

function Gated({ gate, children }: { gate: Gate; children: ReactNode }) {
  // useHydrated is false while React hydrates the server's HTML, true in any later render. `use` is
  // called in every render, with a fulfilled promise when there is nothing to wait for: React checks
  // that a component which suspended on `use` calls it again in the render that finishes (the one
  // after the gate opened, or the browser's own drawing of the block when React gave up hydrating it).
  use(!useHydrated() && !onServer ? gate.promise : OPEN);
  return children;
}

/**
 * The target of the wake event being dispatched now, noted from the window's capture phase (before
 * React's listeners on the document). A block nested in a waiting block is hydrated only while React
 * handles that event (it hydrates the outer block synchronously, then finds the inner one blocking):
 * its wrapper's layout effect runs then, before React tries the inner block, and opens the gate if
 * the event is inside it. Cleared once the event's task is over.
 */
let wakeTarget: Node | null = null;
const waiting = new Set<{ element: Element; release: () => void }>();
let listening = false;

function listenForWakes(): void {
  if (listening) return;
  listening = true;
  const note = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Node)) return;
    wakeTarget = target;
    setTimeout(() => wakeTarget === target && (wakeTarget = null));
    for (const block of [...waiting]) if (block.element.contains(target)) block.release();
  };
  for (const type of WAKE_EVENTS) window.addEventListener(type, note, { capture: true, passive: true });
}

export function HydrateNear({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  // Not opened here when the block is drawn in the browser instead of hydrated: reading that
  // (useSyncExternalStore's server snapshot) makes React render this component again after
  // hydration, with a new element for the boundary, which then is drawn again instead of hydrated.
  const [gate] = useState(createGate);
  // a layout effect: it runs within React's synchronous hydration of an outer block (see wakeTarget)
  useLayoutEffect(() => {
    const element = ref.current;
    if (gate.open || !element) return undefined;
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && block.release(), { rootMargin: MARGIN });
    const stop = () => {
      observer?.disconnect();
      waiting.delete(block);
    };
    // opened once: nothing more to watch
    const block = {
      element,
      release: () => {
        gate.release();
        stop();
      },
    };
    if (!observer || (wakeTarget !== null && element.contains(wakeTarget))) return block.release();
    listenForWakes();
    observer.observe(element);
    waiting.add(block);
    return stop;
  }, [gate]);
  return (
    <div ref={ref}>
      <Suspense fallback={null}>
        <Gated gate={gate}>{children}</Gated>
      </Suspense>
    </div>
  );
}
