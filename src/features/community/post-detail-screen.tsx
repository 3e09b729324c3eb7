import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { css, cx } from 'styled-system/css';
import { communityKeys, deletePost, markCommunityStale, recordView, usePostDetail } from '../../api/community/posts';
import { recordShare, togglePostFlag } from '../../api/community/reactions';
import type { PostDetail } from '../../api/community/schemas';
import { ErrorCode, errorMessage, isApiError } from '../../api/errors';
import { memberNow, memberOrAskToLogIn } from '../../api/like-ports';
import { alert, confirm } from '../../ui/dialogs/dialog-store';
import { Img } from '../../ui/image';
import { ErrorState, Page } from '../../ui/page';
import { button } from '../../ui/recipes';
import { communityBadge } from './badges';
import type { ShareInfo } from '../../ui/share/share-info';
import { openShare } from '../../ui/share/share-store';
import { Skeleton } from '../../ui/skeleton';
import { COMMUNITY_TYPE_LABEL, postHref } from './post-card';
import { postPicture } from './post-detail-data';
import { CommentGlyph } from './glyphs';
import { RelativeTime } from './relative-time';
import { ReplyComposer } from './reply-composer';
import { AcceptProvider, ReplyList } from './reply-list';
import { PostMenuTrigger } from './post-menu-trigger';
import { ReportDialogWhenOpened, ReportProvider } from './report-actor';
import { ReportActor } from './report-context';
import { useIsMember } from './use-member';
import { groupDigits } from '../../ui/number';

type DetailType = 'DASHBOARD' | 'QNA';

const listPathOf = { DASHBOARD: '/community/main/dashboard', QNA: '/community/main/qna' } as const;
const titleOf = { DASHBOARD: '오늘의 식탁', QNA: '질문답변' } as const;

function absolute(path: string): string {
  try {
    return new URL(path, globalThis.location?.origin).href;
  } catch {
    return path;
  }
}

export function postShareInfo(post: PostDetail): ShareInfo {
  const path = postHref(post);
  const picture = postPicture(post);
  return {
    title: post.title,
    description: post.excerpt,
    imageUrl: picture ? absolute(picture) : undefined,
    url: absolute(path),
    appUrl: path,
    type: 'community',
    communityType: post.communityType,
    postId: post.postId,
  };
}

/**
 * /community/board-detail/:id and /community/qna/:id: the post (pictures, title, text with its
 * line breaks, author, when, views), its like, 스크랩 and share, the author's edit and delete or
 * everyone else's report, then the replies and the reply box. A deleted or hidden post (code 8)
 * shows the server's message with a way back to the list.
 */
export function PostDetailScreen({ type, id }: { type: DetailType; id: string }) {
  const postId = Number(id);
  const query = usePostDetail(type, postId);
  const post = query.data;

  if (query.isPending) {
    return (
      <Page title={titleOf[type]}>
        <div role="status" aria-busy="true" aria-label="글을 불러오는 중" className={styles.skeletons}>
          <Skeleton className={styles.skeletonImage} />
          <Skeleton className={styles.skeletonLine} />
          <Skeleton className={styles.skeletonLine} />
        </div>
      </Page>
    );
  }
  if (!post) {
    const gone = isApiError(query.error, ErrorCode.NoData);
    return (
      <Page title={titleOf[type]}>
        <ErrorState
          title={gone ? '글을 볼 수 없어요' : '글을 불러오지 못했어요'}
          description={errorMessage(query.error)}
          onRetry={gone ? undefined : () => void query.refetch()}
          action={
            <Link to={listPathOf[type]} className={button({ variant: 'solid', size: 'md' })}>
              목록으로 가기
            </Link>
          }
        />
      </Page>
    );
  }
  return (
    <ReportProvider type={type} postId={postId} listPath={listPathOf[type]}>
      <AcceptProvider postId={postId}>
        <PostView post={post} type={type} />
        <ReportDialogWhenOpened />
      </AcceptProvider>
    </ReportProvider>
  );
}

