import { useNavigate } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { Page } from '../../ui/page';
import { button } from '../../ui/recipes';
import { CelebrationArt } from './celebration-art';

const layout = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  minHeight: 'calc(100dvh - token(sizes.header))',
  paddingInline: '6',
  paddingTop: '10',
  paddingBottom: 'calc(24px + env(safe-area-inset-bottom))',
});
const heading = css({ fontSize: '2xl', fontWeight: 'bold', color: 'gray.900', marginTop: '6', lineHeight: '1.4' });
const text = css({ fontSize: 'md', color: 'gray.700', marginTop: '3', lineHeight: '1.6' });
const cta = css({ marginTop: 'auto', width: '100%', height: '52px' });

/** SPEC.md §2: welcome after the first sign-in; 'go shopping' replaces the route with /. */
export function WelcomeScreen() {
  const navigate = useNavigate();
  return (
    <Page title="가입을 환영해요" header={{ hideBack: true }}>
      <section className={layout}>
        <CelebrationArt />
        <h2 className={heading}>
          회원이 되신 것을
          <br />
          진심으로 환영해요!
        </h2>
        <p className={text}>
          산지에서 바로 온 제철 먹거리와 지역 특산물로
          <br />
          오늘도 즐거운 쇼핑 되세요.
        </p>
        <button
          type="button"
          className={`${button({ variant: 'solid', size: 'lg', fullWidth: true })} ${cta}`}
          onClick={() => void navigate({ to: '/', replace: true })}
        >
          쇼핑하러 가기
        </button>
      </section>
    </Page>
  );
}
