import type { APIRequestContext, Page, Request } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { bridgeCalls, postHostMessage, simulateWebView, WEB_VIEW_UA } from './support/gates';
import { memberTokens, signedInPage, type TokenPair } from './support/session';

/**
 * My info, its update forms and the settings switches (issue 12) against the reference server:
 * nickname rules and the change limit, the cellphone form, the marketing consents and the
 * settings that persist across a reload, in the browser and in the native app's web view.
 */

/** SHOTS_DIR=/tmp/shots-myinfo also writes each screen's picture there, to look at while building. */
const shoot = async (page: Page, name: string) => {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
};

const toast = (page: Page, text: string | RegExp) => page.locator('[data-toast-id]').filter({ hasText: text });
const switchOf = (page: Page, name: string) => page.getByRole('switch', { name, exact: true });

/** A member's browser on a phone, signed in with Naver (as the sign-in flow records it). */
async function member(page: Page, request: APIRequestContext) {
  const signedIn = await signedInPage(page, request);
  await page.addInitScript(() => {
    window.localStorage.setItem('socialLoginPlatform', 'naver');
    window.sessionStorage.setItem('appInstallPopupSeen', 'true');
  });
  return signedIn;
}

const auth = (tokens: TokenPair) => ({ Authorization: `Bearer ${tokens.accessToken}`, deviceUuid: 'w-e2e-api' });

async function nicknameOf(request: APIRequestContext, tokens: TokenPair): Promise<string> {
  const answer = await request.get('/api/v2/user/profile', { headers: auth(tokens) });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { userInfo: { nickName: string } }).userInfo.nickName;
}

async function settingsOf(request: APIRequestContext, tokens: TokenPair) {
  const answer = await request.get('/api/v1/user/settings', { headers: auth(tokens) });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as { pushYN: string; adYN: string; emailYN: string; smsYN: string; marketingAgreedDt: string | null };
}

/** a nickname nobody has: 2 Hangul syllables and 6 digits */
const freshNickname = (prefix = '딸기') => `${prefix}${String(Date.now() % 1_000_000).padStart(6, '0')}`;

/** counts the requests of `method` to `path` the page makes from now on */
function countRequests(page: Page, method: string, path: string) {
  const seen: Request[] = [];
  page.on('request', (req) => {
    if (req.method() === method && new URL(req.url()).pathname === path) seen.push(req);
  });
  return () => seen.length;
}

/**
 * Holds the answers to `method` calls to `path` until `release()` is called, so that a double tap
 * lands while the first tap's call is under way. Without it the server may answer between the two
 * clicks, and the second click is then a second tap that rightly counts.
 */
async function holdAnswers(page: Page, method: string, path: string): Promise<() => Promise<void>> {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const matches = (url: URL) => url.pathname === path;
  await page.route(matches, async (route) => {
    if (route.request().method() === method) await opened;
    await route.fallback();
  });
  return async () => {
    open();
    await page.unroute(matches);
  };
}

