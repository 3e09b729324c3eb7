/**
 * Model-based tests of the social sign-in statechart (DESIGN.md "Tests", issue 26 §3): every path
 * of social-sign-in.model.ts is replayed against a running actor with recording stubs; after each
 * event the actor must be where the oracle (social-sign-in.oracle.ts, from SPEC.md) says, with the
 * dialog's message it says. A mutant with one wrong target must fail it. Fails when a state or
 * transition of the machine is unvisited.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { coverageCheck, type CoverageCheck } from '../test-support/inspector';
import { mismatch, statePath, type Expected, type Oracle } from '../test-support/oracle';
import { pathEvents, withMutatedTarget, type ModelPath } from '../test-support/test-model';
import { socialSignInMachine, type SocialSignInMachine } from './social-sign-in.machine';
import { caseOf, signInModelPaths, signInOracle } from './social-sign-in.model';
import { signInStart, type SignInFacts } from './social-sign-in.oracle';
import { createSignInKit, type SignInActorName } from './social-sign-in.test-kit';

const paths = signInModelPaths();
const coverage = coverageCheck('social sign-in', socialSignInMachine);
const oracle = signInOracle();
let executed = 0;

async function replay(path: ModelPath, machine: SocialSignInMachine, { oracle, coverage }: { oracle: Oracle<SignInFacts>; coverage?: CoverageCheck }) {
  const kit = createSignInKit(machine);
  kit.start();
  let expected: Expected<SignInFacts> = signInStart();
  try {
    for (const [index, event] of pathEvents(path).entries()) {
      const eventCase = caseOf(event);
      if (event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.')) {
        const id = event.type.split('.').pop() as SignInActorName;
        if (!kit.isPending(id)) return mismatch(path.description, index + 1, eventCase, `${id} running`, statePath(kit.actor.getSnapshot().value));
        if (event.type.startsWith('xstate.done')) await kit.resolve(id, event.output);
        else await kit.reject(id, event.error);
      } else {
        kit.actor.send(event as never);
        await kit.flush();
      }
      expected = oracle.next(expected, eventCase);
      const snapshot = kit.actor.getSnapshot();
      const actual = statePath(snapshot.value);
      if (actual !== expected.state) return mismatch(path.description, index + 1, eventCase, expected.state, actual);
      // the dialog says what the spec says
      if (expected.state === 'failed') expect(kit.calls.showMessage.at(-1)).toEqual({ message: expected.facts.message });
      if (expected.state === 'redirecting') expect(kit.actions.at(-1)).toEqual({ name: 'redirectToNaver', params: { reprompt: expected.facts.reprompt } });
    }
    // a sign-in reaches the session exactly when the machine ends signed in
    const signedIn = expected.state === 'signedIn';
    expect(kit.names().filter((name) => name === 'reportSignedIn')).toHaveLength(signedIn ? 1 : 0);
    coverage?.add(kit);
    return null;
  } finally {
    kit.actor.stop();
  }
}

describe('social sign-in model', () => {
  for (const path of paths) {
    it(path.description, async () => {
      executed += 1;
      expect(await replay(path, socialSignInMachine, { oracle, coverage })).toBeNull();
    });
  }
});

describe('social sign-in model: the oracle sees a wrong transition', () => {
  const mutants = [
    { state: 'idle', event: 'signIn.returned', index: 0, target: 'failed' },
    { state: 'fetchingNaverProfile', event: 'xstate.done.actor.fetchNaverProfile', index: 1, target: 'signingIn' },
    { state: 'askingConsent', event: 'xstate.done.actor.confirmConsent', index: 0, target: 'leaving' },
    { state: 'signingIn', event: 'xstate.error.actor.signInAndUp', index: 1, target: 'idle' },
  ];
  for (const mutation of mutants) {
    it(`fails when ${mutation.state} on ${mutation.event} #${mutation.index} goes to ${mutation.target}`, async () => {
      const mutant = withMutatedTarget(socialSignInMachine, mutation);
      const mutantOracle = signInOracle();
      let caught: string | null = null;
      for (const path of paths) caught ??= await replay(path, mutant, { oracle: mutantOracle }).catch((error: unknown) => String(error));
      expect(caught).not.toBeNull();
    });
  }
});

afterAll(() => {
  if (executed < paths.length) return;
  coverage.check();
  expect(oracle.unusedRows()).toEqual([]);
});
