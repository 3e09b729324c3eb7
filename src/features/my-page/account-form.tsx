import { useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { wasReplaced } from '../../ui/header/history-state';
import { button } from '../../ui/recipes';

/**
 * The frame of the my-info update forms: a lead, the field, and one big button at the bottom (the
 * bottom bar is hidden on these routes), as in the shopping apps Korean shoppers use daily.
 */

export const formStyles = {
  form: css({
    display: 'flex',
    flexDirection: 'column',
    minHeight: 'calc(100dvh - token(sizes.header) - env(safe-area-inset-top))',
    paddingInline: '5',
    paddingTop: '6',
    paddingBottom: 'calc(20px + env(safe-area-inset-bottom))',
  }),
  lead: css({ fontSize: '20px', fontWeight: 'bold', lineHeight: '1.45', color: 'gray.900', wordBreak: 'keep-all' }),
  hint: css({ marginTop: '2', fontSize: '14px', color: 'gray.600', lineHeight: '1.6', wordBreak: 'keep-all' }),
  label: css({ display: 'block', marginTop: '8', fontSize: '14px', fontWeight: 'semibold', color: 'gray.800' }),
  inputRow: css({ position: 'relative', marginTop: '2' }),
  input: css({
    width: '100%',
    height: '52px',
    paddingInline: '4',
    paddingRight: '16',
    fontSize: '16px',
    color: 'gray.900',
    bg: 'white',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'gray.300',
    borderRadius: '10px',
    outline: 'none',
    _focus: { borderColor: 'gray.900' },
    _placeholder: { color: 'gray.500' },
    '&[aria-invalid=true]': { borderColor: 'error' },
  }),
  counter: css({
    position: 'absolute',
    right: '4',
    top: '50%',
    transform: 'translateY(-50%)',
    fontSize: '13px',
    color: 'gray.600',
    fontVariantNumeric: 'tabular-nums',
  }),
  message: css({ minHeight: '22px', marginTop: '2', fontSize: '13px', lineHeight: '1.5', wordBreak: 'keep-all' }),
  error: css({ color: 'error' }),
  ok: css({ color: 'green.800' }),
  neutral: css({ color: 'gray.600' }),
  actions: css({ marginTop: 'auto', paddingTop: '8' }),
};

export type FieldTone = 'error' | 'ok' | 'neutral';

export function FieldMessage({ id, tone, children }: { id: string; tone: FieldTone; children: ReactNode }) {
  return (
    <p id={id} className={cx(formStyles.message, formStyles[tone])} aria-live="polite">
      {children}
    </p>
  );
}

export function SubmitButton({ disabled, pending, children }: { disabled: boolean; pending: boolean; children: ReactNode }) {
  return (
    <div className={formStyles.actions}>
      <button type="submit" className={button({ size: 'xl', fullWidth: true })} disabled={disabled || pending} aria-busy={pending}>
        {pending ? '저장하고 있어요' : children}
      </button>
    </div>
  );
}

/**
 * Back to /my-page/my-info after a change: history back when the form was opened from there (so
 * back from my-info still leaves it), else my-info in place of the form.
 */
export function useBackToMyInfo(): () => void {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const navigate = useNavigate();
  return () => {
    if (canGoBack && !wasReplaced()) router.history.back();
    else void navigate({ to: '/my-page/my-info', replace: true });
  };
}
