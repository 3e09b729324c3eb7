import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { flattenPages } from '../../api/catalog/product-card';
import { useDailyBoard } from '../../api/community/posts';
import type { PostSummary } from '../../api/community/schemas';
import { ErrorCode, isApiError } from '../../api/errors';
import { Img } from '../../ui/image';
import { EmptyState, ErrorState, Page } from '../../ui/page';
import { InfiniteSentinel } from '../../ui/product/infinite-sentinel';
import { button } from '../../ui/recipes';
import { Skeleton } from '../../ui/skeleton';
import { postPath } from './post-card';
import { boardDateProblem } from './daily-board-data';
import { formatBoardDate, normalizeDate } from './relative-date';
import { useKoreanToday } from './relative-time';

/**
 * /community/daily-board/:date: the day's 오늘의 식탁 posts as a photo grid, with the nearest
 * days that have posts before and after it. A future date (or one the server refuses) says so in
 * Korean with a way back to today's board.
 */
export function DailyBoardScreen({ date }: { date: string }) {
  const day = normalizeDate(date);
  const problem = boardDateProblem(day, useKoreanToday());
  const title = `${formatBoardDate(day)}의 식탁`;
  if (problem) {
    return (
      <Page title="날짜별 식탁">
        <EmptyState title="볼 수 없는 날짜예요" description={problem} action={<BackToBoard />} />
      </Page>
    );
  }
  return (
    <Page title={title}>
      <Board day={day} />
    </Page>
  );
}

function BackToBoard() {
  return (
    <Link to="/community/main/dashboard" className={button({ variant: 'solid', size: 'md' })}>
      오늘의 식탁으로 가기
    </Link>
  );
}

function Board({ day }: { day: string }) {
  const query = useDailyBoard(day);
  const first = query.data?.pages[0];
  const posts = flattenPages(query.data);

  const nav = (
    <nav aria-label="다른 날짜" className={styles.nav}>
      {first?.prevDate ? (
        <Link to="/community/daily-board/$date" params={{ date: first.prevDate }} className={button({ variant: 'outline', size: 'sm' })}>
          <span aria-hidden="true">‹</span> 이전 날 <span className={styles.navDate}>{formatBoardDate(first.prevDate)}</span>
        </Link>
      ) : (
        <span />
      )}
      {first?.nextDate ? (
        <Link to="/community/daily-board/$date" params={{ date: first.nextDate }} className={button({ variant: 'outline', size: 'sm' })}>
          다음 날 <span className={styles.navDate}>{formatBoardDate(first.nextDate)}</span> <span aria-hidden="true">›</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );

  if (query.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="글을 불러오는 중" className={styles.grid}>
        {[0, 1, 2, 3].map((cell) => (
          <Skeleton key={cell} className={styles.skeleton} />
        ))}
      </div>
    );
  }
  if (query.isError && posts.length === 0) {
    const refused = isApiError(query.error, ErrorCode.NotMatched) || isApiError(query.error, ErrorCode.OutOfRange);
    return refused ? (
      <EmptyState title="볼 수 없는 날짜예요" description={query.error.message} action={<BackToBoard />} />
    ) : (
      <ErrorState title="식탁을 불러오지 못했어요" description={query.error.message} onRetry={() => void query.refetch()} />
    );
  }
  return (
    <>
      <p className={styles.summary}>
        <strong>{formatBoardDate(day)}</strong>
        {` 이웃들의 식탁 ${first?.totalCount ?? 0}개`}
      </p>
      {posts.length === 0 ? (
        <EmptyState title="이 날은 올라온 식탁이 없어요" description="다른 날의 식탁을 둘러보세요." action={<BackToBoard />} />
      ) : (
        <ul className={styles.grid} aria-label={`${formatBoardDate(day)} 식탁 사진`}>
          {posts.map((post) => (
            <li key={post.postId}>
              <BoardTile post={post} />
            </li>
          ))}
        </ul>
      )}
      <InfiniteSentinel
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        isError={query.isFetchNextPageError}
        onLoadMore={() => void query.fetchNextPage()}
        rootMargin="400px"
      />
      {query.hasNextPage && !query.isFetchingNextPage && (
        <div className={styles.more}>
          <button type="button" className={button({ variant: 'outline', size: 'md' })} onClick={() => void query.fetchNextPage()}>
            더 보기
          </button>
        </div>
      )}
      {nav}
    </>
  );
}

function BoardTile({ post }: { post: PostSummary }) {
  return (
    <Link {...postPath(post)} className={styles.tile} data-testid="board-tile">
      <Img src={post.thumbnailUrl} alt="" width={180} height={180} aspectRatio={1} className={styles.photo} />
      <span className={styles.tileTitle}>{post.title}</span>
      <span className={styles.tileMeta}>
        {post.author.nickname} · <span aria-hidden="true">♥</span>
        <span className={css({ srOnly: true })}>좋아요</span> {post.likeCount}
      </span>
    </Link>
  );
}

const styles = {
  summary: css({ paddingInline: '4', paddingBlock: '3', fontSize: '14px', color: 'gray.800' }),
  grid: css({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '3', paddingInline: '4', listStyle: 'none' }),
  skeleton: css({ aspectRatio: '1', borderRadius: '10px' }),
  tile: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    color: 'inherit',
    textDecoration: 'none',
    _focusVisible: { outline: '2px solid token(colors.primary)', outlineOffset: '2px', borderRadius: '10px' },
  }),
  photo: css({ borderRadius: '10px', bg: 'gray.100' }),
  tileTitle: css({ fontSize: '14px', fontWeight: 'semibold', color: 'gray.900', lineClamp: 1 }),
  tileMeta: css({ fontSize: '12px', color: 'gray.700', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }),
  more: css({ display: 'flex', justifyContent: 'center', paddingBlock: '4' }),
  nav: css({ display: 'flex', justifyContent: 'space-between', gap: '2', paddingInline: '4', paddingBlock: '6' }),
  navDate: css({ fontWeight: 'normal', color: 'gray.700' }),
};
