import { Link, useRouteContext } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { profile } from '../../../machines/session/session.selectors';
import { useMemberProfile } from '../../api/user-profile';
import { buildVersion } from '../../config/env';
import { device } from '../../platform/device';
import { confirm } from '../../ui/dialogs/dialog-store';
import { Page } from '../../ui/page';
import { ConsentList } from './consent-list';
import { useConsents } from './consents';
import { useHydratedSelector } from '../../ui/use-hydrated';

const section = css({ paddingBlock: '2', borderBottom: '8px solid token(colors.gray.100)' });
const account = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', paddingInline: '5', paddingBlock: '6' });
const label = css({ fontSize: 'sm', color: 'gray.600' });
const name = css({ marginTop: '1', fontSize: 'lg', fontWeight: 'bold', color: 'gray.900', wordBreak: 'break-all' });
const myInfo = css({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '36px',
  paddingInline: '3',
  fontSize: '13px',
  color: 'gray.800',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'gray.300',
  borderRadius: '8px',
});
const heading = css({ paddingInline: '5', paddingTop: '4', paddingBottom: '1', fontSize: '14px', fontWeight: 'bold', color: 'gray.700' });
const list = css({ listStyle: 'none' });
const item = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: '100%',
  minHeight: '56px',
  paddingInline: '5',
  fontSize: 'md',
  color: 'gray.900',
  borderBottom: '1px solid token(colors.gray.100)',
  textAlign: 'left',
  _active: { bg: 'gray.100' },
});
const muted = css({ color: 'gray.600', fontSize: 'sm' });
const version = css({ fontSize: '14px', color: 'gray.600', fontVariantNumeric: 'tabular-nums' });

/**
 * /my-page/settings: the account, notification and marketing switches (each saved at once), the
 * information pages, the build's version, logout and withdrawal.
 */
export function SettingsScreen() {
  const { session } = useRouteContext({ from: '__root__' });
  const sessionNickName = useHydratedSelector(session, (snapshot) => profile(snapshot)?.nickName ?? '', '');
  // the profile query follows a nickname change at once; the session's copy at its next poll
  const nickName = useMemberProfile().data?.nickName ?? sessionNickName;
  const inWebView = device.isApp();
  const consents = useConsents({ inWebView });

  async function logout() {
    const confirmed = await confirm({ message: '로그아웃 하시겠어요?', confirmText: '로그아웃', cancelText: '취소' });
    if (confirmed) session.send({ type: 'session.logout' });
  }

  return (
    <Page title="설정">
      <section className={section} aria-label="내 계정">
        <div className={account}>
          <div>
            <p className={label}>로그인 계정</p>
            <p className={name}>{nickName === '' ? '회원' : `${nickName}님`}</p>
          </div>
          <Link to="/my-page/my-info" className={myInfo}>
            내 정보 관리
          </Link>
        </div>
      </section>
      <section className={section} aria-labelledby="settings-notifications">
        <h2 id="settings-notifications" className={heading}>
          알림 설정
        </h2>
        <ConsentList consents={consents} keys={['push']} inWebView={inWebView} />
      </section>
      <section className={section} aria-labelledby="settings-marketing">
        <h2 id="settings-marketing" className={heading}>
          마케팅 정보 수신
        </h2>
        <ConsentList consents={consents} keys={['ad', 'email', 'sms']} inWebView={inWebView} marketing showError={false} />
      </section>
      <ul className={list}>
        <li>
          <Link to="/notice" className={item}>
            공지사항
          </Link>
        </li>
        <li>
          <Link to="/terms" className={item}>
            이용약관
          </Link>
        </li>
        <li>
          <Link to="/privacy" className={item}>
            개인정보 처리방침
          </Link>
        </li>
        <li className={item}>
          <span>앱 버전</span>
          <span className={version}>{buildVersion}</span>
        </li>
        <li>
          <button type="button" className={item} onClick={() => void logout()}>
            로그아웃
          </button>
        </li>
        <li>
          <Link to="/withdrawInfo" className={`${item} ${muted}`}>
            회원 탈퇴
          </Link>
        </li>
      </ul>
    </Page>
  );
}
