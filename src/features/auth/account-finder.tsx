import { useId, useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { errorMessage } from '../../api/errors';
import { useAccountEmailLookup } from '../../api/user-email';
import { cellphoneProblem, formatCellphoneInput } from '../../ui/cellphone';
import { button } from '../../ui/recipes';

/**
 * "가입한 계정 찾기" on /login (SPEC.md §7 email lookup by cellphone): a member who forgot whether
 * they joined with Naver, Apple or the shop types their 010 number and sees the account's email,
 * masked by the server. A native <details>: closed until asked, no script needed to open it.
 */
export function AccountFinder() {
  const [value, setValue] = useState('');
  const [shownProblem, setShownProblem] = useState<string | undefined>();
  const lookup = useAccountEmailLookup();
  const inputId = useId();
  const messageId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = cellphoneProblem(value);
    setShownProblem(problem);
    if (problem === undefined) lookup.mutate(formatCellphoneInput(value));
  };

  const message = shownProblem ?? (lookup.isError ? errorMessage(lookup.error) : undefined);

  return (
    <details className={styles.root}>
      <summary className={styles.summary}>가입한 계정을 잊으셨나요?</summary>
      <form className={styles.form} onSubmit={submit} noValidate>
        <label htmlFor={inputId} className={styles.label}>
          가입할 때 쓴 휴대전화번호
        </label>
        <div className={styles.row}>
          <input
            id={inputId}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="010-0000-0000"
            value={value}
            aria-invalid={shownProblem !== undefined || undefined}
            aria-describedby={messageId}
            className={styles.input}
            onChange={(event) => {
              setValue(formatCellphoneInput(event.target.value));
              setShownProblem(undefined);
              lookup.reset();
            }}
          />
          <button type="submit" className={button({ variant: 'outline', size: 'md' })} disabled={lookup.isPending}>
            {lookup.isPending ? '찾는 중' : '찾기'}
          </button>
        </div>
        <p id={messageId} className={message ? styles.error : styles.result} aria-live="polite">
          {message ??
            (lookup.data !== undefined ? (
              <>
                <strong className={styles.email}>{lookup.data}</strong> 계정으로 가입하셨어요.
              </>
            ) : (
              '가입한 계정의 이메일을 일부 가려서 알려 드려요.'
            ))}
        </p>
      </form>
    </details>
  );
}

const styles = {
  root: css({ marginTop: '2', fontSize: 'sm', color: 'gray.700' }),
  summary: css({
    cursor: 'pointer',
    textAlign: 'center',
    paddingBlock: '2',
    minHeight: '44px',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    listStyle: 'none',
    '&::-webkit-details-marker': { display: 'none' },
    _focusVisible: { outline: '2px solid token(colors.primary)', outlineOffset: '2px', borderRadius: '6px' },
  }),
  form: css({ display: 'flex', flexDirection: 'column', gap: '2', paddingTop: '2' }),
  label: css({ fontWeight: 'semibold', color: 'gray.800' }),
  row: css({ display: 'flex', gap: '2' }),
  input: css({
    flex: '1',
    minWidth: '0',
    height: '44px',
    paddingInline: '3',
    borderRadius: '10px',
    border: '1px solid token(colors.gray.300)',
    fontSize: '16px',
    color: 'gray.900',
    bg: 'white',
    _focusVisible: { outline: '2px solid token(colors.primary)', outlineOffset: '1px' },
    '&[aria-invalid=true]': { borderColor: 'error' },
  }),
  result: css({ color: 'gray.700', lineHeight: '1.6' }),
  email: css({ color: 'gray.900' }),
  error: css({ color: 'error', lineHeight: '1.6' }),
};