test('my info shows the account, and the nickname form refuses what the server refuses', async ({ page, request }) => {
  const me = await member(page, request);
  // a second member, whose nickname is taken
  const other = await memberTokens(request);
  const taken = await nicknameOf(request, other);

  const current = await nicknameOf(request, me);
  // from my page, whose card (named by the current nickname) stays cached meanwhile
  await page.goto('/my-page');
  await expect(page.getByTestId('mypage-card').getByText(`${current}님`)).toBeVisible();
  await page.getByRole('link', { name: '내 정보 관리' }).click();
  await expect(page.getByRole('heading', { name: '내 정보', level: 1 })).toBeVisible();
  await expect(page.getByText(current, { exact: true })).toBeVisible();
  await expect(page.getByText(/^\d{4}년 \d{1,2}월 \d{1,2}일 가입$/)).toBeVisible();
  await expect(page.getByText('네이버 로그인', { exact: true })).toBeVisible();
  await expect(page.getByText(/@example\.com$/)).toBeVisible();
  await expect(page.getByText('마케팅 정보 수신: 이메일 거부 · 문자 거부')).toBeVisible();
  await shoot(page, 'my-info');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: '닉네임 변경' }).click();
  await expect(page).toHaveURL(/\/my-page\/my-info\/update\/nickname$/);
  const input = page.getByLabel('닉네임', { exact: true });
  const save = page.getByRole('button', { name: '저장' });
  await expect(input).toHaveValue(current);
  await expect(page.getByText('지금 쓰고 있는 닉네임이에요.')).toBeVisible();
  await expect(save).toBeDisabled();

  await input.fill(taken);
  await expect(page.getByText('이미 사용 중인 닉네임이에요. 다른 닉네임을 입력해 주세요.')).toBeVisible();
  await expect(save).toBeDisabled();
  await expect(input).toHaveAttribute('aria-invalid', 'true');

  await input.fill('가나다라마바사아자차카');
  await expect(page.getByText('닉네임은 2~10자로 입력해 주세요.')).toBeVisible();
  await expect(save).toBeDisabled();

  await input.fill('관리자');
  await expect(page.getByText('사용할 수 없는 단어가 들어 있어요. 다른 닉네임을 입력해 주세요.')).toBeVisible();
  await expect(save).toBeDisabled();

  await input.fill('딸기 농부');
  await expect(page.getByText(/한글, 영문, 숫자만 쓸 수 있어요/)).toBeVisible();
  await shoot(page, 'nickname-invalid');
  await expectNoSeriousA11yViolations(page);

  const fresh = freshNickname();
  await input.fill(fresh);
  await expect(page.getByText('사용할 수 있는 닉네임이에요.')).toBeVisible();
  await expect(save).toBeEnabled();
  await shoot(page, 'nickname-valid');
  const puts = countRequests(page, 'PUT', '/api/v1/user/nick-name');
  const releaseSave = await holdAnswers(page, 'PUT', '/api/v1/user/nick-name');
  await save.dblclick();
  await expect.poll(puts).toBe(1);
  await releaseSave();

  await expect(toast(page, '닉네임을 바꿨어요.')).toBeVisible();
  await expect(page).toHaveURL(/\/my-page\/my-info$/);
  await expect(page.getByText(fresh, { exact: true })).toBeVisible();
  expect(puts()).toBe(1);
  expect(await nicknameOf(request, me)).toBe(fresh);

  // the settings screen shows the new nickname too, without a reload (a client-side navigation)
  await page.evaluate(() => {
    window.history.pushState({}, '', '/my-page/settings');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { name: '설정', level: 1 })).toBeVisible();
  await expect(page.getByText(`${fresh}님`)).toBeVisible();
  // and my page's card, which was cached with the old one
  await page.evaluate(() => {
    window.history.pushState({}, '', '/my-page');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByTestId('mypage-card').getByText(`${fresh}님`)).toBeVisible();
});

test('the fourth nickname change in 30 days is refused in a dialog and keeps what was typed', async ({ page, request }) => {
  const me = await member(page, request);
  for (let i = 0; i < 3; i += 1) {
    const answer = await request.put('/api/v1/user/nick-name', { headers: auth(me), data: { nickName: freshNickname(`감귤${i}`).slice(0, 10) } });
    expect(answer.status()).toBe(200);
  }
  await page.goto('/my-page/my-info/update/nickname');
  const input = page.getByLabel('닉네임', { exact: true });
  const wanted = freshNickname('사과');
  await input.fill(wanted);
  await expect(page.getByText('사용할 수 있는 닉네임이에요.')).toBeVisible();
  await page.getByRole('button', { name: '저장' }).click();

  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('닉네임은 30일 동안 3번까지 바꿀 수 있어요.');
  await expect(dialog).toContainText(/\d{4}년 \d{1,2}월 \d{1,2}일부터 다시 바꿀 수 있어요/);
  await shoot(page, 'nickname-limit');
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(input).toHaveValue(wanted);
  await expect(page).toHaveURL(/update\/nickname$/);
});

test('the cellphone form puts the hyphens in, checks the number and saves it', async ({ page, request }) => {
  const me = await member(page, request);
  await page.goto('/my-page/my-info');
  await page.getByRole('link', { name: '휴대전화번호 변경' }).click();
  await expect(page).toHaveURL(/update\/phone$/);
  const input = page.getByLabel('휴대전화번호', { exact: true });
  const save = page.getByRole('button', { name: '저장' });
  await expect(save).toBeDisabled();

  await input.pressSequentially('0101234');
  await expect(input).toHaveValue('010-1234');
  await save.click();
  await expect(page.getByText('휴대전화번호를 정확히 입력해 주세요.')).toBeVisible();
  await expect(input).toHaveValue('010-1234');
  await shoot(page, 'phone-invalid');
  await expectNoSeriousA11yViolations(page);

  // the server's refusal is shown under the field, and the number stays
  const last = String(Date.now() % 10_000).padStart(4, '0');
  const number = `010-5${last.slice(0, 3)}-${last}`;
  await input.fill(number.replace(/-/g, ''));
  await expect(input).toHaveValue(number);
  await page.route('**/api/v2/user/cellphone', (route) =>
    route.fulfill({ status: 400, json: { code: 12, message: '휴대전화번호 형식이 올바르지 않아요.', errorType: 'USER' } }),
  );
  await save.click();
  await expect(page.getByText('휴대전화번호 형식이 올바르지 않아요.')).toBeVisible();
  await expect(input).toHaveValue(number);
  await page.unroute('**/api/v2/user/cellphone');

  await save.click();
  await expect(toast(page, '휴대전화번호를 바꿨어요.')).toBeVisible();
  await expect(page).toHaveURL(/\/my-page\/my-info$/);
  // the server keeps it: the account can be found by the new number
  const found = await request.get(`/api/v1/user/email?cellphone=${number}`);
  expect(found.status()).toBe(200);
  expect(((await found.json()) as { email: string }).email).toBe(`${me.email.slice(0, 2)}***@example.com`);
});

