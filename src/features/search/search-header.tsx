import { Link, useCanGoBack, useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { useRef, type FormEvent, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { backTarget, isNaviHidden } from '../../ui/header/back-target';
import { wasReplaced } from '../../ui/header/history-state';
import { BackIcon, CloseIcon, SearchIcon } from '../../ui/icons';
import { iconButton } from '../../ui/recipes';
import { searchFieldStyles } from '../../ui/search-field-styles';

export const SEARCH_PLACEHOLDER = '어떤 먹거리를 찾으세요?';
export const KEYWORD_MAX_LENGTH = 50;

/**
 * The search screens' header: the shared header's back button (same rule: history, or home when
 * there is none) and, in place of the title, the search box. The page title stays for screen
 * readers as the h1.
 */
function SearchHeaderFrame({ title, children }: { title: string; children: ReactNode }) {
  const naviHidden = useRouterState({ select: (state) => isNaviHidden(state.location.searchStr) });
  const canGoBack = useCanGoBack();
  const router = useRouter();
  const navigate = useNavigate();
  const goBack = () => {
    if (backTarget({ canGoBack, replaced: wasReplaced() }) === 'history') router.history.back();
    else void navigate({ to: '/' });
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
        {children}
      </div>
    </header>
  );
}

export interface SearchBoxHeaderProps {
  title: string;
  value: string;
  onChange: (value: string) => void;
  /** Enter or the search button, with what is in the box */
  onSubmit: (value: string) => void;
}

/** /search/list: the box itself, focused on arrival, with a clear button. */
export function SearchBoxHeader({ title, value, onChange, onSubmit }: SearchBoxHeaderProps) {
  const input = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(value);
  };
  return (
    <SearchHeaderFrame title={title}>
      <form role="search" className={styles.form} onSubmit={submit} action="/search">
        <div className={styles.box}>
          <input
            ref={input}
            type="search"
            name="keyword"
            className={styles.input}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            placeholder={SEARCH_PLACEHOLDER}
            aria-label="검색어"
            maxLength={KEYWORD_MAX_LENGTH}
            enterKeyHint="search"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            // the screen exists to type into: the keyboard opens at once, as in Korean shop apps
            autoFocus
          />
          {value !== '' && (
            <button
              type="button"
              className={styles.clear}
              aria-label="검색어 지우기"
              onClick={() => {
                onChange('');
                input.current?.focus();
              }}
            >
              <CloseIcon size={14} strokeWidth={2.6} />
            </button>
          )}
        </div>
        <button type="submit" className={iconButton()} aria-label="검색">
          <SearchIcon />
        </button>
      </form>
    </SearchHeaderFrame>
  );
}

/** Results screens: the keyword in a box that opens /search/list to edit it; × starts over. */
export function SearchKeywordHeader({ title, keyword }: { title: string; keyword: string }) {
  return (
    <SearchHeaderFrame title={title}>
      <div className={styles.form}>
        <div className={styles.box}>
          <Link to="/search/list" search={{ keyword }} className={styles.keywordLink} aria-label={`검색어 ${keyword}, 수정하기`}>
            {keyword}
          </Link>
          <Link to="/search/list" search={{}} className={styles.clear} aria-label="검색어 지우기">
            <CloseIcon size={14} strokeWidth={2.6} />
          </Link>
        </div>
        <Link to="/search/list" search={{ keyword }} className={iconButton()} aria-label="검색">
          <SearchIcon />
        </Link>
      </div>
    </SearchHeaderFrame>
  );
}

const styles = {
  ...searchFieldStyles,
  keywordLink: css({
    flex: '1',
    minWidth: '0',
    display: 'flex',
    alignItems: 'center',
    height: '100%',
    paddingInlineStart: '4',
    fontSize: '16px',
    color: 'gray.900',
    textDecoration: 'none',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    borderRadius: 'full',
    _focusVisible: { outline: '2px solid token(colors.primary)', outlineOffset: '-2px' },
  }),
};
