import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { RadioGroup } from '@ark-ui/react/radio-group';
import { useId, useState } from 'react';
import { css } from 'styled-system/css';
import { canGoNext, dialogStep, isDialogOpen, isSubmitting, showsTextField, textHint } from '../../../machines/community-report/community-report.selectors';
import { REPORT_TEXT_MAX, type ReportReason } from '../../../machines/community-report/community-report.types';
import { ACCUSE_REASONS } from '../../api/community/schemas';
import { dialogParts } from '../../ui/dialogs/dialog-parts';
import { CheckIcon, CloseIcon } from '../../ui/icons';
import { button, iconButton } from '../../ui/recipes';
import { ReportActor } from './report-context';

const reasonLabel = (reason: ReportReason | null) => ACCUSE_REASONS.find((item) => item.code === reason)?.label ?? '';

/** The '신고하기' dialog: five reasons as radio buttons (기타 needs a text), a confirmation, the outcome. */
export function ReportDialog() {
  const actor = ReportActor.useActorRef();
  const open = ReportActor.useSelector(isDialogOpen);
  const step = ReportActor.useSelector(dialogStep);
  const reason = ReportActor.useSelector((snapshot) => snapshot.context.reason);
  const text = ReportActor.useSelector((snapshot) => snapshot.context.text);
  const message = ReportActor.useSelector((snapshot) => snapshot.context.message);
  const hidden = ReportActor.useSelector((snapshot) => snapshot.context.isHidden);
  // a reply (댓글, or 답변 on a question) or the post itself (글)
  const what = ReportActor.useSelector((snapshot) => (snapshot.context.replyId === null ? '글' : '댓글'));
  const typing = ReportActor.useSelector(showsTextField);
  const nextOk = ReportActor.useSelector(canGoNext);
  const hint = ReportActor.useSelector(textHint);
  const busy = ReportActor.useSelector(isSubmitting);
  const reasonsId = useId();
  const textId = useId();
  const hintId = useId();
  const close = () => actor.send({ type: 'report.close' });
  // the dialog's own machine is made when it first opens, not with the post (issue 14: the post's
  // first render is a slow phone's longest task); once made it stays, for its closing animation
  const [made, setMade] = useState(false);
  if (open && !made) setMade(true);
  if (!open && !made) return null;

  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && !busy && close()} lazyMount unmountOnExit role="dialog">
      <Portal>
        <Dialog.Backdrop className={dialogParts.backdrop} />
        <Dialog.Positioner className={dialogParts.positioner}>
          <Dialog.Content className={dialogParts.content} aria-busy={busy || undefined}>
            <div className={styles.head}>
              <Dialog.Title className={styles.title}>{what === '글' ? '신고하기' : '댓글 신고하기'}</Dialog.Title>
              <Dialog.CloseTrigger className={iconButton({ tone: 'muted' })} aria-label="닫기" disabled={busy}>
                <CloseIcon size={22} />
              </Dialog.CloseTrigger>
            </div>
            <div className={styles.body}>
              {step === 'reasons' && (
                <>
                  <Dialog.Description id={reasonsId} className={styles.lead}>
                    신고하는 이유를 골라 주세요.
                  </Dialog.Description>
                  <RadioGroup.Root
                    className={styles.reasons}
                    value={reason}
                    aria-labelledby={reasonsId}
                    onValueChange={(details) => {
                      const picked = ACCUSE_REASONS.find((item) => item.code === details.value);
                      if (picked) actor.send({ type: 'report.reasonPicked', reason: picked.code });
                    }}
                  >
                    {ACCUSE_REASONS.map((item) => (
                      <RadioGroup.Item key={item.code} value={item.code} className={styles.reason}>
                        <RadioGroup.ItemControl className={styles.control}>
                          <CheckIcon size={12} strokeWidth={2.6} />
                        </RadioGroup.ItemControl>
                        <RadioGroup.ItemText className={styles.reasonText}>{item.label}</RadioGroup.ItemText>
                        <RadioGroup.ItemHiddenInput />
                      </RadioGroup.Item>
                    ))}
                  </RadioGroup.Root>
                  {typing && (
                    <div className={styles.etc}>
                      <label htmlFor={textId} className={styles.etcLabel}>
                        기타 사유
                      </label>
                      <textarea
                        id={textId}
                        className={styles.textarea}
                        rows={3}
                        value={text}
                        maxLength={REPORT_TEXT_MAX}
                        placeholder="어떤 점이 문제인지 적어 주세요. (5자 이상)"
                        aria-describedby={hintId}
                        onChange={(event) => actor.send({ type: 'report.textChanged', text: event.target.value })}
                      />
                      <p id={hintId} className={styles.hint}>
                        {hint ?? ' '}
                        <span className={styles.count}>{`${text.trim().length}/${REPORT_TEXT_MAX}`}</span>
                      </p>
                    </div>
                  )}
                  <div className={styles.buttons}>
                    <button type="button" className={button({ variant: 'neutral', size: 'lg' })} onClick={close}>
                      취소
                    </button>
                    <button type="button" className={button({ variant: 'solid', size: 'lg' })} disabled={!nextOk} onClick={() => actor.send({ type: 'report.next' })}>
                      다음
                    </button>
                  </div>
                </>
              )}
              {(step === 'confirm' || step === 'sending') && (
                <>
                  <Dialog.Description className={styles.lead}>
                    {`'${reasonLabel(reason)}' 사유로 이 ${what}을 신고할까요?`}
                    <br />
                    {`신고한 ${what}은 운영 정책에 따라 처리돼요.`}
                  </Dialog.Description>
                  <div className={styles.buttons}>
                    <button type="button" className={button({ variant: 'neutral', size: 'lg' })} disabled={busy} onClick={() => actor.send({ type: 'report.back' })}>
                      이전
                    </button>
                    <button type="button" className={button({ variant: 'solid', size: 'lg' })} disabled={busy} onClick={() => actor.send({ type: 'report.submit' })}>
                      {busy ? '신고하는 중…' : '신고하기'}
                    </button>
                  </div>
                </>
              )}
              {step === 'failed' && (
                <>
                  <p role="alert" className={styles.failure}>
                    {message}
                  </p>
                  <div className={styles.buttons}>
                    <button type="button" className={button({ variant: 'neutral', size: 'lg' })} onClick={() => actor.send({ type: 'report.back' })}>
                      이전
                    </button>
                    <button type="button" className={button({ variant: 'solid', size: 'lg' })} onClick={() => actor.send({ type: 'report.submit' })}>
                      다시 시도
                    </button>
                  </div>
                </>
              )}
              {(step === 'done' || step === 'already') && (
                <>
                  <p role="status" className={styles.lead}>
                    {step === 'already'
                      ? `이미 신고한 ${what}이에요.`
                      : hidden
                        ? `신고가 접수되었어요. 여러 이웃의 신고로 이 ${what}은 숨겨졌어요.`
                        : '신고가 접수되었어요. 확인 후 조치할게요.'}
                  </p>
                  <div className={styles.buttons}>
                    <button type="button" className={button({ variant: 'solid', size: 'lg', fullWidth: true })} onClick={close}>
                      확인
                    </button>
                  </div>
                </>
              )}
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

