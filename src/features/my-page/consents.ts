import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { optimisticToggleMachine } from '../../../machines/optimistic-toggle/optimistic-toggle.machine';
import { isCalling } from '../../../machines/optimistic-toggle/optimistic-toggle.selectors';
import { updateAdConsent } from '../../api/account';
import { appSettingsQueryOptions, putAppAdConsent, putAppPush, type AppSettings } from '../../api/app';
import { patchMemberProfile, updateMemberProfile } from '../../api/user-profile';
import { userSettingsQueryOptions, type UserSettings } from '../../api/user-settings';
import { onHostMessage } from '../../platform/native-bridge';
import { showToast } from '../../ui/toast/toast-store';
import { formatKoreanDate } from './account-rules';
import { readDevicePush } from '../../platform/device-push';

/**
 * The member's notification and marketing consents, changed one switch at a time: the switch moves
 * at once (the cached settings), the server is called, a failure puts it back with a Korean toast.
 *
 * - 알림 (push): the member's pushYN (PUT /api/v2/user/profile); in the native app's web view the
 *   device's (PUT /api/v1/app/push), after asking the device for permission when turned on.
 * - 광고성 정보 수신 (adYN): the member's (PUT profile); in the web view also the device's (PUT
 *   /api/v1/app/ad), which the device's advertising push follows.
 * - 이메일, 문자: PUT /api/v2/user/ad-consent, which takes both.
 *
 * A marketing change tells the date it was made (정보통신망법 §50: the sender tells the member the
 * result and the date of a consent or its withdrawal); the page shows the date of the consent
 * (GET /api/v1/user/settings marketingAgreedDt).
 */

export type ConsentKey = 'push' | 'ad' | 'email' | 'sms';
type YN = 'Y' | 'N';

export const consentLabels: Record<ConsentKey, string> = { push: '알림', ad: '광고성 정보 수신', email: '이메일', sms: '문자' };

/** What the consent toast calls each marketing consent. */
const noticeNames: Record<Exclude<ConsentKey, 'push'>, string> = {
  ad: '광고성 정보',
  email: '이메일 광고',
  sms: '문자 광고',
};

/** '2025년 3월 1일에 이메일 광고 수신에 동의했어요.' / '… 수신을 거부했어요.' */
export function consentNotice(key: Exclude<ConsentKey, 'push'>, agreed: boolean, now: Date): string {
  return `${formatKoreanDate(now)}에 ${noticeNames[key]} 수신${agreed ? '에 동의했어요.' : '을 거부했어요.'}`;
}

/** '2025년 3월 1일에 동의했어요', or a plain sentence while no marketing consent is given. */
export function agreedDateText(marketingAgreedDt: string | null): string {
  const day = marketingAgreedDt === null ? '' : formatKoreanDate(marketingAgreedDt);
  return day === '' ? '마케팅 정보 수신에 동의하지 않았어요.' : `${day}에 동의했어요`;
}

export interface ConsentValues {
  push: YN;
  ad: YN;
  email: YN;
  sms: YN;
  marketingAgreedDt: string | null;
}

/** Consents that share one call (email and SMS): one switch machine each group. */
type CallGroup = 'push' | 'ad' | 'marketing';
const groupOf = (key: ConsentKey): CallGroup => (key === 'email' || key === 'sms' ? 'marketing' : key);
const groupKeys: Record<CallGroup, readonly ConsentKey[]> = { push: ['push'], ad: ['ad'], marketing: ['email', 'sms'] };

const USER_KEY = userSettingsQueryOptions().queryKey;
const APP_KEY = appSettingsQueryOptions().queryKey;

class DevicePushDenied extends Error {
  override readonly name = 'DevicePushDenied';
}

/** Whether the value of `key` lives in the device's settings (web view: push and ad). */
const onDevice = (key: ConsentKey, inWebView: boolean) => inWebView && (key === 'push' || key === 'ad');

function writeValue(queryClient: QueryClient, key: ConsentKey, value: YN, inWebView: boolean): void {
  if (onDevice(key, inWebView)) {
    const field = key === 'push' ? 'pushYN' : 'adYN';
    queryClient.setQueryData<AppSettings>(APP_KEY, (old) => (old ? { ...old, [field]: value } : old));
    return;
  }
  const field = ({ push: 'pushYN', ad: 'adYN', email: 'emailYN', sms: 'smsYN' } as const)[key];
  queryClient.setQueryData<UserSettings>(USER_KEY, (old) => (old ? { ...old, [field]: value } : old));
}

async function send(queryClient: QueryClient, key: ConsentKey, value: YN, values: ConsentValues, inWebView: boolean): Promise<void> {
  switch (key) {
    case 'push': {
      if (!inWebView) {
        patchMemberProfile(queryClient, { pushYN: (await updateMemberProfile({ pushYN: value })).pushYN });
        return;
      }
      if (value === 'Y' && (await readDevicePush({ ask: true })) === 'N') throw new DevicePushDenied();
      await putAppPush(value);
      return;
    }
    case 'ad': {
      if (inWebView) await putAppAdConsent(value);
      try {
        patchMemberProfile(queryClient, { adYN: (await updateMemberProfile({ adYN: value })).adYN });
      } catch (error) {
        // the device keeps what the member has: put it back
        if (inWebView) await putAppAdConsent(values.ad).catch(() => undefined);
        throw error;
      }
      return;
    }
    case 'email':
    case 'sms': {
      const next = { emailYN: values.email, smsYN: values.sms, [key === 'email' ? 'emailYN' : 'smsYN']: value };
      await updateAdConsent(next);
      return;
    }
  }
}

