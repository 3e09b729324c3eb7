import { RadioGroup } from '@ark-ui/react/radio-group';
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import { css } from 'styled-system/css';
import { fromPromise } from 'xstate';
import { withdrawalMachine } from '../../../machines/withdrawal/withdrawal.machine';
import { failure as failureOf, isBusy, isWithdrawing } from '../../../machines/withdrawal/withdrawal.selectors';
import { withdraw } from '../../api/withdrawal';
import { confirm } from '../../ui/dialogs/dialog-store';
import { errorMessage } from '../../ui/dialogs/error-message';
import { CheckIcon } from '../../ui/icons';
import { Page } from '../../ui/page';
import { button } from '../../ui/recipes';
import { showToast } from '../../ui/toast/toast-store';
import { WITHDRAW_DETAIL_MAX_LENGTH, WITHDRAW_REASONS, withdrawalReason, type WithdrawReason } from './withdraw-reason';

export const WITHDRAWN_TOAST = '탈퇴가 완료되었어요. 그동안 이용해 주셔서 감사합니다.';

/**
 * /withdraw (member): an optional reason (a choice and up to 200 characters), a last confirmation,
 * then DELETE /api/v2/auth/social/withdrawal, as the withdrawal statechart
 * (machines/withdrawal). Done: home as a visitor with a thank-you toast. Failed (e.g. code 400,
 * the shop's withdrawal failed): the server's message here, still signed in, with what was chosen
 * and written kept.
 */
