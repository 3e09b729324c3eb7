// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { POST_LIMITS } from '../../../machines/community-post/community-post.types';
import { COMMUNITY_LIMITS } from '../../api/community/schemas';
import { clearDraft, DRAFT_IMAGES_TTL_MS, DRAFT_TTL_MS, MAX_DRAFTS, readDraft, saveDraft } from './draft-storage';

const image = (imageId: number) => ({ imageId, url: `/images/community/${imageId}.png`, width: 120, height: 120 });
const draft = { title: '냉이 된장찌개', body: '제철 냉이를 듬뿍 넣었어요.', images: [image(31), image(32)] };
const mine = { memberId: '7', kind: 'DASHBOARD', editId: null } as const;
const NOW = 1_780_000_000_000;

describe('community drafts on the device', () => {
  afterEach(() => localStorage.clear());

  it('keeps one draft per member, kind and post, and reads it back', () => {
    saveDraft(mine, draft, NOW);
    saveDraft({ ...mine, kind: 'QNA' }, { ...draft, title: '질문', images: [] }, NOW);
    expect(readDraft(mine, NOW + 1000)).toEqual(draft);
    expect(readDraft({ ...mine, kind: 'QNA' }, NOW)?.title).toBe('질문');
    // another member, or an edit of a post, sees nothing of it
    expect(readDraft({ ...mine, memberId: '8' }, NOW)).toBeNull();
    expect(readDraft({ ...mine, editId: 812 }, NOW)).toBeNull();
    expect(Object.keys(JSON.parse(localStorage.getItem('communityDrafts') ?? '{}') as object).sort()).toEqual(['7:DASHBOARD:new', '7:QNA:new']);
  });

  it('an empty draft, and clearing, remove it', () => {
    saveDraft(mine, draft, NOW);
    saveDraft(mine, { title: ' ', body: '', images: [] }, NOW);
    expect(readDraft(mine, NOW)).toBeNull();
    saveDraft(mine, draft, NOW);
    clearDraft(mine, NOW);
    expect(readDraft(mine, NOW)).toBeNull();
  });

  it('pictures go after 23 hours (the server removes unused uploads at 24), the text after 24', () => {
    saveDraft(mine, draft, NOW);
    expect(readDraft(mine, NOW + DRAFT_IMAGES_TTL_MS + 1)).toEqual({ ...draft, images: [] });
    expect(readDraft(mine, NOW + DRAFT_TTL_MS + 1)).toBeNull();
  });

  it('reads what is stored as untrusted: broken entries are dropped, the rest kept', () => {
    localStorage.setItem(
      'communityDrafts',
      JSON.stringify({
        '7:DASHBOARD:new': { ...draft, savedAt: NOW },
        '7:QNA:new': { title: 1, body: 'x', images: [], savedAt: NOW },
        '8:DASHBOARD:new': { ...draft, images: [{ ...image(1), url: 'javascript:alert(1)' }], savedAt: NOW },
        '9:DASHBOARD:new': { ...draft, images: [{ ...image(1), url: '//evil.example/x.png' }], savedAt: NOW },
      }),
    );
    expect(readDraft(mine, NOW)).toEqual(draft);
    expect(readDraft({ ...mine, kind: 'QNA' }, NOW)).toBeNull();
    expect(readDraft({ ...mine, memberId: '8' }, NOW)).toBeNull();
    expect(readDraft({ ...mine, memberId: '9' }, NOW)).toBeNull();
    localStorage.setItem('communityDrafts', '{not json');
    expect(readDraft(mine, NOW)).toBeNull();
  });

  it(`keeps the ${MAX_DRAFTS} newest drafts`, () => {
    for (let i = 0; i < MAX_DRAFTS + 2; i += 1) saveDraft({ ...mine, editId: i + 1 }, draft, NOW + i);
    expect(readDraft({ ...mine, editId: 1 }, NOW + 20)).toBeNull();
    expect(readDraft({ ...mine, editId: 2 }, NOW + 20)).toBeNull();
    expect(readDraft({ ...mine, editId: 3 }, NOW + 20)).toEqual(draft);
  });

  it("the machine's limits are the client's", () => {
    expect(POST_LIMITS).toMatchObject({
      titleMin: COMMUNITY_LIMITS.titleMin,
      titleMax: COMMUNITY_LIMITS.titleMax,
      bodyMin: COMMUNITY_LIMITS.bodyMin,
      bodyMax: COMMUNITY_LIMITS.bodyMax,
      imagesMax: COMMUNITY_LIMITS.imagesMax,
    });
  });
});
