import { createFileRoute } from '@tanstack/react-router';
import { settled } from '../../../api/catalog/settle';
import { pointGuideQueryOptions } from '../../../api/point-guide';
import { PointGuideScreen } from '../../../features/my-page/point-guide-screen';

export const Route = createFileRoute('/_auth/my-page/point-guide')({
  // one chunk for the loader and the screen: one lazy import in the entry (the first-screen budget)
  codeSplitGroupings: [['loader', 'component']],
  staticData: { title: '별 포인트 안내' },
  // a failure stays in the query: the screen shows it under its own title
  loader: ({ context }) => settled(context.queryClient.ensureQueryData(pointGuideQueryOptions())),
  component: PointGuideScreen,
});