test('기타 정보: the email and SMS consents are saved at once, dated, and rolled back on failure', async ({ page, request }) => {
  const me = await member(page, request);
  await page.goto('/my-page/my-info');
  await page.getByRole('link', { name: /기타 정보/ }).click();
  await expect(page).toHaveURL(/update\/etc$/);
  const email = switchOf(page, '이메일');
  const sms = switchOf(page, '문자');
  await expect(email).not.toBeChecked();
  await expect(sms).not.toBeChecked();
  await expect(page.getByText('마케팅 정보 수신에 동의하지 않았어요.')).toBeVisible();
  await expect(page.getByRole('link', { name: '마케팅 정보 수신 동의 내용 보기' })).toHaveAttribute('href', '/marketing-info');

  await page.getByText('이메일', { exact: true }).click();
  await expect(email).toBeChecked();
  await expect(toast(page, /^\d{4}년 \d{1,2}월 \d{1,2}일에 이메일 광고 수신에 동의했어요\.$/)).toBeVisible();
  await expect(page.getByText(/^\d{4}년 \d{1,2}월 \d{1,2}일에 동의했어요$/)).toBeVisible();
  await expect.poll(async () => (await settingsOf(request, me)).emailYN).toBe('Y');
  await shoot(page, 'etc');
  await expectNoSeriousA11yViolations(page);

  // a failed call puts the switch back and says so (the settings cannot be read again meanwhile, so
  // the switch must come back by itself)
  const failure = { status: 500, json: { code: 5, message: '일시적인 오류가 발생했어요.', errorType: 'SYSTEM' } };
  await page.route('**/api/v2/user/ad-consent', (route) => route.fulfill(failure));
  await page.route('**/api/v1/user/settings', (route) => route.fulfill(failure));
  await page.getByText('문자', { exact: true }).click();
  await expect(toast(page, '문자 설정을 바꾸지 못했어요. 잠시 후 다시 시도해 주세요.')).toBeVisible();
  await expect(sms).not.toBeChecked();
  await expect(page.getByText(/^\d{4}년 \d{1,2}월 \d{1,2}일에 동의했어요$/)).toBeVisible();
  await page.unroute('**/api/v2/user/ad-consent');
  await page.unroute('**/api/v1/user/settings');
  expect((await settingsOf(request, me)).smsYN).toBe('N');

  await page.reload();
  await expect(switchOf(page, '이메일')).toBeChecked();
  await expect(switchOf(page, '문자')).not.toBeChecked();
  await page.goto('/my-page/my-info');
  await expect(page.getByText('마케팅 정보 수신: 이메일 수신 · 문자 거부')).toBeVisible();
});

