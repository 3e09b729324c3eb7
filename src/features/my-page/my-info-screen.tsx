import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useMyInfo } from '../../api/my-info';
import { useUserSettings } from '../../api/user-settings';
import { local, localKeys } from '../../platform/storage';
import { BackIcon } from '../../ui/icons';
import { LoadFailure } from '../../ui/load-failure';
import { Page } from '../../ui/page';
import { Skeleton } from '../../ui/skeleton';
import { signUpText, socialPlatformLabel } from './account-rules';

const TITLE = '내 정보';

/**
 * /my-page/my-info: nickname and cellphone (each with 변경), the email the social provider gave
 * (read-only), the sign-up date, how the member signs in, and the way to '기타 정보'.
 */
export function MyInfoScreen() {
  const info = useMyInfo();
  const settings = useUserSettings();

  if (info.data === undefined) {
    return (
      <Page title={TITLE}>
        {info.isPending ? (
          <div className={styles.section} aria-busy="true">
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} className={styles.skeleton} />
            ))}
          </div>
        ) : (
          <LoadFailure error={info.error} notFound={{ title: '회원 정보를 찾을 수 없어요' }} onRetry={() => void info.refetch()} />
        )}
      </Page>
    );
  }

  const { nickName, email, cellphone, signUpDt } = info.data;
  const platform = socialPlatformLabel(info.data.socialLoginPlatform ?? local.get(localKeys.socialLoginPlatform));
  const consents = settings.data;
  const marketingSummary =
    consents === undefined ? undefined : `이메일 ${consents.emailYN === 'Y' ? '수신' : '거부'} · 문자 ${consents.smsYN === 'Y' ? '수신' : '거부'}`;

  return (
    <Page title={TITLE}>
      <section className={styles.section} aria-labelledby="my-info-basic">
        <h2 id="my-info-basic" className={styles.heading}>
          기본 정보
        </h2>
        <dl>
          <Field label="닉네임" value={nickName} action={<ChangeLink to="/my-page/my-info/update/nickname" name="닉네임 변경" />} />
          <Field
            label="이메일"
            value={email ?? '등록된 이메일이 없어요'}
            note={platform ? `${platform} 계정의 이메일이에요. 여기서는 바꿀 수 없어요.` : '로그인한 계정의 이메일이에요. 여기서는 바꿀 수 없어요.'}
          />
          <Field
            label="휴대전화번호"
            value={cellphone ?? '등록한 번호를 바꿀 수 있어요'}
            muted={cellphone === null}
            action={<ChangeLink to="/my-page/my-info/update/phone" name="휴대전화번호 변경" />}
          />
        </dl>
      </section>
      <section className={styles.section} aria-labelledby="my-info-account">
        <h2 id="my-info-account" className={styles.heading}>
          가입 정보
        </h2>
        <dl>
          <Field label="가입일" value={signUpText(signUpDt) || '알 수 없어요'} />
          <Field label="로그인 방식" value={platform ? `${platform} 로그인` : '소셜 로그인'} />
        </dl>
      </section>
      <Link to="/my-page/my-info/update/etc" className={styles.etc}>
        <span className={styles.etcText}>
          <span className={styles.etcLabel}>기타 정보</span>
          <span className={styles.etcNote}>{marketingSummary ? `마케팅 정보 수신: ${marketingSummary}` : '마케팅 정보 수신 설정'}</span>
        </span>
        <BackIcon className={styles.chevron} size={18} />
      </Link>
    </Page>
  );
}

function Field({ label, value, note, action, muted = false }: { label: string; value: string; note?: string; action?: ReactNode; muted?: boolean }) {
  return (
    <div className={styles.row}>
      <dt className={styles.label}>{label}</dt>
      <dd className={muted ? styles.mutedValue : styles.value}>{value}</dd>
      {note && <dd className={styles.note}>{note}</dd>}
      {action && <dd className={styles.action}>{action}</dd>}
    </div>
  );
}

function ChangeLink({ to, name }: { to: '/my-page/my-info/update/nickname' | '/my-page/my-info/update/phone'; name: string }) {
  return (
    <Link to={to} className={styles.change} aria-label={name}>
      변경
    </Link>
  );
}

const styles = {
  section: css({ paddingBottom: '2', borderBottom: '8px solid token(colors.gray.100)' }),
  heading: css({ paddingInline: '5', paddingTop: '5', paddingBottom: '1', fontSize: '14px', fontWeight: 'bold', color: 'gray.700' }),
  skeleton: css({ height: '44px', marginInline: '5', marginBlock: '4', borderRadius: '8px' }),
  row: css({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    columnGap: '3',
    rowGap: '1',
    alignItems: 'center',
    paddingInline: '5',
    paddingBlock: '3.5',
  }),
  action: css({ gridColumn: '2', gridRow: '1 / span 3' }),
  label: css({ gridColumn: '1', fontSize: '13px', color: 'gray.600' }),
  value: css({ gridColumn: '1', fontSize: '16px', color: 'gray.900', wordBreak: 'break-all' }),
  mutedValue: css({ gridColumn: '1', fontSize: '15px', color: 'gray.600' }),
  note: css({ gridColumn: '1', fontSize: '12px', color: 'gray.600', lineHeight: '1.5', wordBreak: 'keep-all' }),
  change: css({
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '56px',
    minHeight: '36px',
    paddingInline: '3',
    fontSize: '13px',
    fontWeight: 'semibold',
    color: 'gray.800',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'gray.300',
    borderRadius: '8px',
    _active: { bg: 'gray.100' },
  }),
  etc: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '3',
    minHeight: '64px',
    paddingInline: '5',
    paddingBlock: '3',
    _active: { bg: 'gray.100' },
  }),
  etcText: css({ display: 'flex', flexDirection: 'column', gap: '0.5' }),
  etcLabel: css({ fontSize: '16px', color: 'gray.900' }),
  etcNote: css({ fontSize: '13px', color: 'gray.600' }),
  chevron: css({ flexShrink: 0, color: 'gray.500', transform: 'rotate(180deg)' }),
};
