import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, type RefObject } from 'react';
import { css, cx } from 'styled-system/css';
import * as select from '../../../machines/survey/survey.selectors';
import { surveyTexts } from '../../../machines/survey/survey.types';
import { CloseIcon } from '../../ui/icons';
import { button, iconButton } from '../../ui/recipes';
import { AnswerOptions } from './answer-options';
import { CompletionArt } from './completion-art';
import type { SurveyActor } from './survey-actors';

/**
 * The taste-survey dialog of SPEC.md §2: full screen up to 480px wide, persistent (outside taps
 * and Escape never close it without the confirm), one question per step.
 *
 * It is not Ark's "modal" dialog: that one disables pointer events on <body>, which would also
 * disable the app's alerts (a native modal <dialog> in <body>) shown over the survey. Focus is
 * still trapped, the page behind does not scroll, and the surface covers the whole screen, so it
 * is announced as modal (aria-modal).
 */
export function SurveyDialog({ survey }: { survey: SurveyActor }) {
  const open = useSelector(survey, select.isOpen);
  const complete = useSelector(survey, select.isComplete);
  const confirming = useSelector(survey, select.isConfirmingClose);
  const title = useSelector(survey, select.surveyTitle);
  const focusRef = useRef<HTMLHeadingElement>(null);

  return (
    <Dialog.Root
      open={open}
      lazyMount
      unmountOnExit
      modal={false}
      trapFocus
      preventScroll
      closeOnInteractOutside={false}
      closeOnEscape={false}
      onEscapeKeyDown={(event) => {
        // Escape inside an alert over the survey belongs to that alert
        if (event.target instanceof Element && event.target.closest('dialog[open]')) return;
        survey.send({ type: 'survey.close' });
      }}
      initialFocusEl={() => focusRef.current}
      aria-label={title || '취향 설문'}
    >
      <Portal>
        <Dialog.Backdrop className={styles.backdrop} />
        <Dialog.Positioner className={styles.positioner}>
          <Dialog.Content className={styles.content} aria-modal="true" data-testid="survey-dialog">
            {complete ? <CompletionScreen survey={survey} focusRef={focusRef} /> : <StepScreen survey={survey} focusRef={focusRef} />}
            <LeaveConfirm
              open={confirming}
              onStay={() => survey.send({ type: 'survey.stay' })}
              onLeave={() => survey.send({ type: 'survey.leave' })}
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface ScreenProps {
  survey: SurveyActor;
  focusRef: RefObject<HTMLHeadingElement | null>;
}

function CloseButton({ survey, disabled = false }: { survey: SurveyActor; disabled?: boolean }) {
  return (
    <button
      type="button"
      className={iconButton({ tone: 'muted' })}
      aria-label="닫기"
      disabled={disabled}
      onClick={() => survey.send({ type: 'survey.close' })}
    >
      <CloseIcon size={22} />
    </button>
  );
}

/** One step: indicator, the title on the first step, the numbered question and its answers. */
function StepScreen({ survey, focusRef }: ScreenProps) {
  const stepIndex = useSelector(survey, select.stepIndex);
  const stepCount = useSelector(survey, select.stepCount);
  const showsTitle = useSelector(survey, select.showsSurveyTitle);
  const showsBack = useSelector(survey, select.showsBack);
  const lastStep = useSelector(survey, select.isLastStep);
  const busy = useSelector(survey, select.isBusy);
  const title = useSelector(survey, select.surveyTitle);
  const question = useSelector(survey, select.question);
  const maximumNote = useSelector(survey, select.maximumNote);
  const headingId = useId();
  const descriptionId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);

  // a new step: back to the top, and the screen reader hears the new question
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    bodyRef.current?.scrollTo?.({ top: 0 });
    focusRef.current?.focus({ preventScroll: true });
  }, [stepIndex, focusRef]);

  if (!question) return null;
  const number = stepIndex + 1;

  return (
    <div className={styles.screen} aria-busy={busy || undefined}>
      <header className={styles.top}>
        <StepIndicator current={number} count={stepCount} />
        <CloseButton survey={survey} disabled={busy} />
      </header>
      <div ref={bodyRef} className={styles.body}>
        {showsTitle && <Dialog.Title className={styles.surveyTitle}>{title}</Dialog.Title>}
        <h3 ref={focusRef} id={headingId} tabIndex={-1} className={styles.question}>
          <span className={styles.questionNumber}>{number}.</span> {question.title}
          {maximumNote && <span className={styles.note}> {maximumNote}</span>}
        </h3>
        {question.description && (
          <p id={descriptionId} className={styles.description}>
            {question.description}
          </p>
        )}
        <AnswerOptions
          key={question.questionId}
          survey={survey}
          question={question}
          labelledBy={headingId}
          describedBy={question.description ? descriptionId : undefined}
          disabled={busy}
        />
      </div>
      <footer className={styles.footer}>
        {showsBack && (
          <button
            type="button"
            className={cx(button({ variant: 'outline', size: 'xl' }), styles.backButton)}
            disabled={busy}
            onClick={() => survey.send({ type: 'survey.back' })}
          >
            {surveyTexts.back}
          </button>
        )}
        <button
          type="button"
          className={cx(button({ variant: 'solid', size: 'xl', fullWidth: true }), styles.grow)}
          disabled={busy}
          onClick={() => survey.send({ type: lastStep ? 'survey.complete' : 'survey.next' })}
        >
          {lastStep ? surveyTexts.complete : surveyTexts.next}
        </button>
      </footer>
    </div>
  );
}

