import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent as ReactMouseEvent } from 'react';
import { css } from 'styled-system/css';

/** A slide counts as on screen from this share of it in view (what Ark's carousel used). */
const IN_VIEW_THRESHOLD = 0.6;
/** Scrolling that pauses this long has ended (a swipe, a drag, a smooth scroll to a page). */
const SCROLL_END_MS = 150;
/** A mouse moved this far is a drag, not a click on the banner under it. */
const DRAG_CLICK_PX = 5;

export interface CarouselOptions {
  /** how many slides */
  count: number;
  /** turn to the next slide every this many ms (looping), until paused; no autoplay without it */
  autoplayMs?: number;
}

export interface Carousel {
  /** the page on screen, from 0 */
  page: number;
  /** whether autoplay is running */
  playing: boolean;
  /** whether slide `index` is on screen (between two slides, the page turned to): only those are read out and take focus */
  isInView(index: number): boolean;
  /** starts or pauses autoplay (the pause button) */
  toggleAutoplay(): void;
  /** the props of the scrolling strip that holds the slides (one slide per page, CSS scroll snap) */
  trackProps: {
    ref: (element: HTMLDivElement | null) => void;
    className: string;
    tabIndex: -1;
    'aria-live': 'off' | 'polite';
    onKeyDown(event: KeyboardEvent<HTMLDivElement>): void;
    onMouseDown(event: ReactMouseEvent<HTMLDivElement>): void;
    onTouchStart(): void;
    onTouchEnd(): void;
    onTouchCancel(): void;
  };
  /** the props of slide `index` (a direct child of the strip) */
  slideProps(
    index: number,
    label: string,
  ): {
    role: 'group';
    'aria-roledescription': 'slide';
    'aria-label': string;
    'aria-hidden': true | undefined;
    'data-index': number;
    className: string;
  };
}

/**
 * A carousel on the browser's own scrolling (issue 14: Ark's carousel and its runtime were 17 KiB of
 * home's first load): the slides sit in a strip that scrolls sideways with `scroll-snap`, so a finger
 * swipes it natively; the page is read back when scrolling stops. Autoplay turns the page every
 * `autoplayMs` (looping) and stops for good on the pause button, a mouse drag or a hidden tab, as
 * Ark's did; it waits while a finger is on the strip. Arrow keys, Home and End turn the page when
 * focus is inside. Only slides at least 60% on screen are exposed (while none is, half way through a
 * turn, the page being turned to); the others are `aria-hidden`, and their links should get
 * `tabIndex={-1}`: both read `isInView`, so they change in the same render.
 */
