import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { SurveySlot } from './survey-slot';

/** The overlay (and with it the survey's selectors and dialog) loads once the survey's actor exists. */
const SurveyOverlay = lazy(() => import('./survey-overlay').then((module) => ({ default: module.SurveyOverlay })));

/**
 * The taste survey among the app-level overlays (SPEC.md §2), mounted once near the root with the
 * app's survey slot: nothing renders, and nothing of the survey loads, until the survey is needed.
 */
export function SurveySlotOverlay({ slot }: { slot: SurveySlot }) {
  const survey = useSyncExternalStore(slot.subscribe, slot.current, slot.current);
  if (!survey) return null;
  return (
    <Suspense fallback={null}>
      <SurveyOverlay survey={survey} />
    </Suspense>
  );
}
