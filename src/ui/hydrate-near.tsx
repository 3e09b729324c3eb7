import { Suspense, use, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

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

export function HydrateNear({ children, margin = DEFAULT_MARGIN, className }: HydrateNearProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [gate] = useState(createGate);
  useEffect(() => {
    const element = ref.current;
    if (gate.released || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      gate.release();
      return undefined;
    }
    const release = () => gate.release();
    const wake = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) release();
    };
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) release();
    }, { rootMargin: margin });
    observer.observe(element);
    for (const type of WAKE_EVENTS) window.addEventListener(type, wake, { capture: true, passive: true });
    return () => {
      observer.disconnect();
      for (const type of WAKE_EVENTS) window.removeEventListener(type, wake, { capture: true });
    };
  }, [gate, margin]);
  return (
    <div ref={ref} className={className} data-hydrate-near="">
      <Suspense fallback={null}>
        <Gated gate={gate}>{children}</Gated>
      </Suspense>
    </div>
  );
}
