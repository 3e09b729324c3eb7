import { Suspense, use, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

/**
 * Server-drawn content that React hydrates only when it comes near the screen, or when the shopper
 * touches, clicks or focuses inside it first (issue 24: main-thread work during load). Until then it
 * is the server's HTML: visible, readable, its links real links, its pictures loading as pictures
 * do. What hydrates is exactly what the server drew: a block's first render in the browser still
 * uses the page's dehydrated data, like the rest of the page.
 *
 * React's own mechanism (selective hydration): the block sits in a Suspense boundary, and while
 * React hydrates it the block waits on a promise (`use`) that this wrapper resolves when the block is
 * within `margin` of the viewport. React hydrates the rest of the page, keeps the server's HTML of
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
export interface HydrateNearProps {
  children: ReactNode;
  /** how far from the viewport the block starts hydrating (IntersectionObserver rootMargin) */
  margin?: string;
  className?: string;
}

/**
 * A quarter of the viewport's height above and below: a block hydrates while it scrolls in, and
 * hydrating one block takes a frame or two; a touch on a block still waiting hydrates it at once.
 */
const DEFAULT_MARGIN = '25% 0px';
/** events that hydrate a waiting block at once: what a shopper does to a block before tapping */
const WAKE_EVENTS = ['pointerdown', 'touchstart', 'mousedown', 'focusin', 'keydown', 'click'] as const;

interface Gate {
  released: boolean;
  readonly promise: Promise<void>;
  release(): void;
}

function createGate(): Gate {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  const gate: Gate = {
    released: false,
    promise,
    release() {
      if (gate.released) return;
      gate.released = true;
      resolve();
    },
  };
  return gate;
}

const noSubscription = () => () => undefined;

/** true while React hydrates server HTML (it reads the server snapshot then), false in any other render */
function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/** the server draws the block in full (it never waits on the gate: nothing would open it there) */
const onServer = typeof document === 'undefined';

function Gated({ gate, children }: { gate: Gate; children: ReactNode }) {
  const hydrating = useHydrating();
  if (hydrating && !onServer && !gate.released) use(gate.promise);
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
    if (!(event.target instanceof Node)) return;
    const target = event.target;
    wakeTarget = target;
    setTimeout(() => {
      if (wakeTarget === target) wakeTarget = null;
    }, 0);
    for (const block of [...waiting]) if (block.element.contains(target)) block.release();
  };
  for (const type of WAKE_EVENTS) window.addEventListener(type, note, { capture: true, passive: true });
}

export function HydrateNear({ children, margin = DEFAULT_MARGIN, className }: HydrateNearProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Not opened here when the block is drawn in the browser instead of hydrated: reading that
  // (useSyncExternalStore's server snapshot) makes React render this component again after
  // hydration, with a new element for the boundary, which then is drawn again instead of hydrated.
  const [gate] = useState(createGate);
  // a layout effect: it runs within React's synchronous hydration of an outer block (see wakeTarget)
  useLayoutEffect(() => {
    const element = ref.current;
    if (gate.released || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined' || (wakeTarget !== null && element.contains(wakeTarget))) {
      gate.release();
      return undefined;
    }
    listenForWakes();
    const block = { element, release: () => release() };
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) release();
    }, { rootMargin: margin });
    const stop = () => {
      observer.disconnect();
      waiting.delete(block);
    };
    // opened once: nothing more to watch
    function release() {
      gate.release();
      stop();
    }
    observer.observe(element);
    waiting.add(block);
    return stop;
  }, [gate, margin]);
  return (
    <div ref={ref} className={className} data-hydrate-near="">
      <Suspense fallback={null}>
        <Gated gate={gate}>{children}</Gated>
      </Suspense>
    </div>
  );
}
