import { eq, type SQL, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { MemberAuth } from '../auth/middleware';
import type { AppDb } from '../db/client';
import { type AppDevice, appDevices } from '../db/schema';
import { currentMember, findActiveMember, yn, type YN } from '../members/members';
import { type Clock, toKstIso } from '../time';
import { header, jsonBody, text } from '../validation';
import { appInfo, compareVersions, systemInspection } from './settings';
import {
  AppAccessBodySchema,
  AppAdBodySchema,
  AppAdIdBodySchema,
  AppPushBodySchema,
  AppVersionBodySchema,
  type AppAccessSchema,
  type AppAdConsentSchema,
  type AppAdIdSchema,
  type AppProfileSchema,
  type AppPushSchema,
  type AppSettingsSchema,
  type AppUserIdSchema,
  type AppVersionSchema,
} from '../../contract/schemas/app';
import type { Wire } from '../../contract/schemas/page';

/**
 * The app calls of SPEC.md §7 ("All require header deviceUuid"), mounted at /api. (The
 * short-link lookup is the catalog's: GET /api/v1/display/web/shortlink?code=.) A call without deviceUuid answers 400 code 10. Every call registers the device
 * (app_devices) the first time it is seen.
 */

/** what the apps and the web send: 'w-<uuid>' from the web, the app's own ids otherwise */
const DEVICE_UUID = /^[A-Za-z0-9._:-]{1,100}$/;

interface DeviceEnv {
  Variables: { deviceUuid: string };
}

const requireDeviceUuid = createMiddleware<DeviceEnv>(async (c, next) => {
  c.set('deviceUuid', header(c, 'deviceUuid', text({ max: 100, pattern: DEVICE_UUID })));
  await next();
});

async function device(db: AppDb, deviceUuid: string, now: Date): Promise<AppDevice> {
  await db.insert(appDevices).values({ deviceUuid, createdAt: now, updatedAt: now }).onConflictDoNothing();
  const [row] = await db.select().from(appDevices).where(eq(appDevices.deviceUuid, deviceUuid)).limit(1);
  if (row === undefined) throw new Error('device row vanished');
  return row;
}

async function updateDevice(db: AppDb, deviceUuid: string, values: { [K in keyof Omit<AppDevice, 'deviceUuid'>]?: AppDevice[K] | SQL }, now: Date): Promise<AppDevice> {
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
      } satisfies Wire<typeof AppProfileSchema>);
    })
    .post('/v1/app/access', async (c) => {
      const { deviceType, os, appVersion } = await jsonBody(c, AppAccessBodySchema, { optional: true });
      const now = clock();
      // counted in the statement (issue 27): two starts at once on two instances count two
      const row = await updateDevice(
        db,
        c.var.deviceUuid,
        {
          accessCount: sql`${appDevices.accessCount} + 1`,
          lastAccessAt: now,
          ...(deviceType === undefined ? {} : { deviceType }),
          ...(os === undefined ? {} : { os }),
          ...(appVersion === undefined ? {} : { appVersion }),
        },
        now,
      );
      return c.json({ accessDt: toKstIso(now), accessCount: row.accessCount } satisfies Wire<typeof AppAccessSchema>);
    })
    .put('/v1/app/ad/id', async (c) => {
      const { adId } = await jsonBody(c, AppAdIdBodySchema);
      const row = await updateDevice(db, c.var.deviceUuid, { adId }, clock());
      return c.json({ adId: row.adId ?? adId } satisfies Wire<typeof AppAdIdSchema>);
    })
    .put('/v1/app/ad', async (c) => {
      const { adYN } = await jsonBody(c, AppAdBodySchema);
      const row = await updateDevice(db, c.var.deviceUuid, { adAgreed: isY(adYN) }, clock());
      return c.json({ adYN: yn(row.adAgreed) } satisfies Wire<typeof AppAdConsentSchema>);
    })
    .put('/v1/app/push', async (c) => {
      const { pushYN } = await jsonBody(c, AppPushBodySchema);
      const row = await updateDevice(db, c.var.deviceUuid, { pushAgreed: isY(pushYN) }, clock());
      return c.json({ pushYN: yn(row.pushAgreed) } satisfies Wire<typeof AppPushSchema>);
    })
    .get('/v1/app/settings', async (c) => {
      const row = await device(db, c.var.deviceUuid, clock());
      return c.json({ pushYN: yn(row.pushAgreed), adYN: yn(row.adAgreed) } satisfies Wire<typeof AppSettingsSchema>);
    })
    /** ties the device to the signed-in member (a member call) */
    .put('/v1/app/user/id', auth.requireMember, async (c) => {
      const member = await currentMember(db, c.var.member.memberId);
      await updateDevice(db, c.var.deviceUuid, { memberId: member.id }, clock());
      return c.json({ userId: member.id } satisfies Wire<typeof AppUserIdSchema>);
    })
    .put('/v1/app/version', async (c) => {
      const { appVersion, os } = await jsonBody(c, AppVersionBodySchema);
      await updateDevice(db, c.var.deviceUuid, { appVersion, os }, clock());
      const info = await appInfo(db);
      const minimum = os === 'android' ? info.androidMinVersion : info.iOSMinVersion;
      return c.json({ appVersion, os, updateRequired: compareVersions(appVersion, minimum) < 0 } satisfies Wire<typeof AppVersionSchema>);
    });
  return app as unknown as Hono;
}