/** '1 / 5' with a bar per step; read as '5단계 중 1단계'. */
function StepIndicator({ current, count }: { current: number; count: number }) {
  return (
    <div
      className={styles.indicator}
      role="progressbar"
      aria-label="설문 진행 단계"
      aria-valuemin={1}
      aria-valuemax={count}
      aria-valuenow={current}
      aria-valuetext={`${count}단계 중 ${current}단계`}
    >
      <span className={styles.indicatorText} aria-hidden="true">
        <strong className={styles.indicatorCurrent}>{current}</strong> / {count}
      </span>
      <span className={styles.segments} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <span key={index} className={styles.segment} data-done={index < current || undefined} />
        ))}
      </span>
    </div>
  );
}

/** SPEC.md §2: thanks, and '마켓 구경하기' (home, closed, status cleared). */
function CompletionScreen({ survey, focusRef }: ScreenProps) {
  useEffect(() => {
    focusRef.current?.focus({ preventScroll: true });
  }, [focusRef]);
  return (
    <div className={styles.screen}>
      <header className={cx(styles.top, styles.topEnd)}>
        <CloseButton survey={survey} />
      </header>
      <div className={cx(styles.body, styles.completeBody)}>
        <CompletionArt />
        <h2 ref={focusRef} tabIndex={-1} className={styles.completeTitle}>
          {surveyTexts.completeTitle}
        </h2>
        <p className={styles.completeText}>{surveyTexts.completeThanks}</p>
      </div>
      <footer className={styles.footer}>
        <button
          type="button"
          className={button({ variant: 'solid', size: 'xl', fullWidth: true })}
          onClick={() => survey.send({ type: 'survey.browseMarket' })}
        >
          {surveyTexts.browseMarket}
        </button>
      </footer>
    </div>
  );
}

/**
 * '취향 정보 입력 중이에요! 완료하지 않고 나가시겠어요?' as a dialog nested in the survey, so that its
 * focus, Escape and outside taps stack over the survey's own. Escape means '이어서 계속하기'.
 */
