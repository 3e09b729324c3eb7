import { useRouteContext } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { isLoggedIn } from '../../../machines/session/session.selectors';
import { useHydratedSelector } from '../../ui/use-hydrated';

/**
 * The unread alarms for the bottom bar's my-page tab. The count call runs only for a member (a
 * visitor's first screen makes no call), and its code loads only then, after the first screen
 * (src/api/alarm-count.ts, a chunk of its own); any failure is no badge (SPEC.md §8).
 */
export function useUnreadAlarmBadge(): number {
  const { session, queryClient } = useRouteContext({ from: '__root__' });
  const member = useHydratedSelector(session, isLoggedIn, false);
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!member) return;
    let stop: (() => void) | undefined;
    let active = true;
    void import('../../api/alarm-count')
      .then(({ watchUnreadAlarmCount }) => {
        if (active) stop = watchUnreadAlarmCount(queryClient, setCount);
      })
      .catch(() => undefined);
    return () => {
      active = false;
      stop?.();
    };
  }, [member, queryClient]);
  return member ? count : 0;
}
