import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from './client';
import { ExchangeReceiptSchema, type ExchangeReceipt } from './point-exchange';

/** GET /api/v1/user/point/exchange-complete (member): the receipt of one of the member's exchanges. */

export const POINT_EXCHANGE_COMPLETE_PATH = '/api/v1/user/point/exchange-complete';

export function fetchExchangeReceipt(exchangeId: number): Promise<ExchangeReceipt> {
  return request(ExchangeReceiptSchema, POINT_EXCHANGE_COMPLETE_PATH, { query: { exchangeId } });
}

/** A receipt never changes: the exchange call's answer seeds it (same key), reloads fetch it. */
export const exchangeReceiptQueryOptions = (exchangeId: number) =>
  queryOptions({
    queryKey: ['user', 'point', 'exchange', exchangeId],
    queryFn: () => fetchExchangeReceipt(exchangeId),
    staleTime: Infinity,
    retryOnMount: false,
  });

export function useExchangeReceipt(exchangeId: number) {
  return useQuery(exchangeReceiptQueryOptions(exchangeId));
}
