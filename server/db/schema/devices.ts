import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { members } from './members';

/** The app calls' devices (server/app-calls, migration 0004_app.sql). */

/**
 * Devices that make app calls (SPEC.md §7), by deviceUuid: the native apps' web views and the web
 * ('w-…' ids). Push and advertising consent here are the device's; the member's are on members.
 */
export const appDevices = pgTable(
  'app_devices',
  {
    deviceUuid: varchar('device_uuid', { length: 100 }).primaryKey(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    deviceType: smallint('device_type'),
    os: varchar('os', { length: 10 }).$type<'android' | 'ios'>(),
    appVersion: varchar('app_version', { length: 32 }),
    adId: varchar('ad_id', { length: 100 }),
    adAgreed: boolean('ad_agreed').notNull().default(false),
    pushAgreed: boolean('push_agreed').notNull().default(true),
    accessCount: integer('access_count').notNull().default(0),
    lastAccessAt: timestamptz('last_access_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('app_devices_member_id_idx').on(table.memberId),
    check('app_devices_os_check', sql`${table.os} is null or ${table.os} in ('android', 'ios')`),
  ],
);

export type AppDevice = typeof appDevices.$inferSelect;
