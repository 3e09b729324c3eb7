import { useEffect, useState } from 'react';
import { ApiError, errorMessage } from '../../api/errors';
import { validateNickname } from '../../api/nickname';
import { isRateLimited } from '../../api/rate-limit';
import { nicknameMessages, nicknameProblem } from './account-rules';

/** How long typing must pause before the nickname is checked. */
export const NICKNAME_CHECK_DELAY_MS = 300;

export type NicknameCheckStatus = 'unchanged' | 'checking' | 'valid' | 'invalid' | 'failed';

export interface NicknameCheck {
  /** the value this answer is about */
  value: string;
  status: NicknameCheckStatus;
  /** Korean text under the field ('' while checking) */
  message: string;
}

/** A code-12/13/10 answer: the server says why the nickname cannot be used (not its rate limit, a 429). */
function isRuleAnswer(error: unknown): error is ApiError {
  return error instanceof ApiError && error.errorType === 'USER' && [10, 12, 13].includes(error.code) && !isRateLimited(error);
}

/**
 * Checks the typed nickname while the shopper types: the client rules at once after a short pause,
 * then the server (banned words, taken), debounced, the stale answers dropped. Nothing is checked
 * while an IME composes a syllable (`composing`). `setInvalid` lets a failed save show the
 * server's reason the same way. `retry` asks again after a check that could not reach the server.
 */
export function useNicknameCheck(value: string, current: string, composing: boolean) {
  const [check, setCheck] = useState<NicknameCheck>({ value: current, status: 'unchanged', message: nicknameMessages.unchanged });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (composing) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      if (value === current) {
        setCheck({ value, status: 'unchanged', message: nicknameMessages.unchanged });
        return;
      }
      const problem = nicknameProblem(value);
      if (problem !== undefined) {
        setCheck({ value, status: 'invalid', message: problem });
        return;
      }
      validateNickname(value, controller.signal).then(
        () => {
          if (!controller.signal.aborted) setCheck({ value, status: 'valid', message: nicknameMessages.available });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          if (isRuleAnswer(error)) setCheck({ value, status: 'invalid', message: error.message });
          else setCheck({ value, status: 'failed', message: `닉네임을 확인하지 못했어요. ${errorMessage(error)}` });
        },
      );
    }, NICKNAME_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, current, composing, attempt]);

  const shown: NicknameCheck = check.value === value ? check : { value, status: 'checking', message: '' };
  return {
    check: shown,
    setInvalid: (message: string) => setCheck({ value, status: 'invalid', message }),
    retry: () => setAttempt((n) => n + 1),
    isRuleAnswer,
  };
}
