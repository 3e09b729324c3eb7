import type { ActorRefFrom } from 'xstate';
import type { appInstallMachine } from '../../../machines/app-install/app-install.machine';

/** The app-wide appInstall actor (router context `appInstall`). */
export type AppInstallActor = ActorRefFrom<typeof appInstallMachine>;

/** The words of the app-install popup and /appdown (SPEC.md §4 App-install popup). */
export const appInstallTexts = {
  title: '마켓 앱으로 더 편하게 쇼핑하세요',
  benefit: '앱에서 로그인하면 1,000P 즉시 지급! 실시간 특가 알림도 받아보세요.',
  openApp: '앱으로 보기',
  stayOnWeb: '모바일 웹으로 볼게요',
  launching: '앱을 여는 중이에요…',
} as const;
