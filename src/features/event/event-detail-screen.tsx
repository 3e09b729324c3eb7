import { Link, useRouteContext } from '@tanstack/react-router';
import { useRef, type CSSProperties } from 'react';
import { css, cva } from 'styled-system/css';
import { isLoggedIn } from '../../../machines/session/session.selectors';
import { useEventApply } from '../../api/catalog/event-apply';
import { useEventDetail, type ApplyInfo, type EventContentBlock, type EventDetail } from '../../api/catalog/event-detail';
import { memberOrAskToLogIn } from '../../api/like-ports';
import { useProductLike } from '../../api/likes';
import { formatDateRange, formatDateWithWeekday } from '../../ui/date';
import { alert } from '../../ui/dialogs/dialog-store';
import { errorMessage } from '../../ui/dialogs/error-message';
import { Img } from '../../ui/image';
import { LoadFailure } from '../../ui/load-failure';
import { Page } from '../../ui/page';
import { PreviewNotice } from '../../ui/preview-notice';
import { ProductCard } from '../../ui/product/product-card';
import { ProductGrid } from '../../ui/product/product-grid';
import { useShopLink } from '../../ui/product/shop-link';
import { StickyActionBar } from '../../ui/product/sticky-action-bar';
import { button } from '../../ui/recipes';
import { useRouteMeta } from '../../ui/route-meta';
import { pageShareInfo } from '../../ui/share/page-share-info';
import { Skeleton } from '../../ui/skeleton';
import { groupDigits } from '../../ui/number';
import { useHydratedSelector } from '../../ui/use-hydrated';

export interface EventDetailScreenProps {
  eventId: string;
  /** admin-event/:id: the same page with a '미리보기' badge */
  preview?: boolean;
}

/**
 * An event (event/:id and admin-event/:id): its banner, dates and story, the notes to read, its
 * products, and for events that take applications an '응모하기' bar (members only: a visitor is
 * asked to log in first).
 */
export function EventDetailScreen({ eventId, preview = false }: EventDetailScreenProps) {
  const shopLink = useShopLink();
  const title = preview ? '이벤트 미리보기' : '이벤트';
  const query = useEventDetail(eventId);
  const apply = useEventApply(eventId);
  const asking = useRef(false);
  const { session } = useRouteContext({ from: '__root__' });
  const loggedIn = useHydratedSelector(session, isLoggedIn, false);
  const { toggle } = useProductLike(loggedIn);
  const { showBottomBar } = useRouteMeta();
  const event = query.data;

  if (query.isPending) {
    return (
      <Page title={title}>
        <EventSkeleton />
      </Page>
    );
  }
  if (query.isError || !event) {
    return (
      <Page title={title}>
        <LoadFailure
          error={query.error}
          notFound={{ title: '이벤트를 찾을 수 없어요', description: '이벤트가 끝났거나 주소가 바뀌었을 수 있어요.' }}
          onRetry={() => void query.refetch()}
          action={
            <Link to="/" className={button({ variant: 'solid', size: 'md' })}>
              홈으로 가기
            </Link>
          }
        />
      </Page>
    );
  }

  const applyToEvent = async () => {
    // a double tap while the session settles (or the call runs) applies once
    if (asking.current || apply.isPending) return;
    asking.current = true;
    // tapped while React hydrates, the screen shows the server's view (a visitor): the session decides
    const allowed = loggedIn || (await memberOrAskToLogIn().catch(() => false));
    asking.current = false;
    if (!allowed) return;
    // done: the server's toast says so and the box shows '응모 완료'; refused: its message
    apply.mutate(undefined, { onError: (error) => void alert({ message: errorMessage(error) }) });
  };

  return (
    <Page title={title} header={{ share: pageShareInfo(event.shareInfo, 'event'), showHome: true }}>
      {preview && <PreviewNotice />}
      <section className={styles.hero} style={{ '--theme': event.theme } as CSSProperties} aria-labelledby="event-title">
        <Img src={event.imageUrl} alt="" aspectRatio="750 / 360" loading="eager" />
        <div className={styles.heroText}>
          <p className={styles.meta}>
            <StatusChip status={event.status} />
            <span>{formatDateRange(event.startAt, event.endAt)}</span>
          </p>
          <h2 id="event-title" className={styles.title}>
            {event.title}
          </h2>
          <p className={styles.subtitle}>{event.subtitle}</p>
          {event.description && <p className={styles.description}>{event.description}</p>}
        </div>
      </section>

      {event.content.map((block, index) => (
        <ContentBlock key={index} block={block} />
      ))}

      {event.apply && <ApplySummary apply={event.apply} loggedIn={loggedIn} />}

      {event.products.length > 0 && (
        <section className={styles.section} aria-labelledby="event-products">
          <h2 id="event-products" className={styles.sectionTitle}>
            이벤트 상품
          </h2>
          <ProductGrid
            label="이벤트 상품"
            items={event.products}
            getKey={(item) => item.productNo}
            renderItem={(item) => <ProductCard product={item} {...shopLink(item.shopPath)} onToggleLike={() => toggle(item)} />}
          />
        </section>
      )}

      {event.apply && (
        <StickyActionBar label="응모" hasBottomBar={showBottomBar}>
          <ApplyButton event={event} apply={event.apply} loggedIn={loggedIn} pending={apply.isPending} onApply={() => void applyToEvent()} />
        </StickyActionBar>
      )}
    </Page>
  );
}

