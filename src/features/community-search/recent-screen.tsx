import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { CloseIcon } from '../../ui/icons';
import { CommunitySearchBox } from './search-box';
import { clearCommunityKeywords, removeCommunityKeyword, useCommunityKeywords } from './recent-keywords';

/**
 * /community/search/recent: the box (the keyboard up) and the recent keywords of this device, each
 * one tap from its results, each removable, or all at once.
 */
export function CommunitySearchRecentScreen({ keyword }: { keyword: string | undefined }) {
  const keywords = useCommunityKeywords();
  return (
    <>
      <CommunitySearchBox title="커뮤니티 검색" initialKeyword={keyword ?? ''} target="/community/search/dashboard" autoFocus />
      <main className={styles.main}>
        <section aria-labelledby="community-recent-title">
          <div className={styles.head}>
            <h2 id="community-recent-title" className={styles.title}>
              최근 검색어
            </h2>
            {keywords.length > 0 && (
              <button type="button" className={styles.clearAll} onClick={clearCommunityKeywords}>
                전체 삭제
              </button>
            )}
          </div>
          {keywords.length === 0 ? (
            <p className={styles.empty}>최근 검색어가 없어요.</p>
          ) : (
            <ul className={styles.list} aria-label="최근 검색어 목록">
              {keywords.map((word) => (
                <li key={word} className={styles.item}>
                  <Link to="/community/search/dashboard" search={{ keyword: word }} className={styles.word}>
                    {word}
                  </Link>
                  <button type="button" className={styles.remove} aria-label={`${word} 삭제`} onClick={() => removeCommunityKeyword(word)}>
                    <CloseIcon size={14} />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
        <p className={styles.tip}>초성으로도 찾을 수 있어요. 예) ㄱㅈ → 김장, 감자전</p>
      </main>
    </>
  );
}

const styles = {
  main: css({ paddingInline: '4', paddingTop: '4', paddingBottom: '8' }),
  head: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', minHeight: '36px' }),
  title: css({ fontSize: '16px', fontWeight: 'bold', color: 'gray.900' }),
  clearAll: css({
    minHeight: '36px',
    paddingInline: '2',
    fontSize: '13px',
    color: 'gray.700',
    _focusVisible: { outline: '2px solid token(colors.primary)', outlineOffset: '2px', borderRadius: '4px' },
  }),
  empty: css({ paddingBlock: '6', fontSize: '14px', color: 'gray.600', textAlign: 'center' }),
  list: css({ display: 'flex', flexWrap: 'wrap', gap: '2', paddingTop: '2' }),
  item: css({ display: 'inline-flex', alignItems: 'center', maxWidth: '100%', borderRadius: 'full', border: '1px solid token(colors.gray.300)', bg: 'white' }),
  word: css({
    paddingInlineStart: '3.5',
    paddingBlock: '2',
    fontSize: '14px',
    color: 'gray.900',
    textDecoration: 'none',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    _focusVisible: { outline: '2px solid token(colors.primary)', outlineOffset: '2px', borderRadius: 'full' },
  }),
  remove: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '32px',
    height: '36px',
    color: 'gray.600',
    _focusVisible: { outline: '2px solid token(colors.primary)', outlineOffset: '-2px', borderRadius: 'full' },
  }),
  tip: css({ marginTop: '8', fontSize: '13px', color: 'gray.600', lineHeight: '1.6' }),
};
