import { Link, useRouteContext, useRouter } from '@tanstack/react-router';
import { createActorContext } from '@xstate/react';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { fromPromise } from 'xstate';
import { canRetry, linkPolicyOf, shortLinkView } from '../../../machines/external-link/external-link.selectors';
import { shortLinkMachine } from '../../../machines/external-link/short-link.machine';
import { resolveShortLink } from '../../api/app';
import { AlertIcon, LinkIcon } from '../../ui/icons';
import { EmptyState, ErrorState, Page } from '../../ui/page';
import { button } from '../../ui/recipes';

/** The short-link redirector is screen-scoped (DESIGN.md): one actor per /link/:code page. */
export const ShortLinkActor = createActorContext(shortLinkMachine);

export const shortLinkTexts = {
  title: '페이지 이동',
  moving: '이동하고 있어요…',
  refused: '열 수 없는 링크예요',
  refusedDetail: '안전을 위해 마켓 밖의 사이트로 연결되는 링크는 열지 않아요. 링크를 보낸 분께 주소를 다시 확인해 주세요.',
  notFound: '링크를 찾을 수 없어요',
  notFoundDetail: '기간이 끝났거나 주소가 잘못된 링크예요. 주소를 다시 확인해 주세요.',
  failed: '링크를 열지 못했어요',
  failedDetail: '잠시 후 다시 시도해 주세요. 문제가 계속되면 홈에서 다시 찾아봐 주세요.',
} as const;

/**
 * /link/:code (SPEC.md §2 short-link redirector): the server resolves the code and the short-link
 * machine follows only allowed targets, replacing this page (app paths through the router, pages
 * of this origin or the product's hosts with location.replace).
 */
export function ShortLinkScreen({ code }: { code: string }) {
  const { externalLink } = useRouteContext({ from: '__root__' });
  const router = useRouter();
  const [logic] = useState(() =>
    shortLinkMachine.provide({
      actors: { resolveShortLink: fromPromise(({ input }: { input: { code: string } }) => resolveShortLink(input.code)) },
      actions: {
        replaceInApp: (_, { path }) => void router.navigate({ href: path, replace: true }),
        replaceWithPage: (_, { url }) => window.location.replace(url),
      },
    }),
  );
  return (
    <Page title={shortLinkTexts.title} header={{ showHome: true }}>
      <ShortLinkActor.Provider key={code} logic={logic} options={{ input: { code, policy: linkPolicyOf(externalLink.getSnapshot()) } }}>
        <ShortLinkBody />
      </ShortLinkActor.Provider>
    </Page>
  );
}

function HomeLink({ variant = 'solid' }: { variant?: 'solid' | 'outline' }) {
  return (
    <Link to="/" replace className={button({ variant, size: 'lg' })}>
      홈으로 가기
    </Link>
  );
}

function ShortLinkBody() {
  const view = ShortLinkActor.useSelector(shortLinkView);
  const retryable = ShortLinkActor.useSelector(canRetry);
  const actor = ShortLinkActor.useActorRef();

  switch (view) {
    case 'loading':
    case 'redirecting':
      return (
        <div className={styles.moving} role="status" aria-live="polite">
          <span className={styles.spinner} aria-hidden="true" />
          {shortLinkTexts.moving}
        </div>
      );
    case 'refused':
      return (
        <ErrorState
          icon={<LinkIcon size={30} />}
          title={shortLinkTexts.refused}
          description={shortLinkTexts.refusedDetail}
          action={<HomeLink />}
        />
      );
    case 'notFound':
      return <EmptyState icon={<LinkIcon size={30} />} title={shortLinkTexts.notFound} description={shortLinkTexts.notFoundDetail} action={<HomeLink />} />;
    case 'failed':
      return (
        <ErrorState
          icon={<AlertIcon size={30} />}
          title={shortLinkTexts.failed}
          description={shortLinkTexts.failedDetail}
          action={
            <>
              <HomeLink variant="outline" />
              <button
                type="button"
                className={button({ variant: 'solid', size: 'lg' })}
                disabled={!retryable}
                onClick={() => actor.send({ type: 'shortLink.retry' })}
              >
                다시 시도
              </button>
            </>
          }
        />
      );
  }
}

const styles = {
  moving: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '4',
    minHeight: '60dvh',
    fontSize: '15px',
    fontWeight: 'medium',
    color: 'gray.700',
  }),
  spinner: css({
    width: '40px',
    height: '40px',
    borderRadius: 'full',
    borderWidth: '3px',
    borderColor: 'orange.100',
    borderTopColor: 'primary',
    animation: 'spin 0.9s linear infinite',
    _motionReduce: { animation: 'none' },
  }),
};
