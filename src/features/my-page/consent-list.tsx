import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { ErrorState } from '../../ui/page';
import { Skeleton } from '../../ui/skeleton';
import { SettingSwitch } from './setting-switch';
import { agreedDateText, consentLabels, type ConsentKey, type useConsents } from './consents';

const descriptions: Record<ConsentKey, { web: string; app: string }> = {
  push: { web: '찜한 상품의 특가 시작, 공지 같은 소식을 알려 드려요.', app: '찜한 상품의 특가 시작, 공지 같은 소식을 이 휴대폰으로 알려 드려요.' },
  ad: { web: '할인·이벤트 같은 혜택 소식을 받아요.', app: '할인·이벤트 같은 혜택 소식을 앱 알림으로 받아요.' },
  email: { web: '혜택 소식을 이메일로 받아요.', app: '혜택 소식을 이메일로 받아요.' },
  sms: { web: '혜택 소식을 문자 메시지로 받아요.', app: '혜택 소식을 문자 메시지로 받아요.' },
};

export interface ConsentListProps {
  consents: ReturnType<typeof useConsents>;
  keys: readonly ConsentKey[];
  inWebView: boolean;
  /** the marketing consents' agreement date and the link to what they mean */
  marketing?: boolean;
  /** false where another list of the same screen already says that the settings did not load */
  showError?: boolean;
}

/** Switches for some of the member's consents, with the agreement date under the marketing ones. */
export function ConsentList({ consents, keys, inWebView, marketing = false, showError = true }: ConsentListProps) {
  const { values, pending, toggle, error, refetch } = consents;
  if (values === undefined) {
    if (error) {
      if (!showError) return null;
      return <ErrorState title="설정을 불러오지 못했어요" description="잠시 후 다시 시도해 주세요." onRetry={() => void refetch()} />;
    }
    return (
      <div aria-busy="true">
        {keys.map((key) => (
          <Skeleton key={key} className={styles.skeleton} />
        ))}
      </div>
    );
  }
  return (
    <>
      <ul className={styles.list}>
        {keys.map((key) => (
          <li key={key}>
            <SettingSwitch
              label={consentLabels[key]}
              description={descriptions[key][inWebView ? 'app' : 'web']}
              checked={values[key] === 'Y'}
              pending={pending.has(key)}
              onChange={(on) => void toggle(key, on)}
            />
          </li>
        ))}
      </ul>
      {marketing && (
        <div className={styles.footer}>
          <p className={styles.agreed} aria-live="polite">
            {agreedDateText(values.marketingAgreedDt)}
          </p>
          <Link to="/marketing-info" className={styles.more}>
            마케팅 정보 수신 동의 내용 보기
          </Link>
        </div>
      )}
    </>
  );
}

const styles = {
  list: css({ listStyle: 'none' }),
  skeleton: css({ height: '44px', marginInline: '5', marginBlock: '2.5', borderRadius: '8px' }),
  footer: css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '1', paddingInline: '5', paddingBottom: '4' }),
  agreed: css({ fontSize: '13px', color: 'gray.700' }),
  more: css({ display: 'inline-flex', alignItems: 'center', minHeight: '32px', fontSize: '13px', color: 'gray.700', textDecoration: 'underline' }),
};
