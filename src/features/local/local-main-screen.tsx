import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { useLocal, type Region } from '../../api/catalog/local';
import { Img } from '../../ui/image';
import { LoadFailure } from '../../ui/load-failure';
import { EmptyState, Page } from '../../ui/page';
import { Skeleton } from '../../ui/skeleton';
import { RegionMap } from './region-map';
import { groupDigits } from '../../ui/number';

const TITLE = '지역 특산물';

/**
 * Regional specialties (local-main): a stylised map of Korea with a marker per region, then
 * every region as a card (picture, name, specialties, stores and products). Each leads to the
 * region's stores (/local/<localCode>).
 */
export function LocalMainScreen() {
  const query = useLocal();

  if (query.isPending) {
    return (
      <Page title={TITLE}>
        <LocalMainSkeleton />
      </Page>
    );
  }
  if (!query.data) {
    return (
      <Page title={TITLE}>
        <LoadFailure error={query.error} notFound={{ title: '지역 정보를 준비하고 있어요' }} onRetry={() => void query.refetch()} />
      </Page>
    );
  }

  const regions = query.data.regions;
  if (regions.length === 0) {
    return (
      <Page title={TITLE}>
        <EmptyState title="지역 정보를 준비하고 있어요" description="곧 산지의 상점들을 소개해 드릴게요." />
      </Page>
    );
  }

  return (
    <Page title={TITLE}>
      <section aria-labelledby="local-intro-title" className={styles.intro}>
        <h2 id="local-intro-title" className={styles.introTitle}>
          산지에서 바로 보내는 우리 지역 먹거리
        </h2>
        <p className={styles.introText}>지도에서 지역을 눌러 그 고장의 상점과 특산물을 만나 보세요.</p>
      </section>

      <RegionMap regions={regions} />

      <section aria-labelledby="local-regions-title" className={styles.regions}>
        <h2 id="local-regions-title" className={styles.sectionTitle}>
          전체 지역 <span className={styles.total}>{regions.length}</span>
        </h2>
        <ul className={styles.grid} aria-label="지역 목록">
          {regions.map((region, index) => (
            <li key={region.localCode}>
              <RegionCard region={region} eager={index < 4} />
            </li>
          ))}
        </ul>
      </section>
    </Page>
  );
}

function RegionCard({ region, eager }: { region: Region; eager: boolean }) {
  return (
    <Link to="/local/$code" params={{ code: region.localCode }} className={styles.card}>
      <span className={styles.picture}>
        <Img src={region.imageUrl} alt="" aspectRatio="16 / 10" loading={eager ? 'eager' : 'lazy'} />
      </span>
      <span className={styles.cardBody}>
        <span className={styles.name}>{region.name}</span>
        <span className={styles.specialties}>
          <span className={css({ srOnly: true })}>특산물 </span>
          {region.specialties.slice(0, 4).join(' · ')}
        </span>
        <span className={styles.counts}>
          상점 {groupDigits(region.storeCount)}곳 · 상품 {groupDigits(region.productCount)}개
        </span>
      </span>
    </Link>
  );
}

function LocalMainSkeleton() {
  return (
    <div role="status" aria-busy="true">
      <span className={css({ srOnly: true })}>지역 정보를 불러오는 중이에요</span>
      <div className={styles.intro}>
        <Skeleton className={css({ width: '80%', height: '22px' })} />
        <Skeleton className={css({ width: '90%', height: '14px', marginTop: '2' })} />
      </div>
      <Skeleton className={css({ marginInline: '4', aspectRatio: '7 / 8', maxHeight: '440px', borderRadius: '16px' })} />
      <div className={styles.regions}>
        <div className={styles.grid}>
          {Array.from({ length: 4 }, (_, index) => (
            <div key={index}>
              <Skeleton className={css({ width: '100%', aspectRatio: '16 / 10', borderRadius: '10px' })} />
              <Skeleton className={css({ width: '50%', height: '16px', marginTop: '2' })} />
              <Skeleton className={css({ width: '80%', height: '13px', marginTop: '1.5' })} />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

const styles = {
  intro: css({ paddingInline: '4', paddingTop: '4', paddingBottom: '4' }),
  introTitle: css({ fontSize: '19px', fontWeight: 'bold', lineHeight: '1.4', color: 'gray.900', wordBreak: 'keep-all' }),
  introText: css({ marginTop: '1', fontSize: '14px', lineHeight: '1.5', color: 'gray.600', wordBreak: 'keep-all' }),
  regions: css({ paddingInline: '4', paddingTop: '6', paddingBottom: '8' }),
  sectionTitle: css({ fontSize: '17px', fontWeight: 'bold', color: 'gray.900' }),
  total: css({ marginLeft: '1', color: 'primaryStrong' }),
  grid: css({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: '3', rowGap: '5', marginTop: '3' }),
  card: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    borderRadius: '10px',
    color: 'inherit',
    _focusVisible: { outline: '2px solid token(colors.primary)', outlineOffset: '2px' },
  }),
  picture: css({ display: 'block', overflow: 'hidden', borderRadius: '10px', bg: 'gray.100' }),
  cardBody: css({ display: 'flex', flexDirection: 'column', gap: '0.5', minWidth: '0' }),
  name: css({ fontSize: '15px', fontWeight: 'bold', color: 'gray.900' }),
  specialties: css({ fontSize: '13px', color: 'gray.800', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }),
  counts: css({ fontSize: '12px', color: 'gray.600' }),
};
