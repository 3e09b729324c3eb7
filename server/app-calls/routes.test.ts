import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../db/client';
import { appDevices } from '../db/schema';
import { bearer, memberIdOf, OPERATOR_HEADERS, signInNaver, testApp, type TestApp } from '../test-app';
import { openTestDatabase } from '../test-database';
import { appShortLinkRows } from '../seed/app-calls';
import { buildWebVersion, compareVersions } from './settings';

let database: OpenDatabase;
let t: TestApp;
beforeAll(async () => {
  database = await openTestDatabase();
  t = testApp(database.db);
});
afterAll(async () => {
  await database?.close();
});

let deviceSequence = 0;
const newDevice = () => `w-test-${Date.now().toString(36)}-${(deviceSequence += 1)}`;

async function call(
  method: string,
  path: string,
  options: { device?: string | null; token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const device = options.device === undefined ? newDevice() : options.device;
  const res = await t.app.request(path, {
    method,
    headers: {
      ...(device === null ? {} : { deviceUuid: device }),
      ...(options.token ? bearer(options.token) : {}),
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...options.headers,
    },
    ...(options.body === undefined || method === 'GET' ? {} : { body: JSON.stringify(options.body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const operator = (path: string, body: unknown) => call('POST', `/api/dev/operator${path}`, { device: null, body, headers: OPERATOR_HEADERS });

describe('every app call requires deviceUuid (SPEC.md §5)', () => {
  it.each([
    ['GET', '/api/v2/app/profile'],
    ['POST', '/api/v1/app/access'],
    ['PUT', '/api/v1/app/ad/id'],
    ['PUT', '/api/v1/app/ad'],
    ['PUT', '/api/v1/app/push'],
    ['GET', '/api/v1/app/settings'],
    ['PUT', '/api/v1/app/user/id'],
    ['PUT', '/api/v1/app/version'],
  ])('%s %s answers 400 code 10 without it, 12 when malformed', async (method, path) => {
    expect(await call(method, path, { device: null, body: {} })).toMatchObject({
      status: 400,
      body: { code: 10, message: 'deviceUuid 값이 필요해요.', errorType: 'USER' },
    });
    expect(await call(method, path, { device: 'has spaces', body: {} })).toMatchObject({ status: 400, body: { code: 12 } });
  });
});

describe('GET /api/v2/app/profile', () => {
  it('answers appInfo (webVersion = the build’s by default), no userInfo for a visitor, no inspection', async () => {
    const { status, body } = await call('GET', '/api/v2/app/profile');
    expect(status).toBe(200);
    expect(body).toEqual({
      appInfo: { androidMinVersion: '1.0.0', iOSMinVersion: '1.0.0', webVersion: buildWebVersion() },
      userInfo: null,
      systemInspectionInfo: { isProgress: false, message: null, startDt: null, endDt: null },
    });
    expect(buildWebVersion()).toBe('2.26.2');
  });

  it('answers the member in userInfo', async () => {
    const signIn = await signInNaver(t);
    const { body } = await call('GET', '/api/v2/app/profile', { token: signIn.accessToken });
    expect(body.userInfo).toEqual({ userId: memberIdOf(signIn.accessToken), nickName: expect.any(String), pushYN: 'Y', adYN: 'N' });
  });

  it('registers the device the first time it is seen', async () => {
    const device = newDevice();
    await call('GET', '/api/v2/app/profile', { device });
    const [row] = await database.db.select().from(appDevices).where(eq(appDevices.deviceUuid, device));
    expect(row).toMatchObject({ deviceUuid: device, accessCount: 0, pushAgreed: true, adAgreed: false });
  });
});

describe('operator switches for the app profile', () => {
  it('maintenance on and off: the profile reports the inspection', async () => {
    const on = await operator('/maintenance', { isProgress: true, message: '시스템 점검 중이에요.', endDt: '2025-03-01T06:00:00+09:00' });
    expect(on).toEqual({
      status: 200,
      body: { systemInspectionInfo: { isProgress: true, message: '시스템 점검 중이에요.', startDt: null, endDt: '2025-03-01T06:00:00+09:00' } },
    });
    expect((await call('GET', '/api/v2/app/profile')).body.systemInspectionInfo).toMatchObject({ isProgress: true });
    // the API stays up during maintenance, so a bypassing shopper can use the app
    expect((await call('GET', '/api/v1/app/settings')).status).toBe(200);

    const off = await operator('/maintenance', { isProgress: false, message: 'ignored' });
    expect(off.body).toEqual({ systemInspectionInfo: { isProgress: false, message: null, startDt: null, endDt: null } });
    expect((await call('GET', '/api/v2/app/profile')).body.systemInspectionInfo).toMatchObject({ isProgress: false });
  });

  it('maintenance validates its body', async () => {
    expect(await operator('/maintenance', {})).toMatchObject({ status: 400, body: { code: 10 } });
    expect(await operator('/maintenance', { isProgress: 'yes' })).toMatchObject({ status: 400, body: { code: 12 } });
    expect(await operator('/maintenance', { isProgress: true, endDt: 'tomorrow' })).toMatchObject({ status: 400, body: { code: 12 } });
  });

  it('app-info sets webVersion and the minimum versions; null goes back to the default', async () => {
    const set = await operator('/app-info', { webVersion: '2.27.0', iOSMinVersion: '3.1.0' });
    expect(set).toEqual({ status: 200, body: { appInfo: { androidMinVersion: '1.0.0', iOSMinVersion: '3.1.0', webVersion: '2.27.0' } } });
    expect((await call('GET', '/api/v2/app/profile')).body.appInfo).toEqual({ androidMinVersion: '1.0.0', iOSMinVersion: '3.1.0', webVersion: '2.27.0' });

    const reset = await operator('/app-info', { webVersion: null, iOSMinVersion: null });
    expect(reset.body).toEqual({ appInfo: { androidMinVersion: '1.0.0', iOSMinVersion: '1.0.0', webVersion: buildWebVersion() } });
  });

  it('app-info needs one known field with a version', async () => {
    expect(await operator('/app-info', {})).toMatchObject({ status: 400, body: { code: 10 } });
    expect(await operator('/app-info', { webVersion: 'latest' })).toMatchObject({ status: 400, body: { code: 12 } });
  });

  it('both need the operator key', async () => {
    const res = await t.app.request('/api/dev/operator/maintenance', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ isProgress: true }),
    });
    expect(res.status).toBe(403);
    expect((await call('GET', '/api/v2/app/profile')).body.systemInspectionInfo).toMatchObject({ isProgress: false });
  });
});

describe('device calls', () => {
  it('POST /api/v1/app/access counts accesses and keeps what the app says about itself', async () => {
    const device = newDevice();
    const first = await call('POST', '/api/v1/app/access', { device });
    expect(first).toEqual({ status: 200, body: { accessDt: expect.stringMatching(/\+09:00$/), accessCount: 1 } });
    const second = await call('POST', '/api/v1/app/access', { device, body: { deviceType: 1003, os: 'ios', appVersion: '3.2.0' } });
    expect(second.body.accessCount).toBe(2);
    const [row] = await database.db.select().from(appDevices).where(eq(appDevices.deviceUuid, device));
    expect(row).toMatchObject({ deviceType: 1003, os: 'ios', appVersion: '3.2.0' });
    expect(await call('POST', '/api/v1/app/access', { device, body: { deviceType: 9 } })).toMatchObject({ status: 400, body: { code: 12 } });
  });

  it('ad id, ad consent and push are the device’s, and settings answer them', async () => {
    const device = newDevice();
    expect(await call('GET', '/api/v1/app/settings', { device })).toEqual({ status: 200, body: { pushYN: 'Y', adYN: 'N' } });
    expect(await call('PUT', '/api/v1/app/ad/id', { device, body: { adId: ' 38400000-8cf0-11bd-b23e-10b96e40000d ' } })).toEqual({
      status: 200,
      body: { adId: '38400000-8cf0-11bd-b23e-10b96e40000d' },
    });
    expect(await call('PUT', '/api/v1/app/ad', { device, body: { adYN: 'Y' } })).toEqual({ status: 200, body: { adYN: 'Y' } });
    expect(await call('PUT', '/api/v1/app/push', { device, body: { pushYN: 'N' } })).toEqual({ status: 200, body: { pushYN: 'N' } });
    expect((await call('GET', '/api/v1/app/settings', { device })).body).toEqual({ pushYN: 'N', adYN: 'Y' });
    // another device is not touched
    expect((await call('GET', '/api/v1/app/settings')).body).toEqual({ pushYN: 'Y', adYN: 'N' });
  });

  it('validates bodies: adId required, YN values only', async () => {
    expect(await call('PUT', '/api/v1/app/ad/id', { body: {} })).toMatchObject({ status: 400, body: { code: 10 } });
    expect(await call('PUT', '/api/v1/app/ad', { body: { adYN: true } })).toMatchObject({ status: 400, body: { code: 12 } });
    expect(await call('PUT', '/api/v1/app/push', { body: { pushYN: 'yes' } })).toMatchObject({ status: 400, body: { code: 12 } });
    expect(await call('PUT', '/api/v1/app/push')).toMatchObject({ status: 400, body: { code: 10 } });
  });

  it('PUT /api/v1/app/user/id ties the device to the member, and needs one', async () => {
    expect(await call('PUT', '/api/v1/app/user/id')).toMatchObject({ status: 401, body: { code: 110 } });
    const signIn = await signInNaver(t);
    const device = newDevice();
    const userId = memberIdOf(signIn.accessToken);
    expect(await call('PUT', '/api/v1/app/user/id', { device, token: signIn.accessToken })).toEqual({ status: 200, body: { userId } });
    const [row] = await database.db.select().from(appDevices).where(eq(appDevices.deviceUuid, device));
    expect(row?.memberId).toBe(userId);
  });

  it('PUT /api/v1/app/version tells whether the app is older than its platform’s minimum', async () => {
    await operator('/app-info', { androidMinVersion: '3.10.0' });
    expect((await call('PUT', '/api/v1/app/version', { body: { appVersion: '3.9.9', os: 'android' } })).body).toEqual({
      appVersion: '3.9.9',
      os: 'android',
      updateRequired: true,
    });
    expect((await call('PUT', '/api/v1/app/version', { body: { appVersion: '3.10.0', os: 'android' } })).body.updateRequired).toBe(false);
    expect((await call('PUT', '/api/v1/app/version', { body: { appVersion: '1.0.0', os: 'ios' } })).body.updateRequired).toBe(false);
    expect(await call('PUT', '/api/v1/app/version', { body: { appVersion: 'v3', os: 'ios' } })).toMatchObject({ status: 400, body: { code: 12 } });
    expect(await call('PUT', '/api/v1/app/version', { body: { appVersion: '3.0.0', os: 'windows' } })).toMatchObject({ status: 400, body: { code: 12 } });
    await operator('/app-info', { androidMinVersion: null });
  });

  it('compareVersions compares part by part', () => {
    expect(compareVersions('3.10.0', '3.9.9')).toBe(1);
    expect(compareVersions('3.1', '3.1.0')).toBe(0);
    expect(compareVersions('2.0.0', '10.0.0')).toBe(-1);
  });
});

describe('short links for the redirector (seed)', () => {
  it('are answered by the catalog’s short-link lookup', async () => {
    for (const row of appShortLinkRows) {
      const { status, body } = await call('GET', `/api/v1/display/web/shortlink?code=${row.code}`);
      expect(status).toBe(200);
      expect(body).toMatchObject({ code: row.code, targetPath: row.targetPath });
    }
  });
});
