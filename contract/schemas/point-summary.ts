import * as v from 'valibot';

/** The answers of src/api/point-summary.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

export const ExchangeRulesSchema = v.object({
  unit: v.number(),
  minimum: v.number(),
  dailyLimit: v.number(),
  todayExchanged: v.number(),
  /** whole units within the balance and what is left of today's limit; 0 under the minimum */
  availableAmount: v.number(),
});

export const PointSummarySchema = v.object({
  balance: v.number(),
  earnedThisMonth: v.number(),
  expiringSoon: v.object({ amount: v.number(), withinDays: v.number(), firstExpireDt: v.nullable(v.string()) }),
  isAutoExchange: v.boolean(),
  exchange: ExchangeRulesSchema,
});
