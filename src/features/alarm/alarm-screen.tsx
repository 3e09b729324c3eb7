import { Tabs } from '@ark-ui/react/tabs';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { css, cx } from 'styled-system/css';
import { isLoggedIn } from '../../../machines/session/session.selectors';
import { useAlarmRead } from '../../api/alarm-read';
import { useAlarmTypes } from '../../api/alarm-types';
import { ALL_ALARM_TYPES, useAlarms, type Alarm, type AlarmTypeValue } from '../../api/alarms';
import { flattenPages } from '../../api/catalog/product-card';
import { formatDateWithWeekday, formatTime } from '../../ui/date';
import { EmptyState, Page } from '../../ui/page';
import { InfiniteSentinel } from '../../ui/product/infinite-sentinel';
import { stickyTabs } from '../../ui/sticky-tabs';
import { Skeleton } from '../../ui/skeleton';
import { alarmAppPath } from './alarm-link';
import { useHydratedSelector } from '../../ui/use-hydrated';

export interface AlarmScreenProps {
  /** the chosen tab ('null': 전체), kept in the address (`?type=1`) */
  type: AlarmTypeValue;
  onTypeChange: (type: AlarmTypeValue) => void;
}

/**
 * /alarm: tabs from the alarm types ('전체' first, value 'null'), the list of the chosen type, '모두
 * 읽음'. SPEC.md §5 and §8: the list is fetched only for a member once a type is known, and a
 * failure shows a quiet empty state with '다시 시도', never an error dialog. Tapping an alarm
 * marks it read and opens its link when the app's link policy calls it an app path.
 */
export function AlarmScreen({ type, onTypeChange }: AlarmScreenProps) {
  const { session } = useRouteContext({ from: '__root__' });
  const loggedIn = useHydratedSelector(session, isLoggedIn, false);
  const types = useAlarmTypes();
  const tabs = [{ value: ALL_ALARM_TYPES, name: '전체' }, ...(types.data ?? []).map((item) => ({ value: String(item.alarmType), name: item.name }))];
  const current = tabs.some((tab) => tab.value === type) ? type : ALL_ALARM_TYPES;
  // the type is 'present' once the tabs are known (a failed type call leaves '전체' alone)
  const typeValue = types.isPending ? undefined : current;

  return (
    <Page title="알림">
      <Tabs.Root value={current} onValueChange={(details) => onTypeChange(details.value)} activationMode="manual" className={tabStyles.root}>
        <Tabs.List className={tabStyles.list} aria-label="알림 종류">
          {tabs.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value} className={tabStyles.trigger}>
              {tab.name}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Content key={tab.value} value={tab.value} className={tabStyles.panel}>
            {tab.value === current && <AlarmList type={typeValue} loggedIn={loggedIn} />}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Page>
  );
}

function AlarmList({ type, loggedIn }: { type: AlarmTypeValue | undefined; loggedIn: boolean }) {
  const query = useAlarms(type, loggedIn);
  const read = useAlarmRead();
  const navigate = useNavigate();
  const { externalLink } = useRouteContext({ from: '__root__' });
  const alarms = flattenPages(query.data);
  const unread = query.data?.pages[0]?.unreadCount ?? 0;

  if (type === undefined || query.isPending) {
    return (
      <div aria-busy="true" className={styles.list}>
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} className={styles.skeleton} />
        ))}
      </div>
    );
  }
  if (query.isError && alarms.length === 0) {
    return <EmptyState title="알림을 불러오지 못했어요" description="잠시 후 다시 확인해 주세요." onRetry={() => void query.refetch()} />;
  }
  if (alarms.length === 0) return <EmptyState title="새 알림이 없어요" description="별을 모으거나 새 소식이 생기면 알려 드릴게요." />;

  const open = (alarm: Alarm) => {
    if (!alarm.isRead) read.mutate({ alarmId: alarm.alarmId });
    // the app's own link policy (hosts, origin), as the external-link flow holds it
    const path = alarmAppPath(alarm.linkPath, externalLink.getSnapshot().context.policy);
    if (path !== null) void navigate({ href: path });
  };
  const readAll = () => read.mutate(type === ALL_ALARM_TYPES ? {} : { alarmType: Number(type) });

  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite">
          읽지 않은 알림 <strong className={styles.strong}>{unread}</strong>개
        </p>
        <button type="button" className={styles.readAll} onClick={readAll} disabled={unread === 0 || read.isPending}>
          모두 읽음
        </button>
      </div>
      <ul className={styles.list} aria-label="알림 목록">
        {alarms.map((alarm) => (
          <li key={alarm.alarmId}>
            <button type="button" className={cx(styles.row, !alarm.isRead && styles.unreadRow)} onClick={() => open(alarm)} data-testid="alarm-row">
              <span className={styles.rowHead}>
                <span className={styles.type}>{alarm.typeName}</span>
                {!alarm.isRead && (
                  <span className={styles.dot}>
                    <span className={css({ srOnly: true })}>읽지 않음</span>
                  </span>
                )}
                <span className={styles.date}>{`${formatDateWithWeekday(alarm.createdDt)} ${formatTime(alarm.createdDt)}`}</span>
              </span>
              <span className={styles.title}>{alarm.title}</span>
              {alarm.message && <span className={styles.message}>{alarm.message}</span>}
            </button>
          </li>
        ))}
      </ul>
      <InfiniteSentinel
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        isError={query.isFetchNextPageError}
        onLoadMore={() => void query.fetchNextPage()}
        rootMargin="300px"
        loading={<Skeleton className={styles.skeleton} />}
      />
    </>
  );
}

const tabStyles = stickyTabs;

const styles = {
  toolbar: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', paddingInline: '5', paddingBlock: '2', borderBottom: '1px solid token(colors.gray.100)' }),
  count: css({ fontSize: '13px', color: 'gray.700' }),
  strong: css({ color: 'primaryStrong' }),
  readAll: css({
    minHeight: '36px',
    paddingInline: '3',
    borderRadius: '8px',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'gray.300',
    fontSize: '13px',
    color: 'gray.800',
    _active: { bg: 'gray.100' },
    _disabled: { opacity: 0.4, cursor: 'default' },
  }),
  list: css({ listStyle: 'none' }),
  skeleton: css({ height: '72px', marginInline: '5', marginBlock: '3', borderRadius: '8px' }),
  row: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    width: '100%',
    paddingInline: '5',
    paddingBlock: '4',
    textAlign: 'left',
    borderBottom: '1px solid token(colors.gray.100)',
    _active: { bg: 'gray.100' },
    _focusVisible: { outline: '2px solid token(colors.primary)', outlineOffset: '-2px' },
  }),
  unreadRow: css({ bg: 'orange.50' }),
  rowHead: css({ display: 'flex', alignItems: 'center', gap: '1.5' }),
  type: css({ fontSize: '12px', fontWeight: 'semibold', color: 'primaryStrong' }),
  dot: css({ width: '6px', height: '6px', borderRadius: 'full', bg: 'red.600' }),
  date: css({ marginLeft: 'auto', fontSize: '12px', color: 'gray.700' }),
  title: css({ fontSize: '15px', fontWeight: 'semibold', color: 'gray.900', wordBreak: 'keep-all' }),
  message: css({ fontSize: '13px', color: 'gray.700', wordBreak: 'keep-all' }),
};
