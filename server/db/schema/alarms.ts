import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { members } from './members';

/** The member's notifications (issue 12, migration 0005_member_points_alarms.sql). */

/** Alarm types (SPEC.md §3 "Alarm: alarmType (number)"); names in server/alarms/alarms.ts. */
export type AlarmType = 1 | 2 | 3 | 4;

/** The member's notifications (알림), newest first in the app. */
export const alarms = pgTable(
  'alarms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    alarmType: smallint('alarm_type').$type<AlarmType>().notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    message: text('message').notNull().default(''),
    /** an app path the alarm opens ('/my-page/point'), or null */
    linkPath: text('link_path'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    readAt: timestamptz('read_at'),
  },
  (table) => [
    index('alarms_member_id_created_at_idx').on(table.memberId, table.createdAt),
    index('alarms_member_id_unread_idx').on(table.memberId).where(sql`not ${table.isRead}`),
    check('alarms_alarm_type_check', sql`${table.alarmType} between 1 and 4`),
  ],
);

export type Alarm = typeof alarms.$inferSelect;
