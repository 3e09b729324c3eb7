import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDb } from '../db/client';
import { ApiError, ErrorCode } from '../errors';
import { findActiveMember } from '../members/members';
import type { Clock } from '../time';
import { digits, INT4_MAX, integer, jsonBody, param, text } from '../validation';
import { earnPoints } from './ledger';

/**
 * The operator's point switch (tests and support), mounted inside /api/dev/operator (its key check
 * runs first): POST /users/:userId/points gives a member points as an ordinary earn (ledger row,
 * alarm, toast, automatic exchange when it is on).
 */

const GrantBody = v.object({
  amount: integer(1, 1_000_000),
  reason: v.optional(text({ max: 100 }), '운영자 지급'),
});

export function operatorPointRoutes(db: AppDb, clock: Clock): Hono {
  return new Hono().post('/users/:userId/points', async (c) => {
    const userId = param(c, 'userId', digits(1, INT4_MAX));
    const { amount, reason } = await jsonBody(c, GrantBody);
    if ((await findActiveMember(db, userId)) === undefined) throw new ApiError(ErrorCode.NoData, { message: '그런 회원이 없어요.' });
    const result = await earnPoints(db, userId, { reason: 'OPERATOR', amount, title: reason }, clock());
    return c.json({ userId, ...result });
  });
}
