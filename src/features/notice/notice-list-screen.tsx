import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { NoticeSummary } from '../../api/catalog/notice-last';
import { useNoticeList } from '../../api/catalog/notice-list';
import { flattenPages } from '../../api/catalog/product-card';
import { errorMessage } from '../../ui/dialogs/error-message';
import { LoadFailure } from '../../ui/load-failure';
import { EmptyState, Page } from '../../ui/page';
import { button } from '../../ui/recipes';
import { Skeleton } from '../../ui/skeleton';
import { ImportantBadge, NewBadge, NoticeCategory } from './notice-badges';
import { formatNoticeDate, noticeDateTime } from './notice-date';
import { groupDigits } from '../../ui/number';

const TITLE = '공지사항';

/**
 * /notice: the notices, important ones pinned first and then the newest, ten at a time with a
 * '더보기' button (a short list: a button is calmer than endless scrolling and says how many are left).
 */
export function NoticeListScreen() {
  const query = useNoticeList();
  const first = query.data?.pages[0];

  if (query.isPending) {
    return (
      <Page title={TITLE}>
        <NoticeListSkeleton />
      </Page>
    );
  }
  if (!first) {
    return (
      <Page title={TITLE}>
        <LoadFailure
          error={query.error}
          notFound={{ title: '공지사항을 불러올 수 없어요' }}
          onRetry={() => void query.refetch()}
        />
      </Page>
    );
  }

  const notices = flattenPages(query.data);
  if (notices.length === 0) {
    return (
      <Page title={TITLE}>
        <EmptyState title="등록된 공지사항이 없어요" description="새 소식이 생기면 이곳에서 알려 드릴게요." />
      </Page>
    );
  }

  const remaining = Math.max(0, first.totalCount - notices.length);
  return (
    <Page title={TITLE}>
      <p className={styles.count}>
        전체 <strong>{groupDigits(first.totalCount)}</strong>건
      </p>
      <ul className={styles.list} aria-label="공지사항 목록">
        {notices.map((notice) => (
          <li key={notice.noticeId}>
            <NoticeRow notice={notice} />
          </li>
        ))}
      </ul>
      <div className={styles.more}>
        {query.isFetchNextPageError && (
          <p role="alert" className={styles.error}>
            {errorMessage(query.error)}
          </p>
        )}
        {query.hasNextPage ? (
          <button
            type="button"
            className={button({ variant: 'outline', size: 'lg', fullWidth: true })}
            disabled={query.isFetchingNextPage}
            aria-busy={query.isFetchingNextPage || undefined}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? '불러오는 중…' : `더보기 (${groupDigits(remaining)}건 남음)`}
          </button>
        ) : (
          <p className={styles.end}>공지사항을 모두 봤어요</p>
        )}
      </div>
    </Page>
  );
}

function NoticeRow({ notice }: { notice: NoticeSummary }) {
  return (
    <Link
      to="/notice/$id"
      params={{ id: String(notice.noticeId) }}
      className={styles.row}
    >
      <span className={styles.badges}>
        <NoticeCategory category={notice.category} />
        {notice.isImportant && <ImportantBadge />}
      </span>
      <span className={styles.titleLine}>
        <span className={styles.title}>{notice.title}</span>
        {notice.isNew && <NewBadge />}
      </span>
      <time className={styles.date} dateTime={noticeDateTime(notice.createdAt)}>
        {formatNoticeDate(notice.createdAt)}
      </time>
    </Link>
  );
}

function NoticeListSkeleton() {
  return (
    <div aria-busy="true">
      <span className={styles.srOnly}>공지사항을 불러오는 중이에요</span>
      <Skeleton className={styles.countSkeleton} />
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className={styles.rowSkeleton}>
          <Skeleton className={css({ width: '56px', height: '22px' })} />
          <Skeleton className={css({ width: '80%', height: '20px', marginTop: '2' })} />
          <Skeleton className={css({ width: '96px', height: '16px', marginTop: '2' })} />
        </div>
      ))}
    </div>
  );
}

const styles = {
  count: css({ paddingInline: '4', paddingBlock: '3', fontSize: '13px', color: 'gray.600', borderBottom: '1px solid token(colors.gray.200)' }),
  list: css({ listStyle: 'none' }),
  row: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '1.5',
    paddingInline: '4',
    paddingBlock: '4',
    borderBottom: '1px solid token(colors.gray.100)',
    _active: { bg: 'gray.100' },
    _focusVisible: { outline: '2px solid token(colors.primary)', outlineOffset: '-2px' },
  }),
  badges: css({ display: 'flex', alignItems: 'center', gap: '1.5' }),
  titleLine: css({ display: 'flex', alignItems: 'flex-start', gap: '1.5' }),
  title: css({
    minWidth: '0',
    fontSize: '15px',
    fontWeight: 'semibold',
    color: 'gray.900',
    lineHeight: '1.45',
    wordBreak: 'keep-all',
    lineClamp: '2',
  }),
  date: css({ fontSize: '13px', color: 'gray.700' }),
  more: css({ paddingInline: '4', paddingTop: '5', paddingBottom: '8' }),
  error: css({ marginBottom: '3', fontSize: '13px', color: 'error', textAlign: 'center' }),
  end: css({ textAlign: 'center', fontSize: '13px', color: 'gray.600' }),
  srOnly: css({ srOnly: true }),
  countSkeleton: css({ width: '72px', height: '16px', marginInline: '4', marginBlock: '3' }),
  rowSkeleton: css({ paddingInline: '4', paddingBlock: '4', borderBottom: '1px solid token(colors.gray.100)' }),
};
