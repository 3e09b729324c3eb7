import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/community/')({
  beforeLoad: () => {
    throw redirect({ to: '/community/main/popular-post', replace: true });
  },
  staticData: { title: '커뮤니티' },
});
