import { createFileRoute } from '@tanstack/react-router';
import { settled } from '../../../api/catalog/settle';
import { webProfileQueryOptions } from '../../../api/web-profile';
import { CommunityMainScreen } from '../../../features/community/community-main-screen';
import { communityMainSearch } from '../../../features/community/community-search-params';

export const Route = createFileRoute('/community/main/qna')({
  staticData: { title: '질문답변' },
  validateSearch: communityMainSearch,
  // the sort chips' default comes from the web profile
  loader: ({ context }) => settled(context.queryClient.ensureQueryData(webProfileQueryOptions())),
  component: CommunityMainQnaRoute,
});

function CommunityMainQnaRoute() {
  return <CommunityMainScreen tab="qna" search={Route.useSearch()} />;
}
