import { describe, expect, it } from 'vitest';
import { canGoNext, dialogStep, isDialogOpen, textHint } from './community-report.selectors';
import { apiError, createReportKit, networkError } from './community-report.test-kit';

async function openAsMember() {
  const kit = createReportKit();
  kit.start();
  kit.actor.send({ type: 'report.open', isMember: true });
  await kit.flush();
  return kit;
}

describe('community report machine', () => {
  it('asks a visitor to log in instead of opening the dialog', () => {
    const kit = createReportKit();
    kit.start();
    kit.actor.send({ type: 'report.open', isMember: false });
    expect(kit.actor.getSnapshot().value).toBe('needsLogin');
    expect(kit.names()).toEqual(['askToLogIn']);
    expect(isDialogOpen(kit.actor.getSnapshot())).toBe(false);
  });

  it('goes on only with a reason, and sends no text for a listed reason', async () => {
    const kit = await openAsMember();
    expect(canGoNext(kit.actor.getSnapshot())).toBe(false);
    kit.actor.send({ type: 'report.reasonPicked', reason: 'SPAM' });
    expect(canGoNext(kit.actor.getSnapshot())).toBe(true);
    kit.actor.send({ type: 'report.next' });
    expect(dialogStep(kit.actor.getSnapshot())).toBe('confirm');
    kit.actor.send({ type: 'report.submit' });
    await kit.flush();
    expect(kit.submissions).toEqual([{ reason: 'SPAM', text: null, replyId: null }]);
    await kit.resolve({ isHidden: true });
    expect(kit.actor.getSnapshot().value).toBe('done');
    expect(kit.actions.at(-1)).toEqual({ name: 'reportSent', params: { isHidden: true, replyId: null } });
  });

  it('reports a reply when opened on one, and forgets it for the next report', async () => {
    const kit = createReportKit();
    kit.start();
    kit.actor.send({ type: 'report.open', isMember: true, replyId: 55 });
    kit.actor.send({ type: 'report.reasonPicked', reason: 'ABUSE' });
    kit.actor.send({ type: 'report.next' });
    kit.actor.send({ type: 'report.submit' });
    await kit.flush();
    expect(kit.submissions).toEqual([{ reason: 'ABUSE', text: null, replyId: 55 }]);
    await kit.resolve({ isHidden: false });
    expect(kit.actions.at(-1)).toEqual({ name: 'reportSent', params: { isHidden: false, replyId: 55 } });
    kit.actor.send({ type: 'report.close' });
    kit.actor.send({ type: 'report.open', isMember: true });
    expect(kit.actor.getSnapshot().context.replyId).toBeNull();
  });

  it('needs 5 characters for 기타 and sends them trimmed', async () => {
    const kit = await openAsMember();
    kit.actor.send({ type: 'report.reasonPicked', reason: 'ETC' });
    expect(kit.actor.getSnapshot().value).toBe('typingReason');
    kit.actor.send({ type: 'report.textChanged', text: '  짧음 ' });
    expect(canGoNext(kit.actor.getSnapshot())).toBe(false);
    expect(textHint(kit.actor.getSnapshot())).toBe('기타 사유를 5자 이상 적어 주세요.');
    kit.actor.send({ type: 'report.textChanged', text: '  다른 가게 홍보예요 ' });
    kit.actor.send({ type: 'report.next' });
    kit.actor.send({ type: 'report.submit' });
    await kit.flush();
    expect(kit.submissions).toEqual([{ reason: 'ETC', text: '다른 가게 홍보예요', replyId: null }]);
  });

  it('keeps the choice after a failure and retries', async () => {
    const kit = await openAsMember();
    kit.actor.send({ type: 'report.reasonPicked', reason: 'ABUSE' });
    kit.actor.send({ type: 'report.next' });
    kit.actor.send({ type: 'report.submit' });
    await kit.flush();
    await kit.reject(networkError());
    expect(kit.actor.getSnapshot().value).toBe('failed');
    expect(kit.actor.getSnapshot().context.reason).toBe('ABUSE');
    expect(kit.actor.getSnapshot().context.message).toBe('잠시 문제가 있어 신고하지 못했어요. 잠시 후 다시 시도해 주세요.');
    kit.actor.send({ type: 'report.submit' });
    await kit.flush();
    expect(kit.submissions).toHaveLength(2);
    await kit.reject(apiError(18, '이미 신고한 글이에요.'));
    expect(dialogStep(kit.actor.getSnapshot())).toBe('already');
  });

  it("shows the server's message for one's own post", async () => {
    const kit = await openAsMember();
    kit.actor.send({ type: 'report.reasonPicked', reason: 'SPAM' });
    kit.actor.send({ type: 'report.next' });
    kit.actor.send({ type: 'report.submit' });
    await kit.flush();
    await kit.reject(apiError(12, '내 글은 신고할 수 없어요.'));
    expect(kit.actor.getSnapshot().context.message).toBe('내 글은 신고할 수 없어요.');
    kit.actor.send({ type: 'report.close' });
    expect(kit.actor.getSnapshot().context).toEqual({ reason: null, text: '', message: null, isHidden: false, replyId: null });
  });
});
