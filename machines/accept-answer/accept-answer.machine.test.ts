import { describe, expect, it } from 'vitest';
import { isAccepted, outcome, pendingReplyId } from './accept-answer.selectors';
import { apiError, createAcceptKit, networkError } from './accept-answer.test-kit';

async function accepting(replyId = 55) {
  const kit = createAcceptKit();
  kit.start();
  kit.actor.send({ type: 'accept.request', replyId });
  kit.actor.send({ type: 'accept.confirm' });
  await kit.flush();
  return kit;
}

describe('accept answer machine', () => {
  it('asks first, then accepts the tapped answer and refreshes the question', async () => {
    const kit = createAcceptKit();
    kit.start();
    kit.actor.send({ type: 'accept.request', replyId: 7 });
    expect(pendingReplyId(kit.actor.getSnapshot())).toBe(7);
    expect(kit.requests).toEqual([]);
    kit.actor.send({ type: 'accept.confirm' });
    await kit.flush();
    expect(kit.requests).toEqual([{ replyId: 7 }]);
    await kit.resolve({ acceptedReplyId: 7 });
    expect(isAccepted(kit.actor.getSnapshot())).toBe(true);
    expect(kit.refreshes()).toBe(1);
  });

  it("shows the server's refusal for someone other than the asker (12)", async () => {
    const kit = await accepting();
    await kit.reject(apiError(12, '질문을 쓴 회원만 답변을 채택할 수 있어요.'));
    expect(kit.actor.getSnapshot().value).toBe('notAsker');
    expect(outcome(kit.actor.getSnapshot())).toEqual({ kind: 'refused', message: '질문을 쓴 회원만 답변을 채택할 수 있어요.' });
  });

  it('refreshes when an answer was accepted already (18)', async () => {
    const kit = await accepting();
    await kit.reject(apiError(18, '이미 채택한 답변이 있어요.'));
    expect(kit.actor.getSnapshot().value).toBe('alreadyAccepted');
    expect(kit.refreshes()).toBe(1);
    kit.actor.send({ type: 'accept.dismiss' });
    expect(kit.actor.getSnapshot().context).toEqual({ replyId: null, acceptedReplyId: null, message: null });
  });

  it('retries the same answer after a failure', async () => {
    const kit = await accepting(9);
    await kit.reject(networkError());
    expect(outcome(kit.actor.getSnapshot())?.kind).toBe('failed');
    kit.actor.send({ type: 'accept.retry' });
    await kit.flush();
    expect(kit.requests).toEqual([{ replyId: 9 }, { replyId: 9 }]);
  });
});
