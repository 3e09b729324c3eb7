import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { useEffect, useState, type MouseEvent } from 'react';
import { css } from 'styled-system/css';
import { alert } from '../dialogs/dialog-store';
import { errorMessage } from '../dialogs/error-message';
import { CheckIcon, CloseIcon, LinkIcon, MessengerIcon } from '../icons';
import { dialogParts } from '../dialogs/dialog-parts';
import { button, iconButton } from '../recipes';
import { showToast } from '../toast/toast-store';
import { loadMessengerSdk, messengerConfigured } from '../../platform/messenger-sdk';
import { nativeBridge } from '../../platform/native-bridge';
import { copyText } from './clipboard';
import { MESSENGER_UNAVAILABLE_MESSAGE, shareToMessenger } from './messenger';
import { COPY_FEEDBACK_MS, shareUrl, type ShareChannel } from './share-info';
import { closeShare, type ShareRequest } from './share-store';
import { trackShareEvent } from './track-share';

/**
 * The share dialog of SPEC.md §2 (width 320): messenger share and copy-URL. Loaded lazily. The
 * messenger share is offered only when its app key is configured (VITE_KAKAO_JS_KEY); its SDK then
 * starts loading as the dialog opens, so a tap can share at once.
 */
export function ShareDialog({ request }: { request: ShareRequest }) {
  const { id, info, options } = request;
  const [open, setOpen] = useState(true);
  const [copies, setCopies] = useState(0);
  const withMessenger = messengerConfigured();

  useEffect(() => {
    // a failed load is tried again by the tap, which then says so
    if (withMessenger) loadMessengerSdk().catch(() => undefined);
  }, [withMessenger]);

  useEffect(() => {
    if (copies === 0) return;
    const timer = setTimeout(() => setCopies(0), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copies]);

  const record = async (channel: ShareChannel) => {
    if (!options.onRecord) return;
    try {
      await options.onRecord(channel, info);
    } catch (error) {
      void alert({ message: errorMessage(error) });
    }
  };

  const shareWithMessenger = async () => {
    const sdk = await loadMessengerSdk().catch(() => null);
    if (!shareToMessenger(info, sdk)) {
      // SPEC.md §8: an alert, then the app is asked to open the messenger's store page (in the web
      // view; a browser has no market to open)
      await alert({ message: MESSENGER_UNAVAILABLE_MESSAGE });
      (options.onMessengerUnavailable ?? nativeBridge.moveToMessengerMarket)();
      return;
    }
    trackShareEvent(info.kakaoGtag);
    void record('messenger');
  };

  const copyUrl = async (event: MouseEvent<HTMLButtonElement>) => {
    const copied = await copyText(shareUrl(info), event.currentTarget.parentElement);
    if (!copied) {
      void alert({ message: 'URL을 복사하지 못했어요. 주소창의 URL을 직접 복사해 주세요.' });
      return;
    }
    showToast({ phrase: 'URL이 복사되었어요.' });
    setCopies((count) => count + 1);
    trackShareEvent(info.urlGtag);
    void record('url');
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      onExitComplete={() => closeShare(id)}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className={dialogParts.backdrop} />
        <Dialog.Positioner className={dialogParts.positioner}>
          <Dialog.Content className={dialogParts.shareContent}>
            <div className={styles.head}>
              <Dialog.Title className={styles.title}>공유하기</Dialog.Title>
              <Dialog.CloseTrigger className={iconButton({ tone: 'muted' })} aria-label="닫기">
                <CloseIcon size={22} />
              </Dialog.CloseTrigger>
            </div>
            <div className={styles.actions}>
              {withMessenger && (
                <button type="button" className={button({ variant: 'messenger', size: 'lg', fullWidth: true })} onClick={() => void shareWithMessenger()}>
                  <MessengerIcon size={20} />
                  카카오톡으로 공유하기
                </button>
              )}
              <button
                type="button"
                className={button({ variant: 'outline', size: 'lg', fullWidth: true })}
                onClick={(event) => void copyUrl(event)}
              >
                {copies > 0 ? <CheckIcon size={20} /> : <LinkIcon size={20} />}
                {copies > 0 ? '복사됨' : 'URL 복사'}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

const styles = {
  head: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', paddingInlineStart: '5', paddingInlineEnd: '2', paddingTop: '2' }),
  title: css({ fontSize: '17px', fontWeight: 'bold', color: 'gray.900' }),
  actions: css({ display: 'flex', flexDirection: 'column', gap: '2', padding: '5', paddingTop: '3' }),
};
