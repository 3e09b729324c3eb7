import { createFileRoute } from '@tanstack/react-router';
import { alarmTypesQueryOptions } from '../../api/alarm-types';
import { settled } from '../../api/catalog/settle';
import { AlarmScreen } from '../../features/alarm/alarm-screen';
import { alarmSearchSchema } from '../../features/my-page/my-page-search';

export const Route = createFileRoute('/_auth/alarm')({
  // one chunk for the loader and the screen: one lazy import in the entry (the first-screen budget)
  codeSplitGroupings: [['loader', 'component']],
  staticData: { title: '알림' },
  validateSearch: alarmSearchSchema,
  // the tabs; the list loads once a type is known (SPEC.md §5). Alarm failures are swallowed (§8)
  loader: ({ context }) => settled(context.queryClient.ensureQueryData(alarmTypesQueryOptions())),
  component: AlarmRoute,
});

function AlarmRoute() {
  const { type } = Route.useSearch();
  const navigate = Route.useNavigate();
  const choose = (next: string) => void navigate({ search: next === 'null' ? {} : { type: Number(next) }, replace: true });
  return <AlarmScreen type={type === undefined ? 'null' : String(type)} onTypeChange={choose} />;
}
