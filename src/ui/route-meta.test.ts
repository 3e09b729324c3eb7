import { describe, expect, it } from 'vitest';
import { routeMeta } from './route-meta';

describe('route meta', () => {
  it('takes the deepest title and applies a flag set anywhere on the branch', () => {
    expect(
      routeMeta([{ staticData: {} }, { staticData: { title: '커뮤니티', noBottomNavi: true } }, { staticData: { title: '질문 쓰기' } }]),
    ).toEqual({ title: '질문 쓰기', showBottomBar: false, showScrollTop: true, showLikes: false });
  });

  it('shows the bottom bar and scroll-top by default', () => {
    expect(routeMeta([{ staticData: { title: '베스트' } }])).toEqual({ title: '베스트', showBottomBar: true, showScrollTop: true, showLikes: false });
  });

  it('shows the header’s likes where a route asks for it', () => {
    expect(routeMeta([{ staticData: {} }, { staticData: { title: '베스트', headerLikes: true } }]).showLikes).toBe(true);
  });
});
