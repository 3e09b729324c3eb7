import { createFileRoute } from '@tanstack/react-router';
import { requireMember } from '../app/auth-guard';
import { serverMember } from '../platform/server-member';

/** Pathless layout of every requireAuth route (SPEC.md §6): one guard for all of them. */
export const Route = createFileRoute('/_auth')({
  staticData: { requireAuth: true },
  // the member is known in the browser only (tokens in its storage, SPEC.md §3): the server draws
  // the shell and the loading state, the browser checks the member and draws the rest. Except my
  // page asked for with the member's access cookie: the server renders it for them (issue 24 §4,
  // src/platform/server-member.ts; the browser takes what the server decided, per match)
  ssr: () => serverMember() !== null,
  beforeLoad: ({ context, location }) => (serverMember() ? undefined : requireMember(context.session, location.href)),
});
