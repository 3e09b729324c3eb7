import * as v from 'valibot';
import { LevelSchema } from './level';

/** The answers of src/api/mypage.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

export const MyPageSchema = v.object({
  nickName: v.string(),
  level: LevelSchema,
  point: v.object({ balance: v.number(), isAutoExchange: v.boolean() }),
  /** unread alarms of every type */
  alarmCount: v.number(),
  likeProductCount: v.number(),
  likeShopCount: v.number(),
  recentProductCount: v.number(),
});
