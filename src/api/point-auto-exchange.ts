import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { request } from './client';
import { ExchangeReceiptSchema, invalidatePointData } from './point-exchange';
import type { PointSummary } from './point-summary';

/**
 * POST /api/v1/user/point/automatic-exchange (member): turns automatic exchange on or off. Turning
 * it on exchanges at once what the balance holds (`exchange`, with its toast).
 */

export const POINT_AUTO_EXCHANGE_PATH = '/api/v1/user/point/automatic-exchange';

export const AutoExchangeResultSchema = v.object({
  isAutoExchange: v.boolean(),
  balance: v.number(),
  exchange: v.nullable(ExchangeReceiptSchema),
});
export type AutoExchangeResult = v.InferOutput<typeof AutoExchangeResultSchema>;

export function postAutoExchange(enabled: boolean): Promise<AutoExchangeResult> {
  return request(AutoExchangeResultSchema, POINT_AUTO_EXCHANGE_PATH, { method: 'POST', body: { enabled } });
}

export function useAutoExchange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAutoExchange,
    onSuccess: (result) => {
      queryClient.setQueryData<PointSummary>(['user', 'point', 'summary'], (old) =>
        old ? { ...old, isAutoExchange: result.isAutoExchange, balance: result.balance } : old,
      );
      void invalidatePointData(queryClient);
    },
  });
}
