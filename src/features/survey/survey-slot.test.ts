// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { surveyMachine } from '../../../machines/survey/survey.machine';
import type { SurveyTemplate } from '../../../machines/survey/survey.types';
import { cookie, cookieKeys } from '../../platform/cookies';
import { local, localKeys } from '../../platform/storage';
import type { SurveyActor } from './survey-actors';
import { createSurveySlot } from './survey-slot';

const template: SurveyTemplate = {
  templateId: 1,
  title: '취향 조사',
  questionList: [
    { questionId: 1, title: '좋아하는 과일', description: '', answerType: 'TEXT', minimum: 1, maximum: 1, answerList: [{ answerId: 1, title: '딸기', imageUrl: null }] },
  ],
};

/** A slot whose module load is counted and whose actor fetches the template above. */
function slotWithCountedLoad() {
  const load = vi.fn(async () => ({
    createSurveyActor: () =>
      createActor(surveyMachine.provide({ actors: { fetchTemplate: fromPromise(async () => template) } })) as unknown as SurveyActor,
  }));
  return { slot: createSurveySlot({ navigation: { go: () => undefined }, load }), load };
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('accessToken1', 'token');
  localStorage.setItem('userToken', 'a'.repeat(64));
  cookie.remove(cookieKeys.surveyHidden);
  window.history.replaceState(null, '', '/');
});
afterEach(() => localStorage.clear());

describe('survey slot: the survey loads only when it opens (SPEC.md §4)', () => {
  it('loads nothing for a member whose survey is done, hidden, or on a login page', async () => {
    const { slot, load } = slotWithCountedLoad();
    local.set(localKeys.surveyCompleted, 'true');
    await slot.openForMember();
    local.set(localKeys.surveyCompleted, 'false');
    cookie.set(cookieKeys.surveyHidden, 'true', new Date(Date.now() + 60_000));
    await slot.openForMember();
    cookie.remove(cookieKeys.surveyHidden);
    window.history.replaceState(null, '', '/login');
    await slot.openForMember();
    expect(load).not.toHaveBeenCalled();
    expect(slot.current()).toBeNull();
  });

  it('loads once and opens for a member with a pending survey; logging out closes it', async () => {
    const { slot, load } = slotWithCountedLoad();
    local.set(localKeys.surveyCompleted, 'false');
    const appeared = vi.fn();
    slot.subscribe(appeared);
    await slot.openForMember();
    await slot.openForMember();
    expect(load).toHaveBeenCalledTimes(1);
    expect(appeared).toHaveBeenCalledTimes(1);
    const actor = slot.current();
    expect(actor).not.toBeNull();
    await vi.waitFor(() => expect(actor?.getSnapshot().matches('answering')).toBe(true));
    slot.reset();
    expect(actor?.getSnapshot().matches('closed')).toBe(true);
    slot.stop();
  });
});
