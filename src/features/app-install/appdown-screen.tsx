import { useRouteContext } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { isLaunchingApp } from '../../../machines/app-install/app-install.selectors';
import { env } from '../../config/env';
import { Page } from '../../ui/page';
import { button } from '../../ui/recipes';
import { AlertBellArt, AppIconArt, PointCoinArt } from './app-install-art';
import { appInstallTexts } from './app-install-texts';
import { useHydratedSelector } from '../../ui/use-hydrated';

/**
 * /appdown (SPEC.md §2 "login and app download"): why the app is worth it, the two stores, and
 * 'open the app' (the URL scheme, then the store after 2.5 s: the appInstall actor).
 */
export function AppdownScreen() {
  const { appInstall } = useRouteContext({ from: '__root__' });
  const launching = useHydratedSelector(appInstall, isLaunchingApp, false);

  return (
    <Page title="앱 다운로드">
      <section className={styles.hero} aria-labelledby="appdown-headline">
        <AppIconArt size={84} className={styles.icon} />
        <h2 id="appdown-headline" className={styles.headline}>
          마켓 앱에서
          <br />
          <span className={styles.accent}>더 많은 혜택</span>을 만나보세요
        </h2>
        <p className={styles.lead}>{appInstallTexts.benefit}</p>
      </section>

      <section className={styles.download} aria-label="앱 받기">
        <button
          type="button"
          className={button({ size: 'xl', fullWidth: true })}
          disabled={launching}
          aria-busy={launching || undefined}
          onClick={() => appInstall.send({ type: 'appInstall.openApp' })}
        >
          {launching ? appInstallTexts.launching : '앱 열기'}
        </button>
        <p className={styles.hint} role="status">
          {launching ? '앱이 없으면 잠시 후 스토어로 이동해요.' : '앱이 없다면 스토어에서 받아보세요.'}
        </p>
        <div className={styles.stores}>
          <a className={styles.store} href={env.VITE_ANDROID_STORE_URL} rel="noopener noreferrer" aria-label="Google Play에서 앱 받기">
            <PlayGlyph />
            <span className={styles.storeText}>
              <span className={styles.storeSmall}>지금 다운로드</span>
              Google Play
            </span>
          </a>
          <a className={styles.store} href={env.VITE_IOS_STORE_URL} rel="noopener noreferrer" aria-label="App Store에서 앱 받기">
            <AppStoreGlyph />
            <span className={styles.storeText}>
              <span className={styles.storeSmall}>지금 다운로드</span>
              App Store
            </span>
          </a>
        </div>
      </section>

      <section className={styles.benefitSection} aria-labelledby="appdown-benefits">
        <h2 id="appdown-benefits" className={styles.sectionTitle}>
          앱에서만 누리는 혜택
        </h2>
        <ul className={styles.benefits}>
          <Benefit art={<PointCoinArt size={36} />} title="로그인하면 1,000P 즉시 지급" text="앱에서 처음 로그인하면 바로 적립돼요." />
          <Benefit art={<AlertBellArt size={36} />} title="실시간 특가 알림" text="한정 수량 특가를 가장 먼저 알려드려요." />
          <Benefit art={<AppIconArt size={36} />} title="더 빠르고 편한 쇼핑" text="찜한 상품과 최근 본 상품을 한눈에 확인해요." />
        </ul>
      </section>
    </Page>
  );
}

function Benefit({ art, title, text }: { art: ReactNode; title: string; text: string }) {
  return (
    <li className={styles.benefit}>
      {art}
      <span>
        <strong className={styles.benefitTitle}>{title}</strong>
        <span className={styles.benefitText}>{text}</span>
      </span>
    </li>
  );
}

function PlayGlyph() {
  return (
    <svg width="26" height="28" viewBox="0 0 26 28" aria-hidden="true">
      <path d="M2 1.5 15 14 2 26.5a2 2 0 0 1-1-1.8V3.3a2 2 0 0 1 1-1.8z" fill="#00C3FF" />
      <path d="M2 1.5a2 2 0 0 1 2 .1L19.5 10.4 15 14z" fill="#00E676" />
      <path d="M2 26.5 15 14l4.5 3.6L4 26.4a2 2 0 0 1-2 .1z" fill="#FF3D47" />
      <path d="m19.5 10.4 4.4 2.5a1.3 1.3 0 0 1 0 2.2l-4.4 2.5L15 14z" fill="#FFD500" />
    </svg>
  );
}

function AppStoreGlyph() {
  return (
    <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
      <rect width="28" height="28" rx="7" fill="#1C8CF0" />
      <g stroke="#FFFFFF" strokeWidth="2.2" strokeLinecap="round">
        <path d="M11.5 7.5 18.5 20" />
        <path d="M16.5 7.5 9.5 20" />
        <path d="M7 16.5h14" />
      </g>
    </svg>
  );
}

const styles = {
  hero: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    paddingTop: '8',
    paddingBottom: '7',
    paddingInline: '6',
    background: 'linear-gradient(180deg, token(colors.orange.50) 0%, token(colors.white) 100%)',
  }),
  icon: css({ borderRadius: '22px', boxShadow: '0 10px 24px rgba(255, 100, 0, 0.28)', marginBottom: '5' }),
  headline: css({ fontSize: '24px', fontWeight: 'bold', color: 'gray.900', lineHeight: '1.4', wordBreak: 'keep-all' }),
  accent: css({ color: 'primaryStrong' }),
  lead: css({ marginTop: '3', maxWidth: '300px', fontSize: '15px', color: 'gray.700', lineHeight: '1.6', wordBreak: 'keep-all' }),
  benefitSection: css({ display: 'flex', flexDirection: 'column', gap: '3', paddingInline: '4', paddingTop: '7', paddingBottom: '10' }),
  benefits: css({ display: 'flex', flexDirection: 'column', gap: '2' }),
  benefit: css({
    display: 'flex',
    alignItems: 'center',
    gap: '3.5',
    padding: '4',
    borderRadius: '14px',
    bg: 'gray.100',
  }),
  benefitTitle: css({ display: 'block', fontSize: '15px', fontWeight: 'bold', color: 'gray.900' }),
  benefitText: css({ display: 'block', marginTop: '0.5', fontSize: '13px', color: 'gray.700', wordBreak: 'keep-all' }),
  download: css({ display: 'flex', flexDirection: 'column', gap: '3', paddingInline: '4', paddingBottom: '8', borderBottom: '8px solid token(colors.gray.100)' }),
  sectionTitle: css({ fontSize: '17px', fontWeight: 'bold', color: 'gray.900' }),
  stores: css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '2' }),
  store: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2.5',
    minHeight: '56px',
    paddingInline: '3',
    borderRadius: '12px',
    bg: 'gray.900',
    color: 'white',
    fontSize: '16px',
    fontWeight: 'bold',
    lineHeight: '1.15',
    _active: { bg: 'black' },
    _focusVisible: { outline: '2px solid token(colors.primary)', outlineOffset: '2px' },
  }),
  storeText: css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', whiteSpace: 'nowrap' }),
  storeSmall: css({ fontSize: '11px', fontWeight: 'medium', color: 'gray.300' }),
  hint: css({ fontSize: '13px', color: 'gray.600', textAlign: 'center', marginTop: '1' }),
};
