/**
 * The oracle of the survey's model tests (issue 26 §3): where the taste survey must be after each
 * event, and which step and answers it shows, written from SPEC.md §2 ("Taste-survey dialog"), §4
 * ("Survey opens on startup", "Survey steps"), §5 and §8. It is not derived from the machine: the
 * machine test (survey.model.test.ts) and the rendered dialog's test
 * (src/features/survey/survey-dialog.model.test.tsx) compare against it.
 *
 * Resting states: closed, loading, answering.editing, answering.confirmingClose, submitting,
 * duplicated, failed, complete.
 */
import type { OracleRow } from '../test-support/oracle';
import type { SurveyTemplate } from './survey.types';

export interface SurveyFacts {
  /** the step on screen, from 0 */
  step: number;
  /** the answers picked per question id, in the order picked; a question without picks has none */
  picks: Record<number, number[]>;
}

export const closedFacts = (): SurveyFacts => ({ step: 0, picks: {} });

/** The oracle's rows for a template (the model walks one template; its questions set the rules). */
export function surveyOracleRows(template: SurveyTemplate): OracleRow<SurveyFacts>[] {
  const questions = template.questionList;
  const last = questions.length - 1;
  const question = (facts: SurveyFacts) => {
    const shown = questions[facts.step];
    if (!shown) throw new Error(`no question at step ${facts.step}`);
    return shown;
  };
  const picked = (facts: SurveyFacts) => facts.picks[question(facts).questionId] ?? [];
  const answerOf = (eventCase: string) => Number(eventCase.slice('pick '.length));
  const withPicks = (facts: SurveyFacts, picks: number[]): SurveyFacts => {
    const id = question(facts).questionId;
    // SPEC.md §4: an empty selection removes the question's entry
    const others = Object.fromEntries(Object.entries(facts.picks).filter(([key]) => Number(key) !== id));
    return { ...facts, picks: picks.length === 0 ? others : { ...others, [id]: picks } };
  };
  const single = (facts: SurveyFacts) => question(facts).maximum <= 1;
  const underMinimum = (facts: SurveyFacts) => picked(facts).length < question(facts).minimum;
  const picks = questions.flatMap((q) => q.answerList.map((answer) => `pick ${answer.answerId}`));

  return [
    // startup (§4 "Survey opens on startup when …")
    { in: 'closed', on: 'open: eligible', go: 'loading', spec: '§4 Survey opens on startup when the conditions hold' },
    { in: 'loading', on: 'template: loaded', go: 'answering.editing', set: closedFacts, spec: '§4 Survey steps: index 0 to last question' },
    { in: 'loading', on: ['template: no questions', 'template: failed'], go: 'closed', spec: 'decisions: nothing to ask closes without a trace' },

    // answering (§4 "Survey steps", §5)
    { in: 'answering.editing', on: picks, when: (f, e) => single(f) && picked(f).includes(answerOf(e)), spec: '§4 single answer: re-picking does nothing' },
    { in: 'answering.editing', on: picks, when: single, set: (f, e) => withPicks(f, [answerOf(e)]), spec: '§4 single answer: picking replaces the selection' },
    {
      in: 'answering.editing',
      on: picks,
      when: (f, e) => picked(f).includes(answerOf(e)),
      set: (f, e) => withPicks(f, picked(f).filter((id) => id !== answerOf(e))),
      spec: '§4 multiple answers: picking toggles',
    },
    { in: 'answering.editing', on: picks, when: (f) => picked(f).length >= question(f).maximum, spec: '§4 over the maximum is refused with an alert' },
    { in: 'answering.editing', on: picks, set: (f, e) => withPicks(f, [...picked(f), answerOf(e)]), spec: '§4 multiple answers: picking toggles' },
    { in: 'answering.editing', on: ['next', 'complete'], when: underMinimum, spec: '§5 fewer than the minimum does not advance' },
    { in: 'answering.editing', on: 'next', when: (f) => f.step < last, set: (f) => ({ ...f, step: f.step + 1 }), spec: '§4 next needs the minimum selections' },
    { in: 'answering.editing', on: 'back', when: (f) => f.step > 0, set: (f) => ({ ...f, step: f.step - 1 }), spec: '§4 back is allowed' },
    { in: 'answering.editing', on: 'complete', when: (f) => f.step === last, go: 'submitting', spec: "§4 on the last step 'complete' submits" },
    { in: 'answering.editing', on: 'close', go: 'answering.confirmingClose', spec: "§2 the close button asks '취향 정보 입력 중이에요! …'" },
    { in: 'answering.confirmingClose', on: 'stay', go: 'answering.editing', spec: "§2 '이어서 계속하기'" },
    { in: 'answering.confirmingClose', on: 'leave', go: 'closed', set: closedFacts, spec: "§2 '나가기'; §4 closing hides it 12 hours" },

    // the submission (§4, §8)
    { in: 'submitting', on: 'submit: ok', go: 'complete', spec: '§4 on success the completion screen shows' },
    { in: 'submitting', on: 'submit: 18', go: 'duplicated', spec: '§8 18 on survey submit: alert, then / and close' },
    { in: 'submitting', on: ['submit: 13', 'submit: offline'], go: 'failed', spec: "§8 survey submit failure: the server's message or the generic one" },
    { in: 'duplicated', on: 'alert closed', go: 'closed', set: closedFacts, spec: '§4 after the alert is dismissed go to / and close the survey' },
    { in: 'failed', on: 'alert closed', go: 'answering.editing', spec: 'decisions: back to the last step with the answers kept' },
    { in: 'complete', on: ['browse market', 'close'], go: 'closed', set: closedFacts, spec: "§2 the completion screen's button goes to /, closes the survey" },

    // the app closes it at once (a logout)
    { in: '*', on: 'reset', go: 'closed', set: closedFacts, spec: 'decisions: a logout closes the survey without asking' },
  ];
}
