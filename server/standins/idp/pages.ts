import { escapeHtml } from '../../html';
import { renderDocument } from '../html';
import type { AppleName, NaverAccount, NaverItem } from './tokens';

/** The pages of the development identity providers: Korean, mobile first, inline styles only. */

export const IDP_PATH = '/dev/idp';
const NAVER_GREEN = '#03C75A';
/** text on white that passes WCAG AA */
const NAVER_GREEN_TEXT = '#03803A';

interface Brand {
  readonly site: string;
  readonly color: string;
  readonly logo: string;
}

const NAVER: Brand = {
  site: '네이버',
  color: NAVER_GREEN,
  logo: `<span aria-hidden="true" style="display:inline-flex;align-items:center;justify-content:center;width:28px;height:28px;border-radius:6px;background:#fff;color:${NAVER_GREEN};font-weight:900;font-size:18px">N</span><span style="font-weight:800;letter-spacing:1px">NAVER</span>`,
};

const APPLE: Brand = {
  site: 'Apple',
  color: '#000000',
  logo: `<span style="font-weight:700;font-size:18px">Apple ID</span>`,
};

/** The account fields and agreed items of a consent screen (prefilled or as sent back). */
export interface NaverForm {
  readonly clientId: string;
  readonly redirectUri: string;
  readonly state: string;
  readonly authType: string;
  readonly account: NaverAccount;
  readonly agreed: readonly NaverItem[];
  readonly error?: string;
}

export interface AppleForm {
  readonly clientId: string;
  readonly redirectUri: string;
  readonly state: string;
  readonly responseMode: string;
  readonly name: AppleName;
  readonly error?: string;
}

export const NAVER_ITEM_LABELS: Readonly<Record<NaverItem, string>> = {
  email: '이메일',
  gender: '성별',
  birthyear: '출생연도',
  mobile: '휴대전화번호',
};

const GENDERS = [
  ['F', '여성'],
  ['M', '남성'],
  ['U', '선택 안 함'],
] as const;

export const EARLIEST_BIRTH_YEAR = 1930;

/** Test accounts offered above the form: each reopens the screen with its values filled in. */
function naverTestAccounts(currentYear: number): readonly { label: string; values: Partial<NaverAccount> }[] {
  return [
    { label: '일반 회원', values: { name: '김쇼핑', email: 'shopper@example.com', birthyear: '1990' } },
    { label: '가입 제한 계정', values: { name: '이제한', email: 'blocked@example.com', birthyear: '1985' } },
    { label: '14세 미만', values: { name: '박어린', email: 'young@example.com', birthyear: String(currentYear - 10) } },
  ];
}

const INPUT =
  'box-sizing:border-box;width:100%;height:48px;padding:0 12px;border:1px solid #BDBDBD;border-radius:8px;font:inherit;font-size:16px;background:#fff;color:#212121';
const LABEL = 'display:block;margin:14px 0 6px;font-size:14px;font-weight:700;color:#424242';
const BUTTON = 'width:100%;height:52px;border-radius:8px;font:inherit;font-size:17px;font-weight:700;cursor:pointer';

function layout(brand: Brand, title: string, main: string): string {
  return renderDocument({
    title,
    site: brand.site,
    themeColor: brand.color,
    body: `<div style="box-sizing:border-box;max-width:480px;min-height:100vh;min-height:100dvh;margin:0 auto;background:#fff;display:flex;flex-direction:column">
<header style="display:flex;align-items:center;gap:8px;min-height:52px;padding:env(safe-area-inset-top) 16px 0;background:${brand.color};color:#fff">
${brand.logo}
<span style="margin-left:auto;padding:4px 8px;border-radius:999px;background:#fff;color:#212121;font-size:12px;font-weight:700">개발용 대역</span>
</header>
<main style="flex:1;padding:20px 16px calc(24px + env(safe-area-inset-bottom))">
${main}
</main>
</div>`,
  });
}

