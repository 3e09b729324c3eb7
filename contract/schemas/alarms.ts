import * as v from 'valibot';
import { digits, id } from '../input';
import { PAGE_MAX, PAGE_SIZE } from '../rules';
import { pageSchema } from './page';

/**
 * Alarms (docs/api.md "GET /api/v1/alarm" and the calls around it), member only. The server
 * validates its input with the request schemas and types its answers from the response schemas;
 * the app parses the answers with them (src/api/alarm*.ts).
 */

/** The alarm types: 1 별 적립·교환, 2 특가·혜택, 3 커뮤니티, 4 공지·안내. */
export const ALARM_TYPE_CODES = [1, 2, 3, 4] as const;
export type AlarmTypeCode = (typeof ALARM_TYPE_CODES)[number];
const TYPE_MESSAGE = `{field} 값은 ${ALARM_TYPE_CODES.join(', ')} 중 하나여야 해요.`;

// --- requests ------------------------------------------------------------------------------------

/** alarmType in a query: absent or the text 'null' (the app's '전체' tab) is every type. */
const AlarmTypeQuery = v.optional(
  v.union(
    [
      v.pipe(
        v.literal('null'),
        v.transform(() => undefined),
      ),
      v.pipe(v.string(), v.regex(/^\d{1,3}$/, TYPE_MESSAGE), v.transform(Number), v.picklist(ALARM_TYPE_CODES, TYPE_MESSAGE)),
    ],
    TYPE_MESSAGE,
  ),
);

/** GET /api/v1/alarm */
export const AlarmListQuerySchema = v.object({
  alarmType: AlarmTypeQuery,
  page: v.optional(digits(1, PAGE_MAX), '1'),
  size: v.optional(digits(1, PAGE_SIZE.max), String(PAGE_SIZE.default)),
});

/** GET /api/v1/alarm/count */
export const AlarmCountQuerySchema = v.object({ alarmType: AlarmTypeQuery });

/** PUT /api/v1/alarm/read: one alarm (alarmId), or every alarm of a type (alarmType), or all (neither). */
export const AlarmReadBodySchema = v.pipe(
  v.object({
    alarmId: v.optional(v.nullable(id())),
    alarmType: v.optional(v.nullable(v.picklist(ALARM_TYPE_CODES, TYPE_MESSAGE))),
  }),
  v.check((body) => body.alarmId == null || body.alarmType == null, 'alarmId와 alarmType은 함께 보낼 수 없어요. 하나만 보내 주세요.'),
);
export type AlarmReadBody = v.InferInput<typeof AlarmReadBodySchema>;

// --- responses -----------------------------------------------------------------------------------

/** GET /api/v1/alarm/type */
export const AlarmTypeSchema = v.object({ alarmType: v.number(), name: v.string() });
export const AlarmTypesSchema = v.object({ items: v.array(AlarmTypeSchema) });

export const AlarmSchema = v.object({
  alarmId: v.number(),
  alarmType: v.number(),
  typeName: v.string(),
  title: v.string(),
  message: v.nullish(v.string(), null),
  /** an app path the alarm opens, or null */
  linkPath: v.nullish(v.string(), null),
  isRead: v.boolean(),
  /** KST, `+09:00` */
  createdDt: v.string(),
});

/** GET /api/v1/alarm: one page, with the type asked for (null: all) and the unread count of that type. */
export const AlarmPageSchema = pageSchema(AlarmSchema, { alarmType: v.nullable(v.number()), unreadCount: v.number() });

/** GET /api/v1/alarm/count */
export const AlarmCountSchema = v.object({ alarmType: v.optional(v.nullable(v.number())), count: v.number() });

/** PUT /api/v1/alarm/read: how many became read, and the unread count left (every type). */
export const AlarmReadSchema = v.object({ readCount: v.number(), count: v.number() });
