import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { createActorContext } from '@xstate/react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { fromPromise } from 'xstate';
import { acceptAnswerMachine } from '../../../machines/accept-answer/accept-answer.machine';
import { isAccepting, isConfirming, outcome, pendingReplyId } from '../../../machines/accept-answer/accept-answer.selectors';
import { acceptTexts, type AcceptOutcome, type AcceptRequest } from '../../../machines/accept-answer/accept-answer.types';
import { flattenPages } from '../../api/catalog/product-card';
import { communityKeys, markCommunityStale } from '../../api/community/posts';
import { acceptAnswer, deleteReply, editReply, patchReply, toggleReplyLike, useReplies } from '../../api/community/replies';
import type { PostDetail, Reply, ReplyPage } from '../../api/community/schemas';
import { errorMessage } from '../../api/errors';
import { memberNow, memberOrAskToLogIn } from '../../api/like-ports';
import { alert, confirm } from '../../ui/dialogs/dialog-store';
import { button } from '../../ui/recipes';
import { communityBadge } from './badges';
import { Skeleton } from '../../ui/skeleton';
import { RelativeTime } from './relative-time';
import { REPLY_MAX, replyProblem } from './reply-rules';
import { ReportActor } from './report-context';
import { useIsMember } from './use-member';

type ReplyType = 'DASHBOARD' | 'QNA';

/** Accepting an answer (machines/accept-answer), screen-scoped. */
export const AcceptActor = createActorContext(acceptAnswerMachine);

