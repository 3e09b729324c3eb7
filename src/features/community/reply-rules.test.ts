// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { readReplyDraft, writeReplyDraft, DRAFTS_MAX } from './reply-draft';
import { replyProblem } from './reply-rules';

describe('replyProblem', () => {
  it('needs 1–500 characters after trimming', () => {
    expect(replyProblem('   \n ')).toBe('댓글 내용을 입력해 주세요.');
    expect(replyProblem('가'.repeat(500))).toBeNull();
    expect(replyProblem(` ${'가'.repeat(500)} `)).toBeNull();
    expect(replyProblem('가'.repeat(501))).toBe('댓글은 500자까지 쓸 수 있어요.');
  });
});

describe('reply drafts', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('keeps one draft per post until it is emptied', () => {
    writeReplyDraft('QNA:1', '무청은');
    writeReplyDraft('DASHBOARD:1', '맛있겠어요');
    expect(readReplyDraft('QNA:1')).toBe('무청은');
    expect(readReplyDraft('DASHBOARD:1')).toBe('맛있겠어요');
    writeReplyDraft('QNA:1', '');
    expect(readReplyDraft('QNA:1')).toBe('');
    expect(readReplyDraft('DASHBOARD:1')).toBe('맛있겠어요');
  });

  it('forgets the oldest drafts beyond the limit, and survives a broken store', () => {
    for (let i = 0; i <= DRAFTS_MAX; i += 1) writeReplyDraft(`QNA:${i}`, `댓글 ${i}`);
    expect(readReplyDraft('QNA:0')).toBe('');
    expect(readReplyDraft(`QNA:${DRAFTS_MAX}`)).toBe(`댓글 ${DRAFTS_MAX}`);
    window.sessionStorage.setItem('communityReplyDrafts', '{not json');
    expect(readReplyDraft('QNA:1')).toBe('');
  });
});
