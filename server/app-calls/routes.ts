import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { MemberAuth } from '../auth/middleware';
import type { AppDb } from '../db/client';
import { type AppDevice, appDevices } from '../db/schema';
import { currentMember, findActiveMember, yn, type YN } from '../members/members';
import { optionalOneOf, optionalString, readJsonObject, requiredHeader, requiredOneOf, requiredString } from '../request';
import { type Clock, toKstIso } from '../time';
import { appInfo, compareVersions, systemInspection } from './settings';

/**
 * The app calls of SPEC.md §7 ("All require header deviceUuid"), mounted at /api. (The
 * short-link lookup is the catalog's: GET /api/v1/display/web/shortlink?code=.) A call without deviceUuid answers 400 code 10. Every call registers the device
 * (app_devices) the first time it is seen.
 */

const YN_VALUES = ['Y', 'N'] as const;
const OS_VALUES = ['android', 'ios'] as const;
/** what the apps and the web send: 'w-<uuid>' from the web, the app's own ids otherwise */
const DEVICE_UUID = /^[A-Za-z0-9._:-]{1,100}$/;
const VERSION = /^\d{1,4}(\.\d{1,4}){0,3}$/;
const DEVICE_TYPES = [1001, 1002, 1003] as const;

interface DeviceEnv {
  Variables: { deviceUuid: string };
}

const requireDeviceUuid = createMiddleware<DeviceEnv>(async (c, next) => {
  c.set('deviceUuid', requiredHeader(c, 'deviceUuid', { pattern: DEVICE_UUID, maxLength: 100 }));
  await next();
});

async function device(db: AppDb, deviceUuid: string, now: Date): Promise<AppDevice> {
  await db.insert(appDevices).values({ deviceUuid, createdAt: now, updatedAt: now }).onConflictDoNothing();
  const [row] = await db.select().from(appDevices).where(eq(appDevices.deviceUuid, deviceUuid)).limit(1);
  if (row === undefined) throw new Error('device row vanished');
  return row;
}

async function updateDevice(db: AppDb, deviceUuid: string, values: Partial<Omit<AppDevice, 'deviceUuid'>>, now: Date): Promise<AppDevice> {
  await device(db, deviceUuid, now);
  const [row] = await db
    .update(appDevices)
    .set({ ...values, updatedAt: now })
    .where(eq(appDevices.deviceUuid, deviceUuid))
    .returning();
  if (row === undefined) throw new Error('device row vanished');
  return row;
}

const isY = (value: YN) => value === 'Y';

export function appCallRoutes(db: AppDb, auth: MemberAuth, clock: Clock): Hono {
  const app = new Hono<DeviceEnv>()
    .use('/v1/app/*', requireDeviceUuid)
    .use('/v2/app/*', requireDeviceUuid)
    /** SPEC.md §3 App profile: appInfo, userInfo (null for a visitor), systemInspectionInfo */
    .get('/v2/app/profile', auth.optionalMember, async (c) => {
      await device(db, c.var.deviceUuid, clock());
      const signedIn = c.var.member;
      const member = signedIn ? await findActiveMember(db, signedIn.memberId) : undefined;
      return c.json({
        appInfo: await appInfo(db),
        userInfo: member
          ? { userId: member.id, nickName: member.nickName ?? '', pushYN: yn(member.pushAgreed), adYN: yn(member.adAgreed) }
          : null,
        systemInspectionInfo: await systemInspection(db),
      });
    })
    .post('/v1/app/access', async (c) => {
      const body = await readJsonObject(c, { optional: true });
      const deviceType = optionalOneOf(body, 'deviceType', DEVICE_TYPES);
      const os = optionalOneOf(body, 'os', OS_VALUES);
      const appVersion = optionalString(body, 'appVersion', { pattern: VERSION, maxLength: 32 });
      const now = clock();
      const current = await device(db, c.var.deviceUuid, now);
      const row = await updateDevice(
        db,
        c.var.deviceUuid,
        {
          accessCount: current.accessCount + 1,
          lastAccessAt: now,
          ...(deviceType === undefined ? {} : { deviceType }),
          ...(os === undefined ? {} : { os }),
          ...(appVersion === undefined ? {} : { appVersion }),
        },
        now,
      );
      return c.json({ accessDt: toKstIso(now), accessCount: row.accessCount });
    })
    .put('/v1/app/ad/id', async (c) => {
      const adId = requiredString(await readJsonObject(c), 'adId', { maxLength: 100 }).trim();
      const row = await updateDevice(db, c.var.deviceUuid, { adId }, clock());
      return c.json({ adId: row.adId });
    })
    .put('/v1/app/ad', async (c) => {
      const adYN = requiredOneOf(await readJsonObject(c), 'adYN', YN_VALUES);
      const row = await updateDevice(db, c.var.deviceUuid, { adAgreed: isY(adYN) }, clock());
      return c.json({ adYN: yn(row.adAgreed) });
    })
    .put('/v1/app/push', async (c) => {
      const pushYN = requiredOneOf(await readJsonObject(c), 'pushYN', YN_VALUES);
      const row = await updateDevice(db, c.var.deviceUuid, { pushAgreed: isY(pushYN) }, clock());
      return c.json({ pushYN: yn(row.pushAgreed) });
    })
    .get('/v1/app/settings', async (c) => {
      const row = await device(db, c.var.deviceUuid, clock());
      return c.json({ pushYN: yn(row.pushAgreed), adYN: yn(row.adAgreed) });
    })
    /** ties the device to the signed-in member (a member call) */
    .put('/v1/app/user/id', auth.requireMember, async (c) => {
      const member = await currentMember(db, c.var.member.memberId);
      await updateDevice(db, c.var.deviceUuid, { memberId: member.id }, clock());
      return c.json({ userId: member.id });
    })
    .put('/v1/app/version', async (c) => {
      const body = await readJsonObject(c);
      const appVersion = requiredString(body, 'appVersion', { pattern: VERSION, maxLength: 32 });
      const os = requiredOneOf(body, 'os', OS_VALUES);
      await updateDevice(db, c.var.deviceUuid, { appVersion, os }, clock());
      const info = await appInfo(db);
      const minimum = os === 'android' ? info.androidMinVersion : info.iOSMinVersion;
      return c.json({ appVersion, os, updateRequired: compareVersions(appVersion, minimum) < 0 });
    });
  return app as unknown as Hono;
}
