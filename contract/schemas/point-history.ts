import * as v from 'valibot';
import { digits, oneOf } from '../input';
import { PAGE_MAX, PAGE_SIZE } from '../rules';
import { pageSchema } from './page';

/** The answers of src/api/point-history.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

/** the history's filters: everything, what was earned, what was spent */
export const POINT_HISTORY_TYPES = ['ALL', 'EARNED', 'SPENT'] as const;

export const PointRowSchema = v.object({
  pointId: v.number(),
  type: v.picklist(['EARNED', 'SPENT']),
  /** ATTENDANCE, EXCHANGE, EXPIRED, … */
  reason: v.string(),
  /** what to show */
  title: v.string(),
  /** always positive; `type` says the direction */
  amount: v.number(),
  /** the balance after this row */
  balance: v.number(),
  createdDt: v.string(),
  expireDt: v.nullable(v.string()),
  exchangeId: v.nullable(v.number()),
});

export const PointHistorySchema = pageSchema(PointRowSchema, { type: v.picklist(POINT_HISTORY_TYPES) });

// --- requests ------------------------------------------------------------------------------------

/** GET /api/v1/user/point */
export const PointListQuerySchema = v.object({
  page: v.optional(digits(1, PAGE_MAX), '1'),
  size: v.optional(digits(1, PAGE_SIZE.max), String(PAGE_SIZE.default)),
  type: v.optional(oneOf(POINT_HISTORY_TYPES), 'ALL'),
});
