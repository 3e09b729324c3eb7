import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { css, cva } from 'styled-system/css';
import { useSearchRank, type KeywordRank } from '../../api/catalog/search-rank';
import { useRecommendKeywords } from '../../api/catalog/search-recommend-keyword';
import { formatTime } from '../../ui/date';
import { CloseIcon } from '../../ui/icons';
import { LoadFailure } from '../../ui/load-failure';
import { Page } from '../../ui/page';
import { chip } from '../../ui/label-recipes';
import { Skeleton } from '../../ui/skeleton';
import { useRecentKeywords } from './recent-keywords';
import { SearchBoxHeader } from './search-header';
import { Suggestions } from './suggestions';
import { useDebouncedValue } from './use-debounced-value';

export interface SearchListScreenProps {
  /** prefills the box (editing the search of a results screen) */
  keyword?: string | undefined;
}

/**
 * The search input (/search/list): the box focused in the header; while typing, suggestions from
 * the server (keywords, categories, stores, products); with an empty box, the recent keywords
 * (this device, removable), the market's recommended keywords and the popular ranking 1–10.
 * A search is remembered among the recent keywords and opens /search?keyword=.
 */
export function SearchListScreen({ keyword: initial }: SearchListScreenProps) {
  const [text, setText] = useState(initial ?? '');
  const query = useDebouncedValue(text.trim());
  const navigate = useNavigate();
  const recent = useRecentKeywords();

  const search = (value: string) => {
    const keyword = value.trim();
    if (keyword === '') return;
    recent.add(keyword);
    void navigate({ to: '/search', search: { keyword } });
  };

  return (
    <Page title="검색" header={false}>
      <SearchBoxHeader title="검색" value={text} onChange={setText} onSubmit={search} />
      {text.trim() !== '' ? (
        <Suggestions query={query} onSearch={search} />
      ) : (
        <div className={styles.discover}>
          <RecentKeywords keywords={recent.keywords} onSearch={search} onRemove={recent.remove} onClear={recent.clear} />
          <RecommendedKeywords onSearch={search} />
          <PopularKeywords onSearch={search} />
        </div>
      )}
    </Page>
  );
}

interface RecentKeywordsProps {
  keywords: readonly string[];
  onSearch: (keyword: string) => void;
  onRemove: (keyword: string) => void;
  onClear: () => void;
}

