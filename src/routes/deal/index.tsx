import { createFileRoute, redirect } from '@tanstack/react-router';

/**
 * SPEC.md §2: home shows the deal screen, alias `deal`. `/deal` is an address of home, not a second
 * copy of it: it moves to `/` in place (replace, so back does not bounce), keeping the query (a
 * campaign's `click_key`, `isnavihide`) and the hash. docs/decisions.md "/deal is an alias of home".
 */
export const Route = createFileRoute('/deal/')({
  beforeLoad: ({ location }) => {
    throw redirect({ href: `/${location.searchStr}${location.hash ? `#${location.hash}` : ''}`, replace: true });
  },
  staticData: { title: '오늘의 특가' },
});
