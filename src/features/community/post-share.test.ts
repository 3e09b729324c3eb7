// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { PostDetail } from '../../api/community/schemas';
import { postShareInfo } from './post-detail-screen';

const post: PostDetail = {
  postId: 12,
  communityType: 'DASHBOARD',
  title: '제철 딸기 후기',
  excerpt: '달고 단단해요',
  // the lists' square thumbnail (server/community/posts.ts communityThumbnailUrl)
  thumbnailUrl: '/images/community/31-thumb.webp',
  imageCount: 2,
  author: { memberId: 3, nickname: '딸기농부' },
  likeCount: 0,
  replyCount: 0,
  viewCount: 0,
  clipCount: 0,
  isLiked: false,
  isClipped: false,
  boardDate: '2026-12-07',
  acceptedReplyId: null,
  survey: null,
  createdDt: '2026-12-07T09:00:00+09:00',
  body: '달고 단단해요',
  images: [
    { imageId: 31, url: '/images/community/31.webp', width: 960, height: 720 },
    { imageId: 32, url: '/images/community/32.webp', width: 960, height: 720 },
  ],
  isMine: false,
  updatedDt: null,
};

describe('a post shared to a messenger', () => {
  it("carries the post's first picture itself, wider than the lists' square thumbnail", () => {
    expect(postShareInfo(post).imageUrl).toBe(`${window.location.origin}/images/community/31.webp`);
  });

  it('falls back to the thumbnail, and to no picture', () => {
    expect(postShareInfo({ ...post, images: [] }).imageUrl).toBe(`${window.location.origin}/images/community/31-thumb.webp`);
    expect(postShareInfo({ ...post, images: [], thumbnailUrl: null, imageCount: 0 }).imageUrl).toBeUndefined();
  });
});