export function useCarousel({ count, autoplayMs }: CarouselOptions): Carousel {
  const [track, setTrack] = useState<HTMLDivElement | null>(null);
  const [page, setPage] = useState(0);
  const [playing, setPlaying] = useState(autoplayMs !== undefined);
  const [inView, setInView] = useState<ReadonlySet<number>>(() => new Set([0]));
  const pageRef = useRef(0);
  const touching = useRef(false);
  const dragging = useRef(false);

  const show = useCallback(
    (index: number, behavior: ScrollBehavior = 'smooth') => {
      const next = count > 0 ? ((index % count) + count) % count : 0;
      pageRef.current = next;
      setPage(next);
      track?.scrollTo({ left: next * track.clientWidth, behavior });
    },
    [count, track],
  );

  // which slides are on screen
  useEffect(() => {
    if (!track) return;
    const observer = new IntersectionObserver(
      (entries) =>
        setInView((current) => {
          const next = new Set(current);
          for (const entry of entries) {
            const index = Number((entry.target as HTMLElement).dataset.index);
            if (entry.isIntersecting) next.add(index);
            else next.delete(index);
          }
          return next;
        }),
      { root: track, threshold: IN_VIEW_THRESHOLD },
    );
    for (const slide of track.children) observer.observe(slide);
    return () => observer.disconnect();
  }, [track, count]);

  // the page where a swipe, a drag or a smooth scroll came to rest
  useEffect(() => {
    if (!track) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settled = () => {
      if (dragging.current || track.clientWidth === 0) return;
      const index = Math.min(count - 1, Math.max(0, Math.round(track.scrollLeft / track.clientWidth)));
      pageRef.current = index;
      setPage(index);
    };
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(settled, SCROLL_END_MS);
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      track.removeEventListener('scroll', onScroll);
    };
  }, [track, count]);

  // autoplay: the next page a delay after the page last changed
  useEffect(() => {
    if (!playing || autoplayMs === undefined || count < 2) return;
    let timer: ReturnType<typeof setTimeout>;
    const turn = () => {
      if (touching.current || dragging.current) timer = setTimeout(turn, autoplayMs);
      else show(pageRef.current + 1);
    };
    timer = setTimeout(turn, autoplayMs);
    return () => clearTimeout(timer);
  }, [playing, autoplayMs, count, page, show]);

  // a hidden tab stops autoplay
  useEffect(() => {
    if (!playing) return;
    const onVisibility = () => {
      if (document.visibilityState !== 'visible') setPlaying(false);
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [playing]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target =
      event.key === 'ArrowRight'
        ? pageRef.current + 1
        : event.key === 'ArrowLeft'
          ? pageRef.current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? count - 1
              : undefined;
    if (target === undefined || !track) return;
    event.preventDefault();
    show(target);
    // focus follows to the slide now on screen (the one it was in is about to be hidden)
    const next = track.children[pageRef.current]?.querySelector<HTMLElement>('a, button');
    next?.focus({ preventScroll: true });
  };

  // a mouse drags the strip (a finger scrolls it natively): snap off while dragging, then the nearest page
  const onMouseDown = (event: ReactMouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    const strip = event.currentTarget;
    event.preventDefault();
    setPlaying(false);
    dragging.current = true;
    let moved = 0;
    strip.style.scrollSnapType = 'none';
    const onMove = (move: MouseEvent) => {
      moved += Math.abs(move.movementX);
      strip.scrollBy({ left: -move.movementX, behavior: 'instant' });
    };
    const onUp = () => {
      document.removeEventListener('mousemove', onMove);
      dragging.current = false;
      strip.style.scrollSnapType = '';
      if (strip.clientWidth > 0) show(Math.round(strip.scrollLeft / strip.clientWidth));
      // the click that ends a drag does not open the banner under the pointer
      if (moved <= DRAG_CLICK_PX) return;
      const swallow = (click: MouseEvent) => click.preventDefault();
      strip.addEventListener('click', swallow, { capture: true, once: true });
      setTimeout(() => strip.removeEventListener('click', swallow, { capture: true }));
    };
    document.addEventListener('mousemove', onMove);
    document.addEventListener('mouseup', onUp, { once: true });
  };

  // Between two slides (a swipe or an autoplay turn half way) none is 60% on screen: the page being
  // turned to stays exposed then, so the strip always holds something to focus and to read out
  // (with every slide hidden, focus inside would be lost and axe's scrollable-region-focusable fails).
  const isInView = (index: number) => (inView.size > 0 ? inView.has(index) : index === page);

  const untouch = () => {
    touching.current = false;
  };

  return {
    page,
    playing,
    isInView,
    toggleAutoplay: () => setPlaying((current) => !current),
    trackProps: {
      ref: setTrack,
      className: trackClass,
      tabIndex: -1,
      'aria-live': playing ? 'off' : 'polite',
      onKeyDown,
      onMouseDown,
      onTouchStart: () => {
        touching.current = true;
      },
      onTouchEnd: untouch,
      onTouchCancel: untouch,
    },
    slideProps: (index, label) => ({
      role: 'group',
      'aria-roledescription': 'slide',
      'aria-label': label,
      'aria-hidden': isInView(index) ? undefined : true,
      'data-index': index,
      className: slideClass,
    }),
  };
}

const trackClass = css({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '100%',
  height: '100%',
  overflowX: 'auto',
  overflowY: 'hidden',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
});

const slideClass = css({ height: '100%', scrollSnapAlign: 'start' });
