import { shareUrl, type ShareInfo } from './share-info';

/** The few parts of the Korean messenger's JavaScript SDK (window.Kakao) the share uses. */
interface MessengerLink {
  mobileWebUrl: string;
  webUrl: string;
  androidExecutionParams?: string;
  iosExecutionParams?: string;
}
type MessengerTemplate =
  | {
      objectType: 'feed';
      content: { title: string; description?: string; imageUrl: string; link: MessengerLink };
      buttons: { title: string; link: MessengerLink }[];
    }
  | { objectType: 'text'; text: string; link: MessengerLink; buttonTitle: string };
interface MessengerSdk {
  isInitialized?: () => boolean;
  Share?: { sendDefault: (template: MessengerTemplate) => void };
}

export const MESSENGER_UNAVAILABLE_MESSAGE = '카카오톡 공유를 사용할 수 없어요.';

function sdk(): MessengerSdk | undefined {
  return (globalThis as { Kakao?: MessengerSdk }).Kakao;
}

function template(info: ShareInfo): MessengerTemplate {
  const url = shareUrl(info);
  const link: MessengerLink = { mobileWebUrl: url, webUrl: url };
  if (info.appUrl) {
    // the native app opens `appUrl` when the shared message is tapped on a phone that has it
    const params = `url=${encodeURIComponent(info.appUrl)}`;
    link.androidExecutionParams = params;
    link.iosExecutionParams = params;
  }
  if (!info.imageUrl) {
    const text = info.description ? `${info.title}\n${info.description}` : info.title;
    return { objectType: 'text', text, link, buttonTitle: '자세히 보기' };
  }
  return {
    objectType: 'feed',
    content: { title: info.title, description: info.description, imageUrl: info.imageUrl, link },
    buttons: [{ title: '자세히 보기', link }],
  };
}

/** Shares through the messenger's SDK when the page has it; false when it cannot. */
export function shareToMessenger(info: ShareInfo): boolean {
  const kakao = sdk();
  if (!kakao?.Share || kakao.isInitialized?.() === false) return false;
  try {
    kakao.Share.sendDefault(template(info));
    return true;
  } catch {
    return false;
  }
}
