import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/community/my-page/')({
  beforeLoad: () => {
    throw redirect({ to: '/community/my-page/post', replace: true });
  },
  staticData: { title: '내가 쓴 글' },
});