function StatusChip({ status }: { status: EventDetail['status'] }) {
  const label = status === 'ONGOING' ? '진행 중' : status === 'UPCOMING' ? '오픈 예정' : '종료';
  return <span className={styles.chip({ status })}>{label}</span>;
}

function ContentBlock({ block }: { block: EventContentBlock }) {
  if (block.type === 'NOTICE') {
    return (
      <section className={styles.notice} aria-label={block.title}>
        <h3 className={styles.noticeTitle}>{block.title}</h3>
        <ul className={styles.noticeList}>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
    );
  }
  return (
    <section className={styles.text}>
      {block.title && <h3 className={styles.textTitle}>{block.title}</h3>}
      <p className={styles.textBody}>{block.text}</p>
    </section>
  );
}

function ApplySummary({ apply, loggedIn }: { apply: ApplyInfo; loggedIn: boolean }) {
  return (
    <section className={styles.applyBox} aria-labelledby="event-apply">
      <h2 id="event-apply" className={styles.sectionTitle}>
        응모 안내
      </h2>
      <dl className={styles.facts}>
        {apply.applyLimit !== null && (
          <>
            <dt>선착순</dt>
            <dd>
              {groupDigits(apply.applyLimit)}명 · 현재 {groupDigits(apply.applyCount)}명 응모
            </dd>
          </>
        )}
        {apply.applyLimit === null && (
          <>
            <dt>응모 인원</dt>
            <dd>{apply.applyCount > 0 ? `${groupDigits(apply.applyCount)}명 참여 중` : '첫 번째로 응모해 보세요'}</dd>
          </>
        )}
        {apply.announceAt && (
          <>
            <dt>당첨자 발표</dt>
            <dd>{formatDateWithWeekday(apply.announceAt)} · 알림으로 알려 드려요</dd>
          </>
        )}
      </dl>
      {apply.hasApplied && <p className={styles.applied}>응모가 완료되었어요. 참여해 주셔서 고마워요!</p>}
      {!apply.hasApplied && apply.reason && <p className={styles.reason}>{apply.reason}</p>}
      {!loggedIn && apply.isApplicable && <p className={styles.reason}>로그인한 회원만 응모할 수 있어요.</p>}
    </section>
  );
}

function ApplyButton({ event, apply, loggedIn, pending, onApply }: { event: EventDetail; apply: ApplyInfo; loggedIn: boolean; pending: boolean; onApply: () => void }) {
  let label = '응모하기';
  let enabled = true;
  if (apply.hasApplied) [label, enabled] = ['응모 완료', false];
  else if (event.status === 'ENDED') [label, enabled] = ['종료된 이벤트', false];
  else if (event.status === 'UPCOMING') [label, enabled] = ['오픈 예정', false];
  else if (!apply.isApplicable && loggedIn) [label, enabled] = [apply.reason ?? '응모할 수 없어요', false];
  else if (apply.applyLimit !== null && apply.applyCount >= apply.applyLimit) [label, enabled] = ['선착순 마감', false];
  return (
    <button type="button" className={button({ variant: 'solid', size: 'lg', fullWidth: true })} disabled={!enabled || pending} onClick={onApply}>
      {pending ? '응모하는 중…' : label}
    </button>
  );
}

