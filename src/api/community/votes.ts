import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { request } from '../client';
import { communityKeys } from './posts';
import { COMMUNITY_BASE, PostSummarySchema, type PostPage, type PostSummary, type SurveyResult } from './schemas';

/**
 * Votes (docs/api.md "Votes"): PUT /survey/{id}/reply/{replyId} without a body, once per member
 * and survey; the answer is the survey with live results. 18 again, 13 closed, 8 a wrong option.
 */
export function castVote(surveyId: number, replyId: number): Promise<PostSummary> {
  return request(PostSummarySchema, `${COMMUNITY_BASE}/survey/${surveyId}/reply/${replyId}`, { method: 'PUT' });
}

/**
 * Puts the survey's new results into every cached community list that shows it. A list on its way
 * now read the survey before the vote (the member's lists are fetched again once the session is
 * checked): the lists are fetched again, so that its answer cannot undo the vote.
 */
export function setSurveyInCache(queryClient: QueryClient, post: PostSummary): void {
  if (queryClient.isFetching({ queryKey: communityKeys.all }) > 0) void queryClient.invalidateQueries({ queryKey: communityKeys.all });
  for (const query of queryClient.getQueryCache().findAll({ queryKey: communityKeys.all })) {
    const data = query.state.data as InfiniteData<PostPage> | undefined;
    if (!data || !Array.isArray(data.pages)) continue;
    if (!data.pages.some((page) => Array.isArray(page.items) && page.items.some((item) => item.postId === post.postId))) continue;
    queryClient.setQueryData<InfiniteData<PostPage>>(query.queryKey, {
      ...data,
      pages: data.pages.map((page) => ({ ...page, items: page.items.map((item) => (item.postId === post.postId ? { ...item, ...post } : item)) })),
    });
  }
}

export interface OptionResult {
  replyId: number;
  label: string;
  voteCount: number;
  /** whole percent of all votes; the shares add up to 100 (largest remainders) */
  percent: number;
  isMine: boolean;
  isLeading: boolean;
}

/**
 * The bars of a survey's results: each option's share in whole percent, rounded so that they add up
 * to exactly 100 (largest remainder), the member's choice and the leading option(s) marked.
 */
export function surveyBars(survey: SurveyResult): OptionResult[] {
  const total = survey.options.reduce((sum, option) => sum + option.voteCount, 0);
  const max = Math.max(0, ...survey.options.map((option) => option.voteCount));
  if (total === 0) {
    return survey.options.map((option) => ({ ...option, percent: 0, isMine: option.replyId === survey.myReplyId, isLeading: false }));
  }
  const raw = survey.options.map((option) => (option.voteCount * 100) / total);
  const floors = raw.map(Math.floor);
  let left = 100 - floors.reduce((sum, value) => sum + value, 0);
  const order = raw.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    left -= 1;
  }
  return survey.options.map((option, index) => ({
    ...option,
    percent: floors[index] ?? 0,
    isMine: option.replyId === survey.myReplyId,
    isLeading: option.voteCount === max && max > 0,
  }));
}
