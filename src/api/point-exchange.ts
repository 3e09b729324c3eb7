import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import { request } from './client';
import { ExchangeReceiptSchema, PointExchangeResultSchema } from '../../contract/schemas/point-exchange';
import type { PointExchangeBodySchema } from '../../contract/schemas/point-exchange';

export { ExchangeReceiptSchema, PointExchangeResultSchema };

/**
 * POST /api/v1/user/point/exchange (member): 별 into the shop's 적립금, idempotent per requestKey:
 * the same key again answers the same receipt (`replayed`) and exchanges nothing more.
 */

export const POINT_EXCHANGE_PATH = '/api/v1/user/point/exchange';

export type ExchangeReceipt = v.InferOutput<typeof ExchangeReceiptSchema>;

export type PointExchangeResult = v.InferOutput<typeof PointExchangeResultSchema>;

/** the body, as the server validates it; requestKey: one per exchange the member means (docs/decisions.md "Point exchange request keys") */
export type PointExchangeRequest = v.InferInput<typeof PointExchangeBodySchema>;

export function postPointExchange(body: PointExchangeRequest): Promise<PointExchangeResult> {
  return request(PointExchangeResultSchema, POINT_EXCHANGE_PATH, { method: 'POST', body });
}

/** After 별 moved: the balance, history, level, my page and alarms (an alarm is added) are stale. */
export function invalidatePointData(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['user', 'point'] }),
    queryClient.invalidateQueries({ queryKey: ['user', 'mypage'] }),
    queryClient.invalidateQueries({ queryKey: ['user', 'level'] }),
    queryClient.invalidateQueries({ queryKey: ['user', 'alarm'] }),
  ]).then(() => undefined);
}

export function usePointExchange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postPointExchange,
    onSuccess: (receipt) => {
      queryClient.setQueryData(['user', 'point', 'exchange', receipt.exchangeId], receipt);
      void invalidatePointData(queryClient);
    },
  });
}