function failureText(key: ConsentKey, error: unknown): string {
  if (error instanceof DevicePushDenied) return '휴대폰 설정에서 마켓 앱의 알림을 허용해 주세요.';
  return `${consentLabels[key]} 설정을 바꾸지 못했어요. 잠시 후 다시 시도해 주세요.`;
}

/** What a tap asks for: the consent, its new value, and every consent as shown at the tap. */
interface ConsentTap {
  key: ConsentKey;
  value: YN;
  values: ConsentValues;
}

type ConsentToggle = ActorRefFrom<typeof optimisticToggleMachine>;

/**
 * One call group's switch: the optimistic-toggle statechart with the consents' implementations.
 * The value moves at once (the cached settings), the call runs, a failure puts it back with a
 * Korean toast; a marketing change tells its date.
 */
function useConsentToggle(queryClient: QueryClient, inWebView: boolean, othersCalling: () => boolean): ConsentToggle {
  const [logic] = useState(() =>
    optimisticToggleMachine.provide({
      actors: {
        prepare: fromPromise(async () => {
          await queryClient.cancelQueries({ queryKey: USER_KEY });
          if (inWebView) await queryClient.cancelQueries({ queryKey: APP_KEY });
        }),
        save: fromPromise<unknown, { wanted: unknown }>(async ({ input }) => {
          const tap = input.wanted as ConsentTap;
          await send(queryClient, tap.key, tap.value, tap.values, inWebView);
          return tap;
        }),
        // the agreement date (and anything another device changed) comes from the server, once no
        // other switch waits for its answer (a refetch now would bring its old value back)
        settle: fromPromise(async () => {
          if (!othersCalling()) await queryClient.invalidateQueries({ queryKey: USER_KEY });
        }),
      },
      actions: {
        showWanted: ({ context }) => {
          const tap = context.wanted as ConsentTap;
          writeValue(queryClient, tap.key, tap.value, inWebView);
        },
        showAnswer: ({ context }) => {
          const tap = context.answer as ConsentTap;
          if (tap.key !== 'push') showToast({ phrase: consentNotice(tap.key, tap.value === 'Y', new Date()) });
        },
        showPrevious: ({ context }) => {
          const tap = context.previous as ConsentTap;
          writeValue(queryClient, tap.key, tap.value, inWebView);
        },
        reportFailure: ({ context }) => showToast({ phrase: failureText((context.wanted as ConsentTap).key, context.error) }),
      },
    }),
  );
  return useActorRef(logic);
}

/**
 * The consents as shown (undefined while loading), the switches whose call is under way, and
 * `toggle`. A second tap on a switch whose call is under way does nothing (one optimistic-toggle
 * machine per call group: 알림, 광고성 정보, and 이메일 with 문자, which share one call).
 */
export function useConsents({ inWebView }: { inWebView: boolean }) {
  const queryClient = useQueryClient();
  const user = useQuery(userSettingsQueryOptions());
  const app = useQuery({ ...appSettingsQueryOptions(), enabled: inWebView });
  // the three switches, for each to ask whether another waits for its answer (read in its actors only)
  const [toggles] = useState(() => new Map<CallGroup, ConsentToggle>());
  const calling = (except: CallGroup) => () => [...toggles].some(([group, actor]) => group !== except && isCalling(actor.getSnapshot()));
  const push = useConsentToggle(queryClient, inWebView, calling('push'));
  const ad = useConsentToggle(queryClient, inWebView, calling('ad'));
  const marketing = useConsentToggle(queryClient, inWebView, calling('marketing'));
  useEffect(() => {
    for (const [group, actor] of [['push', push], ['ad', ad], ['marketing', marketing]] as const) toggles.set(group, actor);
  }, [toggles, push, ad, marketing]);
  const pushCalling = useSelector(push, isCalling);
  const adCalling = useSelector(ad, isCalling);
  const marketingCalling = useSelector(marketing, isCalling);
  const pending = new Set<ConsentKey>([
    ...(pushCalling ? groupKeys.push : []),
    ...(adCalling ? groupKeys.ad : []),
    ...(marketingCalling ? groupKeys.marketing : []),
  ]);

  // web view: the device may have turned notifications off in its own settings
  useEffect(() => {
    if (!inWebView) return undefined;
    const stop = onHostMessage((message) => {
      if (message.type === 'setDevicePush' && !isCalling(push.getSnapshot())) writeValue(queryClient, 'push', message.value, true);
    });
    void readDevicePush({ ask: false });
    return stop;
  }, [inWebView, queryClient, push]);

  const values: ConsentValues | undefined =
    user.data && (!inWebView || app.data)
      ? {
          push: inWebView && app.data ? app.data.pushYN : user.data.pushYN,
          ad: inWebView && app.data ? app.data.adYN : user.data.adYN,
          email: user.data.emailYN,
          sms: user.data.smsYN,
          marketingAgreedDt: user.data.marketingAgreedDt,
        }
      : undefined;

  function toggle(key: ConsentKey, on: boolean): void {
    if (values === undefined) return;
    const actor = { push, ad, marketing }[groupOf(key)];
    if (isCalling(actor.getSnapshot())) return;
    const value: YN = on ? 'Y' : 'N';
    actor.send({ type: 'toggle.flip', previous: { key, value: values[key], values }, wanted: { key, value, values } satisfies ConsentTap });
  }

  return { values, pending, toggle, error: user.error ?? app.error, refetch: () => Promise.all([user.refetch(), inWebView ? app.refetch() : null]) };
}
