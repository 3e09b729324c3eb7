import { Link, useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useId, useState, type FormEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { fromPromise } from 'xstate';
import { pointExchangeMachine, type ExchangeIntent } from '../../../machines/point-exchange/point-exchange.machine';
import { failure, isBusy, isExchanging, isTouched } from '../../../machines/point-exchange/point-exchange.selectors';
import { errorMessage } from '../../api/errors';
import { useAutoExchange } from '../../api/point-auto-exchange';
import { usePointExchange } from '../../api/point-exchange';
import { useExchangeReceipt } from '../../api/point-exchange-complete';
import { usePointSummary, type PointSummary } from '../../api/point-summary';
import { useUserLevel } from '../../api/user-level';
import { confirm } from '../../ui/dialogs/dialog-store';
import { LoadFailure } from '../../ui/load-failure';
import { Page } from '../../ui/page';
import { button } from '../../ui/recipes';
import { Skeleton } from '../../ui/skeleton';
import { exchangeAmountError, newRequestKey, parseAmount, shopPointsFor, stepAmount } from './exchange-rules';
import { StarGlyph } from './glyphs';
import { formatCount, formatDateTimeKo, PLACEHOLDER } from './point-format';
import { SettingSwitch } from './setting-switch';

const TITLE = '별 교환';
/** the server's rules (docs/api.md), used only while the summary that carries them is unknown */
const FALLBACK_RULES = { unit: 1000, minimum: 1000, dailyLimit: 10_000, todayExchanged: 0, availableAmount: 0 } as const;

export interface PointExchangeScreenProps {
  /** set once an exchange is done: the screen shows its receipt (`?exchangeId=17`) */
  exchangeId?: number;
}

/**
 * /my-page/point-exchange: 별 into the shop's 적립금. The form checks the server's rules with its
 * Korean messages; the point-exchange statechart (machines/point-exchange) asks to confirm and
 * sends one requestKey per intent (a double tap or a retry after a lost answer never exchanges
 * twice). Done, the address gets `?exchangeId=` and the screen shows the receipt (a reload shows
 * it again, from exchange-complete).
 */
export function PointExchangeScreen({ exchangeId }: PointExchangeScreenProps) {
  return <Page title={exchangeId === undefined ? TITLE : '교환 완료'}>{exchangeId === undefined ? <ExchangeForm /> : <ExchangeComplete exchangeId={exchangeId} />}</Page>;
}

function ExchangeForm() {
  const summary = usePointSummary();
  const level = useUserLevel();
  const exchange = usePointExchange();
  const navigate = useNavigate({ from: '/my-page/point-exchange' });
  const fieldId = useId();
  const messageId = useId();
  const rules = summary.data?.exchange ?? FALLBACK_RULES;
  const balance = summary.data?.balance;
  const [text, setText] = useState(() => formatCount(rules.unit));
  const bonusRate = level.data?.level.exchangeBonusRate ?? 0;
  const [logic] = useState(() =>
    pointExchangeMachine.provide({
      actors: {
        confirmExchange: fromPromise(({ input }: { input: { amount: number; shopPoints: number } }) =>
          confirm({
            title: '별을 적립금으로 바꿀까요?',
            message: `별 ${formatCount(input.amount)}개를 적립금 ${formatCount(input.shopPoints)}원으로 바꿔요. 바꾼 적립금은 되돌릴 수 없어요.`,
            confirmText: '바꾸기',
            cancelText: '취소',
          }),
        ),
        exchange: fromPromise<{ exchangeId: number }, ExchangeIntent>(async ({ input }) => {
          try {
            const { exchangeId } = await exchange.mutateAsync(input);
            return { exchangeId };
          } catch (error) {
            // the machine keeps the server's Korean message
            throw new Error(errorMessage(error));
          }
        }),
      },
      actions: {
        refreshSummary: () => void summary.refetch(),
        showReceipt: (_, { exchangeId }) => void navigate({ search: { exchangeId }, replace: true }),
      },
    }),
  );
  const flow = useActorRef(logic);
  const touched = useSelector(flow, isTouched);
  const serverError = useSelector(flow, failure);

  const amount = parseAmount(text);
  const limits = { ...rules, balance };
  const clientError = exchangeAmountError(amount, limits);
  const shownError = serverError ?? (touched ? clientError : null);
  const preview = amount !== null && clientError === null ? shopPointsFor(amount, bonusRate) : null;
  const max = rules.availableAmount > 0 ? rules.availableAmount : rules.minimum;
  const busy = useSelector(flow, isBusy);
  const exchanging = useSelector(flow, isExchanging);

  const change = (next: string) => {
    setText(next);
    flow.send({ type: 'exchange.edited' });
  };
  const step = (direction: 1 | -1) => change(formatCount(stepAmount(amount, direction, rules, max)));

  function submit(event: FormEvent) {
    event.preventDefault();
    // a second tap before the button re-renders disabled is ignored by the machine (it is confirming)
    const valid = amount !== null && clientError === null;
    flow.send({ type: 'exchange.submit', amount, valid, freshKey: newRequestKey(), shopPoints: valid ? shopPointsFor(amount, bonusRate).shopPoints : 0 });
  }

  return (
    <>
      <section className={styles.intro} aria-label="교환 안내">
        <p className={styles.rate}>
          별 1개 = <strong>적립금 1원</strong>
        </p>
        <p className={styles.introText}>
          {level.data && bonusRate > 0
            ? `${level.data.level.name} 등급은 바꿀 때 적립금을 ${bonusRate}% 더 드려요.`
            : '잎새 등급부터는 바꿀 때 적립금을 더 드려요.'}{' '}
          별은 {formatCount(rules.minimum)}개부터 {formatCount(rules.unit)}개 단위로, 하루 {formatCount(rules.dailyLimit)}개까지 바꿀 수 있어요.
        </p>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>가진 별</dt>
            <dd className={styles.factValue} data-testid="exchange-balance">
              {balance === undefined ? PLACEHOLDER : `${formatCount(balance)}개`}
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>오늘 더 바꿀 수 있는 별</dt>
            <dd className={styles.factValue}>{summary.data ? `${formatCount(Math.max(0, rules.dailyLimit - rules.todayExchanged))}개` : PLACEHOLDER}</dd>
          </div>
        </dl>
      </section>

      <form className={styles.form} onSubmit={submit} noValidate>
        <label htmlFor={fieldId} className={styles.label}>
          바꿀 별
        </label>
        <div className={styles.stepper}>
          <button type="button" className={styles.stepButton} aria-label={`${formatCount(rules.unit)}개 줄이기`} onClick={() => step(-1)} disabled={busy}>
            −
          </button>
          <input
            id={fieldId}
            className={cx(styles.input, shownError !== null && styles.invalid)}
            inputMode="numeric"
            autoComplete="off"
            value={text}
            onChange={(event) => change(event.target.value)}
            onBlur={() => amount !== null && Number.isFinite(amount) && setText(formatCount(amount))}
            aria-invalid={shownError !== null}
            aria-describedby={messageId}
            readOnly={busy}
          />
          <span className={styles.suffix} aria-hidden="true">
            개
          </span>
          <button type="button" className={styles.stepButton} aria-label={`${formatCount(rules.unit)}개 늘리기`} onClick={() => step(1)} disabled={busy}>
            +
          </button>
        </div>
        <div className={styles.chips} role="group" aria-label="빠른 선택">
          {[rules.minimum, rules.minimum * 5, rules.dailyLimit].map((value) => (
            <button key={value} type="button" className={styles.chip} onClick={() => change(formatCount(value))} disabled={busy}>
              {formatCount(value)}개
            </button>
          ))}
          <button type="button" className={styles.chip} onClick={() => change(formatCount(rules.availableAmount || rules.minimum))} disabled={busy || !summary.data}>
            최대
          </button>
        </div>
        <p id={messageId} className={shownError ? styles.error : styles.preview} role={shownError ? 'alert' : undefined} aria-live="polite">
          {shownError ??
            (preview
              ? `적립금 ${formatCount(preview.shopPoints)}원으로 바뀌어요${preview.bonus > 0 ? ` (등급 보너스 ${formatCount(preview.bonus)}원 포함)` : ''}.`
              : '')}
        </p>
        <button type="submit" className={button({ size: 'xl', fullWidth: true })} disabled={busy} aria-busy={exchanging || undefined}>
          {exchanging ? '바꾸는 중…' : '적립금으로 바꾸기'}
        </button>
      </form>

      {summary.data && <AutoExchangeSwitch summary={summary.data} />}

      <p className={styles.more}>
        <Link to="/my-page/point-guide" className={styles.moreLink}>
          별 교환 안내 자세히 보기
        </Link>
      </p>
    </>
  );
}

function AutoExchangeSwitch({ summary }: { summary: PointSummary }) {
  const auto = useAutoExchange();
  const checked = auto.isPending && auto.variables !== undefined ? auto.variables : summary.isAutoExchange;
  return (
    <section className={styles.auto} aria-label="자동 교환">
      <SettingSwitch
        label="자동 교환"
        description={`별이 ${formatCount(summary.exchange.unit)}개 모일 때마다 바로 적립금으로 바꿔 드려요. 켜면 지금 가진 별도 바로 바꿔요.`}
        checked={checked}
        pending={auto.isPending}
        onChange={(enabled) => {
          if (!auto.isPending) auto.mutate(enabled);
        }}
      />
      {auto.isError && (
        <p role="alert" className={styles.autoError}>
          {errorMessage(auto.error)}
        </p>
      )}
    </section>
  );
}

function ExchangeComplete({ exchangeId }: { exchangeId: number }) {
  const receipt = useExchangeReceipt(exchangeId);
  if (!receipt.data) {
    return receipt.isPending ? (
      <div aria-busy="true" className={styles.done}>
        <Skeleton className={css({ width: '70%', height: '28px', marginInline: 'auto' })} />
        <Skeleton className={css({ width: '100%', height: '160px', marginTop: '6' })} />
      </div>
    ) : (
      <LoadFailure
        error={receipt.error}
        notFound={{ title: '교환 내역을 찾을 수 없어요', description: '별 내역에서 지난 교환을 확인해 보세요.' }}
        action={
          <Link to="/my-page/point" className={button({ variant: 'outline' })}>
            별 내역 보기
          </Link>
        }
        onRetry={() => void receipt.refetch()}
      />
    );
  }
  const { amount, shopPoints, bonusShopPoints, balance, exchangedDt, kind, target } = receipt.data;
  return (
    <section className={styles.done} aria-labelledby="exchange-done">
      <p className={styles.doneIcon}>
        <StarGlyph size={48} />
      </p>
      <h2 id="exchange-done" className={styles.doneTitle}>
        {target} {formatCount(shopPoints)}원으로 바꿨어요
      </h2>
      <p className={styles.doneText}>{target}은 쇼핑몰에서 바로 쓸 수 있어요.</p>
      <dl className={styles.receipt} aria-label="교환 내역">
        <ReceiptRow label="바꾼 별" value={`${formatCount(amount)}개`} />
        <ReceiptRow label={`받은 ${target}`} value={`${formatCount(shopPoints)}원`} strong />
        {bonusShopPoints > 0 && <ReceiptRow label="등급 보너스" value={`${formatCount(bonusShopPoints)}원 포함`} />}
        <ReceiptRow label="남은 별" value={`${formatCount(balance)}개`} />
        <ReceiptRow label="교환 방식" value={kind === 'AUTO' ? '자동 교환' : '직접 교환'} />
        <ReceiptRow label="교환 일시" value={formatDateTimeKo(exchangedDt)} />
      </dl>
      <div className={styles.doneActions}>
        <Link to="/my-page/point" className={button({ variant: 'outline', size: 'lg' })}>
          별 내역 보기
        </Link>
        <Link to="/" className={button({ size: 'lg' })}>
          쇼핑하러 가기
        </Link>
      </div>
    </section>
  );
}

function ReceiptRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={styles.receiptRow}>
      <dt className={styles.receiptLabel}>{label}</dt>
      <dd className={strong ? styles.receiptStrong : styles.receiptValue}>{value}</dd>
    </div>
  );
}

