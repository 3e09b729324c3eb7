import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import { request } from './client';
import { invalidatePointData } from './point-exchange';
import type { PointSummary } from './point-summary';
import { AutoExchangeResultSchema } from '../../contract/schemas/point-auto-exchange';
import type { AutoExchangeBodySchema } from '../../contract/schemas/point-auto-exchange';

export { AutoExchangeResultSchema };

/**
 * POST /api/v1/user/point/automatic-exchange (member): turns automatic exchange on or off. Turning
 * it on exchanges at once what the balance holds (`exchange`, with its toast).
 */

export const POINT_AUTO_EXCHANGE_PATH = '/api/v1/user/point/automatic-exchange';

export type AutoExchangeResult = v.InferOutput<typeof AutoExchangeResultSchema>;

export function postAutoExchange(enabled: boolean): Promise<AutoExchangeResult> {
  return request(AutoExchangeResultSchema, POINT_AUTO_EXCHANGE_PATH, { method: 'POST', body: { enabled } satisfies v.InferInput<typeof AutoExchangeBodySchema> });
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
