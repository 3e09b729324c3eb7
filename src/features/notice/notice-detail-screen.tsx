import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { useNoticeDetail, type NoticeDetail, type NoticeLink } from '../../api/catalog/notice-detail';
import { LoadFailure } from '../../ui/load-failure';
import { Page } from '../../ui/page';
import { PreviewNotice } from '../../ui/preview-notice';
import { button } from '../../ui/recipes';
import { Skeleton } from '../../ui/skeleton';
import { ImportantBadge, NewBadge, NoticeCategory } from './notice-badges';
import { formatNoticeDate, noticeDateTime } from './notice-date';
import { NoticeHtml } from './notice-html';

export interface NoticeDetailScreenProps {
  noticeId: string;
  /** admin-notice/:id: the same page under a '미리보기' strip; its neighbours open as previews too */
  preview?: boolean;
  /** the body sanitised by the route's loader (./notice-page.ts), when it could */
  bodyHtml?: string | null;
}

/**
 * A notice (notice/:id and admin-notice/:id): category, title, date, the sanitised body, then the
 * previous (older) and next (newer) notices and the way back to the list. Code 8 is a designed
 * '찾을 수 없어요' state under the page's own header.
 */
export function NoticeDetailScreen({ noticeId, preview = false, bodyHtml = null }: NoticeDetailScreenProps) {
  const title = preview ? '공지사항 미리보기' : '공지사항 상세';
  const query = useNoticeDetail(noticeId);

  if (query.isPending) {
    return (
      <Page title={title}>
        {preview && <PreviewNotice text="관리자 미리보기 화면이에요. 쇼핑객에게 보이는 모습 그대로예요." />}
        <NoticeSkeleton />
      </Page>
    );
  }
  if (!query.data) {
    return (
      <Page title={title}>
        <LoadFailure
          error={query.error}
          notFound={{ title: '공지사항을 찾을 수 없어요', description: '삭제되었거나 주소가 바뀌었을 수 있어요.' }}
          onRetry={() => void query.refetch()}
          action={
            <Link to="/notice" className={button({ variant: 'solid', size: 'md' })}>
              공지사항 목록 보기
            </Link>
          }
        />
      </Page>
    );
  }

  const notice = query.data;
  return (
    <Page title={title}>
      {preview && <PreviewNotice text="관리자 미리보기 화면이에요. 쇼핑객에게 보이는 모습 그대로예요." />}
      <article aria-labelledby="notice-title">
        <NoticeHead notice={notice} />
        <NoticeHtml html={notice.content} sanitized={bodyHtml} className={styles.body} />
      </article>
      <nav aria-label="이전 글, 다음 글" className={styles.neighbours}>
        <Neighbour label="이전 글" link={notice.prev} preview={preview} />
        <Neighbour label="다음 글" link={notice.next} preview={preview} />
      </nav>
      <div className={styles.back}>
        <Link to="/notice" className={button({ variant: 'outline', size: 'lg', fullWidth: true })}>
          목록으로
        </Link>
      </div>
    </Page>
  );
}

function NoticeHead({ notice }: { notice: NoticeDetail }) {
  return (
    <header className={styles.head}>
      <p className={styles.badges}>
        <NoticeCategory category={notice.category} />
        {notice.isImportant && <ImportantBadge />}
        {notice.isNew && <NewBadge />}
      </p>
      <h2 id="notice-title" className={styles.title}>
        {notice.title}
      </h2>
      <time className={styles.date} dateTime={noticeDateTime(notice.createdAt)}>
        {formatNoticeDate(notice.createdAt)}
      </time>
    </header>
  );
}

function Neighbour({ label, link, preview }: { label: string; link: NoticeLink | null; preview: boolean }) {
  if (!link) {
    return (
      <p className={styles.neighbour}>
        <span className={styles.neighbourLabel}>{label}</span>
        <span className={styles.none}>{label === '이전 글' ? '이전 글이 없어요' : '다음 글이 없어요'}</span>
      </p>
    );
  }
  const id = String(link.noticeId);
  const content = (
    <>
      <span className={styles.neighbourLabel}>{label}</span>
      <span className={styles.neighbourTitle}>{link.title}</span>
    </>
  );
  return preview ? (
    <Link to="/admin-notice/$id" params={{ id }} className={styles.neighbour} aria-label={`${label}: ${link.title}`}>
      {content}
    </Link>
  ) : (
    <Link to="/notice/$id" params={{ id }} className={styles.neighbour} aria-label={`${label}: ${link.title}`}>
      {content}
    </Link>
  );
}

function NoticeSkeleton() {
  return (
    <div aria-busy="true" className={styles.head}>
      <span className={css({ srOnly: true })}>공지사항을 불러오는 중이에요</span>
      <Skeleton className={css({ width: '56px', height: '22px' })} />
      <Skeleton className={css({ width: '85%', height: '26px', marginTop: '3' })} />
      <Skeleton className={css({ width: '110px', height: '16px', marginTop: '3' })} />
      <Skeleton className={css({ width: '100%', height: '120px', marginTop: '8' })} />
    </div>
  );
}

const styles = {
  head: css({ paddingInline: '4', paddingTop: '5', paddingBottom: '4', borderBottom: '1px solid token(colors.gray.200)' }),
  badges: css({ display: 'flex', alignItems: 'center', gap: '1.5' }),
  title: css({ marginTop: '2.5', fontSize: '19px', fontWeight: 'bold', lineHeight: '1.45', color: 'gray.900', wordBreak: 'keep-all' }),
  date: css({ display: 'block', marginTop: '2', fontSize: '13px', color: 'gray.600' }),
  body: css({ paddingInline: '4', paddingBlock: '6', minHeight: '160px' }),
  neighbours: css({ borderTop: '8px solid token(colors.gray.100)' }),
  neighbour: css({
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    minHeight: '52px',
    paddingInline: '4',
    borderBottom: '1px solid token(colors.gray.100)',
    fontSize: '14px',
    _active: { bg: 'gray.100' },
  }),
  neighbourLabel: css({ flexShrink: 0, width: '48px', fontWeight: 'semibold', color: 'gray.700' }),
  neighbourTitle: css({ minWidth: '0', color: 'gray.900', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }),
  none: css({ color: 'gray.600' }),
  back: css({ paddingInline: '4', paddingTop: '5', paddingBottom: '8' }),
};
