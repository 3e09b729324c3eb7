import { useCanGoBack, useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { useId, useRef, useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { COMMUNITY_LIMITS } from '../../api/community/schemas';
import { backTarget, isNaviHidden } from '../../ui/header/back-target';
import { wasReplaced } from '../../ui/header/history-state';
import { BackIcon, CloseIcon, SearchIcon } from '../../ui/icons';
import { iconButton } from '../../ui/recipes';
import { searchFieldStyles } from '../../ui/search-field-styles';
import { addCommunityKeyword } from './recent-keywords';
import { checkKeyword, type SearchTabPath } from './search-params';

export const COMMUNITY_SEARCH_PLACEHOLDER = '이웃들의 글을 검색해 보세요';

export interface CommunitySearchBoxProps {
  /** the page's title for screen readers (the h1) */
  title: string;
  /** what the box starts with */
  initialKeyword: string;
  /** where a search goes: the results tab on screen, or 오늘의 식탁 from the recent keywords */
  target: SearchTabPath;
  /** the recent keywords screen opens with the keyboard up */
  autoFocus?: boolean;
  /** a message to show under the box from the start (a bad keyword in the address) */
  initialMessage?: string | null;
}

/**
 * The community search's header: back (history, or home when there is none) and the search box.
 * A keyword of 1–30 characters is searched and remembered; otherwise the box says why in Korean.
 */
export function CommunitySearchBox({ title, initialKeyword, target, autoFocus = false, initialMessage = null }: CommunitySearchBoxProps) {
  const naviHidden = useRouterState({ select: (state) => isNaviHidden(state.location.searchStr) });
  const canGoBack = useCanGoBack();
  const router = useRouter();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const messageId = useId();
  const [value, setValue] = useState(initialKeyword);
  const [message, setMessage] = useState<string | null>(initialMessage);

  const goBack = () => {
    if (backTarget({ canGoBack, replaced: wasReplaced() }) === 'history') router.history.back();
    else void navigate({ to: '/' });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkKeyword(value);
    if (!checked.ok) {
      setMessage(checked.message);
      input.current?.focus();
      return;
    }
    setMessage(null);
    addCommunityKeyword(checked.keyword);
    input.current?.blur();
    void navigate({ to: target, search: { keyword: checked.keyword }, replace: target !== '/community/search/dashboard' || initialKeyword !== '' });
  };
  const clear = () => {
    setValue('');
    setMessage(null);
    if (initialKeyword !== '') void navigate({ to: '/community/search/recent', search: {}, replace: true });
    else input.current?.focus();
  };

  return (
    <header className={styles.root}>
      <h1 className={css({ srOnly: true })}>{title}</h1>
      <div className={styles.bar}>
        {!naviHidden && (
          <button type="button" className={iconButton()} aria-label="뒤로 가기" onClick={goBack}>
            <BackIcon />
          </button>
        )}
        <form role="search" className={styles.form} onSubmit={submit} noValidate>
          <div className={styles.box}>
            <input
              ref={input}
              type="search"
              name="keyword"
              className={styles.input}
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                if (message) setMessage(null);
              }}
              placeholder={COMMUNITY_SEARCH_PLACEHOLDER}
              aria-label="커뮤니티 검색어"
              aria-invalid={message !== null}
              aria-describedby={messageId}
              maxLength={COMMUNITY_LIMITS.searchKeywordMax + 10}
              enterKeyHint="search"
              autoComplete="off"
              autoCorrect="off"
              spellCheck={false}
              // the recent-keywords screen exists to type into: the keyboard opens at once
              autoFocus={autoFocus}
            />
            {value !== '' && (
              <button type="button" className={styles.clear} aria-label="검색어 지우기" onClick={clear}>
                <CloseIcon size={14} strokeWidth={2.6} />
              </button>
            )}
          </div>
          <button type="submit" className={iconButton()} aria-label="검색">
            <SearchIcon />
          </button>
        </form>
      </div>
      <p id={messageId} role="alert" className={message ? styles.message : styles.hidden}>
        {message}
      </p>
    </header>
  );
}

const styles = {
  ...searchFieldStyles,
  message: css({ paddingInline: '5', paddingBottom: '2', fontSize: '13px', color: 'error' }),
  hidden: css({ srOnly: true }),
};
