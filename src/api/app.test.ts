// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  appProfileSummary,
  fetchAppProfile,
  fetchAppSettings,
  putAppAdConsent,
  putAppAdId,
  putAppPush,
  putAppUserId,
  putAppVersion,
  recordAppAccess,
  resolveShortLink,
} from './app';
import { SchemaError } from './errors';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let calls: { url: string; method: string; headers: Headers; body: unknown }[] = [];
function serve(body: unknown) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({ url, method: init.method ?? 'GET', headers: new Headers(init.headers), body: init.body ? JSON.parse(String(init.body)) : undefined });
    return json(body);
  });
}

beforeEach(() => {
  calls = [];
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

const profile = {
  appInfo: { androidMinVersion: '3.0.0', iOSMinVersion: '3.0.1', webVersion: '2.26.2' },
  userInfo: null,
  systemInspectionInfo: { isProgress: true, message: '점검 중', startDt: null, endDt: null },
};

describe('app calls (SPEC.md §7)', () => {
  it('GET /api/v2/app/profile, with deviceUuid, reduced for the gates', async () => {
    serve(profile);
    const answer = await fetchAppProfile();
    expect(calls[0]).toMatchObject({ url: '/api/v2/app/profile', method: 'GET' });
    expect(calls[0]!.headers.get('deviceUuid')).toMatch(/^w-/);
    expect(appProfileSummary(answer)).toEqual({
      inspectionInProgress: true,
      webVersion: '2.26.2',
      inspection: { message: '점검 중', startDt: null, endDt: null },
    });
    const over = { ...profile, systemInspectionInfo: { isProgress: false, message: '점검 중', startDt: null, endDt: null } };
    expect(appProfileSummary(over).inspection).toBeNull();
  });

  it('rejects a profile that does not match its schema', async () => {
    serve({ appInfo: {}, systemInspectionInfo: { isProgress: 'yes' } });
    await expect(fetchAppProfile()).rejects.toBeInstanceOf(SchemaError);
  });

  it('each call goes to its path with its method and body', async () => {
    serve({ accessDt: '2025-03-01T10:00:00+09:00', accessCount: 1 });
    await recordAppAccess({ deviceType: 1003, os: 'ios', appVersion: '3.2.0' });
    serve({ adId: 'ad-1' });
    await putAppAdId('ad-1');
    serve({ adYN: 'Y' });
    await putAppAdConsent('Y');
    serve({ pushYN: 'N' });
    await putAppPush('N');
    serve({ pushYN: 'Y', adYN: 'N' });
    await expect(fetchAppSettings()).resolves.toEqual({ pushYN: 'Y', adYN: 'N' });
    serve({ userId: 4 });
    await putAppUserId();
    serve({ appVersion: '3.2.0', os: 'ios', updateRequired: false });
    await putAppVersion({ appVersion: '3.2.0', os: 'ios' });
    serve({ code: 'spring-event', targetPath: '/event/1?type=spring', title: '이벤트' });
    await expect(resolveShortLink('spring-event')).resolves.toEqual({ code: 'spring-event', url: '/event/1?type=spring' });
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/api/v1/app/access', { deviceType: 1003, os: 'ios', appVersion: '3.2.0' }],
      ['PUT', '/api/v1/app/ad/id', { adId: 'ad-1' }],
      ['PUT', '/api/v1/app/ad', { adYN: 'Y' }],
      ['PUT', '/api/v1/app/push', { pushYN: 'N' }],
      ['GET', '/api/v1/app/settings', undefined],
      ['PUT', '/api/v1/app/user/id', {}],
      ['PUT', '/api/v1/app/version', { appVersion: '3.2.0', os: 'ios' }],
      ['GET', '/api/v1/display/web/shortlink?code=spring-event', undefined],
    ]);
    expect(calls.every((c) => c.headers.get('deviceUuid') === localStorage.getItem('uid'))).toBe(true);
  });
});
