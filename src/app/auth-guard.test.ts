// @vitest-environment jsdom
import { isRedirect } from '@tanstack/react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { createSessionKit } from '../../machines/session/session.test-kit';
import { isSafeReturnPath, requireMember } from './auth-guard';

/** a member whose stored token validated, or a visitor without a token */
const session = (member: boolean) => {
  const kit = createSessionKit(member);
  kit.start();
  if (member) void kit.resolve('validateToken');
  return kit.actor;
};

beforeEach(() => {
  document.cookie = 'redirectPath=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('requireAuth guard', () => {
  it('lets a member through', async () => {
    await expect(requireMember(session(true), '/my-page')).resolves.toBeUndefined();
  });

  it('waits for a validation under way instead of calling the server again', async () => {
    const kit = createSessionKit(true);
    kit.start();
    const decision = requireMember(kit.actor, '/alarm');
    await kit.resolve('validateToken');
    await expect(decision).resolves.toBeUndefined();
    expect(kit.calls.validateToken).toBe(1);
    await requireMember(kit.actor, '/my-page');
    expect(kit.calls.validateToken).toBe(1);
  });

  it('sends a visitor whose stored token is refused (110) to /login', async () => {
    const kit = createSessionKit(true);
    kit.start();
    const decision = requireMember(kit.actor, '/alarm').catch((e: unknown) => e);
    await kit.reject('validateToken', Object.assign(new Error('110'), { code: 110 }));
    expect(isRedirect(await decision)).toBe(true);
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
