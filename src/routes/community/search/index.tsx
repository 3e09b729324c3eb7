import { createFileRoute, redirect } from '@tanstack/react-router';
import { communitySearchSchema } from '../../../features/community-search/search-params';

/** /community/search: with a keyword, its results (오늘의 식탁 first); without one, the recent keywords. */
export const Route = createFileRoute('/community/search/')({
  validateSearch: communitySearchSchema,
  beforeLoad: ({ search }) => {
    if (search.keyword) throw redirect({ to: '/community/search/dashboard', search: { keyword: search.keyword }, replace: true });
    throw redirect({ to: '/community/search/recent', search: {}, replace: true });
  },
  staticData: { title: '커뮤니티 검색' },
});