function note(site: string): string {
  return `<p role="note" style="margin:0 0 16px;padding:12px 14px;border-radius:12px;background:#F1F8E9;color:#33691E;font-size:14px;line-height:1.6">
이 화면은 ${escapeHtml(site)} 로그인의 <strong>개발용 대역</strong>이에요. 실제 서비스에서는 ${escapeHtml(site)}의 로그인 화면이 열려요. 아무 값이나 넣어 로그인해 볼 수 있어요.
</p>`;
}

function errorBox(error: string | undefined): string {
  return error
    ? `<p role="alert" style="margin:0 0 16px;padding:12px 14px;border-radius:12px;background:#FFEBEE;color:#B00020;font-size:14px;line-height:1.6">${escapeHtml(error)}</p>`
    : '';
}

function hidden(name: string, value: string): string {
  return `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
}

/**
 * The agree button comes first: pressing Enter in a field submits with the first submit button
 * of the form, which must never be the cancel one. Stacked, so the visual order is the DOM order.
 */
function buttons(cancel: string, ok: string, color: string): string {
  return `<div style="display:flex;flex-direction:column;gap:8px;margin-top:24px">
<button type="submit" name="action" value="agree" style="${BUTTON};border:0;background:${color};color:#fff">${ok}</button>
<button type="submit" name="action" value="cancel" formnovalidate style="${BUTTON};border:1px solid #BDBDBD;background:#fff;color:#424242">${cancel}</button>
</div>`;
}

export function naverConsentPage(form: NaverForm, currentYear: number): string {
  const { account } = form;
  const query = (values: Partial<NaverAccount>) =>
    new URLSearchParams({
      client_id: form.clientId,
      redirect_uri: form.redirectUri,
      state: form.state,
      ...(form.authType ? { auth_type: form.authType } : {}),
      ...values,
    }).toString();
  const accounts = naverTestAccounts(currentYear)
    .map(
      (test) =>
        `<li><a href="${IDP_PATH}/naver/authorize?${escapeHtml(query(test.values))}" style="display:inline-block;padding:8px 12px;border:1px solid #C8E6C9;border-radius:999px;color:${NAVER_GREEN_TEXT};font-size:14px;text-decoration:none">${escapeHtml(test.label)} · ${escapeHtml(test.values.email ?? '')}</a></li>`,
    )
    .join('\n');
  const years: string[] = [];
  for (let year = currentYear; year >= EARLIEST_BIRTH_YEAR; year--) {
    years.push(`<option value="${year}"${String(year) === account.birthyear ? ' selected' : ''}>${year}년</option>`);
  }
  const genders = GENDERS.map(
    ([value, label]) => `<option value="${value}"${value === account.gender ? ' selected' : ''}>${label}</option>`,
  ).join('');
  const items = (Object.keys(NAVER_ITEM_LABELS) as NaverItem[])
    .map(
      (item) => `<li style="display:flex;align-items:center;min-height:44px;border-bottom:1px solid #EEEEEE">
<input type="checkbox" id="agree-${item}" name="agree" value="${item}"${form.agreed.includes(item) ? ' checked' : ''} style="width:22px;height:22px;margin:0 10px 0 0;accent-color:${NAVER_GREEN}">
<label for="agree-${item}" style="flex:1;font-size:15px">${NAVER_ITEM_LABELS[item]} <span style="color:${NAVER_GREEN_TEXT};font-size:13px;font-weight:700">필수</span></label>
</li>`,
    )
    .join('\n');
  const reprompt =
    form.authType === 'reprompt'
      ? `<p style="margin:0 0 16px;font-size:14px;line-height:1.6;color:#424242">마켓이 필수 제공 항목에 다시 동의해 달라고 요청했어요.</p>`
      : '';

  return layout(
    NAVER,
    '네이버 아이디로 로그인',
    `<h1 style="margin:0 0 12px;font-size:22px;font-weight:800">네이버 아이디로 로그인</h1>
${note('네이버')}
${errorBox(form.error)}
${reprompt}
<nav aria-label="테스트 계정" style="margin:0 0 8px">
<p style="margin:0 0 8px;font-size:13px;color:#616161">테스트 계정으로 채우기</p>
<ul style="display:flex;flex-wrap:wrap;gap:8px;margin:0;padding:0;list-style:none">
${accounts}
</ul>
</nav>
<form method="post" action="${IDP_PATH}/naver/authorize">
${hidden('client_id', form.clientId)}${hidden('redirect_uri', form.redirectUri)}${hidden('state', form.state)}${hidden('auth_type', form.authType)}
<fieldset style="margin:0;padding:0;border:0">
<legend style="padding:0;margin:8px 0 0;font-size:16px;font-weight:800">네이버 계정</legend>
<label for="name" style="${LABEL}">이름</label>
<input id="name" name="name" value="${escapeHtml(account.name)}" required maxlength="20" autocomplete="name" style="${INPUT}">
<label for="email" style="${LABEL}">이메일</label>
<input id="email" name="email" type="email" value="${escapeHtml(account.email)}" required maxlength="100" autocomplete="email" inputmode="email" style="${INPUT}">
<label for="gender" style="${LABEL}">성별</label>
<select id="gender" name="gender" style="${INPUT}">${genders}</select>
<label for="birthyear" style="${LABEL}">출생연도</label>
<select id="birthyear" name="birthyear" style="${INPUT}">${years.join('')}</select>
<label for="mobile" style="${LABEL}">휴대전화번호</label>
<input id="mobile" name="mobile" type="tel" value="${escapeHtml(account.mobile)}" required pattern="010-[0-9]{4}-[0-9]{4}" placeholder="010-1234-5678" autocomplete="tel" inputmode="tel" style="${INPUT}">
</fieldset>
<fieldset style="margin:24px 0 0;padding:0;border:0">
<legend style="padding:0;font-size:16px;font-weight:800">마켓에 제공할 정보</legend>
<p style="margin:6px 0 4px;font-size:13px;line-height:1.6;color:#616161">체크를 풀면 그 항목은 마켓에 전달되지 않아요. 이름과 네이버 회원 식별값은 항상 전달돼요.</p>
<ul style="margin:0;padding:0;list-style:none">
${items}
</ul>
</fieldset>
${buttons('취소', '동의하기', NAVER_GREEN_TEXT)}
</form>`,
  );
}

export function appleSignInPage(form: AppleForm): string {
  return layout(
    APPLE,
    'Apple로 로그인',
    `<h1 style="margin:0 0 12px;font-size:22px;font-weight:800">Apple로 로그인</h1>
${note('Apple')}
${errorBox(form.error)}
<p style="margin:0 0 8px;font-size:14px;line-height:1.6;color:#424242">마켓에 공유할 이름을 확인해 주세요. 이메일은 Apple의 비공개 전달 주소로 전달돼요.</p>
<form method="post" action="${IDP_PATH}/apple/authorize">
${hidden('client_id', form.clientId)}${hidden('redirect_uri', form.redirectUri)}${hidden('state', form.state)}${hidden('response_mode', form.responseMode)}
<label for="lastName" style="${LABEL}">성</label>
<input id="lastName" name="lastName" value="${escapeHtml(form.name.lastName)}" required maxlength="20" autocomplete="family-name" style="${INPUT}">
<label for="firstName" style="${LABEL}">이름</label>
<input id="firstName" name="firstName" value="${escapeHtml(form.name.firstName)}" required maxlength="20" autocomplete="given-name" style="${INPUT}">
${buttons('취소', '계속', '#000000')}
</form>`,
  );
}

/** A request the provider refuses (bad redirect_uri, missing state): a page, never a redirect. */
export function idpErrorPage(provider: 'naver' | 'apple', reason: string): string {
  return layout(
    provider === 'naver' ? NAVER : APPLE,
    '잘못된 로그인 요청',
    `<h1 style="margin:0 0 12px;font-size:22px;font-weight:800">잘못된 로그인 요청이에요</h1>
${errorBox(reason)}
<p style="margin:0;font-size:14px;line-height:1.6;color:#616161">로그인을 요청한 앱의 설정을 확인해 주세요.</p>
<p style="margin:24px 0 0"><a href="/" style="color:#424242">마켓으로 돌아가기</a></p>`,
  );
}
