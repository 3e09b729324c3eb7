import { Tabs } from '@ark-ui/react/tabs';
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router';
import { css, cva } from 'styled-system/css';
import { isLoggedIn } from '../../../machines/session/session.selectors';
import { useBest, type Best } from '../../api/catalog/best';
import { useBestRank, type RankedProduct } from '../../api/catalog/best-rank';
import { flattenPages } from '../../api/catalog/product-card';
import { useProductLike, type LikeTarget } from '../../api/likes';
import { formatTime } from '../../ui/date';
import { Img } from '../../ui/image';
import { LoadFailure } from '../../ui/load-failure';
import { EmptyState, Page } from '../../ui/page';
import { InfiniteSentinel } from '../../ui/product/infinite-sentinel';
import { ProductCard } from '../../ui/product/product-card';
import { ProductGrid, ProductGridSkeleton } from '../../ui/product/product-grid';
import { useShopLink } from '../../ui/product/shop-link';
import { stickyTabs } from '../../ui/sticky-tabs';
import { Skeleton } from '../../ui/skeleton';
import { ALL_TAB, chosenBestTab } from './best-data';
import type { BestSearch } from './best-search';
import { useHydratedSelector } from '../../ui/use-hydrated';

/**
 * Best sellers (/best): category tabs from the API ('전체' first), the popular shops, and the
 * ranking 1…100 by the last 7 days' sales with each product's move since the week before.
 * `?category=` keeps the tab in the address (back and shared links land on it).
 */
