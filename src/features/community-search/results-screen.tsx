import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { flattenPages } from '../../api/catalog/product-card';
import type { CommunityType } from '../../api/community/schemas';
import { useCommunitySearch } from '../../api/community/search';
import { EmptyState, ErrorState } from '../../ui/page';
import { linkTab, linkTabBar } from '../../ui/link-tab-recipes';
import { InfiniteSentinel } from '../../ui/product/infinite-sentinel';
import { PostCard, PostListSkeleton } from '../community/post-card';
import { CommunitySearchBox } from './search-box';
import { checkKeyword, SEARCH_TABS } from './search-params';
import { groupDigits } from '../../ui/number';

const TITLES: Record<CommunityType, string> = { DASHBOARD: '오늘의 식탁 검색 결과', SURVEY: '투표 검색 결과', QNA: '질문답변 검색 결과' };

/**
 * /community/search/{dashboard|survey|qna}?keyword=: the box with the keyword, the three kinds as
 * tabs with their counts (each page's `counts`), and the posts of the chosen kind, page by page.
 * A keyword that is not 1–30 characters is not searched: the box says why.
 */
export function CommunitySearchResultsScreen({ type, keyword: raw }: { type: CommunityType; keyword: string | undefined }) {
  const checked = checkKeyword(raw);
  const tab = SEARCH_TABS.find((item) => item.type === type) ?? SEARCH_TABS[0];
  return (
    <>
      <CommunitySearchBox
        key={raw ?? ''}
        title={TITLES[type]}
        initialKeyword={raw ?? ''}
        target={tab.to}
        initialMessage={checked.ok ? null : checked.message}
      />
      <main>{checked.ok ? <Results type={type} keyword={checked.keyword} /> : <EmptyState title={checked.message} description="검색어를 1~30자로 입력해 주세요." />}</main>
    </>
  );
}

function Results({ type, keyword }: { type: CommunityType; keyword: string }) {
  const query = useCommunitySearch(keyword, type);
  const counts = query.data?.pages[0]?.counts;
  const posts = flattenPages(query.data);
  return (
    <>
      <nav aria-label="검색 결과 종류" className={linkTabBar()}>
        {SEARCH_TABS.map((item) => (
          <Link key={item.type} to={item.to} search={{ keyword }} replace className={linkTab({ active: item.type === type })} aria-current={item.type === type ? 'page' : undefined}>
            {item.label}
            <span className={styles.count}>{counts ? groupDigits(counts[item.type]) : ''}</span>
          </Link>
        ))}
      </nav>
      {query.isPending ? (
        <PostListSkeleton label="검색 결과를 불러오는 중" />
      ) : query.isError && posts.length === 0 ? (
        <ErrorState title="검색하지 못했어요" description={query.error.message} onRetry={() => void query.refetch()} />
      ) : posts.length === 0 ? (
        <EmptyState title={`'${keyword}'에 대한 검색 결과가 없어요`} description="다른 검색어나 초성(예: ㄱㅈ)으로 찾아보세요." />
      ) : (
        <>
          <ul className={styles.list} aria-label={`${TITLES[type]} 목록`} aria-busy={query.isPlaceholderData || undefined}>
            {posts.map((post) => (
              <li key={post.postId}>
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
            loading={<PostListSkeleton rows={1} label="검색 결과를 불러오는 중" />}
            end={<p className={styles.end}>마지막 글이에요</p>}
          />
        </>
      )}
    </>
  );
}

const styles = {
  count: css({ fontSize: '13px', fontWeight: 'normal', color: 'primaryStrong', fontVariantNumeric: 'tabular-nums' }),
  list: css({ listStyle: 'none' }),
  end: css({ paddingBlock: '6', textAlign: 'center', fontSize: '13px', color: 'gray.600' }),
};
