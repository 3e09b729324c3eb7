import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { changeCellphone } from '../../api/cellphone';
import { ApiError, errorMessage } from '../../api/errors';
import { alert } from '../../ui/dialogs/dialog-store';
import { Page } from '../../ui/page';
import { showToast } from '../../ui/toast/toast-store';
import { cellphoneProblem, formatCellphoneInput } from './account-rules';
import { FieldMessage, SubmitButton, formStyles, useBackToMyInfo } from './account-form';

/** A 12/10/13 answer: the server refused the number itself; the message says why. */
function isInputAnswer(error: unknown): error is ApiError {
  return error instanceof ApiError && error.errorType === 'USER' && [10, 12, 13].includes(error.code);
}

/**
 * /my-page/my-info/update/phone: a new 010 number, hyphens put in while typing, checked here
 * ('휴대전화번호를 정확히 입력해 주세요.') and by the server. A failure keeps the typed number.
 */
export function PhoneUpdateScreen() {
  const queryClient = useQueryClient();
  const backToMyInfo = useBackToMyInfo();
  const inputId = useId();
  const messageId = useId();
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const pending = useRef(false);
  const problem = cellphoneProblem(value);
  const message = serverMessage ?? (touched ? problem : undefined);

  async function save(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (problem !== undefined || pending.current) return;
    pending.current = true;
    setSaving(true);
    try {
      await changeCellphone(value);
      // my info shows the (masked) number the server keeps
      void queryClient.invalidateQueries({ queryKey: ['user'] });
      showToast({ phrase: '휴대전화번호를 바꿨어요.' });
      backToMyInfo();
    } catch (error) {
      // the typed number stays; the form is usable again before any dialog opens
      pending.current = false;
      setSaving(false);
      if (isInputAnswer(error)) setServerMessage(error.message);
      else await alert({ message: errorMessage(error) });
    }
  }

  return (
    <Page title="휴대폰 번호 변경">
      <form className={formStyles.form} onSubmit={(event) => void save(event)} noValidate>
        <h2 className={formStyles.lead}>새 휴대전화번호를 입력해 주세요</h2>
        <p className={formStyles.hint}>주문·배송 안내와 계정 찾기에 쓰여요. 010으로 시작하는 번호만 등록할 수 있어요.</p>
        <label htmlFor={inputId} className={formStyles.label}>
          휴대전화번호
        </label>
        <div className={formStyles.inputRow}>
          <input
            id={inputId}
            className={formStyles.input}
            value={value}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="010-0000-0000"
            maxLength={13}
            aria-invalid={message !== undefined}
            aria-describedby={messageId}
            onChange={(event) => {
              setValue(formatCellphoneInput(event.target.value));
              setServerMessage(null);
            }}
            onBlur={() => setTouched(value !== '')}
          />
        </div>
        <FieldMessage id={messageId} tone="error">
          {message ?? ''}
        </FieldMessage>
        <SubmitButton disabled={value === ''} pending={saving}>
          저장
        </SubmitButton>
      </form>
    </Page>
  );
}
