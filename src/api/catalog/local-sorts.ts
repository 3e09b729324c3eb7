/**
 * RECOMMEND (the market's order), POPULAR (most liked) or NEWEST. Its own module: the route of
 * /local/:code checks its `sort` with it in the app's entry, which should not carry the stores'
 * schemas and query too (issue 14); local-stores.ts re-exports it.
 */
export const LOCAL_STORE_SORTS = [
  { code: 'RECOMMEND', name: '추천순' },
  { code: 'POPULAR', name: '인기순' },
  { code: 'NEWEST', name: '최신순' },
] as const;