function LeaveConfirm({ open, onStay, onLeave }: { open: boolean; onStay: () => void; onLeave: () => void }) {
  const stayRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      // the safe answer has the focus
      initialFocusEl={() => stayRef.current}
      lazyMount
      unmountOnExit
      closeOnInteractOutside={false}
      onOpenChange={(details) => {
        if (!details.open) onStay();
      }}
    >
      <Portal>
        <Dialog.Backdrop className={styles.confirmBackdrop} />
        <Dialog.Positioner className={styles.confirmPositioner}>
          <Dialog.Content className={styles.confirmContent}>
            <Dialog.Title className={styles.confirmMessage}>{surveyTexts.leaveQuestion}</Dialog.Title>
            <div className={styles.confirmActions}>
              <button type="button" className={button({ variant: 'solid', size: 'lg', fullWidth: true })} onClick={onLeave}>
                {surveyTexts.leave}
              </button>
              <Dialog.CloseTrigger ref={stayRef} className={button({ variant: 'ghost', size: 'lg', fullWidth: true })}>
                {surveyTexts.stay}
              </Dialog.CloseTrigger>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

const styles = {
  backdrop: css({ position: 'fixed', inset: '0', zIndex: 'dialog', bg: 'rgba(0, 0, 0, 0.5)' }),
  positioner: css({ position: 'fixed', inset: '0', zIndex: 'dialog', display: 'flex', justifyContent: 'center' }),
  content: css({
    position: 'relative',
    width: '100%',
    maxWidth: 'surveyDialog',
    height: '100dvh',
    bg: 'white',
    outline: 'none',
    display: 'flex',
    flexDirection: 'column',
    paddingTop: 'env(safe-area-inset-top)',
    transition: 'opacity 0.2s ease-out, transform 0.2s ease-out',
    _starting: { opacity: 0, transform: 'translateY(16px)' },
    _motionReduce: { transition: 'none' },
  }),
  screen: css({ display: 'flex', flexDirection: 'column', minHeight: '0', flex: '1' }),
  top: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '3',
    minHeight: 'header',
    paddingInlineStart: '5',
    paddingInlineEnd: '2',
  }),
  topEnd: css({ justifyContent: 'flex-end' }),
  indicator: css({ display: 'flex', alignItems: 'center', gap: '3', flex: '1', minWidth: '0' }),
  indicatorText: css({ fontSize: '14px', color: 'gray.600', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }),
  indicatorCurrent: css({ color: 'primaryStrong', fontWeight: 'bold' }),
  segments: css({ display: 'flex', gap: '1', flex: '1', maxWidth: '200px' }),
  segment: css({
    flex: '1',
    height: '4px',
    borderRadius: 'full',
    bg: 'gray.200',
    '&[data-done]': { bg: 'primary' },
  }),
  body: css({
    flex: '1',
    minHeight: '0',
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    paddingInline: '5',
    paddingTop: '3',
    paddingBottom: '6',
  }),
  surveyTitle: css({ fontSize: '22px', fontWeight: 'bold', color: 'gray.900', lineHeight: '1.4', marginBottom: '6', wordBreak: 'keep-all' }),
  question: css({
    fontSize: '18px',
    fontWeight: 'bold',
    color: 'gray.900',
    lineHeight: '1.45',
    wordBreak: 'keep-all',
    outline: 'none',
  }),
  questionNumber: css({ color: 'primaryStrong' }),
  note: css({ fontSize: '14px', fontWeight: 'medium', color: 'gray.600' }),
  description: css({ marginTop: '2', fontSize: '14px', color: 'gray.600', lineHeight: '1.6', wordBreak: 'keep-all' }),
  footer: css({
    display: 'flex',
    gap: '2',
    paddingInline: '5',
    paddingTop: '3',
    paddingBottom: 'calc(16px + env(safe-area-inset-bottom))',
    borderTop: '1px solid token(colors.gray.100)',
    bg: 'white',
  }),
  backButton: css({ flexBasis: '34%' }),
  grow: css({ flex: '1' }),
  completeBody: css({ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', paddingTop: '12' }),
  completeTitle: css({ marginTop: '6', fontSize: '22px', fontWeight: 'bold', color: 'gray.900', lineHeight: '1.4', outline: 'none', wordBreak: 'keep-all' }),
  completeText: css({ marginTop: '3', maxWidth: '320px', fontSize: '15px', color: 'gray.700', lineHeight: '1.6', wordBreak: 'keep-all' }),
  confirmBackdrop: css({ position: 'fixed', inset: '0', zIndex: 'dialog', bg: 'rgba(0, 0, 0, 0.5)' }),
  confirmPositioner: css({
    position: 'fixed',
    inset: '0',
    zIndex: 'dialog',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: '6',
  }),
  confirmContent: css({
    width: '100%',
    maxWidth: 'dialog',
    bg: 'white',
    borderRadius: '16px',
    boxShadow: 'xl',
    outline: 'none',
    overflow: 'hidden',
  }),
  confirmMessage: css({
    paddingInline: '6',
    paddingTop: '8',
    paddingBottom: '6',
    fontSize: '16px',
    fontWeight: 'medium',
    color: 'gray.900',
    lineHeight: '1.6',
    textAlign: 'center',
    wordBreak: 'keep-all',
  }),
  confirmActions: css({ display: 'flex', flexDirection: 'column', gap: '1', padding: '4', paddingTop: '0' }),
};
