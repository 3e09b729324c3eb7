import { Checkbox } from '@ark-ui/react/checkbox';
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { css } from 'styled-system/css';
import { profile } from '../../../machines/session/session.selectors';
import { CheckIcon } from '../../ui/icons';
import { Page } from '../../ui/page';
import { button } from '../../ui/recipes';
import { useHydratedSelector } from '../../ui/use-hydrated';

export const WITHDRAW_AGREEMENT = '위 내용을 모두 확인했으며 탈퇴에 동의합니다.';

/** What a member loses, in the order a shopper worries about it. */
const LOSSES: readonly { title: string; text: string }[] = [
  { title: '보유한 별(포인트)', text: '적립한 별이 모두 사라지고 다시 살릴 수 없어요. 교환할 별이 있다면 탈퇴 전에 사용해 주세요.' },
  { title: '찜 목록', text: '찜한 상품과 상점 목록이 모두 삭제돼요.' },
  { title: '최근 본 상품', text: '최근 본 상품 기록이 삭제돼요.' },
  { title: '취향 설문 응답', text: '설문 응답이 삭제되어 맞춤 추천을 더 받을 수 없어요.' },
  {
    title: '커뮤니티 글과 댓글',
    text: "쓴 글과 댓글은 지워지지 않고 작성자가 '탈퇴한 회원'으로 보여요. 지우고 싶은 글은 탈퇴 전에 직접 삭제해 주세요.",
  },
];

/**
 * /withdrawInfo (member): what withdrawal erases and what stays, a required agreement, then on to
 * /withdraw. Going on without the agreement says why instead of silently doing nothing.
 */
export function WithdrawInfoScreen() {
  const { session } = useRouteContext({ from: '__root__' });
  const nickName = useHydratedSelector(session, (snapshot) => profile(snapshot)?.nickName ?? '', '');
  const navigate = useNavigate();
  const [agreed, setAgreed] = useState(false);
  const [showError, setShowError] = useState(false);
  const errorId = useId();

  const next = () => {
    if (!agreed) {
      setShowError(true);
      return;
    }
    void navigate({ to: '/withdraw' });
  };

  return (
    <Page title="회원 탈퇴 안내">
      <div className={styles.layout}>
        <h2 className={styles.heading}>
          {nickName ? `${nickName}님, ` : ''}탈퇴하기 전에
          <br />꼭 확인해 주세요
        </h2>
        <p className={styles.lead}>탈퇴하면 아래 정보가 바로 삭제되고, 같은 계정으로 다시 가입해도 되살릴 수 없어요.</p>

        <ul className={styles.losses} aria-label="탈퇴하면 사라지는 정보">
          {LOSSES.map((loss) => (
            <li key={loss.title} className={styles.loss}>
              <span aria-hidden="true" className={styles.dot} />
              <span>
                <strong className={styles.lossTitle}>{loss.title}</strong>
                <span className={styles.lossText}>{loss.text}</span>
              </span>
            </li>
          ))}
        </ul>

        <p className={styles.note}>
          쇼핑몰에서 주문한 내역은 「전자상거래 등에서의 소비자보호에 관한 법률」에 따라 쇼핑몰에 일정 기간 보관돼요. 자세한 내용은{' '}
          <Link to="/privacy" className={styles.link}>
            개인정보처리방침
          </Link>
          을 확인해 주세요.
        </p>

        <div className={styles.agreement}>
          <Checkbox.Root
            className={styles.checkbox}
            checked={agreed}
            onCheckedChange={(details) => {
              setAgreed(details.checked === true);
              if (details.checked === true) setShowError(false);
            }}
            invalid={showError}
          >
            <Checkbox.Control className={styles.control}>
              <Checkbox.Indicator>
                <CheckIcon width={14} height={14} />
              </Checkbox.Indicator>
            </Checkbox.Control>
            <Checkbox.Label className={styles.label}>{WITHDRAW_AGREEMENT}</Checkbox.Label>
            <Checkbox.HiddenInput aria-describedby={showError ? errorId : undefined} />
          </Checkbox.Root>
          {showError && (
            <p id={errorId} role="alert" className={styles.error}>
              안내 내용을 확인하고 동의에 체크해 주세요.
            </p>
          )}
        </div>

        <div className={styles.actions}>
          <Link to="/my-page/settings" className={button({ variant: 'neutral', size: 'xl' })}>
            취소
          </Link>
          <button type="button" className={button({ variant: 'solid', size: 'xl' })} onClick={next}>
            다음
          </button>
        </div>
      </div>
    </Page>
  );
}

const styles = {
  layout: css({ paddingInline: '5', paddingTop: '6', paddingBottom: 'calc(24px + env(safe-area-inset-bottom))' }),
  heading: css({ fontSize: '20px', fontWeight: 'bold', lineHeight: '1.45', color: 'gray.900', wordBreak: 'keep-all' }),
  lead: css({ marginTop: '2', fontSize: '14px', lineHeight: '1.6', color: 'gray.700', wordBreak: 'keep-all' }),
  losses: css({ listStyle: 'none', marginTop: '5', paddingInline: '4', paddingBlock: '2', borderRadius: '12px', bg: 'gray.100' }),
  loss: css({
    display: 'flex',
    gap: '3',
    paddingBlock: '3',
    '&:not(:last-child)': { borderBottom: '1px solid token(colors.gray.200)' },
  }),
  dot: css({ flexShrink: 0, width: '6px', height: '6px', marginTop: '8px', borderRadius: 'full', bg: 'primary' }),
  lossTitle: css({ display: 'block', fontSize: '15px', fontWeight: 'bold', color: 'gray.900' }),
  lossText: css({ display: 'block', marginTop: '0.5', fontSize: '14px', lineHeight: '1.6', color: 'gray.700', wordBreak: 'keep-all' }),
  note: css({ marginTop: '4', fontSize: '13px', lineHeight: '1.6', color: 'gray.600', wordBreak: 'keep-all' }),
  link: css({ color: 'gray.800', textDecoration: 'underline', textUnderlineOffset: '2px' }),
  agreement: css({ marginTop: '6', paddingTop: '5', borderTop: '1px solid token(colors.gray.200)' }),
  checkbox: css({ display: 'flex', alignItems: 'flex-start', gap: '3', cursor: 'pointer' }),
  control: css({
    flexShrink: 0,
    width: '22px',
    height: '22px',
    borderRadius: 'full',
    borderWidth: '1.5px',
    borderColor: 'gray.400',
    display: 'grid',
    placeItems: 'center',
    color: 'white',
    '&[data-state=checked]': { bg: 'primary', borderColor: 'primary' },
    '&[data-invalid]': { borderColor: 'error' },
    '[data-focus-visible] > &': { outline: '2px solid token(colors.primary)', outlineOffset: '2px' },
  }),
  label: css({ fontSize: '15px', fontWeight: 'semibold', lineHeight: '1.5', color: 'gray.900', wordBreak: 'keep-all' }),
  error: css({ marginTop: '2', paddingLeft: '34px', fontSize: '13px', color: 'error' }),
  actions: css({ display: 'grid', gridTemplateColumns: '1fr 2fr', gap: '2', marginTop: '8' }),
};
