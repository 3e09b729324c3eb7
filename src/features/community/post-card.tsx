import { Link, type LinkProps } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { CommunityType, PostSummary } from '../../api/community/schemas';
import { Skeleton } from '../../ui/skeleton';
import { communityBadge, typeTone } from './badges';
import { CommentGlyph } from './glyphs';
import { RelativeTime } from './relative-time';
import { WaitingImg } from '../../ui/waiting-picture';
import { groupDigits } from '../../ui/number';

/** Korean names of the community's kinds of post */
export const COMMUNITY_TYPE_LABEL = { DASHBOARD: '오늘의 식탁', QNA: '질문답변', SURVEY: '투표' } as const satisfies Record<CommunityType, string>;

type PostLink = Pick<LinkProps, 'to' | 'params'>;

/** Where a post opens: its detail page (DASHBOARD, QNA) or the vote tab (SURVEY, voted inline). */
export function postPath(post: Pick<PostSummary, 'postId' | 'communityType'>): PostLink {
  switch (post.communityType) {
    case 'DASHBOARD':
      return { to: '/community/board-detail/$id', params: { id: String(post.postId) } };
    case 'QNA':
      return { to: '/community/qna/$id', params: { id: String(post.postId) } };
    case 'SURVEY':
      return { to: '/community/main/survey' };
  }
}

/** The same as a plain path ('/community/qna/12'), for share links and alarms. */
export function postHref(post: Pick<PostSummary, 'postId' | 'communityType'>): string {
  switch (post.communityType) {
    case 'DASHBOARD':
      return `/community/board-detail/${post.postId}`;
    case 'QNA':
      return `/community/qna/${post.postId}`;
    case 'SURVEY':
      return '/community/main/survey';
  }
}

/**
 * One post in a list (community tabs, daily board, my page, search): thumbnail, kind, title, two
 * lines of text, author, when, likes and replies; '채택 완료' on an answered question.
 */
export function PostCard({ post }: { post: PostSummary }) {
  const answered = post.communityType === 'QNA' && post.acceptedReplyId !== null;
  return (
    <article className={styles.card} data-testid="post-card" data-post-id={post.postId}>
      <Link {...postPath(post)} className={styles.link}>
        <div className={styles.text}>
          <p className={styles.badges}>
            <span className={communityBadge({ tone: typeTone[post.communityType] })}>{COMMUNITY_TYPE_LABEL[post.communityType]}</span>
            {answered && <span className={communityBadge({ tone: 'answered' })}>채택 완료</span>}
            {post.survey?.isClosed && <span className={communityBadge({ tone: 'muted' })}>투표 마감</span>}
          </p>
          <h3 className={styles.title}>{post.title}</h3>
          {post.excerpt && <p className={styles.excerpt}>{post.excerpt}</p>}
          <p className={styles.meta}>
            <span className={styles.nickname}>{post.author.nickname}</span>
            <span aria-hidden="true">·</span>
            <RelativeTime value={post.createdDt} />
          </p>
          <p className={styles.counts}>
            <span>
              <span aria-hidden="true">♥ </span>
              <span className={styles.sr}>좋아요 </span>
              {post.likeCount}
            </span>
            <span>
              <CommentGlyph />
              <span className={styles.sr}>댓글 </span>
              {post.replyCount}
            </span>
            {post.survey && <span>{`${groupDigits(post.survey.totalVotes)}명 참여`}</span>}
          </p>
        </div>
        {post.thumbnailUrl && (
          <span className={styles.thumbBox}>
            <WaitingImg src={post.thumbnailUrl} alt="" width={88} height={88} className={styles.thumb} />
            {post.imageCount > 1 && (
              <span className={styles.imageCount}>
                <span className={styles.sr}>사진 </span>
                {post.imageCount}
              </span>
            )}
          </span>
        )}
      </Link>
    </article>
  );
}

const styles = {
  card: css({ borderBottom: '1px solid token(colors.gray.100)' }),
  link: css({
    display: 'flex',
    gap: '3',
    paddingInline: '4',
    paddingBlock: '4',
    color: 'inherit',
    textDecoration: 'none',
    _active: { bg: 'gray.50' },
    _focusVisible: { outline: '2px solid token(colors.primary)', outlineOffset: '-2px' },
  }),
  text: css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1', minWidth: '0' }),
  badges: css({ display: 'flex', gap: '1', flexWrap: 'wrap' }),
  title: css({ fontSize: '15px', fontWeight: 'semibold', color: 'gray.900', lineClamp: 1, wordBreak: 'break-all' }),
  excerpt: css({ fontSize: '13px', color: 'gray.700', lineClamp: 2, lineHeight: '1.45', wordBreak: 'break-all' }),
  meta: css({ display: 'flex', gap: '1', alignItems: 'center', fontSize: '12px', color: 'gray.700', minWidth: '0' }),
  nickname: css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '60%' }),
  counts: css({ display: 'flex', gap: '3', fontSize: '12px', color: 'gray.700', '& > span': { display: 'inline-flex', alignItems: 'center', gap: '1' } }),
  sr: css({ srOnly: true }),
  thumbBox: css({ position: 'relative', flexShrink: 0, width: '88px', height: '88px', borderRadius: '8px', overflow: 'hidden', bg: 'gray.100' }),
  thumb: css({ width: '88px', height: '88px', objectFit: 'cover' }),
  imageCount: css({
    position: 'absolute',
    right: '1',
    bottom: '1',
    paddingInline: '1.5',
    borderRadius: '4px',
    bg: 'rgba(0,0,0,0.6)',
    color: 'white',
    fontSize: '11px',
    fontWeight: 'semibold',
  }),
};

/** Cards still loading, in the lists of posts (community main, my community, search results). */
export function PostListSkeleton({ rows = 4, label = '글을 불러오는 중' }: { rows?: number; label?: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className={skeletonStyles.list}>
      {Array.from({ length: rows }, (_, row) => (
        <Skeleton key={row} className={skeletonStyles.card} />
      ))}
    </div>
  );
}

const skeletonStyles = {
  list: css({ display: 'flex', flexDirection: 'column', gap: '3', paddingInline: '4', paddingBlock: '4' }),
  card: css({ height: '96px', borderRadius: '8px' }),
};
