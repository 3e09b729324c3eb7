import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { settings } from '../db/schema';
import type { Clock } from '../time';

/**
 * Server-wide values of the app profile, kept in the settings table and switched by the operator
 * (POST /api/dev/operator/maintenance, /app-info): the inspection (maintenance) state and the
 * versions the apps and the web should run.
 */

export interface SystemInspection {
  readonly isProgress: boolean;
  readonly message: string | null;
  /** ISO 8601 in KST, as the operator gave them */
  readonly startDt: string | null;
  readonly endDt: string | null;
}

export interface AppInfo {
  readonly androidMinVersion: string;
  readonly iOSMinVersion: string;
  readonly webVersion: string;
}

const INSPECTION_KEY = 'systemInspection';
const APP_INFO_KEY = 'appInfo';

export const NO_INSPECTION: SystemInspection = { isProgress: false, message: null, startDt: null, endDt: null };

let packageVersion: string | undefined;
/** The web build's version (package.json): the default webVersion, so a fresh server never forces a reload. */
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

async function readSetting(db: AppDb, key: string): Promise<Record<string, unknown> | undefined> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
  const value = row?.value;
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
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

export async function appInfo(db: AppDb): Promise<AppInfo> {
  const stored = await readSetting(db, APP_INFO_KEY);
  const defaults = defaultAppInfo();
  return {
    androidMinVersion: str(stored?.androidMinVersion) ?? defaults.androidMinVersion,
    iOSMinVersion: str(stored?.iOSMinVersion) ?? defaults.iOSMinVersion,
    webVersion: str(stored?.webVersion) ?? defaults.webVersion,
  };
}

/** Changes some of the versions; a null value goes back to the default. */
export async function setAppInfo(db: AppDb, changes: { [K in keyof AppInfo]?: string | null }, clock: Clock): Promise<AppInfo> {
  const stored = (await readSetting(db, APP_INFO_KEY)) ?? {};
  const given = Object.entries(changes).filter(([, value]) => value !== undefined);
  const next = Object.fromEntries([
    ...Object.entries(stored).filter(([key]) => !given.some(([changed]) => changed === key)),
    ...given.filter(([, value]) => value !== null),
  ]);
  await writeSetting(db, APP_INFO_KEY, next, clock());
  return appInfo(db);
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
