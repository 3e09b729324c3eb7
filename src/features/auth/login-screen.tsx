import { css } from 'styled-system/css';
import { isBusy } from '../../../machines/social-sign-in/social-sign-in.selectors';
import { leaveForPage } from '../../platform/external';
import { interceptClick } from '../../ui/links/follow-link';
import { Page } from '../../ui/page';
import { shopPageUrl } from '../../ui/product/shop-link';
import { button } from '../../ui/recipes';
import { AccountFinder } from './account-finder';
import { SignInActor, SignInProvider } from './sign-in-actor';

const layout = css({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 'calc(100dvh - token(sizes.header))',
  paddingInline: '6',
  paddingTop: '12',
  paddingBottom: 'calc(24px + env(safe-area-inset-bottom))',
});
const brand = css({ fontSize: '3xl', fontWeight: 'extrabold', color: 'primaryStrong', letterSpacing: '-0.02em' });
const heading = css({ fontSize: '2xl', fontWeight: 'bold', color: 'gray.900', marginTop: '4', lineHeight: '1.4' });
const lead = css({ fontSize: 'md', color: 'gray.700', marginTop: '3', lineHeight: '1.6' });
const perks = css({
  marginTop: '8',
  padding: '4',
  borderRadius: '12px',
  bg: 'orange.50',
  color: 'gray.800',
  fontSize: 'sm',
  lineHeight: '1.7',
  listStyle: 'none',
  '& li::before': { content: '"✓ "', color: 'primaryStrong', fontWeight: 'bold' },
});
const actions = css({ marginTop: 'auto', display: 'flex', flexDirection: 'column', gap: '3', paddingTop: '10' });
const shop = css({ bg: 'primaryStrong', color: 'white', _active: { filter: 'brightness(0.9)' } });
const or = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  fontSize: 'xs',
  color: 'gray.600',
  '&::before, &::after': { content: '""', flex: '1', height: '1px', bg: 'gray.200' },
});
const naver = css({ bg: 'naverStrong', color: 'white', _active: { filter: 'brightness(0.95)' } });
const apple = css({ bg: 'black', color: 'white', _active: { bg: 'gray.800' } });
const logo = css({ fontWeight: 'extrabold', fontSize: '18px', width: '20px', textAlign: 'center' });
const notice = css({ marginTop: '4', fontSize: 'xs', color: 'gray.600', textAlign: 'center', lineHeight: '1.6' });

/** Where the shop's login sends the shopper back: /login-action of this app (src/app/shop-login.ts). */
export const SHOP_LOGIN_RETURN_PATH = '/login-action';

/**
 * The shop's member login: `<shop>/login?returnUrl=<this origin>/login-action`. The href keeps a
 * path as the return (the page is rendered without knowing its origin); a tap sends the full URL,
 * which the shop on another host needs.
 */
export function shopLoginUrl(origin?: string): string {
  const returnUrl = origin === undefined ? SHOP_LOGIN_RETURN_PATH : `${origin}${SHOP_LOGIN_RETURN_PATH}`;
  return `${shopPageUrl('/login')}?returnUrl=${encodeURIComponent(returnUrl)}`;
}

function LoginButtons() {
  const busy = SignInActor.useSelector(isBusy);
  const signIn = SignInActor.useActorRef();
  return (
    <div className={actions}>
      {/* SPEC.md §1: the shop's member login beside the social sign-ins; it comes back to /login-action */}
      <a
        href={shopLoginUrl()}
        className={`${button({ size: 'xl', fullWidth: true })} ${shop}`}
        onClick={(event) => interceptClick(event, () => leaveForPage(shopLoginUrl(window.location.origin)))}
      >
        쇼핑몰 회원 로그인
      </a>
      <p className={or}>또는 간편 로그인</p>
      <button
        type="button"
        className={`${button({ size: 'xl', fullWidth: true })} ${naver}`}
        disabled={busy}
        onClick={() => signIn.send({ type: 'signIn.start', provider: 'naver' })}
      >
        <span aria-hidden className={logo}>
          N
        </span>
        네이버로 시작하기
      </button>
      <button
        type="button"
        className={`${button({ size: 'xl', fullWidth: true })} ${apple}`}
        disabled={busy}
        onClick={() => signIn.send({ type: 'signIn.start', provider: 'apple' })}
      >
        Apple로 계속하기
      </button>
      <AccountFinder />
      <p className={notice}>
        로그인하면 이용약관과 개인정보 처리방침에 동의하게 돼요.
        <br />
        만 14세 이상만 가입할 수 있어요.
      </p>
    </div>
  );
}

/** /login: the shop's member login, or the market's sign-in with Naver or Apple (SPEC.md §1, §4, §7). */
export function LoginScreen() {
  return (
    <Page title="로그인">
      <SignInProvider>
        <section className={layout}>
          <p className={brand}>마켓</p>
          <h2 className={heading}>
            산지의 제철 먹거리,
            <br />
            로그인하고 더 알뜰하게
          </h2>
          <p className={lead}>찜한 상품과 별(포인트)을 어디서든 이어서 볼 수 있어요.</p>
          <ul className={perks}>
            <li>가입하면 바로 쓸 수 있는 1,000P</li>
            <li>한정 특가와 제철 특산물 알림</li>
            <li>자주 산 상품을 한 번에 다시 담기</li>
          </ul>
          <LoginButtons />
        </section>
      </SignInProvider>
    </Page>
  );
}
