import { css } from 'styled-system/css';
import { answerConsent, type AnalyticsConsent as Consent } from '../platform/analytics';
import { createExternalStore, useExternalStore } from './external-store';
import { button } from './recipes';

const question = createExternalStore(false);

/** Shows the analytics question (src/app/analytics.ts asks where the consent rule says so). */
export function askAnalyticsConsent(): void {
  question.set(true);
}

/**
 * The analytics question, only where the law asks for consent first and only when analytics is
 * configured (src/platform/analytics.ts has the rule): a small bar above the bottom bar, not a
 * modal; nothing loads until '동의'. Hidden until the app asks, so the server renders nothing here.
 */
export function AnalyticsConsent({ hasBottomBar }: { hasBottomBar: boolean }) {
  const asking = useExternalStore(question);
  if (!asking) return null;

  const answer = (consent: Consent) => {
    question.set(false);
    answerConsent(consent);
  };
  return (
    <section aria-labelledby="analytics-consent-title" className={styles.bar} data-bottom-bar={hasBottomBar || undefined}>
      <h2 id="analytics-consent-title" className={styles.title}>
        이용 통계 수집에 동의하시나요?
      </h2>
      <p className={styles.text}>
        더 나은 쇼핑 화면을 만들기 위해 Google Analytics로 방문 통계를 모아요. 동의하지 않아도 모든 기능을 쓸 수 있어요.
      </p>
      <div className={styles.actions}>
        <button type="button" className={button({ variant: 'neutral', size: 'md' })} onClick={() => answer('denied')}>
          거부
        </button>
        <button type="button" className={button({ variant: 'solid', size: 'md' })} onClick={() => answer('granted')}>
          동의
        </button>
      </div>
    </section>
  );
}

const styles = {
  bar: css({
    position: 'fixed',
    left: '0',
    right: '0',
    bottom: 'calc(12px + env(safe-area-inset-bottom))',
    zIndex: 'toast',
    marginInline: 'auto',
    width: 'calc(100% - 24px)',
    maxWidth: 'calc(token(sizes.app) - 24px)',
    padding: '4',
    borderRadius: '14px',
    bg: 'white',
    boxShadow: '0 6px 24px rgba(0, 0, 0, 0.18)',
    '&[data-bottom-bar]': { bottom: 'calc(token(sizes.bottomBar) + 12px + env(safe-area-inset-bottom))' },
  }),
  title: css({ fontSize: '15px', fontWeight: 'bold', color: 'gray.900' }),
  text: css({ marginTop: '1.5', fontSize: '13px', lineHeight: '1.6', color: 'gray.700' }),
  actions: css({ display: 'flex', justifyContent: 'flex-end', gap: '2', marginTop: '3' }),
};
