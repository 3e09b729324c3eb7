import type { LinkDecisions } from '../../../machines/external-link/external-link.types';

/**
 * Where tapping an alarm goes: its `linkPath` when the app's link policy (SPEC.md §4, the same one
 * the host app's moveRoute passes through) calls it an app path; null for none, or for anything
 * that would leave the app (another host, `//host`, `javascript:`, the server's own /api/ paths).
 */
export function alarmAppPath(linkPath: string | null, policy: Pick<LinkDecisions, 'toAppPath'>): string | null {
  if (linkPath === null || linkPath.trim() === '') return null;
  return policy.toAppPath(linkPath.trim());
}
