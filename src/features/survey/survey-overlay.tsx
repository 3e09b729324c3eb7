import { useSelector } from '@xstate/react';
import { lazy, Suspense, useState } from 'react';
import { isOpen } from '../../../machines/survey/survey.selectors';
import type { SurveyActor } from './survey-actors';

/** The dialog lives in its own chunk: nothing of it loads until the survey first opens. */
const SurveyDialog = lazy(() => import('./survey-dialog').then((module) => ({ default: module.SurveyDialog })));

/**
 * The taste survey among the app-level overlays (SPEC.md §2). Mount once near the root with the
 * survey actor; it shows the dialog whenever the machine is open.
 */
export function SurveyOverlay({ survey }: { survey: SurveyActor }) {
  const open = useSelector(survey, isOpen);
  // once loaded, the dialog stays mounted so that closing can play its exit
  const [loaded, setLoaded] = useState(false);
  if (open && !loaded) setLoaded(true);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <SurveyDialog survey={survey} />
    </Suspense>
  );
}