test('settings: the switches are saved at once, once per tap, and persist across a reload', async ({ page, request }) => {
  const me = await member(page, request);
  await page.goto('/my-page/settings');
  await expect(page.getByRole('heading', { name: '설정', level: 1 })).toBeVisible();
  const push = switchOf(page, '알림');
  const ad = switchOf(page, '광고성 정보 수신');
  await expect(push).toBeChecked();
  await expect(ad).not.toBeChecked();
  for (const name of ['공지사항', '이용약관', '개인정보 처리방침', '회원 탈퇴']) await expect(page.getByRole('link', { name })).toBeVisible();
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
  await expect(page.getByText('앱 버전')).toBeVisible();
  await expect(page.getByText(/^\d+\.\d+\.\d+/)).toBeVisible();

  const profilePuts = countRequests(page, 'PUT', '/api/v2/user/profile');
  const releasePush = await holdAnswers(page, 'PUT', '/api/v2/user/profile');
  const pushLabel = page.getByText('알림', { exact: true });
  await pushLabel.click();
  // the switch moves at once; a second tap while its call is under way does nothing
  await expect(push).not.toBeChecked();
  await expect(push).toHaveAttribute('aria-busy', 'true');
  await pushLabel.click();
  await expect(push).not.toBeChecked();
  await expect.poll(profilePuts).toBe(1);
  await releasePush();
  await expect(push).not.toHaveAttribute('aria-busy');
  await expect(push).not.toBeChecked();
  await expect.poll(async () => (await settingsOf(request, me)).pushYN).toBe('N');
  expect(profilePuts()).toBe(1);

  await page.getByText('광고성 정보 수신', { exact: true }).click();
  await expect(ad).toBeChecked();
  await expect(toast(page, /에 광고성 정보 수신에 동의했어요\.$/)).toBeVisible();
  await page.getByText('문자', { exact: true }).click();
  await expect(switchOf(page, '문자')).toBeChecked();
  await expect(page.getByText(/^\d{4}년 \d{1,2}월 \d{1,2}일에 동의했어요$/)).toBeVisible();
  await expect.poll(async () => settingsOf(request, me)).toMatchObject({ pushYN: 'N', adYN: 'Y', smsYN: 'Y', emailYN: 'N' });
  await shoot(page, 'settings');
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  await expect(switchOf(page, '알림')).not.toBeChecked();
  await expect(switchOf(page, '광고성 정보 수신')).toBeChecked();
  await expect(switchOf(page, '이메일')).not.toBeChecked();
  await expect(switchOf(page, '문자')).toBeChecked();

  // turning the advertising consent off is saved and told with its date
  await page.getByText('광고성 정보 수신', { exact: true }).click();
  await expect(toast(page, /에 광고성 정보 수신을 거부했어요\.$/)).toBeVisible();
  await expect.poll(async () => (await settingsOf(request, me)).adYN).toBe('N');
});

test.describe('in the native app', () => {
  test.use({ userAgent: WEB_VIEW_UA });

  test('the push switch asks the device and follows its answer; the ad switch is the device’s', async ({ page, request }) => {
    const me = await member(page, request);
    await simulateWebView(page);
    const appPushPuts: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'PUT' && new URL(req.url()).pathname === '/api/v1/app/push') appPushPuts.push(req.postData() ?? '');
    });
    await page.goto('/my-page/settings');
    const push = switchOf(page, '알림');
    await expect(push).toBeChecked();
    // the screen asked the device for its push setting on opening (the app's start asked once before it)
    await expect
      .poll(async () => (await bridgeCalls(page)).filter((call) => call.name === 'getDevicePushSetting').length)
      .toBe(2);

    await page.getByText('알림', { exact: true }).click();
    await expect(push).not.toBeChecked();
    await expect.poll(() => appPushPuts).toContainEqual(JSON.stringify({ pushYN: 'N' }));
    // a tap while the switch's call is under way does nothing: the next one waits for the answer
    await expect(push).not.toHaveAttribute('aria-busy', 'true');

    // turned on: the app is asked for permission; the device says no, so the switch goes back
    await page.getByText('알림', { exact: true }).click();
    await expect.poll(async () => (await bridgeCalls(page)).map((call) => call.name)).toContain('requestPermission');
    expect((await bridgeCalls(page)).find((call) => call.name === 'requestPermission')?.payload).toEqual({ permission: 'notification' });
    await postHostMessage(page, { type: 'setDevicePush', value: false });
    await expect(toast(page, '휴대폰 설정에서 마켓 앱의 알림을 허용해 주세요.')).toBeVisible();
    await expect(push).not.toBeChecked();

    // the device allows it: on, and saved for the device
    await page.getByText('알림', { exact: true }).click();
    await expect(push).toHaveAttribute('aria-busy', 'true');
    await postHostMessage(page, { type: 'setDevicePush', value: true });
    await expect(push).toBeChecked();
    await expect(push).not.toHaveAttribute('aria-busy', 'true');
    await expect.poll(() => appPushPuts.at(-1)).toBe(JSON.stringify({ pushYN: 'Y' }));

    // advertising: the device's and the member's
    const appAd = countRequests(page, 'PUT', '/api/v1/app/ad');
    await page.getByText('광고성 정보 수신', { exact: true }).click();
    await expect(switchOf(page, '광고성 정보 수신')).toBeChecked();
    await expect.poll(appAd).toBe(1);
    await expect.poll(async () => (await settingsOf(request, me)).adYN).toBe('Y');
    await shoot(page, 'settings-web-view');

    await page.reload();
    await expect(switchOf(page, '광고성 정보 수신')).toBeChecked();
    await expect(switchOf(page, '알림')).toBeChecked();
  });
});
