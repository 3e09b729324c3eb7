import { lazy, Suspense, use, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { onFirstUse } from '../platform/first-use';
import { onNetworkChange } from '../platform/network';
import { useHydrated } from './use-hydrated';

/**
 * Server-drawn content that React hydrates only when it comes near the screen (or, with
 * `wait="use"`, once the shopper has used the page and it is near), or when the shopper touches,
 * clicks or focuses inside it first (issue 24: main-thread work during load). Until then it
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
  /** settles once the block's content is hydrated (or drawn) in the browser */
  readonly hydrated: Promise<void>;
  readonly markHydrated: () => void;
}

/** marks a promise fulfilled the way React marks one it tracked: `use` then reads it at once */
const fulfilled = (promise: Promise<void>): Promise<void> => Object.assign(promise, { status: 'fulfilled', value: undefined });

function createGate(): Gate {
  let resolve = () => {};
  let markHydrated = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  const gate: Gate = {
    promise,
    release: () => {
      gate.open = true;
      fulfilled(promise);
      resolve();
    },
    hydrated: new Promise<void>((done) => (markHydrated = done)),
    markHydrated: () => markHydrated(),
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
  // runs when React commits the block: its elements are React's now (a replayed tap reaches them)
  useLayoutEffect(() => gate.markHydrated(), [gate]);
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

interface Block {
  readonly element: Element;
  readonly gate: Gate;
  readonly release: () => void;
  /** the block's lazily loaded code, when it has some (`lazyBlock`) */
  readonly code?: BlockCode;
}
/** blocks not hydrated yet */
const waiting = new Set<Block>();
let listening = false;

/**
 * A tap on a block whose code has not arrived yet cannot be handed to React (it cannot hydrate the
 * block without it, and drops the event): the click is held, and dispatched again on the same
 * element once the block is hydrated. A link is followed then, a heart answers then.
 */
function replayWhenHydrated(event: Event, target: Node, block: Block): void {
  const code = block.code;
  if (event.type !== 'click' || !code || code.isLoaded()) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  void code
    .preload()
    .then(() => block.gate.hydrated)
    .then(() => target.isConnected && target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true })))
    .catch(() => undefined);
}

function listenForWakes(): void {
  if (listening) return;
  listening = true;
  const note = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Node)) return;
    wakeTarget = target;
    setTimeout(() => wakeTarget === target && (wakeTarget = null));
    for (const block of [...waiting]) {
      if (!block.element.contains(target)) continue;
      block.release();
      replayWhenHydrated(event, target, block);
    }
  };
  // not passive: a held click is cancelled (`replayWhenHydrated`), which a passive listener cannot do,
  // and the browser then follows the link as well (a page load and a second history entry); none of
  // these events is one the browser waits on before it scrolls
  for (const type of WAKE_EVENTS) window.addEventListener(type, note, { capture: true });
}

/**
 * A block whose code loads lazily (`lazyBlock`): the server draws it in full, and the browser fetches
 * its code at the shopper's first use of the page (src/platform/first-use.ts). A block under the
 * first screen is reached by scrolling, so its code is on its way before the block is near enough to
 * hydrate; a page that is only looked at never fetches it (issue 24: home's first-load JS and main-thread work).
 */
export interface BlockCode {
  readonly preload: () => Promise<unknown>;
  readonly isLoaded: () => boolean;
}
export interface LazyBlock<P> extends BlockCode {
  readonly Component: LazyExoticComponent<ComponentType<P>>;
}

/**
 * A thenable that answers at once. React.lazy renders a component whose code has already arrived in
 * the same render (React reads a settled `then` synchronously), instead of suspending once more: a
 * tap can then hydrate the block synchronously, as it does a block whose code came with the page.
 */
function answeredNow<T>(value: T): Promise<T> {
  const thenable = { then: (onFulfilled: (result: T) => unknown) => void onFulfilled(value) };
  return thenable as unknown as Promise<T>;
}

/** how long a block whose code could not load waits before trying again, if the browser does not say it is back online first */
const RETRY_MS = 30_000;

/** resolves when the browser is back online (src/platform/network.ts), or after RETRY_MS */
function backOnline(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stop();
      clearTimeout(timer);
      resolve();
    };
    const stop = onNetworkChange((online) => online && done());
    const timer = setTimeout(done, RETRY_MS);
  });
}

export function lazyBlock<M, P>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): LazyBlock<P> {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // offline or a failed chunk: the next scroll, render or retry tries again
        loading = undefined;
        throw error;
      },
    ));
  // What React waits on never fails: a block whose code cannot load (offline) keeps the server's
  // HTML, readable and with real links, and hydrates once the code arrives, instead of throwing to
  // the route's error screen and taking the whole page with it.
  const untilLoaded = (): Promise<M> => preload().catch(() => backOnline().then(untilLoaded));
  const Component = lazy(() => (loaded !== undefined ? answeredNow({ default: pick(loaded) }) : untilLoaded().then((module) => ({ default: pick(module) }))));
  return { Component, preload, isLoaded: () => loaded !== undefined };
}

interface HydrateNearProps {
  children: ReactNode;
  /**
   * The child's lazily loaded code (`lazyBlock`): fetched at the shopper's first use of the page, and
   * a tap that comes before it is held and given to the block once it is hydrated.
   */
  code?: BlockCode;
  /**
   * 'near' (default): the block hydrates when it comes near the screen. 'use': it is watched for that
   * only from the shopper's first use of the page (a touch, a key, a scroll: src/platform/first-use.ts),
   * so a block on the first screen of a page only looked at is never hydrated; a touch, click or key
   * inside it opens it at once, as for any waiting block. For content that is links and text until the
   * shopper acts on it (a list's posts, the bottom bar).
   */
  wait?: 'near' | 'use';
}

export function HydrateNear({ children, code, wait = 'near' }: HydrateNearProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => (code && !code.isLoaded() ? onFirstUse(() => void code.preload().catch(() => undefined)) : undefined), [code]);
  // Not opened here when the block is drawn in the browser instead of hydrated: reading that
  // (useSyncExternalStore's server snapshot) makes React render this component again after
  // hydration, with a new element for the boundary, which then is drawn again instead of hydrated.
  const [gate] = useState(createGate);
  // a layout effect: it runs within React's synchronous hydration of an outer block (see wakeTarget)
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const observer =
      gate.open || typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && block.release(), { rootMargin: MARGIN });
    // watched until it is near (the observer) and until it is hydrated (a tap to hold for it)
    const block: Block = {
      element,
      gate,
      code,
      release: () => {
        gate.release();
        observer?.disconnect();
      },
    };
    const stop = () => {
      observer?.disconnect();
      waiting.delete(block);
    };
    void gate.hydrated.then(stop);
    if (!gate.open && (!observer || (wakeTarget !== null && element.contains(wakeTarget)))) block.release();
    listenForWakes();
    let unwatch: (() => void) | undefined;
    if (!gate.open && observer) {
      if (wait === 'use') unwatch = onFirstUse(() => observer.observe(element));
      else observer.observe(element);
    }
    waiting.add(block);
    return () => {
      unwatch?.();
      stop();
    };
  }, [gate, code, wait]);
  return (
    <div ref={ref}>
      <Suspense fallback={null}>
        <Gated gate={gate}>{children}</Gated>
      </Suspense>
    </div>
  );
}
