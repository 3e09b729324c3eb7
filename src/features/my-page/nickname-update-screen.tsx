import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { ErrorCode, errorMessage, isApiError } from '../../api/errors';
import { patchMyInfo } from '../../api/my-info';
import { myPageQueryOptions } from '../../api/mypage';
import { changeNickname } from '../../api/nickname';
import { patchMemberProfile, useMemberProfile } from '../../api/user-profile';
import { alert } from '../../ui/dialogs/dialog-store';
import { LoadFailure } from '../../ui/load-failure';
import { Page } from '../../ui/page';
import { Skeleton } from '../../ui/skeleton';
import { showToast } from '../../ui/toast/toast-store';
import { NICKNAME_MAX_LENGTH } from './account-rules';
import { FieldMessage, SubmitButton, formStyles, useBackToMyInfo, type FieldTone } from './account-form';
import { useNicknameCheck } from './nickname-check';

const TITLE = '닉네임 변경';

/** /my-page/my-info/update/nickname */
export function NicknameUpdateScreen() {
  const profile = useMemberProfile();
  if (profile.data === undefined) {
    return (
      <Page title={TITLE}>
        {profile.isPending ? (
          <div className={formStyles.form} aria-busy="true">
            <Skeleton className={skeleton} />
          </div>
        ) : (
          <LoadFailure error={profile.error} notFound={{ title: '회원 정보를 찾을 수 없어요' }} onRetry={() => void profile.refetch()} />
        )}
      </Page>
    );
  }
  return (
    <Page title={TITLE}>
      <NicknameForm current={profile.data.nickName} />
    </Page>
  );
}

const skeleton = css({ height: '52px', marginTop: '16', borderRadius: '10px' });
const retry = css({ marginLeft: '1', textDecoration: 'underline', color: 'gray.800', fontWeight: 'semibold' });

const tones: Record<string, FieldTone> = { invalid: 'error', failed: 'error', valid: 'ok', unchanged: 'neutral', checking: 'neutral' };

function NicknameForm({ current }: { current: string }) {
  const queryClient = useQueryClient();
  const backToMyInfo = useBackToMyInfo();
  const inputId = useId();
  const messageId = useId();
  const hintId = useId();
  const [value, setValue] = useState(current);
  const [composing, setComposing] = useState(false);
  const [saving, setSaving] = useState(false);
  const pending = useRef(false);
  const { check, setInvalid, retry: checkAgain, isRuleAnswer } = useNicknameCheck(value, current, composing);
  const canSave = check.status === 'valid' && value !== current && !composing;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!canSave || pending.current) return;
    pending.current = true;
    setSaving(true);
    try {
      const stored = await changeNickname(value);
      patchMemberProfile(queryClient, { nickName: stored });
      patchMyInfo(queryClient, { nickName: stored });
      // my page's card names the member: its next opening calls again (src/api/mypage.ts)
      void queryClient.invalidateQueries({ queryKey: myPageQueryOptions().queryKey });
      showToast({ phrase: '닉네임을 바꿨어요.' });
      backToMyInfo();
      return;
    } catch (error) {
      // the typed nickname stays; the form is usable again before any dialog opens
      pending.current = false;
      setSaving(false);
      if (isApiError(error, ErrorCode.NicknameLimitOver)) await alert({ title: '닉네임을 바꿀 수 없어요', message: error.message });
      else if (isRuleAnswer(error)) setInvalid(error.message);
      else await alert({ message: errorMessage(error) });
    }
  }

  const length = [...value].length;
  return (
    <form className={formStyles.form} onSubmit={(event) => void save(event)} noValidate>
      <h2 className={formStyles.lead}>새 닉네임을 입력해 주세요</h2>
      <p id={hintId} className={formStyles.hint}>
        한글, 영문, 숫자로 2~10자까지 쓸 수 있어요. 닉네임은 30일 동안 3번까지 바꿀 수 있어요.
      </p>
      <label htmlFor={inputId} className={formStyles.label}>
        닉네임
      </label>
      <div className={formStyles.inputRow}>
        <input
          id={inputId}
          className={formStyles.input}
          value={value}
          autoComplete="nickname"
          enterKeyHint="done"
          aria-invalid={check.status === 'invalid' || check.status === 'failed'}
          aria-describedby={`${messageId} ${hintId}`}
          onChange={(event) => setValue(event.target.value)}
          onCompositionStart={() => setComposing(true)}
          onCompositionEnd={(event) => {
            setComposing(false);
            setValue(event.currentTarget.value);
          }}
        />
        <span className={formStyles.counter} aria-hidden="true">
          {length}/{NICKNAME_MAX_LENGTH}
        </span>
      </div>
      <FieldMessage id={messageId} tone={tones[check.status] ?? 'neutral'}>
        {check.status === 'checking' ? '' : check.message}
        {check.status === 'failed' && (
          <button type="button" className={retry} onClick={checkAgain}>
            다시 확인
          </button>
        )}
      </FieldMessage>
      <SubmitButton disabled={!canSave} pending={saving}>
        저장
      </SubmitButton>
    </form>
  );
}
