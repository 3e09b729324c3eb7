import { useEffect } from 'react';
import { css } from 'styled-system/css';
import { Page } from '../../ui/page';
import { local, localKeys } from '../../platform/storage';
import { SignInActor, SignInProvider } from './sign-in-actor';
import { parseAppleReturn, parseNaverReturn, relayAppleReturnToOpener } from './sign-in-services';

const waiting = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '3',
  minHeight: '60dvh',
  color: 'gray.700',
  fontSize: 'md',
});
const spinner = css({
  width: '36px',
  height: '36px',
  borderRadius: 'full',
  borderWidth: '3px',
  borderColor: 'orange.100',
  borderTopColor: 'primary',
  animation: 'spin 0.9s linear infinite',
});

function ReturnReader({ provider }: { provider: 'naver' | 'apple' }) {
  const signIn = SignInActor.useActorRef();
  useEffect(() => {
    if (provider === 'apple' && relayAppleReturnToOpener()) return;
    const stored = local.get(localKeys.state);
    const result =
      provider === 'naver' ? parseNaverReturn(window.location.hash, stored) : parseAppleReturn(window.location.search, stored);
    // the token must not stay in the address bar or the history
    window.history.replaceState(window.history.state, '', window.location.pathname);
    signIn.send({ type: 'signIn.returned', result });
  }, [provider, signIn]);
  return (
    <div className={waiting} role="status" aria-live="polite">
      <span className={spinner} aria-hidden />
      로그인하고 있어요…
    </div>
  );
}

/** /login-landing (Naver) and /login-landing-apple (Apple): the providers' callbacks. */
export function LoginLandingScreen({ provider }: { provider: 'naver' | 'apple' }) {
  return (
    <Page title={provider === 'naver' ? '네이버 로그인' : 'Apple 로그인'} header={{ hideBack: true }}>
      <SignInProvider>
        <ReturnReader provider={provider} />
      </SignInProvider>
    </Page>
  );
}
