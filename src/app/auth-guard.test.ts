// @vitest-environment jsdom
import { isRedirect } from '@tanstack/react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { sessionMachine } from '../../machines/session/session.machine';
import { isSafeReturnPath, requireMember } from './auth-guard';

const session = (member: boolean) => createActor(sessionMachine.provide({ guards: { hasStoredToken: () => member } })).start();

beforeEach(() => {
  document.cookie = 'redirectPath=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('requireAuth guard', () => {
  it('lets a member through', async () => {
    await expect(requireMember(session(true), '/my-page')).resolves.toBeUndefined();
  });

  it('sends a visitor to /login and remembers the intended path in a cookie', async () => {
    const thrown: unknown = await requireMember(session(false), '/my-page/point?tab=2').catch((e: unknown) => e);
    expect(isRedirect(thrown)).toBe(true);
    expect(isRedirect(thrown) && thrown.options.to).toBe('/login');
    expect(decodeURIComponent(document.cookie)).toContain('redirectPath=/my-page/point?tab=2');
  });

  it('accepts only same-origin relative return paths', () => {
    expect(isSafeReturnPath('/alarm')).toBe(true);
    for (const path of ['//evil.com', '/\\evil.com', 'javascript:alert(1)', 'https://evil.com/', 'alarm']) {
      expect(isSafeReturnPath(path)).toBe(false);
    }
  });
});
