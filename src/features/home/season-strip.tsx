import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { useHomeSeason } from '../../api/catalog/home-season';
import type { LikeTarget } from '../../api/likes';
import { Img } from '../../ui/image';
import { ProductCard, ProductCardSkeleton } from '../../ui/product/product-card';
import { useShopLink } from '../../ui/product/shop-link';
import { Skeleton } from '../../ui/skeleton';
import { moreLink, SectionHeader } from './section-header';

/** '11월 제철 먹거리': this month's delicacies as round pictures, then their products side by side. */
export function SeasonStrip({ onToggleLike }: { onToggleLike: (product: LikeTarget) => void }) {
  const shopLink = useShopLink();
  const { data, isPending, isError } = useHomeSeason();
  if (isError) return null;
  return (
    <section className={styles.section} aria-labelledby="home-season">
      <SectionHeader
        id="home-season"
        title={data?.title ?? '이달의 제철 먹거리'}
        subtitle={data?.subtitle ?? '지금 가장 맛있는 제철 식탁을 산지에서 바로 받아 보세요.'}
        more={
          <Link to="/season" className={moreLink} aria-label="제철 먹거리 전체보기">
            전체보기 ›
          </Link>
        }
      />
      <ul className={styles.kinds} aria-label="제철 먹거리 종류" aria-busy={isPending || undefined}>
        {isPending
          ? Array.from({ length: 5 }, (_, index) => (
              <li key={index} className={styles.kind} aria-hidden="true">
                <Skeleton className={css({ width: '60px', height: '60px', borderRadius: 'full' })} />
                <Skeleton className={css({ width: '40px', height: '12px' })} />
              </li>
            ))
          : data.delicacies.map((delicacy) => (
              <li key={delicacy.code} className={styles.kindItem}>
                <Link to="/season" search={{ code: delicacy.code }} className={styles.kind}>
                  <span className={styles.kindImage}>
                    <Img src={delicacy.imageUrl} alt="" aspectRatio={1} />
                  </span>
                  <span className={styles.kindName}>{delicacy.name}</span>
                </Link>
              </li>
            ))}
      </ul>
      <ul className={styles.products}>
        {isPending
          ? Array.from({ length: 3 }, (_, index) => (
              <li key={index} className={styles.product}>
                <ProductCardSkeleton />
              </li>
            ))
          : data.products.map((product) => (
              <li key={product.productNo} className={styles.product}>
                <ProductCard product={product} {...shopLink(product.shopPath)} onToggleLike={() => onToggleLike(product)} />
              </li>
            ))}
      </ul>
    </section>
  );
}

const scroller = {
  display: 'flex',
  overflowX: 'auto',
  paddingInline: '4',
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
} as const;

const styles = {
  section: css({ paddingBlock: '6' }),
  kinds: css({ ...scroller, gap: '3', marginBottom: '4' }),
  kind: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '1.5',
    width: '64px',
    fontSize: '12px',
    lineHeight: '18px',
    color: 'gray.800',
    textAlign: 'center',
    _focusVisible: { outline: '2px solid token(colors.primary)', outlineOffset: '2px', borderRadius: '8px' },
  }),
  kindImage: css({ width: '60px', height: '60px', borderRadius: 'full', overflow: 'hidden', bg: 'orange.50', border: '1px solid token(colors.gray.200)' }),
  products: css({ ...scroller, gap: '3', scrollSnapType: 'x mandatory', scrollPaddingInline: '4' }),
  // one line, so that every kind is as tall as kindItem's size below: the names are short (샤인머스캣 fills 60 px)
  kindName: css({ maxWidth: '100%', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }),
  // off the strip: not laid out, painted or fetched until near (as the deal strip's cards). Its size
  // until then is a kind's real one (60 px picture, 6 px gap, an 18 px line): 88 px made the strip 4 px
  // taller on a first load than once drawn, so going back to home came back 4 px off.
  kindItem: css({ contentVisibility: 'auto', containIntrinsicSize: 'auto 64px auto 84px' }),
  product: css({ flex: '0 0 140px', minWidth: '0', scrollSnapAlign: 'start', contentVisibility: 'auto', containIntrinsicSize: 'auto 140px auto 300px' }),
};
