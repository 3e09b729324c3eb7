import { getStoredAccessToken } from '../../platform/storage';

/**
 * Whose drafts these are: the session profile's userId, or (while the profile is not loaded) the
 * subject of the stored access token. Only a key for the device's drafts, never a proof of anything.
 */
export function memberIdOf(profileUserId: string | null): string | null {
  if (profileUserId) return profileUserId;
  const token = getStoredAccessToken();
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const sub = typeof json === 'object' && json !== null && 'sub' in json ? (json as { sub: unknown }).sub : null;
    return typeof sub === 'string' && /^[\w-]{1,64}$/.test(sub) ? sub : null;
  } catch {
    return null;
  }
}