function EventSkeleton() {
  return (
    <div role="status" aria-busy="true">
      <span className={css({ srOnly: true })}>이벤트를 불러오는 중이에요</span>
      <Skeleton className={css({ width: '100%', aspectRatio: '750 / 360', borderRadius: '0' })} />
      <div className={styles.heroText}>
        <Skeleton className={css({ width: '45%', height: '14px' })} />
        <Skeleton className={css({ width: '75%', height: '24px', marginTop: '3' })} />
        <Skeleton className={css({ width: '90%', height: '16px', marginTop: '2' })} />
        <Skeleton className={css({ width: '100%', height: '120px', marginTop: '6' })} />
      </div>
    </div>
  );
}

const styles = {
  hero: css({ borderBottom: '8px solid token(colors.gray.100)' }),
  heroText: css({ paddingInline: '4', paddingTop: '4', paddingBottom: '5' }),
  meta: css({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: '2', fontSize: '13px', color: 'gray.600' }),
  chip: cva({
    base: {
      display: 'inline-flex',
      alignItems: 'center',
      height: '24px',
      paddingInline: '2',
      borderRadius: '4px',
      fontSize: '12px',
      fontWeight: 'bold',
      color: 'white',
    },
    variants: {
      status: {
        ONGOING: { bg: 'gray.900' },
        UPCOMING: { bg: 'blue.700' },
        ENDED: { bg: 'gray.700' },
      },
    },
  }),
  title: css({ marginTop: '2', fontSize: '21px', fontWeight: 'bold', lineHeight: '1.35', color: 'gray.900', wordBreak: 'keep-all' }),
  subtitle: css({ marginTop: '1', fontSize: '15px', color: 'gray.800', lineHeight: '1.5', wordBreak: 'keep-all' }),
  description: css({ marginTop: '2', fontSize: '14px', color: 'gray.600', lineHeight: '1.6', wordBreak: 'keep-all' }),
  text: css({ paddingInline: '4', paddingBlock: '5' }),
  textTitle: css({ fontSize: '17px', fontWeight: 'bold', color: 'gray.900', marginBottom: '2' }),
  textBody: css({ fontSize: '15px', lineHeight: '1.7', color: 'gray.800', wordBreak: 'keep-all' }),
  notice: css({ marginInline: '4', marginBlock: '3', padding: '4', borderRadius: '12px', bg: 'gray.100' }),
  noticeTitle: css({ fontSize: '14px', fontWeight: 'bold', color: 'gray.900', marginBottom: '2' }),
  noticeList: css({ display: 'flex', flexDirection: 'column', gap: '1.5', paddingLeft: '4', listStyle: 'disc', fontSize: '13px', lineHeight: '1.6', color: 'gray.700' }),
  applyBox: css({ marginInline: '4', marginBlock: '4', padding: '4', borderRadius: '12px', border: '1px solid token(colors.orange.200)', bg: 'orange.50' }),
  facts: css({
    display: 'grid',
    gridTemplateColumns: '84px 1fr',
    rowGap: '2',
    fontSize: '14px',
    lineHeight: '1.5',
    '& dt': { color: 'gray.700' },
    '& dd': { color: 'gray.900', fontWeight: 'semibold' },
  }),
  applied: css({ marginTop: '3', fontSize: '14px', fontWeight: 'bold', color: 'primaryStrong' }),
  reason: css({ marginTop: '3', fontSize: '13px', color: 'gray.800' }),
  section: css({ paddingInline: '4', paddingBlock: '5' }),
  sectionTitle: css({ marginBottom: '3', fontSize: '16px', fontWeight: 'bold', color: 'gray.900' }),
};
