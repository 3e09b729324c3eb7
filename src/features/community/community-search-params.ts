import { COMMUNITY_SORTS, type CommunitySort } from '../../api/community/constants';

/**
 * The query of the community main's tabs: `sort` (a code of the web profile's
 * communitySortFilterList) and, on 질문답변, `answered` (true | false). Anything else is dropped,
 * so a hand-typed address never reaches the server as a 400.
 */
export interface CommunityMainSearch {
  sort?: CommunitySort;
  /** true: 채택 완료, false: 답변 대기 (a boolean, so the address reads `answered=true`) */
  answered?: boolean;
}

export function communityMainSearch(search: Record<string, unknown>): CommunityMainSearch {
  // both keys always present: the router merges this over the raw query, so an absent key would
  // let a hand-typed value through
  const result: CommunityMainSearch = { sort: undefined, answered: undefined };
  if (typeof search.sort === 'string' && (COMMUNITY_SORTS as readonly string[]).includes(search.sort)) result.sort = search.sort as CommunitySort;
  const answered = search.answered;
  if (answered === 'true' || answered === true) result.answered = true;
  else if (answered === 'false' || answered === false) result.answered = false;
  return result;
}
