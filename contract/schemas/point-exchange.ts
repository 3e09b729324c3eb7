import * as v from 'valibot';

/** The answers of src/api/point-exchange.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

export const ExchangeReceiptSchema = v.object({
  exchangeId: v.number(),
  kind: v.picklist(['MANUAL', 'AUTO']),
  amount: v.number(),
  /** '적립금' */
  target: v.string(),
  /** 적립금 received, the bonus included */
  shopPoints: v.number(),
  bonusShopPoints: v.number(),
  /** the 별 balance right after the exchange */
  balance: v.number(),
  exchangedDt: v.string(),
});

export const PointExchangeResultSchema = v.object({ ...ExchangeReceiptSchema.entries, replayed: v.optional(v.boolean(), false) });
