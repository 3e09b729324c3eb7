import type { QueryClient } from '@tanstack/react-query';
import { loadPage, settled } from '../../api/catalog/settle';
import { postDetailQueryOptions } from '../../api/community/posts';
import { repliesQueryOptions } from '../../api/community/replies';
import type { PostDetail } from '../../api/community/schemas';
import type { HeadData, PageHeadInput } from '../../ui/page-head';

/** The posts with a page of their own: 오늘의 식탁 (board-detail/:id) and 질문답변 (qna/:id). */
export type DetailType = 'DASHBOARD' | 'QNA';

/** The picture a post shows when it is shared or pasted: its first picture itself, wider than the lists' square thumbnail. */
export function postPicture(post: PostDetail): string | null {
  return post.images[0]?.url ?? post.thumbnailUrl;
}

/** A post's head: its title, the start of its text and its first picture, as an article. */
export function postHead(post: PostDetail): PageHeadInput {
  return { title: post.title, description: post.excerpt || post.body, image: postPicture(post), type: 'article' };
}

/**
 * A post's loader (/community/board-detail/:id, /community/qna/:id): the post, awaited everywhere
 * (its page is the post), then the first page of its replies (answers), in the server's HTML and
 * started at once in the browser (`loadPage`); the page's head from the post. A post that is gone
 * (code 8) stays in its query: the screen says '글을 볼 수 없어요' with a way back to the list.
 */
export async function loadPostDetail(queryClient: QueryClient, type: DetailType, id: string): Promise<HeadData> {
  const postId = Number(id);
  const options = postDetailQueryOptions(type, postId);
  await settled(queryClient.ensureQueryData(options));
  const post = queryClient.getQueryData(options.queryKey);
  if (!post) return { head: null };
  await loadPage([], [queryClient.ensureInfiniteQueryData(repliesQueryOptions(type, postId))]);
  return { head: postHead(post) };
}
