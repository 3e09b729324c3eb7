import type { QueryClient } from '@tanstack/react-query';
import { loadPage, settled } from '../../api/catalog/settle';
import { dailyBoardQueryOptions, postListQueryOptions, type CommunityList, type ListQuery } from '../../api/community/posts';
import { COMMUNITY_SORTS, type CommunitySort } from '../../api/community/schemas';
import { defaultFilter, webProfileQueryOptions, type FilterItem, type WebProfile } from '../../api/web-profile';
import type { CommunityMainSearch } from './community-search-params';

/** The sorts when the web profile could not be read. */
const FALLBACK_SORTS: readonly FilterItem[] = [
  { code: 'POPULAR', name: '인기순', isSelected: true },
  { code: 'NEWEST', name: '최신순', isSelected: false },
  { code: 'REPLY_COUNT', name: '댓글많은순', isSelected: false },
];

export const isCommunitySort = (code: string | undefined): code is CommunitySort => code !== undefined && (COMMUNITY_SORTS as readonly string[]).includes(code);

/** The sort chips of the community main: the web profile's community sorts the server knows. */
export function communitySortChoices(profile: WebProfile | undefined): readonly FilterItem[] {
  return profile?.filterInfo.communitySortFilterList.filter((item) => isCommunitySort(item.code)) ?? FALLBACK_SORTS;
}

/** The sort shown: the address's, else the web profile's selected one, else 인기순. */
export function communitySort(search: CommunityMainSearch, profile: WebProfile | undefined): CommunitySort {
  const fallback = defaultFilter(communitySortChoices(profile))?.code;
  return search.sort ?? (isCommunitySort(fallback) ? fallback : 'POPULAR');
}

/** The list a tab shows for an address (인기 has its own ranking: no sort; only 질문답변 filters by answer). */
export function communityListQuery(tab: CommunityList, search: CommunityMainSearch, profile: WebProfile | undefined): ListQuery {
  return {
    sort: tab === 'popular' ? undefined : communitySort(search, profile),
    answered: tab === 'qna' ? search.answered : undefined,
  };
}

/**
 * The community main's loader (/community/main/{popular-post,dashboard,qna,survey}): the web
 * profile (its selected sort is the default) before anything, then the first page of the tab's
 * list, and on 오늘의 식탁 the recent days' strip, in the server's HTML and started at once in the
 * browser (`loadPage`), where the list draws its skeleton until it comes.
 */
export function loadCommunityMain(queryClient: QueryClient, tab: CommunityList, search: CommunityMainSearch): Promise<void> {
  const profile = queryClient.ensureQueryData(webProfileQueryOptions());
  const list = profile
    .catch(() => undefined)
    .then((answer) => queryClient.ensureInfiniteQueryData(postListQueryOptions(tab, communityListQuery(tab, search, answer))));
  const days = tab === 'dashboard' ? [queryClient.ensureInfiniteQueryData(dailyBoardQueryOptions(null))] : [];
  return loadPage([settled(profile)], [list, ...days]);
}
