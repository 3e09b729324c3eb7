import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { css, cva } from 'styled-system/css';
import { productQueryOptions } from '../../api/catalog/product';
import { useAutoKeywords, type AutoKeyword } from '../../api/catalog/search-auto-keyword';
import { shopQueryOptions } from '../../api/catalog/shop';
import { SearchIcon } from '../../ui/icons';
import { useOnline } from '../../ui/offline-banner';
import { useShopLink } from '../../ui/product/shop-link';
import type { CardLink } from '../../ui/product/store-card';
import { useStoreLink } from '../../ui/product/store-link';
import { button } from '../../ui/recipes';
import { Skeleton } from '../../ui/skeleton';
import { highlightParts } from './highlight';

export interface SuggestionsProps {
  /** what is typed, after the pause (empty while the first pause runs) */
  query: string;
  /** a keyword search (remembered, then the results) */
  onSearch: (keyword: string) => void;
}

const typeLabel: Record<AutoKeyword['type'], string> = {
  KEYWORD: '검색어',
  CATEGORY: '카테고리',
  STORE: '상점',
  PRODUCT: '상품',
};

/**
 * Suggestions while typing (GET auto-keyword): at most 10, the matching part in bold. A keyword
 * searches it; a category opens its category page; a store its store page; a product its page on
 * the shop site (the external-page hand-off, as product cards do).
 */