export function WithdrawScreen() {
  const { session } = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();
  const [choice, setChoice] = useState<WithdrawReason | null>(null);
  const [detail, setDetail] = useState('');
  const failureId = useId();
  const reasonsId = useId();
  const detailId = useId();
  const counterId = useId();
  const [logic] = useState(() =>
    withdrawalMachine.provide({
      actors: {
        confirmWithdrawal: fromPromise(() =>
          confirm({
            title: '정말 탈퇴하시겠어요?',
            message: '탈퇴하면 별, 찜 목록, 최근 본 상품, 설문 응답이 바로 삭제되고 되돌릴 수 없어요.',
            confirmText: '탈퇴하기',
            cancelText: '취소',
          }),
        ),
        withdraw: fromPromise(async ({ input }: { input: { reason: string | null } }): Promise<void> => {
          try {
            await withdraw({ reason: input.reason ?? undefined });
          } catch (error) {
            throw new Error(errorMessage(error));
          }
        }),
        // home first, then the session: leaving this guarded page while still a member keeps the
        // login guard from sending the shopper to /login (and remembering /withdraw). This screen is
        // gone once home shows: the rest runs on in this promise.
        leave: fromPromise(async () => {
          await navigate({ to: '/', replace: true });
          session.send({ type: 'session.withdrawn' });
          showToast({ phrase: WITHDRAWN_TOAST });
        }),
      },
      actions: {
        // the message appears under the button: bring it into view for the shopper who scrolled
        showFailure: () => void requestAnimationFrame(() => document.getElementById(failureId)?.focus()),
      },
    }),
  );
  const flow = useActorRef(logic);
  const busy = useSelector(flow, isBusy);
  const withdrawing = useSelector(flow, isWithdrawing);
  const failure = useSelector(flow, failureOf);

  function submit() {
    flow.send({ type: 'withdrawal.submit', reason: withdrawalReason(choice, detail) ?? null });
  }

  return (
    <Page title="회원 탈퇴">
      <form
        className={styles.layout}
        aria-busy={busy || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <h2 id={reasonsId} className={styles.heading}>
          탈퇴하시는 이유를 알려 주세요 <span className={styles.optional}>(선택)</span>
        </h2>
        <p className={styles.lead}>남겨 주신 의견은 더 나은 마켓을 만드는 데만 쓸게요.</p>

        <RadioGroup.Root
          className={styles.reasons}
          value={choice}
          onValueChange={(details) => setChoice((details.value as WithdrawReason | null) ?? null)}
          aria-labelledby={reasonsId}
          disabled={busy}
        >
          {WITHDRAW_REASONS.map((reason) => (
            <RadioGroup.Item key={reason} value={reason} className={styles.reason}>
              <RadioGroup.ItemControl className={styles.control}>
                <CheckIcon size={14} strokeWidth={2.6} />
              </RadioGroup.ItemControl>
              <RadioGroup.ItemText className={styles.reasonText}>{reason}</RadioGroup.ItemText>
              <RadioGroup.ItemHiddenInput />
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>

        <label htmlFor={detailId} className={styles.detailLabel}>
          자세한 이유 <span className={styles.optional}>(선택)</span>
        </label>
        <textarea
          id={detailId}
          className={styles.textarea}
          value={detail}
          maxLength={WITHDRAW_DETAIL_MAX_LENGTH}
          rows={4}
          placeholder="불편했던 점이나 바라는 점을 적어 주세요."
          aria-describedby={counterId}
          disabled={busy}
          onChange={(event) => setDetail(event.target.value.slice(0, WITHDRAW_DETAIL_MAX_LENGTH))}
        />
        <p id={counterId} className={styles.counter} aria-live="polite">
          {detail.length}/{WITHDRAW_DETAIL_MAX_LENGTH}자
        </p>

        {failure !== null && (
          <p id={failureId} role="alert" tabIndex={-1} className={styles.failure}>
            <strong>탈퇴하지 못했어요.</strong> {failure}
          </p>
        )}

        <div className={styles.actions}>
          <Link to="/withdrawInfo" className={button({ variant: 'neutral', size: 'xl' })}>
            이전
          </Link>
          <button type="submit" className={button({ variant: 'solid', size: 'xl' })} disabled={busy}>
            {withdrawing ? '탈퇴 처리 중…' : '탈퇴하기'}
          </button>
        </div>
      </form>
    </Page>
  );
}

const styles = {
  layout: css({ display: 'block', paddingInline: '5', paddingTop: '6', paddingBottom: 'calc(24px + env(safe-area-inset-bottom))' }),
  heading: css({ fontSize: '20px', fontWeight: 'bold', lineHeight: '1.45', color: 'gray.900', wordBreak: 'keep-all' }),
  optional: css({ fontSize: '14px', fontWeight: 'normal', color: 'gray.600' }),
  lead: css({ marginTop: '1.5', fontSize: '14px', color: 'gray.700', wordBreak: 'keep-all' }),
  reasons: css({ display: 'flex', flexDirection: 'column', gap: '2', marginTop: '5' }),
  reason: css({
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    minHeight: '48px',
    paddingInline: '4',
    borderRadius: '12px',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'gray.300',
    bg: 'white',
    cursor: 'pointer',
    '&[data-state=checked]': { borderColor: 'primary', bg: 'orange.50' },
    '&[data-focus-visible]': { outline: '2px solid token(colors.primary)', outlineOffset: '2px' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  }),
  control: css({
    flexShrink: 0,
    width: '22px',
    height: '22px',
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
  detailLabel: css({ display: 'block', marginTop: '6', fontSize: '15px', fontWeight: 'bold', color: 'gray.900' }),
  textarea: css({
    display: 'block',
    width: '100%',
    marginTop: '2',
    paddingInline: '3.5',
    paddingBlock: '3',
    borderRadius: '12px',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'gray.300',
    fontSize: '15px',
    lineHeight: '1.6',
    color: 'gray.900',
    resize: 'vertical',
    _placeholder: { color: 'gray.600' },
    _focusVisible: { outline: '2px solid token(colors.primary)', outlineOffset: '1px' },
    _disabled: { bg: 'gray.100' },
  }),
  counter: css({ marginTop: '1.5', textAlign: 'right', fontSize: '13px', color: 'gray.600' }),
  failure: css({
    marginTop: '5',
    paddingInline: '4',
    paddingBlock: '3',
    borderRadius: '10px',
    bg: 'red.50',
    color: 'red.800',
    fontSize: '14px',
    lineHeight: '1.6',
    wordBreak: 'keep-all',
    outline: 'none',
    '& strong': { display: 'block', fontWeight: 'bold' },
  }),
  actions: css({ display: 'grid', gridTemplateColumns: '1fr 2fr', gap: '2', marginTop: '8' }),
};
