import { assign, fromPromise, setup } from 'xstate';
import { errorCode, type LinkDecisions, type LinkTarget, NO_DATA, type ShortLink, type ShortLinkInput } from './external-link.types';

export interface ShortLinkContext {
  code: string;
  /** the link policy's decisions (src/platform/link-policy.ts, given in the input) */
  policy: LinkDecisions;
  target: LinkTarget | null;
}

export type ShortLinkEvent =
  /** the shopper asks again after a failure */
  { type: 'shortLink.retry' };

const inAppPath = (target: LinkTarget | null) => (target?.kind === 'inApp' ? target.path : '/');
const externalUrl = (target: LinkTarget | null) => (target?.kind === 'external' ? target.url : '');

/**
 * The short-link redirector /link/:code (SPEC.md §2): the server resolves the code, and only
 * allowed targets are followed (SPEC.md §5 link host check): app screens, the product's own hosts
 * and server pages of this origin. Anything else ends on a message, never on the other site.
 *
 * resolving ─ done ─► following (router, replace) | leaving (same window, replace) | refused
 *     └─ error ─► notFound (8) | failed ─ retry ─► resolving
 */
export const shortLinkMachine = setup({
  types: {
    context: {} as ShortLinkContext,
    events: {} as ShortLinkEvent,
    input: {} as ShortLinkInput,
  },
  actors: {
    /** GET /api/v1/display/web/shortlink/:code */
    resolveShortLink: fromPromise<ShortLink, { code: string }>(() => Promise.reject(new Error('resolveShortLink not provided'))),
  },
  actions: {
    classifyTarget: assign({
      target: ({ context, event }) => context.policy.classifyShortLinkTarget((event as { output?: ShortLink }).output?.url),
    }),
    /** the router replaces /link/:code with the app path */
    replaceInApp: (_, _params: { path: string }) => undefined,
    /** the window replaces /link/:code with the page (location.replace) */
    replaceWithPage: (_, _params: { url: string }) => undefined,
  },
  guards: {
    targetIsInApp: ({ context }) => context.target?.kind === 'inApp',
    targetIsExternal: ({ context }) => context.target?.kind === 'external',
    isNotFound: ({ event }) => errorCode((event as { error?: unknown }).error) === NO_DATA,
  },
}).createMachine({
  id: 'shortLink',
  context: ({ input }) => ({ code: input.code, policy: input.policy, target: null }),
  initial: 'resolving',
  states: {
    resolving: {
      invoke: {
        id: 'resolveShortLink',
        src: 'resolveShortLink',
        input: ({ context }) => ({ code: context.code }),
        onDone: { target: 'deciding', actions: 'classifyTarget' },
        onError: [{ guard: 'isNotFound', target: 'notFound' }, { target: 'failed' }],
      },
    },
    deciding: {
      always: [
        { guard: 'targetIsInApp', target: 'following' },
        { guard: 'targetIsExternal', target: 'leaving' },
        { target: 'refused' },
      ],
    },
    following: {
      type: 'final',
      entry: { type: 'replaceInApp', params: ({ context }) => ({ path: inAppPath(context.target) }) },
    },
    leaving: {
      type: 'final',
      entry: { type: 'replaceWithPage', params: ({ context }) => ({ url: externalUrl(context.target) }) },
    },
    /** the link leads to a site outside the product: not followed */
    refused: { type: 'final' },
    notFound: { type: 'final' },
    failed: {
      on: { 'shortLink.retry': { target: 'resolving' } },
    },
  },
});

export type ShortLinkMachine = typeof shortLinkMachine;
