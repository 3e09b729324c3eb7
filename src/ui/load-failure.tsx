import type { ReactNode } from 'react';
import { errorMessage } from './dialogs/error-message';
import { useOnline } from './offline-banner';
import { EmptyState, ErrorState } from './page';

/** SPEC.md §8 code 8 'no data': what was asked for does not exist (any more). */
const NO_DATA = 8;

function isNoData(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === NO_DATA;
}

/** the call never got an answer (src/api/errors.ts NetworkError, read by name like the code above) */
function isNetworkFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'NetworkError';
}

export const OFFLINE_STATE = {
  title: '인터넷에 연결되어 있지 않아요',
  description: '연결되면 자동으로 다시 불러올게요. 바로 확인하려면 다시 시도를 눌러 주세요.',
} as const;

export interface LoadFailureProps {
  /** the query's error (an ApiError, SchemaError, NetworkError, …) */
  error: unknown;
  /** shown for code 8, e.g. { title: '기획전을 찾을 수 없어요', description: '…' } */
  notFound: { title: string; description?: string };
  /** a link under the text, e.g. '홈으로 가기' */
  action?: ReactNode;
  /** '다시 시도' (not offered for code 8: trying again finds nothing either) */
  onRetry?: () => void;
}

/**
 * A screen's data could not be shown: code 8 is a designed 'not found' state; offline, the offline
 * state (the query refetches by itself on reconnect: `refetchOnReconnect`, src/api/query-client.ts);
 * anything else the error's Korean message with '다시 시도'. Keeps the page's own header and title.
 */
export function LoadFailure({ error, notFound, action, onRetry }: LoadFailureProps) {
  const online = useOnline();
  if (isNoData(error)) return <EmptyState title={notFound.title} description={notFound.description} action={action} />;
  if (!online && isNetworkFailure(error)) {
    return <ErrorState title={OFFLINE_STATE.title} description={OFFLINE_STATE.description} onRetry={onRetry} action={action} />;
  }
  return <ErrorState title="정보를 불러오지 못했어요" description={errorMessage(error)} onRetry={onRetry} action={action} />;
}