const styles = {
  intro: css({ marginInline: '4', marginTop: '2', padding: '5', borderRadius: '16px', bg: 'orange.50' }),
  rate: css({ fontSize: '18px', color: 'gray.900', '& strong': { color: 'primaryStrong' } }),
  introText: css({ marginTop: '2', fontSize: '13px', color: 'gray.700', lineHeight: '1.6', wordBreak: 'keep-all' }),
  facts: css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '2', marginTop: '4' }),
  fact: css({ display: 'flex', flexDirection: 'column', gap: '1', padding: '3', borderRadius: '10px', bg: 'white', fontSize: '13px', color: 'gray.700' }),
  factValue: css({ fontSize: '17px', fontWeight: 'bold', color: 'gray.900', fontVariantNumeric: 'tabular-nums' }),
  form: css({ display: 'flex', flexDirection: 'column', gap: '3', paddingInline: '4', paddingBlock: '6' }),
  label: css({ fontSize: '15px', fontWeight: 'bold', color: 'gray.900' }),
  stepper: css({ display: 'flex', alignItems: 'center', gap: '2' }),
  stepButton: css({
    flexShrink: 0,
    width: '48px',
    height: '52px',
    borderRadius: '10px',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'gray.300',
    fontSize: '22px',
    color: 'gray.900',
    _active: { bg: 'gray.100' },
    _disabled: { opacity: 0.4 },
  }),
  input: css({
    flex: '1',
    minWidth: '0',
    height: '52px',
    paddingInline: '3',
    borderRadius: '10px',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'gray.300',
    fontSize: '20px',
    fontWeight: 'bold',
    textAlign: 'right',
    fontVariantNumeric: 'tabular-nums',
    _focus: { outline: '2px solid token(colors.primary)', outlineOffset: '0' },
  }),
  invalid: css({ borderColor: 'error' }),
  suffix: css({ fontSize: '16px', color: 'gray.800' }),
  chips: css({ display: 'flex', flexWrap: 'wrap', gap: '2' }),
  chip: css({
    minHeight: '36px',
    paddingInline: '3',
    borderRadius: 'full',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'gray.300',
    fontSize: '13px',
    color: 'gray.800',
    _active: { bg: 'gray.100' },
    _disabled: { opacity: 0.4 },
  }),
  preview: css({ minHeight: '20px', fontSize: '14px', color: 'gray.800' }),
  error: css({ minHeight: '20px', fontSize: '14px', color: 'error', wordBreak: 'keep-all' }),
  auto: css({ borderTop: '8px solid token(colors.gray.100)', borderBottom: '1px solid token(colors.gray.100)' }),
  autoError: css({ paddingInline: '5', paddingBottom: '3', fontSize: '13px', color: 'error' }),
  more: css({ paddingInline: '5', paddingBlock: '5' }),
  moreLink: css({ fontSize: '14px', color: 'gray.700', textDecoration: 'underline' }),
  done: css({ paddingInline: '5', paddingBlock: '8', textAlign: 'center' }),
  doneIcon: css({ display: 'flex', justifyContent: 'center', color: 'primary' }),
  doneTitle: css({ marginTop: '4', fontSize: '20px', fontWeight: 'bold', color: 'gray.900', wordBreak: 'keep-all' }),
  doneText: css({ marginTop: '2', fontSize: '14px', color: 'gray.700' }),
  receipt: css({ marginTop: '6', padding: '4', borderRadius: '12px', bg: 'gray.100', textAlign: 'left' }),
  receiptRow: css({ display: 'flex', justifyContent: 'space-between', gap: '3', paddingBlock: '2', fontSize: '14px' }),
  receiptLabel: css({ color: 'gray.700' }),
  receiptValue: css({ color: 'gray.900', fontVariantNumeric: 'tabular-nums' }),
  receiptStrong: css({ color: 'primaryStrong', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' }),
  doneActions: css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '2', marginTop: '6' }),
};
