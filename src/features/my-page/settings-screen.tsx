import { Link, useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import { profile } from '../../../machines/session/session.selectors';
import { confirm } from '../../ui/dialogs/dialog-store';
import { Page } from '../../ui/page';

const section = css({ paddingInline: '5', paddingBlock: '6', borderBottom: '8px solid token(colors.gray.100)' });
const label = css({ fontSize: 'sm', color: 'gray.600' });
const name = css({ marginTop: '1', fontSize: 'lg', fontWeight: 'bold', color: 'gray.900' });
const list = css({ listStyle: 'none' });
const item = css({
  display: 'flex',
  alignItems: 'center',
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

/** /my-page/settings: the account, logout and withdrawal. */
export function SettingsScreen() {
  const { session } = useRouteContext({ from: '__root__' });
  const nickName = useSelector(session, (snapshot) => profile(snapshot)?.nickName ?? '');

  async function logout() {
    const confirmed = await confirm({ message: '로그아웃 하시겠어요?', confirmText: '로그아웃', cancelText: '취소' });
    if (confirmed) session.send({ type: 'session.logout' });
  }

  return (
    <Page title="설정">
      <section className={section} aria-label="내 계정">
        <p className={label}>로그인 계정</p>
        <p className={name}>{nickName === '' ? '회원' : `${nickName}님`}</p>
      </section>
      <ul className={list}>
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
