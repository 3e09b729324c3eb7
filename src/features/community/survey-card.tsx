import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { markCommunityStale } from '../../api/community/posts';
import type { PostSummary } from '../../api/community/schemas';
import { castVote, setSurveyInCache, surveyBars } from '../../api/community/votes';
import { ErrorCode, errorMessage, isApiError } from '../../api/errors';
import { askToLogIn, memberOrAskToLogIn } from '../../api/like-ports';
import { alert } from '../../ui/dialogs/dialog-store';
import { communityBadge } from './badges';
import { RelativeTime } from './relative-time';
import { useIsMember } from './use-member';
import { groupDigits } from '../../ui/number';
import { formatMonthDay } from '../../ui/date';

/**
 * A vote inline in the 투표 tab: the options as buttons until the member has voted (or the vote is
 * closed), then the live results as bars with their share, the member's choice marked. One vote
 * per member and survey: a second try (another tab, an old list) meets the server's 18 and shows
 * the results. Visitors are asked to log in.
 */
export function SurveyCard({ post }: { post: PostSummary }) {
  const survey = post.survey;
  const member = useIsMember();
  const queryClient = useQueryClient();
  const [sending, setSending] = useState<number | null>(null);
  const voting = useRef(false);
  if (!survey) return null;
  const showResults = survey.myReplyId !== null || survey.isClosed;

  const vote = async (replyId: number) => {
    // claimed before the wait for the session: a double tap while it settles votes once
    if (voting.current) return;
    voting.current = true;
    const allowed = member || (await memberOrAskToLogIn().catch(() => false));
    if (!allowed) {
      voting.current = false;
      return;
    }
    setSending(replyId);
    try {
      const updated = await castVote(post.postId, replyId);
      setSurveyInCache(queryClient, updated);
    } catch (error) {
      // 18 (voted already) and 13 (closed): the results are what the member should see now
      if (isApiError(error, ErrorCode.DuplicatedRequest) || isApiError(error, ErrorCode.OutOfRange)) {
        await queryClient.invalidateQueries({ queryKey: ['community', 'list', 'survey'] });
      }
      if (isApiError(error, ErrorCode.NullOrEmptyToken)) void askToLogIn();
      else void alert({ message: errorMessage(error) });
    } finally {
      voting.current = false;
      setSending(null);
      void markCommunityStale(queryClient);
    }
  };

  const titleId = `survey-${post.postId}-title`;
  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid="survey-card" data-post-id={post.postId}>
      <p className={styles.head}>
        <span className={communityBadge({ tone: 'survey' })}>투표</span>
        {survey.isClosed ? (
          <span className={communityBadge({ tone: 'muted' })}>투표 마감</span>
        ) : (
          <span className={styles.end}>{endText(survey.endDt)}</span>
        )}
      </p>
      <h3 id={titleId} className={styles.title}>
        {post.title}
      </h3>
      {post.excerpt && <p className={styles.excerpt}>{post.excerpt}</p>}
      {showResults ? (
        <ul className={styles.options} aria-label="투표 결과">
          {surveyBars(survey).map((option) => (
            <li key={option.replyId} className={cx(styles.result, option.isMine && styles.mine)} data-testid="survey-result">
              <span className={styles.bar} style={{ width: `${option.percent}%` }} aria-hidden="true" data-leading={option.isLeading || undefined} />
              <span className={styles.resultText}>
                <span className={styles.label}>
                  {option.label}
                  {option.isMine && <span className={styles.myChoice}> ✓ 내 선택</span>}
                </span>
                <span className={styles.percent}>{`${option.percent}%`}</span>
              </span>
              <span className={css({ srOnly: true })}>{`${option.voteCount}표`}</span>
            </li>
          ))}
        </ul>
      ) : (
        <div role="group" aria-labelledby={titleId} className={styles.options}>
          {survey.options.map((option) => (
            <button
              key={option.replyId}
              type="button"
              className={styles.option}
              disabled={sending !== null}
              aria-busy={sending === option.replyId || undefined}
              onClick={() => void vote(option.replyId)}
            >
              {option.label}
            </button>
          ))}
        </div>
      )}
      <p className={styles.meta}>
        <span>{`${groupDigits(survey.totalVotes)}명 참여`}</span>
        <span aria-hidden="true">·</span>
        <span>{post.author.nickname}</span>
        <span aria-hidden="true">·</span>
        <RelativeTime value={post.createdDt} />
      </p>
    </article>
  );
}

const styles = {
  card: css({ paddingInline: '4', paddingBlock: '5', borderBottom: '8px solid token(colors.gray.100)' }),
  head: css({ display: 'flex', alignItems: 'center', gap: '2' }),
  end: css({ fontSize: '12px', color: 'gray.700' }),
  title: css({ marginTop: '2', fontSize: '17px', fontWeight: 'bold', color: 'gray.900', wordBreak: 'keep-all' }),
  excerpt: css({ marginTop: '1', fontSize: '14px', color: 'gray.700', lineClamp: 2 }),
  options: css({ display: 'flex', flexDirection: 'column', gap: '2', marginTop: '4', listStyle: 'none' }),
  option: css({
    minHeight: '48px',
    paddingInline: '4',
    borderRadius: '10px',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'gray.300',
    bg: 'white',
    fontSize: '15px',
    color: 'gray.900',
    textAlign: 'left',
    _active: { bg: 'orange.50', borderColor: 'primary' },
    _focusVisible: { outline: '2px solid token(colors.primary)', outlineOffset: '2px' },
    _disabled: { opacity: 0.6 },
  }),
  result: css({
    position: 'relative',
    overflow: 'hidden',
    minHeight: '48px',
    borderRadius: '10px',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'gray.200',
    bg: 'white',
  }),
  mine: css({ borderColor: 'primary' }),
  bar: css({
    position: 'absolute',
    insetBlock: '0',
    left: '0',
    bg: 'gray.100',
    transition: 'width 0.4s ease-out',
    '&[data-leading]': { bg: 'orange.100' },
    _motionReduce: { transition: 'none' },
  }),
  resultText: css({
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '3',
    minHeight: '46px',
    paddingInline: '4',
  }),
  label: css({ fontSize: '15px', color: 'gray.900' }),
  myChoice: css({ fontSize: '13px', fontWeight: 'bold', color: 'primaryStrong' }),
  percent: css({ fontSize: '15px', fontWeight: 'bold', color: 'gray.900' }),
  meta: css({ display: 'flex', gap: '1', marginTop: '3', fontSize: '12px', color: 'gray.700' }),
};

/** '11월 17일까지' (KST); nothing for a date that cannot be read */
function endText(endDt: string): string {
  const end = formatMonthDay(endDt);
  return end && `${end}까지`;
}
