import { useEffect, useRef, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { button } from '../recipes';

export interface InfiniteSentinelProps {
  /** more pages exist (TanStack Query's hasNextPage) */
  hasNextPage: boolean;
  /** a page is loading (isFetchingNextPage) */
  isFetchingNextPage: boolean;
  /** the last page failed (isFetchNextPageError): a retry button replaces the automatic load */
  isError?: boolean;
  /** loads the next page (fetchNextPage) */
  onLoadMore: () => void;
  /** how far below the screen loading starts (default 600px: about two rows of cards) */
  rootMargin?: string;
  /** shown while the next page loads, e.g. <ProductGridSkeleton count={2} /> */
  loading?: ReactNode;
  /** shown under the last page, e.g. '마지막 상품이에요' (default: nothing) */
  end?: ReactNode;
}

/**
 * The bottom of an infinite list: when it comes near the screen the next page loads
 * (IntersectionObserver), with a reserved skeleton while it loads and a Korean retry when it
 * failed. Put it right after the list.
 */
export function InfiniteSentinel({
  hasNextPage,
  isFetchingNextPage,
  isError = false,
  onLoadMore,
  rootMargin = '600px',
  loading,
  end,
}: InfiniteSentinelProps) {
  const ref = useRef<HTMLDivElement>(null);
  const loadRef = useRef(onLoadMore);
  useEffect(() => {
    loadRef.current = onLoadMore;
  });
  const armed = hasNextPage && !isFetchingNextPage && !isError;

  useEffect(() => {
    const node = ref.current;
    if (!armed || !node) return;
    if (typeof IntersectionObserver === 'undefined') {
      loadRef.current();
      return;
    }
    // a new observer after every page: it reports at once if the sentinel is still in view
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          loadRef.current();
        }
      },
      { rootMargin: `0px 0px ${rootMargin} 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [armed, rootMargin]);

  return (
    <div ref={ref} className={styles.root} data-testid="infinite-sentinel">
      {isFetchingNextPage && loading}
      {isError && (
        <div role="alert" className={styles.error}>
          <p>상품을 더 불러오지 못했어요.</p>
          <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => loadRef.current()}>
            다시 시도
          </button>
        </div>
      )}
      {!hasNextPage && !isFetchingNextPage && end}
    </div>
  );
}

const styles = {
  root: css({ minHeight: '1px' }),
  error: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '2',
    paddingBlock: '6',
    fontSize: '14px',
    color: 'gray.700',
  }),
};