function RecentKeywords({ keywords, onSearch, onRemove, onClear }: RecentKeywordsProps) {
  return (
    <section aria-labelledby="recent-keywords-title" className={styles.section}>
      <div className={styles.sectionHead}>
        <h2 id="recent-keywords-title" className={styles.sectionTitle}>
          최근 검색어
        </h2>
        {keywords.length > 0 && (
          <button type="button" className={styles.textButton} onClick={onClear}>
            전체 삭제
          </button>
        )}
      </div>
      {keywords.length === 0 ? (
        <p className={styles.none}>최근 검색한 기록이 없어요.</p>
      ) : (
        <ul className={styles.chipRow} aria-label="최근 검색어 목록">
          {keywords.map((keyword) => (
            <li key={keyword} className={styles.recentChip}>
              <button type="button" className={styles.recentWord} onClick={() => onSearch(keyword)}>
                {keyword}
              </button>
              <button type="button" className={styles.recentRemove} aria-label={`${keyword} 삭제`} onClick={() => onRemove(keyword)}>
                <CloseIcon size={14} strokeWidth={2.2} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RecommendedKeywords({ onSearch }: { onSearch: (keyword: string) => void }) {
  const query = useRecommendKeywords();
  if (query.isSuccess && query.data.items.length === 0) return null;
  return (
    <section aria-labelledby="recommend-keywords-title" className={styles.section}>
      <div className={styles.sectionHead}>
        <h2 id="recommend-keywords-title" className={styles.sectionTitle}>
          추천 검색어
        </h2>
      </div>
      {query.isPending ? (
        <div className={styles.chipRow} aria-hidden="true">
          {chipSkeletons.map((className) => (
            <Skeleton key={className} className={className} />
          ))}
        </div>
      ) : query.isError ? (
        <LoadFailure error={query.error} notFound={{ title: '추천 검색어가 없어요' }} onRetry={() => void query.refetch()} />
      ) : (
        <ul className={styles.chipRow} aria-label="추천 검색어 목록">
          {query.data.items.map(({ keyword }) => (
            <li key={keyword}>
              <button type="button" className={chip()} onClick={() => onSearch(keyword)}>
                {keyword}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PopularKeywords({ onSearch }: { onSearch: (keyword: string) => void }) {
  const query = useSearchRank();
  return (
    <section aria-labelledby="popular-keywords-title" className={styles.section}>
      <div className={styles.sectionHead}>
        <h2 id="popular-keywords-title" className={styles.sectionTitle}>
          인기 검색어
        </h2>
        {query.data && <p className={styles.updated}>{formatTime(query.data.updatedAt)} 기준</p>}
      </div>
      {query.isPending ? (
        <div className={styles.rankList} aria-hidden="true">
          {Array.from({ length: 10 }, (_, index) => (
            <Skeleton key={index} className={css({ height: '20px', marginBlock: '2.5' })} />
          ))}
        </div>
      ) : query.isError ? (
        <LoadFailure error={query.error} notFound={{ title: '인기 검색어를 모으고 있어요' }} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <p className={styles.none}>인기 검색어를 모으고 있어요.</p>
      ) : (
        <ol className={styles.rankList} aria-label="인기 검색어 순위">
          {query.data.items.slice(0, 10).map((item) => (
            <li key={item.keyword}>
              <button type="button" className={styles.rankItem} onClick={() => onSearch(item.keyword)}>
                <span className={rankNumber({ top: item.rank <= 3 })}>{item.rank}</span>
                <span className={styles.rankWord}>{item.keyword}</span>
                <RankMove item={item} />
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** ▲2 / ▼1 / NEW / – beside a popular keyword, with a Korean name for screen readers. */
function RankMove({ item }: { item: KeywordRank }) {
  if (item.rankChange === 'NEW') {
    return (
      <span className={move({ tone: 'new' })} aria-label="새로 오름">
        NEW
      </span>
    );
  }
  if (item.rankChange === 'SAME' || item.rankChangeAmount === 0) {
    return (
      <span className={move({ tone: 'same' })} aria-label="변동 없음">
        –
      </span>
    );
  }
  const up = item.rankChange === 'UP';
  return (
    <span className={move({ tone: up ? 'up' : 'down' })} aria-label={`${item.rankChangeAmount}계단 ${up ? '상승' : '하락'}`}>
      {up ? '▲' : '▼'}
      {item.rankChangeAmount}
    </span>
  );
}

/** keyword chips of different lengths while the recommended keywords load */
const chipSkeletons = [
  css({ width: '72px', height: '34px', borderRadius: 'full' }),
  css({ width: '88px', height: '34px', borderRadius: 'full' }),
  css({ width: '64px', height: '34px', borderRadius: 'full' }),
  css({ width: '96px', height: '34px', borderRadius: 'full' }),
  css({ width: '70px', height: '34px', borderRadius: 'full' }),
];

const rankNumber = cva({
  base: { width: '20px', flexShrink: 0, fontWeight: 'bold', fontVariantNumeric: 'tabular-nums', textAlign: 'center' },
  variants: { top: { true: { color: 'primaryStrong' }, false: { color: 'gray.800' } } },
});

const move = cva({
  base: { flexShrink: 0, minWidth: '28px', fontSize: '11px', fontWeight: 'bold', textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  variants: {
    tone: {
      up: { color: 'red.700' },
      down: { color: 'blue.700' },
      new: { color: 'primaryStrong' },
      same: { color: 'gray.600' },
    },
  },
});

const styles = {
  discover: css({ paddingBottom: '8' }),
  section: css({ paddingInline: '4', paddingTop: '5', paddingBottom: '2' }),
  sectionHead: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', minHeight: '32px', marginBottom: '2' }),
  sectionTitle: css({ fontSize: '16px', fontWeight: 'bold', color: 'gray.900' }),
  textButton: css({
    minHeight: '32px',
    paddingInline: '1',
    fontSize: '13px',
    color: 'gray.700',
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
    _focusVisible: { outline: '2px solid token(colors.primary)', outlineOffset: '2px', borderRadius: '4px' },
  }),
  updated: css({ fontSize: '12px', color: 'gray.600' }),
  none: css({ paddingBlock: '3', fontSize: '14px', color: 'gray.600' }),
  chipRow: css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', margin: '0', padding: '0' }),
  recentChip: css({
    display: 'inline-flex',
    alignItems: 'center',
    maxWidth: '100%',
    minHeight: '34px',
    borderRadius: 'full',
    border: '1px solid token(colors.gray.300)',
    bg: 'white',
  }),
  recentWord: css({
    minHeight: '34px',
    maxWidth: '220px',
    paddingInlineStart: '3.5',
    paddingInlineEnd: '1',
    fontSize: '14px',
    color: 'gray.800',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    borderRadius: 'full',
    _focusVisible: { outline: '2px solid token(colors.primary)', outlineOffset: '2px' },
  }),
  recentRemove: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '32px',
    height: '34px',
    color: 'gray.600',
    borderRadius: 'full',
    _focusVisible: { outline: '2px solid token(colors.primary)', outlineOffset: '-2px' },
  }),
  rankList: css({
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gridTemplateRows: 'repeat(5, auto)',
    gridAutoFlow: 'column',
    columnGap: '4',
    listStyle: 'none',
    margin: '0',
    padding: '0',
  }),
  rankItem: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    width: '100%',
    minHeight: '40px',
    fontSize: '14px',
    textAlign: 'start',
    borderRadius: '6px',
    _focusVisible: { outline: '2px solid token(colors.primary)', outlineOffset: '-2px' },
  }),
  rankWord: css({ flex: '1', minWidth: '0', color: 'gray.900', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }),
};
