import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/community/search/')({
  beforeLoad: () => {
    throw redirect({ to: '/community/search/recent', replace: true });
  },
  staticData: { title: '커뮤니티 검색' },
});
