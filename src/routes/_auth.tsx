import { createFileRoute } from '@tanstack/react-router';
import { requireMember } from '../app/auth-guard';

/** Pathless layout of every requireAuth route (SPEC.md §6): one guard for all of them. */
export const Route = createFileRoute('/_auth')({
  staticData: { requireAuth: true },
  beforeLoad: ({ context, location }) => requireMember(context.session, location.href),
});
