import * as v from 'valibot';
import { flag } from '../input';
import { ExchangeReceiptSchema } from './point-exchange';
import { withToasts } from './toast';

/** The answers of src/api/point-auto-exchange.ts as both sides read them (issue 26): the server types its answers with them, the app parses with them. */

export const AutoExchangeResultSchema = v.object({
  isAutoExchange: v.boolean(),
  balance: v.number(),
  exchange: v.nullable(ExchangeReceiptSchema),
  /** when switching on exchanged points at once */
  ...withToasts,
});

// --- requests ------------------------------------------------------------------------------------

/** POST /api/v1/user/point/automatic-exchange */
export const AutoExchangeBodySchema = v.object({ enabled: flag() });