const styles = {
  head: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', paddingInlineStart: '5', paddingInlineEnd: '2', paddingTop: '2' }),
  title: css({ fontSize: '17px', fontWeight: 'bold', color: 'gray.900' }),
  body: css({ paddingInline: '5', paddingBottom: '5' }),
  lead: css({ fontSize: '15px', lineHeight: '1.6', color: 'gray.800', wordBreak: 'keep-all' }),
  reasons: css({ display: 'flex', flexDirection: 'column', gap: '2', marginTop: '3' }),
  reason: css({
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    minHeight: '44px',
    paddingInline: '3',
    borderRadius: '10px',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'gray.300',
    cursor: 'pointer',
    '&[data-state=checked]': { borderColor: 'primary', bg: 'orange.50' },
    '&[data-focus-visible]': { outline: '2px solid token(colors.primary)', outlineOffset: '2px' },
  }),
  control: css({
    flexShrink: 0,
    width: '20px',
    height: '20px',
    borderRadius: 'full',
    borderWidth: '1.5px',
    borderStyle: 'solid',
    borderColor: 'gray.400',
    display: 'grid',
    placeItems: 'center',
    color: 'transparent',
    '&[data-state=checked]': { bg: 'primary', borderColor: 'primary', color: 'white' },
  }),
  reasonText: css({ fontSize: '15px', color: 'gray.900' }),
  etc: css({ marginTop: '3' }),
  etcLabel: css({ display: 'block', fontSize: '14px', fontWeight: 'bold', color: 'gray.900' }),
  textarea: css({
    display: 'block',
    width: '100%',
    marginTop: '1.5',
    paddingInline: '3',
    paddingBlock: '2',
    borderRadius: '10px',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'gray.300',
    fontSize: '15px',
    lineHeight: '1.5',
    resize: 'none',
    _focusVisible: { outline: '2px solid token(colors.primary)', outlineOffset: '1px' },
  }),
  hint: css({ display: 'flex', justifyContent: 'space-between', gap: '2', marginTop: '1', fontSize: '12px', color: 'red.800', minHeight: '18px' }),
  count: css({ color: 'gray.700', flexShrink: 0 }),
  failure: css({ paddingInline: '3', paddingBlock: '2.5', borderRadius: '10px', bg: 'red.50', color: 'red.800', fontSize: '14px', wordBreak: 'keep-all' }),
  buttons: css({ display: 'grid', gridAutoFlow: 'column', gridAutoColumns: '1fr', gap: '2', marginTop: '5' }),
};
