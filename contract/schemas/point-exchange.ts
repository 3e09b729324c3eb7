import * as v from 'valibot';
import { id, text } from '../input';
import { withToasts } from './toast';

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

/** the receipt; `toastItems` the first time only (a replayed request has none) */
export const PointExchangeResultSchema = v.object({ ...ExchangeReceiptSchema.entries, replayed: v.optional(v.boolean(), false), ...withToasts });

// --- requests ------------------------------------------------------------------------------------

/** The app's idempotency key: a UUID or another token of letters, digits and `-_.:` */
const RequestKey = text({ max: 64, pattern: /^[A-Za-z0-9._:-]+$/, patternMessage: '{field} 값은 영문, 숫자와 - _ . : 로만 만들 수 있어요.' });

/** POST /api/v1/user/point/exchange */
export const PointExchangeBodySchema = v.object({
  amount: v.pipe(v.number('{field} 값은 숫자여야 해요.'), v.integer('{field} 값은 정수여야 해요.'), v.maxValue(1_000_000_000, '{field} 값이 너무 커요.')),
  requestKey: RequestKey,
});

/** GET /api/v1/user/point/exchange-complete */
export const ExchangeCompleteQuerySchema = v.object({ exchangeId: id({ text: true }) });