export function AcceptProvider({ postId, children }: { postId: number; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [logic] = useState(() =>
    acceptAnswerMachine.provide({
      actors: {
        acceptAnswer: fromPromise<AcceptOutcome, AcceptRequest>(({ input }) => acceptAnswer(postId, input.replyId)),
      },
      actions: {
        refreshPost: () => {
          void queryClient.invalidateQueries({ queryKey: communityKeys.detail('QNA', postId) });
          void queryClient.invalidateQueries({ queryKey: communityKeys.replies('QNA', postId) });
          void markCommunityStale(queryClient);
        },
      },
    }),
  );
  return <AcceptActor.Provider logic={logic}>{children}</AcceptActor.Provider>;
}

/** The accept flow's dialogs: the confirmation, then a failure (with retry) or the server's refusal. */
function AcceptDialogs() {
  const actor = AcceptActor.useActorRef();
  const confirming = AcceptActor.useSelector(isConfirming);
  const kind = AcceptActor.useSelector((snapshot) => outcome(snapshot)?.kind ?? null);
  const message = AcceptActor.useSelector((snapshot) => outcome(snapshot)?.message ?? '');
  useEffect(() => {
    if (!confirming) return;
    void confirm({ message: acceptTexts.confirm, confirmText: '채택하기', cancelText: '취소' }).then((ok) =>
      actor.send({ type: ok ? 'accept.confirm' : 'accept.cancel' }),
    );
  }, [confirming, actor]);
  useEffect(() => {
    if (kind === null) return;
    if (kind === 'refused') {
      void alert({ message }).then(() => actor.send({ type: 'accept.dismiss' }));
    } else {
      void confirm({ message, confirmText: '다시 시도', cancelText: '닫기' }).then((ok) => actor.send({ type: ok ? 'accept.retry' : 'accept.cancel' }));
    }
  }, [kind, message, actor]);
  return null;
}

/**
 * A post's replies, oldest first (answers on a question): author, when, text, a like, edit and
 * delete on one's own, and on a question '채택하기' for the asker on others' answers until one is
 * accepted; the accepted answer is marked '채택된 답변' and listed first.
 */
export function ReplyList({ post }: { post: PostDetail }) {
  const type = post.communityType as ReplyType;
  const query = useReplies(type, post.postId);
  const replies = flattenPages(query.data);
  const isQna = type === 'QNA';
  const ordered = isQna ? [...replies.filter((reply) => reply.isAccepted), ...replies.filter((reply) => !reply.isAccepted)] : replies;
  const headingId = useId();
  const noun = isQna ? '답변' : '댓글';

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {noun} <span className={styles.count}>{post.replyCount}</span>
      </h2>
      {isQna && <AcceptDialogs />}
      {query.isPending ? (
        <div aria-busy="true" className={styles.skeletons}>
          <Skeleton className={styles.skeleton} />
          <Skeleton className={styles.skeleton} />
        </div>
      ) : query.isError && replies.length === 0 ? (
        <p role="alert" className={styles.empty}>
          {`${noun}을 불러오지 못했어요. `}
          <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => void query.refetch()}>
            다시 시도
          </button>
        </p>
      ) : ordered.length === 0 ? (
        <p className={styles.empty}>{isQna ? '아직 답변이 없어요. 첫 답변을 남겨 주세요.' : '아직 댓글이 없어요. 첫 댓글을 남겨 주세요.'}</p>
      ) : (
        <ul className={styles.list} aria-label={`${noun} 목록`}>
          {ordered.map((reply) => (
            <li key={reply.replyId}>
              <ReplyItem post={post} reply={reply} />
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <div className={styles.more}>
          <button type="button" className={button({ variant: 'outline', size: 'sm' })} disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {`${noun} 더 보기`}
          </button>
        </div>
      )}
    </section>
  );
}

function ReplyItem({ post, reply }: { post: PostDetail; reply: Reply }) {
  const type = post.communityType as ReplyType;
  const member = useIsMember();
  const queryClient = useQueryClient();
  const key = communityKeys.replies(type, post.postId);
  const [editing, setEditing] = useState(false);
  const canAccept = type === 'QNA' && post.isMine && !reply.isMine && post.acceptedReplyId === null;
  const report = ReportActor.useActorRef();

  const like = async () => {
    if (!member && !(await memberOrAskToLogIn())) return;
    await toggleReplyLike(queryClient, type, post.postId, reply.replyId);
  };

  const remove = async () => {
    const ok = await confirm({ message: `${type === 'QNA' ? '답변' : '댓글'}을 삭제할까요?`, confirmText: '삭제하기', cancelText: '취소' });
    if (!ok) return;
    try {
      await deleteReply(type, post.postId, reply.replyId);
      queryClient.setQueryData<PostDetail>(communityKeys.detail(type, post.postId), (current) =>
        current ? { ...current, replyCount: Math.max(0, current.replyCount - 1) } : current,
      );
      await queryClient.invalidateQueries({ queryKey: key });
      void markCommunityStale(queryClient);
    } catch (error) {
      void alert({ message: errorMessage(error) });
    }
  };

  return (
    <article className={cx(styles.reply, reply.isAccepted && styles.accepted)} data-testid="reply" data-reply-id={reply.replyId}>
      <p className={styles.meta}>
        {reply.isAccepted && <span className={communityBadge({ tone: 'accepted' })}>채택된 답변</span>}
        <span className={styles.author}>{reply.author.nickname}</span>
        {reply.author.memberId === post.author.memberId && <span className={communityBadge({ tone: 'outline' })}>작성자</span>}
        <RelativeTime value={reply.createdDt} className={styles.date}>
          {reply.updatedDt && ' (수정됨)'}
        </RelativeTime>
      </p>
      {editing ? (
        <ReplyEditor type={type} postId={post.postId} reply={reply} onDone={() => setEditing(false)} />
      ) : (
        <p className={styles.body}>{reply.body}</p>
      )}
      {!editing && (
        <div className={styles.actions}>
          <button
            type="button"
            className={cx(styles.action, reply.isLiked && styles.liked)}
            aria-pressed={reply.isLiked}
            aria-label={`댓글 좋아요 ${reply.likeCount}`}
            onClick={() => void like()}
          >
            <span aria-hidden="true">{reply.isLiked ? '♥' : '♡'}</span> {reply.likeCount}
          </button>
          {reply.isMine && (
            <>
              <button type="button" className={styles.action} onClick={() => setEditing(true)}>
                수정
              </button>
              <button type="button" className={styles.action} onClick={() => void remove()}>
                삭제
              </button>
            </>
          )}
          {!reply.isMine && (
            <button
              type="button"
              className={styles.action}
              aria-label={`${reply.author.nickname}님의 ${type === 'QNA' ? '답변' : '댓글'} 신고`}
              onClick={() => void memberNow().then((isMember) => report.send({ type: 'report.open', isMember, replyId: reply.replyId }))}
            >
              신고
            </button>
          )}
          {canAccept && <AcceptButton replyId={reply.replyId} />}
        </div>
      )}
    </article>
  );
}

function AcceptButton({ replyId }: { replyId: number }) {
  const actor = AcceptActor.useActorRef();
  const pending = AcceptActor.useSelector(pendingReplyId);
  const busy = AcceptActor.useSelector(isAccepting);
  return (
    <button
      type="button"
      className={cx(button({ variant: 'soft', size: 'sm' }), styles.accept)}
      disabled={pending !== null}
      aria-busy={(busy && pending === replyId) || undefined}
      onClick={() => actor.send({ type: 'accept.request', replyId })}
    >
      채택하기
    </button>
  );
}

function ReplyEditor({ type, postId, reply, onDone }: { type: ReplyType; postId: number; reply: Reply; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState(reply.body);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const fieldId = useId();
  const save = async () => {
    const invalid = replyProblem(text);
    if (invalid) {
      setProblem(invalid);
      return;
    }
    setSaving(true);
    try {
      const updated = await editReply(type, postId, reply.replyId, text.trim());
      queryClient.setQueryData<InfiniteData<ReplyPage>>(communityKeys.replies(type, postId), (data) => patchReply(data, reply.replyId, updated));
      onDone();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className={styles.editor}>
      <label htmlFor={fieldId} className={css({ srOnly: true })}>
        댓글 수정
      </label>
      <textarea id={fieldId} className={styles.editField} rows={3} value={text} onChange={(event) => setText(event.target.value)} />
      <p className={styles.editCount}>{`${text.trim().length}/${REPLY_MAX}자`}</p>
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      <div className={styles.editButtons}>
        <button type="button" className={button({ variant: 'neutral', size: 'sm' })} onClick={onDone} disabled={saving}>
          취소
        </button>
        <button type="button" className={button({ variant: 'solid', size: 'sm' })} onClick={() => void save()} disabled={saving}>
          저장
        </button>
      </div>
    </div>
  );
}

const styles = {
  section: css({ borderTop: '8px solid token(colors.gray.100)', paddingTop: '4' }),
  heading: css({ paddingInline: '4', fontSize: '16px', fontWeight: 'bold', color: 'gray.900' }),
  count: css({ color: 'primaryStrong' }),
  skeletons: css({ display: 'flex', flexDirection: 'column', gap: '3', padding: '4' }),
  skeleton: css({ height: '64px', borderRadius: '8px' }),
  empty: css({ paddingInline: '4', paddingBlock: '6', fontSize: '14px', color: 'gray.700', textAlign: 'center' }),
  list: css({ listStyle: 'none', marginTop: '2' }),
  reply: css({ paddingInline: '4', paddingBlock: '3', borderBottom: '1px solid token(colors.gray.100)' }),
  accepted: css({ bg: 'green.50' }),
  meta: css({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: '1.5', fontSize: '13px' }),
  author: css({ fontWeight: 'bold', color: 'gray.900' }),
  date: css({ fontSize: '12px', color: 'gray.700' }),
  body: css({ marginTop: '1.5', fontSize: '15px', lineHeight: '1.6', color: 'gray.900', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }),
  actions: css({ display: 'flex', alignItems: 'center', gap: '1', marginTop: '1.5' }),
  action: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    minHeight: '32px',
    paddingInline: '2',
    borderRadius: '6px',
    fontSize: '13px',
    color: 'gray.700',
    _active: { bg: 'gray.100' },
    _focusVisible: { outline: '2px solid token(colors.primary)', outlineOffset: '1px' },
  }),
  liked: css({ color: 'red.700' }),
  accept: css({ marginLeft: 'auto' }),
  more: css({ display: 'flex', justifyContent: 'center', paddingBlock: '3' }),
  editor: css({ marginTop: '2' }),
  editField: css({
    display: 'block',
    width: '100%',
    paddingInline: '3',
    paddingBlock: '2',
    borderRadius: '8px',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'gray.300',
    fontSize: '15px',
    _focusVisible: { outline: '2px solid token(colors.primary)', outlineOffset: '1px' },
  }),
  editCount: css({ textAlign: 'right', fontSize: '12px', color: 'gray.700' }),
  problem: css({ fontSize: '13px', color: 'error' }),
  editButtons: css({ display: 'flex', justifyContent: 'flex-end', gap: '2', marginTop: '1' }),
};
