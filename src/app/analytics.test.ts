// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionKit, memberProfile } from '../../machines/session/session.test-kit';
import type { SessionActor } from './actors';
import type * as ActualEnv from '../config/env';
import type * as ActualAnalytics from '../platform/analytics';

/** the consent rule's answer for this browser, set by each test */
const plan = vi.hoisted(() => ({ value: 'on' as 'on' | 'ask' | 'off' }));
vi.mock('../platform/script-loader', () => ({ loadScript: () => Promise.resolve() }));
vi.mock('../config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof ActualEnv>();
  return { ...actual, env: { ...actual.env, VITE_GA_ID: 'G-TEST1234' } };
});
vi.mock('../platform/analytics', async (importOriginal) => {
  const actual = await importOriginal<typeof ActualAnalytics>();
  return { ...actual, analyticsPlan: () => plan.value };
});

const { connectAnalytics } = await import('./analytics');
const { answerConsent, resetAnalytics } = await import('../platform/analytics');

type Win = typeof globalThis & { dataLayer?: IArguments[] };
const queued = () => ((globalThis as Win).dataLayer ?? []).map((entry) => Array.from(entry));
const userCommands = () => queued().filter(([command]) => command === 'set');
const HASH = 'c'.repeat(64);

function member() {
  const kit = createSessionKit(true);
  kit.start();
  return kit;
}

beforeEach(() => {
  resetAnalytics();
  localStorage.clear();
  delete (globalThis as Win).dataLayer;
  plan.value = 'on';
});

describe('connectAnalytics (issue 25)', () => {
  it('sets the member’s user id (the stored userToken) once the profile is in, and clears it when they leave', async () => {
    const kit = member();
    const stop = connectAnalytics(kit.actor as unknown as SessionActor);
    expect(queued()[1]).toEqual(['config', 'G-TEST1234', expect.not.objectContaining({ user_id: expect.anything() })]);
    await kit.resolve('validateToken');
    localStorage.setItem('userToken', HASH);
    await kit.resolve('fetchProfile', memberProfile());
    expect(userCommands()).toEqual([['set', { user_id: HASH }]]);
    kit.actor.send({ type: 'session.logout' });
    await kit.resolve('revokeTokens');
    expect(userCommands()).toEqual([
      ['set', { user_id: HASH }],
      ['set', { user_id: null }],
    ]);
    stop();
  });

  it('where consent is asked, nothing is queued before 동의, and all of it after', () => {
    plan.value = 'ask';
    const stop = connectAnalytics(member().actor as unknown as SessionActor);
    expect((globalThis as Win).dataLayer).toBeUndefined();
    answerConsent('granted');
    expect(queued().map(([command]) => command)).toEqual(['js', 'config']);
    stop();
  });

  it('a refusal, or no plan, queues nothing', () => {
    plan.value = 'ask';
    const stop = connectAnalytics(member().actor as unknown as SessionActor);
    answerConsent('denied');
    expect((globalThis as Win).dataLayer).toBeUndefined();
    stop();
    plan.value = 'off';
    connectAnalytics(member().actor as unknown as SessionActor)();
    expect((globalThis as Win).dataLayer).toBeUndefined();
  });
});
