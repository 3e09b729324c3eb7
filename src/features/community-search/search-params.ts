import * as v from 'valibot';
import { COMMUNITY_LIMITS, type CommunityType } from '../../api/community/constants';

/**
 * The keyword of the community search routes (`?keyword=`). The address keeps what it was given
 * (up to 200 characters, so a pasted long text still says why it is refused); the screens accept a
 * keyword of 1–30 characters after trimming, and say so in Korean otherwise.
 */
export const communitySearchSchema = v.object({
  keyword: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined),
});
export type CommunitySearchParams = v.InferOutput<typeof communitySearchSchema>;

export const keywordMessages = {
  empty: '검색어를 입력해 주세요.',
  tooLong: `검색어는 ${COMMUNITY_LIMITS.searchKeywordMax}자까지 입력할 수 있어요.`,
} as const;

const KeywordSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, keywordMessages.empty),
  v.maxLength(COMMUNITY_LIMITS.searchKeywordMax, keywordMessages.tooLong),
);

/** The keyword to search with (trimmed), or the Korean reason it cannot be searched. */
export function checkKeyword(raw: string | undefined): { ok: true; keyword: string } | { ok: false; message: string } {
  const result = v.safeParse(KeywordSchema, raw ?? '');
  return result.success ? { ok: true, keyword: result.output } : { ok: false, message: result.issues[0].message };
}

export const SEARCH_TABS = [
  { type: 'DASHBOARD', label: '오늘의 식탁', to: '/community/search/dashboard' },
  { type: 'SURVEY', label: '투표', to: '/community/search/survey' },
  { type: 'QNA', label: '질문답변', to: '/community/search/qna' },
] as const satisfies ReadonlyArray<{ type: CommunityType; label: string; to: string }>;
export type SearchTabPath = (typeof SEARCH_TABS)[number]['to'];
