import { Link, useNavigate, useRouteContext } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { isLoggedIn } from '../../../machines/session/session.selectors';
import type { Region } from '../../api/catalog/local';
import { LOCAL_STORE_SORTS, useLocalStores } from '../../api/catalog/local-stores';
import { flattenPages } from '../../api/catalog/product-card';
import { useShopLike } from '../../api/like-shop';
import { Img } from '../../ui/image';
import { LoadFailure } from '../../ui/load-failure';
import { EmptyState, Page } from '../../ui/page';
import { InfiniteSentinel } from '../../ui/product/infinite-sentinel';
import { useShopLink } from '../../ui/product/shop-link';
import { SortSelect } from '../../ui/product/sort-select';
import { StoreCard, StoreCardSkeleton } from '../../ui/product/store-card';
import { useStoreLink } from '../../ui/product/store-link';
import { button } from '../../ui/recipes';
import { Skeleton } from '../../ui/skeleton';
import type { LocalStoresSearch } from './local-search';
import { groupDigits } from '../../ui/number';
import { useHydratedSelector } from '../../ui/use-hydrated';

const TITLE = '지역 상점';
const DEFAULT_SORT = 'RECOMMEND';

export interface LocalStoresScreenProps extends LocalStoresSearch {
  localCode: string;
}

/**
 * A region's stores (local/:code): the region's picture, name, story and specialties, then its
 * stores (each with up to three products and its heart) in the chosen order, loading more as the
 * shopper scrolls. `?sort=` keeps the order in the address.
 */
export function LocalStoresScreen({ localCode, sort }: LocalStoresScreenProps) {
  const shopLink = useShopLink();
  const query = useLocalStores(localCode, sort);
  const navigate = useNavigate({ from: '/local/$code' });
  const { session } = useRouteContext({ from: '__root__' });
  const loggedIn = useHydratedSelector(session, isLoggedIn, false);
  const { toggle } = useShopLike(loggedIn);
  const storeLink = useStoreLink();
  const first = query.data?.pages[0];

  if (query.isPending) {
    return (
      <Page title={TITLE}>
        <RegionSkeleton />
        <StoreListSkeleton count={3} />
      </Page>
    );
  }
  if (!first) {
    return (
      <Page title={TITLE}>
        <LoadFailure
          error={query.error}
          notFound={{ title: '지역을 찾을 수 없어요', description: '주소가 바뀌었거나 아직 소개하지 않은 지역이에요.' }}
          onRetry={() => void query.refetch()}
          action={
            <Link to="/local-main" className={button({ variant: 'solid', size: 'md' })}>
              전체 지역 보기
            </Link>
          }
        />
      </Page>
    );
  }

  const region = first.region;
  const items = flattenPages(query.data);
  const switching = query.isPlaceholderData;
  const choose = (code: string) =>
    void navigate({ search: code === DEFAULT_SORT ? {} : { sort: code as LocalStoresSearch['sort'] }, replace: true });

  return (
    <Page title={TITLE}>
      <RegionHeader region={region} />

      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite">
          상점 <strong>{groupDigits(first.totalCount)}</strong>곳
        </p>
        <SortSelect choices={LOCAL_STORE_SORTS} value={sort ?? DEFAULT_SORT} onChange={choose} label="상점 정렬" />
      </div>

      <div className={styles.list} aria-busy={switching || undefined}>
        {switching ? (
          <StoreListSkeleton count={3} />
        ) : items.length === 0 ? (
          <EmptyState title="아직 소개할 상점이 없어요" description="곧 이 지역의 상점을 소개해 드릴게요." />
        ) : (
          <ul aria-label={`${region.name} 상점`} className={styles.stores}>
            {items.map((store, index) => (
              <li key={store.shopId} className={styles.store}>
                <StoreCard
                  store={store}
                  {...storeLink(store)}
                  productLink={(product) => shopLink(product.shopPath)}
                  onToggleLike={() => toggle(store)}
                  eager={index < 3}
                />
              </li>
            ))}
          </ul>
        )}
        {!switching && (
          <InfiniteSentinel
            hasNextPage={query.hasNextPage}
            isFetchingNextPage={query.isFetchingNextPage}
            isError={query.isFetchNextPageError}
            onLoadMore={() => void query.fetchNextPage()}
            loading={<StoreListSkeleton count={2} />}
            end={items.length > 0 && <p className={styles.end}>{region.name}의 상점을 모두 봤어요</p>}
          />
        )}
      </div>
    </Page>
  );
}

function RegionHeader({ region }: { region: Region }) {
  return (
    <section aria-labelledby="region-title" className={styles.hero}>
      <Img src={region.imageUrl} alt="" aspectRatio="16 / 10" loading="eager" />
      <div className={styles.heroText}>
        <h2 id="region-title" className={styles.title}>
          {region.name}
        </h2>
        <p className={styles.description}>{region.description}</p>
        <ul className={styles.specialties} aria-label={`${region.name} 특산물`}>
          {region.specialties.map((name) => (
            <li key={name} className={styles.specialty}>
              #{name}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function RegionSkeleton() {
  return (
    <div aria-hidden="true" className={styles.hero}>
      <Skeleton className={css({ width: '100%', aspectRatio: '16 / 10', borderRadius: '0' })} />
      <div className={styles.heroText}>
        <Skeleton className={css({ width: '40%', height: '24px' })} />
        <Skeleton className={css({ width: '85%', height: '15px', marginTop: '2' })} />
        <Skeleton className={css({ width: '60%', height: '28px', marginTop: '3' })} />
      </div>
    </div>
  );
}

function StoreListSkeleton({ count }: { count: number }) {
  return (
    <div role="status" aria-busy="true" className={styles.stores}>
      <span className={css({ srOnly: true })}>상점을 불러오는 중이에요</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.store}>
          <StoreCardSkeleton withProducts />
        </div>
      ))}
    </div>
  );
}

const styles = {
  hero: css({ borderBottom: '8px solid token(colors.gray.100)' }),
  heroText: css({ paddingInline: '4', paddingTop: '4', paddingBottom: '5' }),
  title: css({ fontSize: '21px', fontWeight: 'bold', lineHeight: '1.35', color: 'gray.900' }),
  description: css({ marginTop: '1', fontSize: '14px', lineHeight: '1.6', color: 'gray.700', wordBreak: 'keep-all' }),
  specialties: css({ display: 'flex', flexWrap: 'wrap', gap: '1.5', marginTop: '3' }),
  specialty: css({
    display: 'inline-flex',
    alignItems: 'center',
    height: '28px',
    paddingInline: '2.5',
    borderRadius: 'full',
    bg: 'orange.50',
    color: 'primaryStrong',
    fontSize: '13px',
    fontWeight: 'semibold',
  }),
  toolbar: css({
    position: 'sticky',
    top: 'calc(token(sizes.header) + env(safe-area-inset-top))',
    zIndex: '10',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    paddingInline: '4',
    paddingBlock: '1',
    bg: 'white',
    borderBottom: '1px solid token(colors.gray.100)',
  }),
  count: css({ fontSize: '13px', color: 'gray.600', '& strong': { color: 'gray.900' } }),
  list: css({ paddingInline: '4', paddingBottom: '6' }),
  stores: css({ display: 'flex', flexDirection: 'column' }),
  store: css({ borderBottom: '1px solid token(colors.gray.100)', _last: { borderBottom: 'none' } }),
  end: css({ paddingBlock: '8', textAlign: 'center', fontSize: '13px', color: 'gray.600' }),
};
