import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { useWebProfile } from '../../api/web-profile';
import { StripPicture, pictureStrip } from '../../ui/picture-strip';
import { Page } from '../../ui/page';
import { BannerCarousel } from './banner-carousel';
import { HomeSections } from './home-sections';

const section = css({ paddingInline: '4', paddingTop: '5', paddingBottom: '3' });
const searchLink = css({
  display: 'flex',
  alignItems: 'center',
  height: '44px',
  paddingInline: '4',
  borderRadius: 'full',
  background: 'gray.100',
  color: 'gray.700',
  fontSize: 'sm',
  marginInline: '4',
  marginBlock: '2',
});
const shortcuts = css({ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: '2', paddingInline: '4', marginTop: '4' });
const shortcut = css({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'flex-end',
  minHeight: '84px',
  padding: '3',
  borderRadius: 'xl',
  color: 'white',
  fontWeight: 'bold',
  fontSize: 'md',
  lineHeight: '1.3',
});
const sectionTitle = css({ fontSize: 'lg', fontWeight: 'bold', color: 'gray.900', marginBottom: '3' });
const grid = css({ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: '3', rowGap: '4' });
const categoryLink = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '1.5', fontSize: 'xs', color: 'gray.800', textAlign: 'center' });
const categoryImage = css({ width: '52px', height: '52px', borderRadius: 'full', overflow: 'hidden', background: 'orange.50' });

const featured = [
  { to: '/season', label: '제철 별미', caption: '지금 가장 맛있는', bg: css({ background: 'linear-gradient(135deg, #FF6400, #FFA726)' }) },
  { to: '/local-main', label: '지역 특산물', caption: '산지에서 바로', bg: css({ background: 'linear-gradient(135deg, #2E7D32, #66BB6A)' }) },
  { to: '/best', label: '베스트', caption: '많이 찾는 상품', bg: css({ background: 'linear-gradient(135deg, #C62828, #EF5350)' }) },
] as const;

/**
 * Home (alias deal, SPEC.md §2): search, banners, entry points and categories, the newest
 * notice, today's limited deals with live countdowns, this month's delicacies, the top five
 * best sellers and an endless grid of recommendations. The route awaits the categories; each
 * block draws a skeleton of its own size while its list loads (src/features/home/home-data.ts).
 *
 * Its blocks are imported, not lazy: the page comes drawn from the server, and a block whose code
 * is still loading while React hydrates is drawn again from its fallback as soon as anything above
 * it changes (the query cache's restore from sessionStorage does): the deals and the rest vanished
 * behind a blank '불러오는 중' for a moment. Imported, their code is in the route's chunk, which the
 * router loads (and the page's head preloads) before React hydrates.
 */
export function HomeScreen() {
  const { data } = useWebProfile();
  const categories = data.filterInfo.categories;
  // the eleven pictures of the first screen as one request (src/ui/picture-strip.tsx)
  const strip = pictureStrip(categories.map((category) => category.imageUrl));
  return (
    <Page title="오늘의 특가" header={{ hideBack: true }}>
      <Link to="/search/list" className={searchLink} aria-label="상품 검색">
        어떤 먹거리를 찾으세요?
      </Link>
      <BannerCarousel />
      <nav aria-label="바로가기" className={shortcuts}>
        {featured.map((item) => (
          <Link key={item.to} to={item.to} className={`${shortcut} ${item.bg}`}>
            <span className={css({ fontSize: 'xs', fontWeight: 'normal', opacity: 0.9 })}>{item.caption}</span>
            {item.label}
          </Link>
        ))}
      </nav>
      <section className={section} aria-labelledby="home-categories">
        <h2 id="home-categories" className={sectionTitle}>
          카테고리
        </h2>
        <ul className={grid}>
            {categories.map((category) => (
              <li key={category.categoryCode}>
                <Link
                  to="/category/detail/{-$secondCode}/{-$thirdCode}"
                  params={{ secondCode: category.categoryCode }}
                  className={categoryLink}
                >
                  <span className={categoryImage}>
                    <StripPicture strip={strip} src={category.imageUrl} alt="" />
                  </span>
                  {category.name}
                </Link>
              </li>
            ))}
        </ul>
      </section>
      <HomeSections />
    </Page>
  );
}
