import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { flattenPages } from '../../api/catalog/product-card';
import type { PostSummary } from '../../api/community/schemas';
import { HydrateNear } from '../../ui/hydrate-near';
import { EmptyState, ErrorState } from '../../ui/page';
import { InfiniteSentinel } from '../../ui/product/infinite-sentinel';
import { button } from '../../ui/recipes';
import { PostCard, PostListSkeleton } from './post-card';
import { PicturesWait } from '../../ui/waiting-picture';

export interface PostListProps<TPage extends { items: PostSummary[] }> {
  query: UseInfiniteQueryResult<InfiniteData<TPage>>;
  /** the list's name for screen readers, e.g. '인기글 목록' */
  label: string;
  emptyTitle: string;
  emptyDescription?: string;
  /** how one post shows (default: the PostCard) */
  renderItem?: (post: PostSummary) => ReactNode;
}

/**
 * A server-drawn list's posts hydrate at the shopper's first use of the page, those on screen then and
 * the others as they come near it (src/ui/hydrate-near.tsx `wait="use"`): a post is a link and its
 * counts, the server's link until then, and a tap on one hydrates it at once and opens it in the app.
 * Hydrating the first screen's four or five posts with the page was a third of the popular tab's
 * hydration (issue 24). The pictures of the first six (a tall phone's first screen) load with the
 * page; those past them wait for the first use or their post (src/ui/waiting-picture.tsx).
 */
const PICTURES_WITH_THE_PAGE = 6;

/**
 * An infinite list of posts: skeletons first, a Korean empty or error state, then pages that load
 * as the end comes near (IntersectionObserver), with a '더 보기' button for when it does not.
 */
export function PostList<TPage extends { items: PostSummary[] }>({ query, label, emptyTitle, emptyDescription, renderItem }: PostListProps<TPage>) {
  const posts = flattenPages(query.data);
  if (query.isPending) return <PostListSkeleton />;
  if (query.isError && posts.length === 0) {
    return <ErrorState title="글을 불러오지 못했어요" description={query.error.message} onRetry={() => void query.refetch()} />;
  }
  if (posts.length === 0) return <EmptyState title={emptyTitle} description={emptyDescription} />;
  return (
    <>
      <ul className={styles.list} aria-label={label}>
        {posts.map((post, index) => {
          const item = renderItem ? renderItem(post) : <PostCard post={post} />;
          return (
            <li key={post.postId} className={styles.item}>
              <HydrateNear wait="use">
                {index < PICTURES_WITH_THE_PAGE ? (
                  item
                ) : (
                  // its thumbnail waits for the card, or the first use (src/ui/waiting-picture.tsx)
                  <PicturesWait value>{item}</PicturesWait>
                )}
              </HydrateNear>
            </li>
          );
        })}
      </ul>
      <InfiniteSentinel
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        isError={query.isFetchNextPageError}
        onLoadMore={() => void query.fetchNextPage()}
        rootMargin="400px"
        loading={<PostListSkeleton rows={1} />}
        end={<p className={styles.end}>마지막 글이에요</p>}
      />
      {query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError && (
        <div className={styles.more}>
          <button type="button" className={button({ variant: 'outline', size: 'md' })} onClick={() => void query.fetchNextPage()}>
            더 보기
          </button>
        </div>
      )}
    </>
  );
}

const styles = {
  list: css({ listStyle: 'none' }),
  // a post off screen is not styled, laid out or painted until it comes near (as ProductGrid's cards)
  item: css({ contentVisibility: 'auto', containIntrinsicSize: 'auto 130px' }),
  end: css({ paddingBlock: '6', textAlign: 'center', fontSize: '13px', color: 'gray.600' }),
  more: css({ display: 'flex', justifyContent: 'center', paddingBlock: '4' }),
};