export function Suggestions({ query, onSearch }: SuggestionsProps) {
  const result = useAutoKeywords(query);
  const online = useOnline();
  if (query === '' || result.isPending) {
    return (
      <div role="status" aria-busy="true" className={styles.list}>
        <span className={css({ srOnly: true })}>추천 검색어를 찾는 중이에요</span>
        {Array.from({ length: 5 }, (_, index) => (
          <div key={index} className={styles.skeletonRow}>
            <Skeleton className={css({ width: '55%', height: '16px' })} />
          </div>
        ))}
      </div>
    );
  }
  if (result.isError && !result.data) {
    // back online, the query refetches by itself (refetchOnReconnect, src/api/query-client.ts)
    return (
      <div role="alert" className={styles.notice}>
        <p>추천 검색어를 불러오지 못했어요.</p>
        {!online && <p className={styles.hint}>연결되면 자동으로 다시 불러올게요.</p>}
        <div className={styles.actions}>
          <button type="button" className={button({ variant: 'outline', size: 'md' })} onClick={() => void result.refetch()}>
            다시 시도
          </button>
          <button type="button" className={button({ variant: 'outline', size: 'md' })} onClick={() => onSearch(query)}>
            ‘{query}’ 검색하기
          </button>
        </div>
      </div>
    );
  }
  const data = result.data;
  if (!data || data.items.length === 0) {
    return (
      <div className={styles.notice}>
        <p>‘{query}’에 맞는 추천 검색어가 없어요.</p>
        <button type="button" className={button({ variant: 'outline', size: 'md' })} onClick={() => onSearch(query)}>
          ‘{query}’ 검색하기
        </button>
      </div>
    );
  }
  return (
    <section aria-label="추천 검색어" className={styles.list}>
      <ul className={styles.items} aria-busy={result.isPlaceholderData || undefined}>
        {data.items.map((item) => (
          <li key={`${item.type}-${item.keyword}-${item.categoryCode ?? item.shopId ?? item.productNo ?? ''}`}>
            <SuggestionItem item={item} typed={data.keyword} onSearch={onSearch} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function SuggestionItem({ item, typed, onSearch }: { item: AutoKeyword; typed: string; onSearch: (keyword: string) => void }) {
  const text = <Highlighted text={item.keyword} query={typed} />;
  switch (item.type) {
    case 'CATEGORY':
      return item.categoryCode ? <CategorySuggestion code={item.categoryCode} keyword={item.keyword} text={text} /> : null;
    case 'STORE':
      return item.shopId !== undefined ? <StoreSuggestion shopId={item.shopId} keyword={item.keyword} text={text} onSearch={onSearch} /> : null;
    case 'PRODUCT':
      return item.productNo !== undefined ? <ProductSuggestion productNo={item.productNo} keyword={item.keyword} text={text} onSearch={onSearch} /> : null;
    default:
      return (
        <button type="button" className={styles.row} onClick={() => onSearch(item.keyword)}>
          <Row type="KEYWORD">{text}</Row>
        </button>
      );
  }
}

/** Codes are two digits a level: '0101' is a second-level category, '010101' a third. */
export function categoryTarget(code: string): { secondCode: string; thirdCode?: string } | undefined {
  if (code.length >= 6) return { secondCode: code.slice(0, 4), thirdCode: code };
  if (code.length === 4) return { secondCode: code };
  return undefined;
}

function CategorySuggestion({ code, keyword, text }: { code: string; keyword: string; text: ReactNode }) {
  const target = categoryTarget(code);
  const body = <Row type="CATEGORY">{text}</Row>;
  // a first-level category has no detail page of its own: its products among the search results
  if (!target) {
    return (
      <Link to="/search" search={{ keyword, category: code }} className={styles.row}>
        {body}
      </Link>
    );
  }
  return (
    <Link to="/category/detail/{-$secondCode}/{-$thirdCode}" params={target} className={styles.row}>
      {body}
    </Link>
  );
}

interface LinkedSuggestionProps {
  keyword: string;
  text: ReactNode;
  onSearch: (keyword: string) => void;
}

/**
 * A store: its page needs the store's region (/local/store/:localCode/:shopId), which the
 * suggestion does not carry; the store is asked for as soon as it is suggested, so a tap usually
 * finds it ready. If it cannot be found, the tap searches the store's name instead.
 */
function StoreSuggestion({ shopId, keyword, text, onSearch }: LinkedSuggestionProps & { shopId: number }) {
  const queryClient = useQueryClient();
  const storeLink = useStoreLink();
  const options = shopQueryOptions(String(shopId));
  const { data } = useQuery(options);
  const open = async () => {
    try {
      const shop = await queryClient.fetchQuery(options);
      storeLink(shop).onOpen?.();
    } catch {
      onSearch(keyword);
    }
  };
  return (
    <SuggestionLink link={data ? storeLink(data) : undefined} onOpen={() => void open()}>
      <Row type="STORE">{text}</Row>
    </SuggestionLink>
  );
}

/** A product: its shop page (`shopPath`) comes with the product, asked for as it is suggested. */
function ProductSuggestion({ productNo, keyword, text, onSearch }: LinkedSuggestionProps & { productNo: number }) {
  const shopLink = useShopLink();
  const queryClient = useQueryClient();
  const options = productQueryOptions(productNo);
  const { data } = useQuery(options);
  const open = async () => {
    try {
      const product = await queryClient.fetchQuery(options);
      shopLink(product.shopPath).onOpen();
    } catch {
      onSearch(keyword);
    }
  };
  return (
    <SuggestionLink link={data ? shopLink(data.shopPath) : undefined} onOpen={() => void open()}>
      <Row type="PRODUCT">{text}</Row>
    </SuggestionLink>
  );
}

/** A real link once the address is known (long-press, copy), a button until then. */
function SuggestionLink({ link, onOpen, children }: { link: CardLink | undefined; onOpen: () => void; children: ReactNode }) {
  if (!link) {
    return (
      <button type="button" className={styles.row} onClick={onOpen}>
        {children}
      </button>
    );
  }
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!link.onOpen || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    link.onOpen();
  };
  return (
    <a href={link.href} className={styles.row} onClick={handleClick}>
      {children}
    </a>
  );
}

function Row({ type, children }: { type: AutoKeyword['type']; children: ReactNode }) {
  return (
    <>
      <span className={styles.icon} aria-hidden="true">
        <SearchIcon size={18} />
      </span>
      <span className={styles.text}>{children}</span>
      {type !== 'KEYWORD' && <span className={tag({ type })}>{typeLabel[type]}</span>}
    </>
  );
}

function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightParts(text, query).map((part, index) =>
        part.match ? (
          <mark key={index} className={styles.mark}>
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

const tag = cva({
  base: {
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    height: '22px',
    paddingInline: '2',
    borderRadius: '4px',
    fontSize: '11px',
    fontWeight: 'semibold',
  },
  variants: {
    type: {
      KEYWORD: {},
      CATEGORY: { bg: 'blue.50', color: 'blue.800' },
      STORE: { bg: 'green.50', color: 'green.800' },
      PRODUCT: { bg: 'orange.50', color: 'primaryStrong' },
    },
  },
});

const styles = {
  list: css({ paddingBottom: '6' }),
  items: css({ listStyle: 'none', margin: '0', padding: '0' }),
  row: css({
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    width: '100%',
    minHeight: '48px',
    paddingInline: '4',
    textAlign: 'start',
    color: 'gray.800',
    textDecoration: 'none',
    fontSize: '15px',
    _active: { bg: 'gray.100' },
    _focusVisible: { outline: '2px solid token(colors.primary)', outlineOffset: '-2px' },
  }),
  skeletonRow: css({ display: 'flex', alignItems: 'center', minHeight: '48px', paddingInline: '4' }),
  icon: css({ display: 'inline-flex', color: 'gray.600', flexShrink: 0 }),
  text: css({ flex: '1', minWidth: '0', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }),
  mark: css({ bg: 'transparent', color: 'primaryStrong', fontWeight: 'bold' }),
  hint: css({ marginTop: '-2', color: 'gray.500', fontSize: '13px' }),
  actions: css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '2' }),
  notice: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '4',
    paddingInline: '6',
    paddingBlock: '12',
    fontSize: '14px',
    color: 'gray.700',
    textAlign: 'center',
    wordBreak: 'keep-all',
  }),
};
