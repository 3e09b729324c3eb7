import { Checkbox } from '@ark-ui/react/checkbox';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import { updateAdConsent } from '../../api/account';
import { errorMessage } from '../../ui/dialogs/error-message';
import { alert } from '../../ui/dialogs/dialog-store';
import { CheckIcon } from '../../ui/icons';
import { Page } from '../../ui/page';
import { button } from '../../ui/recipes';

type AgreementKey = 'terms' | 'privacy' | 'age' | 'marketing';

interface Agreement {
  key: AgreementKey;
  label: string;
  required: boolean;
  href?: '/terms' | '/privacy' | '/marketing-info';
}

const agreements: readonly Agreement[] = [
  { key: 'terms', label: '서비스 이용약관 동의', required: true, href: '/terms' },
  { key: 'privacy', label: '개인정보 수집·이용 동의', required: true, href: '/privacy' },
  { key: 'age', label: '만 14세 이상입니다', required: true },
  { key: 'marketing', label: '마케팅 정보 수신 동의 (이메일·문자)', required: false, href: '/marketing-info' },
];

const layout = css({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 'calc(100dvh - token(sizes.header))',
  paddingInline: '5',
  paddingTop: '8',
  paddingBottom: 'calc(24px + env(safe-area-inset-bottom))',
});
const heading = css({ fontSize: 'xl', fontWeight: 'bold', lineHeight: '1.45', color: 'gray.900' });
const lead = css({ marginTop: '2', fontSize: 'sm', color: 'gray.600' });
const all = css({ marginTop: '8', paddingBlock: '4', paddingInline: '4', borderRadius: '12px', bg: 'gray.100', fontWeight: 'bold' });
const list = css({ marginTop: '2', listStyle: 'none' });
const row = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', paddingInline: '4', minHeight: '48px' });
const checkbox = css({ display: 'flex', alignItems: 'center', gap: '3', cursor: 'pointer', fontSize: 'sm', color: 'gray.800', flex: '1' });
const control = css({
  width: '22px',
  height: '22px',
  borderRadius: 'full',
  borderWidth: '1.5px',
  borderColor: 'gray.300',
  display: 'grid',
  placeItems: 'center',
  color: 'white',
  flexShrink: 0,
  '&[data-state=checked]': { bg: 'primary', borderColor: 'primary' },
  '[data-focus-visible] > &': { outline: '2px solid token(colors.primary)', outlineOffset: '2px' },
});
const tag = css({ color: 'primaryStrong', fontWeight: 'semibold', marginRight: '1' });
const optional = css({ color: 'gray.600', fontWeight: 'semibold', marginRight: '1' });
const more = css({ fontSize: 'xs', color: 'gray.700', textDecoration: 'underline', padding: '2' });
const cta = css({ marginTop: 'auto', paddingTop: '8' });

function AgreementCheckbox({ checked, onChange, children }: { checked: boolean; onChange: (checked: boolean) => void; children: React.ReactNode }) {
  return (
    <Checkbox.Root className={checkbox} checked={checked} onCheckedChange={(details) => onChange(details.checked === true)}>
      <Checkbox.Control className={control}>
        <Checkbox.Indicator>
          <CheckIcon width={14} height={14} />
        </Checkbox.Indicator>
      </Checkbox.Control>
      <Checkbox.Label>{children}</Checkbox.Label>
      <Checkbox.HiddenInput />
    </Checkbox.Root>
  );
}

/** /sign-up: the agreement screen after a first sign-in; then /welcome (SPEC.md §2). */
export function SignUpScreen() {
  const navigate = useNavigate();
  const [checked, setChecked] = useState<Record<AgreementKey, boolean>>({ terms: false, privacy: false, age: false, marketing: false });
  const [submitting, setSubmitting] = useState(false);
  const allChecked = agreements.every((item) => checked[item.key]);
  const requiredChecked = agreements.every((item) => !item.required || checked[item.key]);

  const setAll = (value: boolean) => setChecked({ terms: value, privacy: value, age: value, marketing: value });

  async function submit() {
    if (!requiredChecked || submitting) return;
    setSubmitting(true);
    try {
      const yn = checked.marketing ? 'Y' : 'N';
      await updateAdConsent({ emailYN: yn, smsYN: yn });
      void navigate({ to: '/welcome', replace: true });
    } catch (error) {
      await alert({ message: errorMessage(error) });
      setSubmitting(false);
    }
  }

  return (
    <Page title="약관 동의" header={{ hideBack: true }}>
      <section className={layout}>
        <h2 className={heading}>
          마켓 이용을 위해
          <br />
          약관에 동의해 주세요
        </h2>
        <p className={lead}>필수 항목에 동의하시면 가입이 완료돼요.</p>
        <div className={all}>
          <AgreementCheckbox checked={allChecked} onChange={setAll}>
            전체 동의하기
          </AgreementCheckbox>
        </div>
        <ul className={list}>
          {agreements.map((item) => (
            <li key={item.key} className={row}>
              <AgreementCheckbox checked={checked[item.key]} onChange={(value) => setChecked((prev) => ({ ...prev, [item.key]: value }))}>
                <span className={item.required ? tag : optional}>{item.required ? '[필수]' : '[선택]'}</span>
                {item.label}
              </AgreementCheckbox>
              {item.href && (
                <a href={item.href} target="_blank" rel="noopener" className={more} aria-label={`${item.label} 내용 보기`}>
                  보기
                </a>
              )}
            </li>
          ))}
        </ul>
        <div className={cta}>
          <button
            type="button"
            className={cx(button({ size: 'xl', fullWidth: true }))}
            disabled={!requiredChecked || submitting}
            onClick={() => void submit()}
          >
            동의하고 시작하기
          </button>
        </div>
      </section>
    </Page>
  );
}
