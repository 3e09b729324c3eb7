import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { communityKeys, markCommunityStale } from '../../api/community/posts';
import { createReply } from '../../api/community/replies';
import type { PostDetail } from '../../api/community/schemas';
import { ErrorCode, errorMessage, isApiError } from '../../api/errors';
import { askToLogIn, memberOrAskToLogIn } from '../../api/like-ports';
import { button } from '../../ui/recipes';
import { readReplyDraft, writeReplyDraft } from './reply-draft';
import { REPLY_MAX, replyProblem } from './reply-rules';
import { useIsMember } from './use-member';
import { useHydrated } from '../../ui/use-hydrated';

/**
 * The reply box under a post: a textarea labelled '댓글' with a counter, '등록'. What is typed is
 * kept per post in the tab's sessionStorage until it is sent; a double tap sends once; a failure
 * keeps the text and shows why (the server's message for a banned word or a deleted post).
 */
export function ReplyComposer({ type, postId }: { type: 'DASHBOARD' | 'QNA'; postId: number }) {
  const member = useIsMember();
  const queryClient = useQueryClient();
  const draftKey = `${type}:${postId}`;
  // the draft is the tab's sessionStorage: the server draws an empty box, the browser fills it in
  const hydrated = useHydrated();
  const [typed, setText] = useState<string | null>(null);
  const text = typed ?? (hydrated ? readReplyDraft(draftKey) : '');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const fieldId = useId();
  const counterId = useId();
  const problemId = useId();
  const length = text.trim().length;
  const over = length > REPLY_MAX;
  const formRef = useRef<HTMLFormElement>(null);

  // the box sticks above the bottom bar: the scroll-top button rises above it (as over an action bar)
  useEffect(() => {
    const form = formRef.current;
    const root = document.documentElement;
    if (!form || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => root.style.setProperty('--action-bar-height', `${form.offsetHeight}px`));
    observer.observe(form);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--action-bar-height');
    };
  }, []);

  const change = (next: string) => {
    setText(next);
    writeReplyDraft(draftKey, next);
    if (problem) setProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sendingRef.current) return;
    // claimed before the wait for the session: a double tap while it settles sends once
    sendingRef.current = true;
    try {
      if (!member && !(await memberOrAskToLogIn())) return;
      const invalid = replyProblem(text);
      if (invalid) {
        setProblem(invalid);
        return;
      }
      setSending(true);
      await createReply(type, postId, text.trim());
      change('');
      queryClient.setQueryData<PostDetail>(communityKeys.detail(type, postId), (post) => (post ? { ...post, replyCount: post.replyCount + 1 } : post));
      await queryClient.invalidateQueries({ queryKey: communityKeys.replies(type, postId) });
      void markCommunityStale(queryClient);
    } catch (error) {
      if (isApiError(error, ErrorCode.NullOrEmptyToken)) void askToLogIn();
      setProblem(errorMessage(error));
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} aria-busy={sending || undefined}>
      <label htmlFor={fieldId} className={styles.label}>
        댓글
      </label>
      <div className={styles.row}>
        <textarea
          id={fieldId}
          className={cx(styles.field, (over || problem !== null) && styles.invalid)}
          value={text}
          rows={1}
          placeholder={member ? '따뜻한 댓글을 남겨 주세요.' : '로그인하고 댓글을 남겨 보세요.'}
          aria-describedby={`${counterId}${problem ? ` ${problemId}` : ''}`}
          aria-invalid={over || problem !== null || undefined}
          onChange={(event) => change(event.target.value)}
        />
        <button type="submit" className={button({ variant: 'solid', size: 'md' })} disabled={sending}>
          등록
        </button>
      </div>
      <div className={styles.foot}>
        {problem !== null ? (
          <p id={problemId} role="alert" className={styles.problem}>
            {problem}
          </p>
        ) : (
          <span />
        )}
        <p id={counterId} className={cx(styles.counter, over && styles.counterOver)}>
          {`${length}/${REPLY_MAX}자`}
        </p>
      </div>
    </form>
  );
}

const styles = {
  form: css({ paddingInline: '4', paddingTop: '2', paddingBottom: '1.5', borderTop: '1px solid token(colors.gray.200)', bg: 'white' }),
  label: css({ srOnly: true }),
  row: css({ display: 'flex', alignItems: 'flex-end', gap: '2' }),
  field: css({
    flex: '1',
    minWidth: '0',
    minHeight: '44px',
    maxHeight: '120px',
    paddingInline: '3',
    paddingBlock: '2.5',
    borderRadius: '10px',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'gray.300',
    fontSize: '15px',
    lineHeight: '1.5',
    color: 'gray.900',
    resize: 'none',
    fieldSizing: 'content',
    _placeholder: { color: 'gray.600' },
    _focusVisible: { outline: '2px solid token(colors.primary)', outlineOffset: '1px' },
  }),
  invalid: css({ borderColor: 'error' }),
  foot: css({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: '2', marginTop: '1', paddingRight: '72px' }),
  counter: css({ flexShrink: 0, fontSize: '12px', color: 'gray.700' }),
  counterOver: css({ color: 'error', fontWeight: 'bold' }),
  problem: css({ fontSize: '13px', color: 'error', wordBreak: 'keep-all' }),
};