function PostView({ post, type }: { post: PostDetail; type: DetailType }) {
  const member = useIsMember();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const report = ReportActor.useActorRef();
  const viewed = useRef<number | null>(null);

  // one view per opening (the server counts a member once a day, visitors never)
  useEffect(() => {
    if (viewed.current === post.postId) return;
    viewed.current = post.postId;
    recordView(type, post.postId)
      .then((answer) =>
        queryClient.setQueryData<PostDetail>(communityKeys.detail(type, post.postId), (current) => (current ? { ...current, viewCount: answer.viewCount } : current)),
      )
      .catch(() => undefined);
  }, [post.postId, type, queryClient]);

  const toggle = async (flag: 'isLiked' | 'isClipped') => {
    if (!member && !(await memberOrAskToLogIn())) return;
    void togglePostFlag(queryClient, type, post.postId, flag);
  };

  const share = () => openShare(postShareInfo(post), { onRecord: () => recordShare(type, post.postId) });

  const remove = async () => {
    const ok = await confirm({ title: '글 삭제', message: '이 글을 삭제할까요? 삭제한 글은 되돌릴 수 없어요.', confirmText: '삭제하기', cancelText: '취소' });
    if (!ok) return;
    try {
      await deletePost(type, post.postId);
      queryClient.removeQueries({ queryKey: communityKeys.detail(type, post.postId) });
      await markCommunityStale(queryClient);
      void navigate({ to: listPathOf[type], replace: true });
    } catch (error) {
      void alert({ message: errorMessage(error) });
    }
  };

  const menu = (
    <PostMenuTrigger
      isMine={post.isMine}
      onEdit={() =>
        void navigate(
          type === 'QNA'
            ? { to: '/community/qna/form/{-$id}', params: { id: String(post.postId) } }
            : { to: '/community/dash-board/form/{-$id}', params: { id: String(post.postId) } },
        )
      }
      onDelete={() => void remove()}
      onReport={() => void memberNow().then((isMember) => report.send({ type: 'report.open', isMember }))}
    />
  );

  const answered = type === 'QNA' && post.acceptedReplyId !== null;
  return (
    <Page title={titleOf[type]} header={{ onShare: share, actions: menu }}>
      <article className={styles.article} aria-labelledby="post-title">
        {post.images.length > 0 && (
          <div className={styles.images}>
            {post.images.map((image, index) => (
              <Img
                key={image.imageId}
                src={image.url}
                alt={`${post.title} 사진 ${index + 1}/${post.images.length}`}
                width={image.width}
                height={image.height}
                aspectRatio={`${image.width} / ${image.height}`}
                loading={index === 0 ? 'eager' : 'lazy'}
                className={styles.image}
              />
            ))}
          </div>
        )}
        <div className={styles.head}>
          <p className={styles.badges}>
            <span className={communityBadge({ tone: type === 'QNA' ? 'qna' : 'dashboard' })}>{COMMUNITY_TYPE_LABEL[type]}</span>
            {answered && <span className={communityBadge({ tone: 'answered' })}>채택 완료</span>}
          </p>
          <h2 id="post-title" className={styles.title}>
            {post.title}
          </h2>
          <p className={styles.meta}>
            <span className={styles.author}>{post.author.nickname}</span>
            <span aria-hidden="true">·</span>
            <RelativeTime value={post.createdDt} />
            {post.updatedDt && <span>(수정됨)</span>}
            <span aria-hidden="true">·</span>
            <span>{`조회 ${groupDigits(post.viewCount)}`}</span>
          </p>
        </div>
        <p className={styles.body} data-testid="post-body">
          {post.body}
        </p>
        <div className={styles.actions}>
          <button
            type="button"
            className={cx(styles.action, post.isLiked && styles.liked)}
            aria-label="좋아요"
            aria-pressed={post.isLiked}
            onClick={() => void toggle('isLiked')}
          >
            <span aria-hidden="true" className={styles.icon}>
              {post.isLiked ? '♥' : '♡'}
            </span>
            <span data-testid="like-count">{post.likeCount}</span>
          </button>
          <button
            type="button"
            className={cx(styles.action, post.isClipped && styles.clipped)}
            aria-label="스크랩"
            aria-pressed={post.isClipped}
            onClick={() => void toggle('isClipped')}
          >
            <span aria-hidden="true" className={styles.icon}>
              {post.isClipped ? '★' : '☆'}
            </span>
            <span>{post.clipCount}</span>
          </button>
          <span className={styles.replies}>
            <CommentGlyph size={15} />
            <span className={css({ srOnly: true })}>{type === 'QNA' ? '답변' : '댓글'}</span> {post.replyCount}
          </span>
        </div>
      </article>
      <ReplyList post={post} />
      <div className={styles.composer}>
        <ReplyComposer type={type} postId={post.postId} />
      </div>
    </Page>
  );
}

const styles = {
  skeletons: css({ display: 'flex', flexDirection: 'column', gap: '3', padding: '4' }),
  skeletonImage: css({ aspectRatio: '4 / 3', borderRadius: '8px' }),
  skeletonLine: css({ height: '24px', borderRadius: '6px' }),
  article: css({ display: 'block' }),
  images: css({ display: 'flex', flexDirection: 'column', gap: '1', bg: 'gray.100' }),
  image: css({ width: '100%' }),
  head: css({ paddingInline: '4', paddingTop: '4' }),
  badges: css({ display: 'flex', gap: '1' }),
  title: css({ marginTop: '2', fontSize: '20px', fontWeight: 'bold', lineHeight: '1.4', color: 'gray.900', wordBreak: 'keep-all' }),
  meta: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1', marginTop: '2', fontSize: '13px', color: 'gray.700' }),
  author: css({ fontWeight: 'semibold', color: 'gray.900' }),
  body: css({ paddingInline: '4', paddingBlock: '5', fontSize: '16px', lineHeight: '1.7', color: 'gray.900', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }),
  actions: css({ display: 'flex', alignItems: 'center', gap: '2', paddingInline: '4', paddingBottom: '4' }),
  action: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    minHeight: '40px',
    paddingInline: '3.5',
    borderRadius: 'full',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'gray.300',
    fontSize: '14px',
    color: 'gray.800',
    _active: { bg: 'gray.100' },
    _focusVisible: { outline: '2px solid token(colors.primary)', outlineOffset: '2px' },
  }),
  icon: css({ fontSize: '16px', lineHeight: '1' }),
  liked: css({ borderColor: 'red.300', color: 'red.700', bg: 'red.50' }),
  clipped: css({ borderColor: 'orange.300', color: 'orange.900', bg: 'orange.50' }),
  replies: css({ display: 'inline-flex', alignItems: 'center', gap: '1', marginLeft: 'auto', fontSize: '14px', color: 'gray.700' }),
  composer: css({ position: 'sticky', bottom: 'calc(token(sizes.bottomBar) + env(safe-area-inset-bottom))', zIndex: '5' }),
};
