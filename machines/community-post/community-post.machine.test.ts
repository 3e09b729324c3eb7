import { describe, expect, it } from 'vitest';
import { draftOf } from './community-post.machine';
import { canEdit, hasUnsavedChanges, isBusy, slotsLeft } from './community-post.selectors';
import { apiError, createPostKit, networkError, picked, storedDraft, uploaded } from './community-post.test-kit';
import { postTexts } from './community-post.types';

async function filledKit() {
  const kit = createPostKit();
  kit.start();
  kit.send({ type: 'post.titleChanged', value: '냉이 된장찌개' });
  kit.send({ type: 'post.bodyChanged', value: '제철 냉이를 듬뿍 넣었어요.' });
  kit.send({ type: 'post.imagesPicked', images: [picked('a.png'), picked('b.png')], notice: null });
  kit.send({ type: 'post.imageUploaded', key: 'img-1', image: uploaded(41) });
  kit.send({ type: 'post.imageUploaded', key: 'img-2', image: uploaded(42) });
  kit.send({ type: 'post.uploadsFinished' });
  await kit.flush();
  return kit;
}

describe('community post machine', () => {
  it('checks the rules locally first: messages at the fields, no call', () => {
    const kit = createPostKit();
    kit.start();
    kit.send({ type: 'post.titleChanged', value: '냉' });
    kit.send({ type: 'post.submit' });
    const { context } = kit.snapshot();
    expect(kit.snapshot().value).toEqual({ editing: 'draft' });
    expect(context.errors).toEqual({ title: postTexts.titleShort, body: postTexts.bodyShort, images: postTexts.imagesRequired });
    expect(kit.calls.checkBannedWords).toBe(0);
  });

  it('a double tap submits once', async () => {
    const kit = await filledKit();
    kit.send({ type: 'post.submit' });
    kit.send({ type: 'post.submit' });
    await kit.resolve('checkBannedWords', { title: null, body: null });
    expect(kit.snapshot().value).toBe('submitting');
    expect(isBusy(kit.snapshot())).toBe(true);
    expect(canEdit(kit.snapshot())).toBe(false);
    kit.send({ type: 'post.submit' });
    await kit.flush();
    expect(kit.calls.checkBannedWords).toBe(1);
    expect(kit.calls.submitPost).toBe(1);
    expect(kit.submissions[0]).toEqual({ kind: 'DASHBOARD', editId: null, title: '냉이 된장찌개', body: '제철 냉이를 듬뿍 넣었어요.', imageIds: [41, 42] });
  });

  it('a failed submit keeps everything and the next one goes through', async () => {
    const kit = await filledKit();
    kit.send({ type: 'post.submit' });
    await kit.resolve('checkBannedWords', { title: null, body: null });
    await kit.reject('submitPost', networkError());
    expect(kit.snapshot().value).toEqual({ editing: 'failed' });
    expect(kit.snapshot().context.formError).toBe(postTexts.submitFailed);
    expect(draftOf(kit.snapshot().context)).toEqual({ title: '냉이 된장찌개', body: '제철 냉이를 듬뿍 넣었어요.', images: [uploaded(41), uploaded(42)] });
    kit.send({ type: 'post.submit' });
    await kit.resolve('checkBannedWords', { title: null, body: null });
    await kit.resolve('submitPost', { postId: 901 });
    expect(kit.snapshot().status).toBe('done');
    expect(kit.snapshot().context.savedPostId).toBe(901);
    expect(kit.count('clearDraft')).toBe(1);
    expect(kit.count('openPost')).toBe(1);
  });

  it("shows the server's banned-word message at its field", async () => {
    const kit = await filledKit();
    kit.send({ type: 'post.submit' });
    await kit.resolve('checkBannedWords', { title: null, body: '사용할 수 없는 단어가 포함되어 있어요: 바보' });
    expect(kit.snapshot().value).toEqual({ editing: 'draft' });
    expect(kit.snapshot().context.errors.body).toBe('사용할 수 없는 단어가 포함되어 있어요: 바보');
    expect(kit.calls.submitPost).toBe(0);
  });

  it('a failed picture keeps the others; a submit tries it again and then fails without sending', async () => {
    const kit = createPostKit();
    kit.start();
    kit.send({ type: 'post.titleChanged', value: '냉이 된장찌개' });
    kit.send({ type: 'post.bodyChanged', value: '제철 냉이를 듬뿍 넣었어요.' });
    kit.send({ type: 'post.imagesPicked', images: [picked('a.png'), picked('b.png')], notice: null });
    kit.send({ type: 'post.imageUploaded', key: 'img-1', image: uploaded(41) });
    kit.send({ type: 'post.imageFailed', key: 'img-2', message: '사진을 올리지 못했어요.' });
    kit.send({ type: 'post.uploadsFinished' });
    expect(kit.snapshot().context.images.map((item) => item.status)).toEqual(['uploaded', 'failed']);
    kit.send({ type: 'post.submit' });
    await kit.resolve('checkBannedWords', { title: null, body: null });
    // only the failed one is sent again
    expect(kit.uploads.at(-1)?.images.map((item) => item.key)).toEqual(['img-2']);
    kit.send({ type: 'post.imageFailed', key: 'img-2', message: '사진을 올리지 못했어요.' });
    kit.send({ type: 'post.uploadsFinished' });
    expect(kit.snapshot().value).toEqual({ editing: 'failed' });
    expect(kit.snapshot().context.formError).toBe(postTexts.imagesFailed);
    expect(kit.calls.submitPost).toBe(0);
  });

  it('a picture added while others upload restarts the uploader with everything unsent', () => {
    const kit = createPostKit();
    kit.start();
    kit.send({ type: 'post.imagesPicked', images: [picked('a.png')], notice: null });
    kit.send({ type: 'post.imageUploading', key: 'img-1' });
    kit.send({ type: 'post.imagesPicked', images: [picked('b.png')], notice: '사진은 10장까지 올릴 수 있어요.' });
    expect(kit.uploads.map((request) => request.images.map((item) => item.key))).toEqual([['img-1'], ['img-1', 'img-2']]);
    expect(kit.uploadersRunning()).toBe(1);
    expect(kit.snapshot().context.errors.images).toBe('사진은 10장까지 올릴 수 있어요.');
    expect(slotsLeft(kit.snapshot())).toBe(8);
  });

  it('submit while pictures upload waits for them, then checks and sends', async () => {
    const kit = createPostKit();
    kit.start();
    kit.send({ type: 'post.titleChanged', value: '냉이 된장찌개' });
    kit.send({ type: 'post.bodyChanged', value: '제철 냉이를 듬뿍 넣었어요.' });
    kit.send({ type: 'post.imagesPicked', images: [picked('a.png')], notice: null });
    kit.send({ type: 'post.submit' });
    expect(isBusy(kit.snapshot())).toBe(true);
    kit.send({ type: 'post.imageUploaded', key: 'img-1', image: uploaded(41) });
    kit.send({ type: 'post.uploadsFinished' });
    expect(kit.snapshot().value).toEqual({ validating: 'bannedWords' });
    await kit.resolve('checkBannedWords', { title: null, body: null });
    expect(kit.snapshot().value).toBe('submitting');
  });

  it('saves the draft on every change and restores one', () => {
    const kit = createPostKit({ kind: 'DASHBOARD', editId: null, draft: storedDraft() });
    kit.start();
    expect(kit.snapshot().context.restored).toBe(true);
    expect(hasUnsavedChanges(kit.snapshot())).toBe(true);
    expect(draftOf(kit.snapshot().context)).toEqual(storedDraft());
    kit.send({ type: 'post.titleChanged', value: '달래 된장찌개' });
    expect(kit.actions.at(-1)?.name).toBe('saveDraft');
    expect(draftOf(kit.actions.at(-1)!.context).title).toBe('달래 된장찌개');
  });

  it('an edit loads the post; a server refusal shows its message', async () => {
    const kit = createPostKit({ kind: 'QNA', editId: 77, draft: null });
    kit.start();
    expect(hasUnsavedChanges(kit.snapshot())).toBe(false);
    await kit.resolve('loadPost', { title: '김장 몇 포기 하세요?', body: '올해는 스무 포기 하려고요.', images: [] });
    expect(kit.snapshot().context.title).toBe('김장 몇 포기 하세요?');
    kit.send({ type: 'post.submit' });
    await kit.resolve('checkBannedWords', { title: null, body: null });
    expect(kit.snapshot().value).toBe('submitting');
    expect(kit.submissions).toEqual([{ kind: 'QNA', editId: 77, title: '김장 몇 포기 하세요?', body: '올해는 스무 포기 하려고요.', imageIds: [] }]);
    await kit.reject('submitPost', apiError(12, '내가 쓴 글만 고칠 수 있어요.'));
    expect(kit.snapshot().context.formError).toBe('내가 쓴 글만 고칠 수 있어요.');
  });
});