export function BestScreen({ category }: BestSearch) {
  const frame = useBest();
  const navigate = useNavigate({ from: '/best' });
  const { session } = useRouteContext({ from: '__root__' });
  const loggedIn = useHydratedSelector(session, isLoggedIn, false);
  const { toggle } = useProductLike(loggedIn);

  if (frame.isPending) {
    return (
      <Page title="베스트">
        <Skeleton className={css({ height: '48px', borderRadius: '0' })} />
        <ProductGridSkeleton variant="row" count={6} className={styles.list} />
      </Page>
    );
  }
  if (!frame.data) {
    return (
      <Page title="베스트">
        <LoadFailure error={frame.error} notFound={{ title: '순위를 준비하고 있어요' }} onRetry={() => void frame.refetch()} />
      </Page>
    );
  }

  const tabs = frame.data.tabs;
  // the route's loader fetched this tab's ranking (./best-data.ts)
  const current = chosenBestTab(frame.data, category).value;
  const choose = (value: string) => void navigate({ search: value === ALL_TAB ? {} : { category: value }, replace: true });

  return (
    <Page title="베스트">
      <Tabs.Root value={current} onValueChange={(details) => choose(details.value)} activationMode="manual" className={tabStyles.root}>
        <Tabs.List className={tabStyles.list} aria-label="카테고리">
          {tabs.map((tab) => (
            <Tabs.Trigger key={tab.categoryCode ?? ALL_TAB} value={tab.categoryCode ?? ALL_TAB} className={tabStyles.trigger}>
              {tab.name}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((tab) => {
          const value = tab.categoryCode ?? ALL_TAB;
          return (
            <Tabs.Content key={value} value={value} className={tabStyles.panel}>
              {value === current && (
                <>
                  {value === ALL_TAB && <BestShops shops={frame.data.bestShops} />}
                  <RankList categoryCode={tab.categoryCode} name={tab.name} updatedAt={frame.data.updatedAt} onToggleLike={toggle} />
                </>
              )}
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </Page>
  );
}

function RankList({ categoryCode, name, updatedAt, onToggleLike }: { categoryCode: string | null; name: string; updatedAt: string; onToggleLike: (product: LikeTarget) => void }) {
  const shopLink = useShopLink();
  const query = useBestRank(categoryCode);
  const items = flattenPages(query.data);
  return (
    <section aria-labelledby="best-rank-title" className={styles.list}>
      <div className={styles.listHead}>
        <h2 id="best-rank-title" className={styles.listTitle}>
          {name} 인기 순위
        </h2>
        <p className={styles.updated}>{formatTime(query.data?.pages[0]?.updatedAt ?? updatedAt)} 기준 · 최근 7일 판매량</p>
      </div>
      {query.isPending ? (
        <ProductGridSkeleton variant="row" count={6} />
      ) : query.isError && items.length === 0 ? (
        <LoadFailure error={query.error} notFound={{ title: '이 카테고리의 순위가 없어요' }} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title="아직 순위가 없어요" description="판매가 쌓이면 순위를 보여 드릴게요." />
      ) : (
        <ProductGrid
          variant="row"
          label={`${name} 인기 순위`}
          // a row with its rank change under the price
          cardHeight={150}
          items={items}
          getKey={(item) => item.productNo}
          renderItem={(item, index) => (
            <ProductCard
              variant="row"
              product={item}
              rank={item.rank}
              eager={index < 5}
              footer={<RankChange item={item} />}
              {...shopLink(item.shopPath)}
              onToggleLike={() => onToggleLike(item)}
            />
          )}
        />
      )}
      <InfiniteSentinel
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        isError={query.isFetchNextPageError}
        onLoadMore={() => void query.fetchNextPage()}
        loading={<ProductGridSkeleton variant="row" count={3} />}
        end={items.length > 0 && <p className={styles.end}>{items.length}위까지 모두 봤어요</p>}
      />
    </section>
  );
}

function RankChange({ item }: { item: RankedProduct }) {
  if (item.rankChange === 'NEW') return <span className={change({ tone: 'new' })}>NEW</span>;
  if (item.rankChange === 'SAME' || item.rankChangeAmount === 0) {
    return (
      <span className={change({ tone: 'same' })} aria-label="순위 변동 없음">
        –
      </span>
    );
  }
  const up = item.rankChange === 'UP';
  return (
    <span className={change({ tone: up ? 'up' : 'down' })} aria-label={`${item.rankChangeAmount}계단 ${up ? '상승' : '하락'}`}>
      {up ? '▲' : '▼'} {item.rankChangeAmount}
    </span>
  );
}

function BestShops({ shops }: { shops: Best['bestShops'] }) {
  if (shops.length === 0) return null;
  return (
    <section aria-labelledby="best-shops-title" className={styles.shops}>
      <h2 id="best-shops-title" className={styles.listTitle}>
        인기 상점
      </h2>
      <ul className={styles.shopStrip}>
        {shops.map((shop) => (
          <li key={shop.shopId}>
            <Link to="/local/store/$localCode/$shopId" params={{ localCode: shop.localCode, shopId: String(shop.shopId) }} className={styles.shop}>
              <span className={styles.shopImage}>
                <Img src={shop.imageUrl} alt="" aspectRatio={1} />
              </span>
              <span className={styles.shopName}>{shop.name}</span>
              <span className={styles.shopPlace}>{shop.place}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

const change = cva({
  base: { display: 'inline-flex', alignItems: 'center', marginTop: '1', fontSize: '11px', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' },
  variants: {
    tone: {
      up: { color: 'red.700' },
      down: { color: 'blue.700' },
      same: { color: 'gray.600' },
      new: { color: 'primaryStrong' },
    },
  },
});

const tabStyles = stickyTabs;

const styles = {
  list: css({ paddingInline: '4', paddingTop: '4', paddingBottom: '6' }),
  listHead: css({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: '2', marginBottom: '1' }),
  listTitle: css({ fontSize: '17px', fontWeight: 'bold', color: 'gray.900' }),
  updated: css({ fontSize: '12px', color: 'gray.600' }),
  end: css({ paddingBlock: '8', textAlign: 'center', fontSize: '13px', color: 'gray.600' }),
  shops: css({ paddingTop: '5', paddingBottom: '4', paddingInline: '4', borderBottom: '8px solid token(colors.gray.100)' }),
  shopStrip: css({
    display: 'flex',
    gap: '3',
    marginTop: '3',
    marginInline: '-4',
    paddingInline: '4',
    overflowX: 'auto',
    scrollbarWidth: 'none',
    '&::-webkit-scrollbar': { display: 'none' },
  }),
  shop: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '1',
    width: '76px',
    textAlign: 'center',
    _focusVisible: { outline: '2px solid token(colors.primary)', outlineOffset: '2px', borderRadius: '8px' },
  }),
  shopImage: css({ width: '64px', height: '64px', borderRadius: 'full', overflow: 'hidden', bg: 'gray.100', border: '1px solid token(colors.gray.200)' }),
  shopName: css({ width: '100%', fontSize: '12px', fontWeight: 'semibold', color: 'gray.900', lineClamp: '2', wordBreak: 'keep-all' }),
  shopPlace: css({ fontSize: '11px', color: 'gray.600' }),
};
