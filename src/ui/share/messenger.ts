import type { MessengerSdk } from '../../platform/messenger-sdk';
import { shareUrl, type ShareInfo } from './share-info';

/** The message templates of the Korean messenger's JavaScript SDK (window.Kakao) the share sends. */
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
export const MESSENGER_UNAVAILABLE_MESSAGE = '카카오톡 공유를 사용할 수 없어요.';

/**
 * The message of a share (issue 25): a feed card with the item's picture, its name, its price or
 * excerpt (the share info's description) and '자세히 보기' back to the page; the native app opens
 * `appUrl` instead where it is installed. Without a picture (a post without photos) a text message.
 */
export function messengerTemplate(info: ShareInfo): MessengerTemplate {
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

/** Shares through the messenger's SDK (loaded and initialised); false when it cannot. */
export function shareToMessenger(info: ShareInfo, sdk: Pick<MessengerSdk, 'isInitialized' | 'Share'> | null | undefined): boolean {
  if (!sdk?.Share || !sdk.isInitialized()) return false;
  try {
    sdk.Share.sendDefault(messengerTemplate(info));
    return true;
  } catch {
    return false;
  }
}
