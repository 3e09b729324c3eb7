import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { flattenPages } from '../../api/catalog/product-card';
import { useMyCommunity, type MyCommunityTab } from '../../api/community/my';
import { EmptyState, ErrorState, Page } from '../../ui/page';
import { InfiniteSentinel } from '../../ui/product/infinite-sentinel';
import { button } from '../../ui/recipes';
import { linkTab, linkTabBar } from '../../ui/link-tab-recipes';
import { PostCard, PostListSkeleton } from '../community/post-card';
import { groupDigits } from '../../ui/number';

export const MY_TABS: ReadonlyArray<{ tab: MyCommunityTab; label: string; to: '/community/my-page/post' | '/community/my-page/clipping' | '/community/my-page/like' }> = [
  { tab: 'post', label: '내가 쓴 글', to: '/community/my-page/post' },
  { tab: 'clipping', label: '스크랩', to: '/community/my-page/clipping' },
  { tab: 'like', label: '좋아요', to: '/community/my-page/like' },
];

const EMPTY: Record<MyCommunityTab, { title: string; description: string }> = {
  post: { title: '아직 쓴 글이 없어요', description: '오늘 차린 식탁이나 궁금한 점을 이웃과 나눠 보세요.' },
  clipping: { title: '스크랩한 글이 없어요', description: '다시 보고 싶은 글을 스크랩하면 여기에 모여요.' },
  like: { title: '좋아요한 글이 없어요', description: '마음에 드는 글에 좋아요를 눌러 보세요.' },
};

/**
 * /community/my-page/{post|clipping|like} (member): the member's posts, clipped and liked posts,
 * newest first, with every list's count in its tab (from the page's `counts`).
 */
export function MyCommunityScreen({ tab }: { tab: MyCommunityTab }) {
  const query = useMyCommunity(tab);
  const counts = query.data?.pages[0]?.counts;
  const posts = flattenPages(query.data);
  const current = MY_TABS.find((item) => item.tab === tab) ?? MY_TABS[0];
  return (
    <Page title="나의 커뮤니티">
      <nav aria-label="나의 커뮤니티 글 종류" className={linkTabBar()}>
        {MY_TABS.map((item) => (
          <Link key={item.tab} to={item.to} replace className={linkTab({ active: item.tab === tab })} aria-current={item.tab === tab ? 'page' : undefined}>
            {item.label}
            <span className={styles.count}>{counts ? groupDigits(counts[item.tab]) : ''}</span>
          </Link>
        ))}
      </nav>
      {query.isPending ? (
        <PostListSkeleton />
      ) : query.isError && posts.length === 0 ? (
        <ErrorState title="글을 불러오지 못했어요" description={query.error.message} onRetry={() => void query.refetch()} />
      ) : posts.length === 0 ? (
        <EmptyState title={EMPTY[tab].title} description={EMPTY[tab].description} action={<WriteLinks />} />
      ) : (
        <>
          <ul className={styles.list} aria-label={`${current?.label ?? ''} 목록`}>
            {posts.map((post) => (
              <li key={`${post.communityType}-${post.postId}`}>
                <PostCard post={post} />
              </li>
            ))}
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
        </>
      )}
    </Page>
  );
}

function WriteLinks() {
  return (
    <div className={styles.writeLinks}>
      <Link to="/community/dash-board/form/{-$id}" params={{}} className={button({ size: 'md' })}>
        오늘의 식탁 글쓰기
      </Link>
      <Link to="/community/qna/form/{-$id}" params={{}} className={button({ variant: 'outline', size: 'md' })}>
        질문하기
      </Link>
    </div>
  );
}

const styles = {
  count: css({ fontSize: '13px', fontWeight: 'normal', color: 'primaryStrong', fontVariantNumeric: 'tabular-nums' }),
  list: css({ listStyle: 'none' }),
  end: css({ paddingBlock: '6', textAlign: 'center', fontSize: '13px', color: 'gray.600' }),
  writeLinks: css({ display: 'flex', gap: '2', justifyContent: 'center', flexWrap: 'wrap' }),
};
