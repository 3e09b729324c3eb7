import { createFileRoute } from '@tanstack/react-router';
import { requireMember } from '../app/auth-guard';

/** Pathless layout of every requireAuth route (SPEC.md §6): one guard for all of them. */
export const Route = createFileRoute('/_auth')({
  staticData: { requireAuth: true },
  // the member is known in the browser only (tokens in its storage, SPEC.md §3): the server draws
  // the shell and the loading state, the browser checks the member and draws the rest
  ssr: false,
  beforeLoad: ({ context, location }) => requireMember(context.session, location.href),
});
