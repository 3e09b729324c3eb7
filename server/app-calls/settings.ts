import { readFileSync } from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { settings } from '../db/schema';
import type { Clock } from '../time';
import type { Wire } from '../../contract/schemas/page';
import type { AppProfileSchema } from '../../contract/schemas/app';

/**
 * Server-wide values of the app profile, kept in the settings table and switched by the operator
 * (POST /api/dev/operator/maintenance, /app-info): the inspection (maintenance) state and the
 * versions the apps and the web should run.
 */

/** startDt, endDt: ISO 8601 in KST, as the operator gave them */
export type SystemInspection = Wire<typeof AppProfileSchema>['systemInspectionInfo'];

export type AppInfo = Wire<typeof AppProfileSchema>['appInfo'];

const INSPECTION_KEY = 'systemInspection';
const APP_INFO_KEY = 'appInfo';
/**
 * The newest web build any instance started with on this database (`{ version }`, issue 27): the
 * webVersion while the operator sets none, the same for every instance, so instances of two builds
 * during a rolling deploy never tell the apps two versions. Raised at start-up under the start-up
 * lock (db/prepare.ts), never lowered: after a rollback the operator sets webVersion.
 */
const WEB_BUILD_KEY = 'webBuild';

export const NO_INSPECTION: SystemInspection = { isProgress: false, message: null, startDt: null, endDt: null };

let packageVersion: string | undefined;
/**
 * The web build's version (package.json): what this instance records at start-up as the database's
 * web build (recordWebBuild); the webVersion itself is read from the database.
 */
export function buildWebVersion(): string {
  if (packageVersion === undefined) {
    const raw = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: unknown };
    packageVersion = typeof raw.version === 'string' ? raw.version : '0.0.0';
  }
  return packageVersion;
}

export function defaultAppInfo(): AppInfo {
  return { androidMinVersion: '1.0.0', iOSMinVersion: '1.0.0', webVersion: buildWebVersion() };
}

type SettingValue = Record<string, unknown>;

const asObject = (value: unknown): SettingValue | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as SettingValue) : undefined;

async function readSetting(db: AppDb, key: string, options: { lock?: boolean } = {}): Promise<SettingValue | undefined> {
  const query = db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return asObject(row?.value);
}

/** Several settings in one read. */
async function readSettings(db: AppDb, keys: readonly string[]): Promise<Map<string, SettingValue>> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings).where(inArray(settings.key, [...keys]));
  return new Map(rows.flatMap((row) => {
    const value = asObject(row.value);
    return value === undefined ? [] : [[row.key, value] as const];
  }));
}

async function writeSetting(db: AppDb, key: string, value: unknown, now: Date): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
}

const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

export async function systemInspection(db: AppDb): Promise<SystemInspection> {
  const stored = await readSetting(db, INSPECTION_KEY);
  if (!stored) return NO_INSPECTION;
  return {
    isProgress: stored.isProgress === true,
    message: str(stored.message),
    startDt: str(stored.startDt),
    endDt: str(stored.endDt),
  };
}

export async function setSystemInspection(db: AppDb, value: SystemInspection, clock: Clock): Promise<SystemInspection> {
  await writeSetting(db, INSPECTION_KEY, value, clock());
  return value;
}

/**
 * The versions the apps and the web should run: the operator's (POST /app-info), else the newest web
 * build recorded in the database (never this instance's own package.json, issue 27), else the defaults.
 */
export async function appInfo(db: AppDb): Promise<AppInfo> {
  const stored = await readSettings(db, [APP_INFO_KEY, WEB_BUILD_KEY]);
  const operator = stored.get(APP_INFO_KEY);
  const defaults = defaultAppInfo();
  return {
    androidMinVersion: str(operator?.androidMinVersion) ?? defaults.androidMinVersion,
    iOSMinVersion: str(operator?.iOSMinVersion) ?? defaults.iOSMinVersion,
    webVersion: str(operator?.webVersion) ?? str(stored.get(WEB_BUILD_KEY)?.version) ?? defaults.webVersion,
  };
}

/**
 * Changes some of the versions; a null value goes back to the default. Read and written under the
 * row's lock: two operators at once on two instances both keep their change.
 */
export async function setAppInfo(db: AppDb, changes: { [K in keyof AppInfo]?: string | null }, clock: Clock): Promise<AppInfo> {
  const now = clock();
  await db.transaction(async (tx) => {
    await tx.insert(settings).values({ key: APP_INFO_KEY, value: {}, updatedAt: now }).onConflictDoNothing();
    const stored = (await readSetting(tx, APP_INFO_KEY, { lock: true })) ?? {};
    const given = Object.entries(changes).filter(([, value]) => value !== undefined);
    const next = Object.fromEntries([
      ...Object.entries(stored).filter(([key]) => !given.some(([changed]) => changed === key)),
      ...given.filter(([, value]) => value !== null),
    ]);
    await writeSetting(tx, APP_INFO_KEY, next, now);
  });
  return appInfo(db);
}

/**
 * Records `version` as the database's web build when it is newer than the one recorded (or none is);
 * answers the recorded one. Called at start-up under the start-up lock (db/prepare.ts).
 */
export async function recordWebBuild(db: AppDb, version: string, now: Date): Promise<string> {
  const recorded = str((await readSetting(db, WEB_BUILD_KEY, { lock: true }))?.version);
  if (recorded !== null && compareVersions(recorded, version) >= 0) return recorded;
  await writeSetting(db, WEB_BUILD_KEY, { version }, now);
  return version;
}

/** Dotted numeric versions compared part by part ('3.10.0' > '3.9.9'); non-numeric parts count as 0. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((part) => Number.parseInt(part, 10) || 0);
  const pb = b.split('.').map((part) => Number.parseInt(part, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  return 0;
}

/** The operator's switch that makes one member's withdrawal fail with code 400 (the shop's side failed). */
const withdrawalFailureKey = (memberId: number) => `withdrawal-failure:${memberId}`;

export async function withdrawalFailureFor(db: AppDb, memberId: number): Promise<boolean> {
  return (await readSetting(db, withdrawalFailureKey(memberId)))?.enabled === true;
}

export async function setWithdrawalFailure(db: AppDb, memberId: number, enabled: boolean, clock: Clock): Promise<boolean> {
  await writeSetting(db, withdrawalFailureKey(memberId), { enabled }, clock());
  return enabled;
}
