import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type RefObject, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { css, cx } from 'styled-system/css';
import { button } from '../recipes';
import { dialogParts } from './dialog-parts';
import { answerDialog, removeDialog, type DialogRequest } from './dialog-store';
import { useSanitizedHtml } from './sanitize-html';
import { useFollowHtmlLinks } from '../links/follow-link';

/**
 * Alert (one '확인' button, always persistent) or confirm (confirm + cancel), on the platform's modal
 * `<dialog>`: top layer, inert page behind, focus kept inside, Escape/back as a cancel request.
 * It must work on the first screen and when nothing else could load, so it carries no library; the
 * lazily loaded dialogs (share, survey) use Ark UI's Dialog (docs/decisions.md).
 */
export function MessageDialog({ request }: { request: DialogRequest }) {
  const ref = useRef<HTMLDialogElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();
  const persistent = request.kind === 'alert' || request.persistent;
  // DOMPurify loads with the first dialog: the dialog opens once its message is there, so it is
  // read out whole (aria-describedby) and never shows empty
  const messageHtml = useSanitizedHtml(request.message);
  const ready = messageHtml !== null;
  // a link in the message is followed through the external-link flow, and the dialog closes as its
  // button would (an alert answers true, a confirm is cancelled)
  const followLinks = useFollowHtmlLinks(() => answerDialog(request.id, request.kind === 'alert'));

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (request.open) {
      if (!ready) return;
      if (!dialog.open) dialog.showModal();
      confirmRef.current?.focus();
      return;
    }
    if (dialog.open) dialog.close();
    removeDialog(request.id);
  }, [request.open, request.id, ready]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !request.open) return;
    return keepOutOfAriaHidden(dialog);
  }, [request.open]);

  const dismiss = () => {
    if (!persistent) answerDialog(request.id, false);
  };
  const onCancel = (event: SyntheticEvent) => {
    // Escape or the Android back gesture: never let the browser close it behind the store's back
    event.preventDefault();
    dismiss();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onCancel(event);
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    // the dialog element itself is the dimmed area around the card
    if (event.target === event.currentTarget) dismiss();
  };

  // a direct child of <body>: outside any other modal's aria-hidden siblings (the share dialog's)
  return createPortal(
    <dialog
      ref={ref}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      className={styles.dialog}
      // inline, like zag's own layers: a modal Ark dialog below sets `pointer-events: none` on
      // <body>, which this dialog would inherit until that dialog notices it lost the focus
      style={{ pointerEvents: 'auto' }}
      onCancel={onCancel}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <div className={dialogParts.content}>
        <div className={styles.body}>
          {/* every dialog has a name: the given title, or a hidden '알림' */}
          <h2 id={titleId} className={request.title ? styles.title : styles.hiddenTitle}>
            {request.title ?? '알림'}
          </h2>
          <div id={messageId} className={styles.message} onClick={followLinks} dangerouslySetInnerHTML={{ __html: messageHtml ?? '' }} />
        </div>
        <Buttons request={request} confirmRef={confirmRef} />
      </div>
    </dialog>,
    document.body,
  );
}

/**
 * A modal Ark dialog (share, survey) hides the rest of <body> from assistive technology a frame
 * after it opens (zag's ariaHidden, deferred). An alert raised within that frame — a tap on
 * 카카오톡으로 공유하기 right as the sheet opens — is one of "the rest" and would be shown but never
 * read out. The alert sits in the top layer above that dialog, so while it is open it refuses the
 * attribute; the other dialog's cleanup later finds nothing to restore.
 */
function keepOutOfAriaHidden(dialog: HTMLDialogElement): () => void {
  const reveal = () => {
    if (dialog.hasAttribute('aria-hidden')) dialog.removeAttribute('aria-hidden');
  };
  reveal();
  const observer = new MutationObserver(reveal);
  observer.observe(dialog, { attributes: true, attributeFilter: ['aria-hidden'] });
  return () => observer.disconnect();
}

function Buttons({ request, confirmRef }: { request: DialogRequest; confirmRef: RefObject<HTMLButtonElement | null> }) {
  const answered = !request.open;
  if (request.kind === 'alert') {
    return (
      <div className={styles.actions}>
        <button
          ref={confirmRef}
          type="button"
          className={button({ size: 'lg', fullWidth: true })}
          onClick={() => answerDialog(request.id, true)}
        >
          확인
        </button>
      </div>
    );
  }
  const stacked = request.layout === 'stacked';
  const confirmButton = (
    <button
      ref={confirmRef}
      type="button"
      className={cx(button({ size: 'lg', fullWidth: true }), styles.grow)}
      disabled={answered}
      onClick={() => answerDialog(request.id, true)}
    >
      {request.confirmText}
    </button>
  );
  const cancelButton = (
    <button
      type="button"
      className={cx(button({ variant: stacked ? 'ghost' : 'neutral', size: 'lg', fullWidth: true }), styles.grow)}
      onClick={() => answerDialog(request.id, false)}
    >
      {request.cancelText}
    </button>
  );
  return (
    <div className={cx(styles.actions, stacked ? styles.stacked : styles.horizontal)} data-layout={request.layout}>
      {stacked ? confirmButton : cancelButton}
      {stacked ? cancelButton : confirmButton}
    </div>
  );
}

const styles = {
  dialog: css({
    position: 'fixed',
    inset: '0',
    width: '100%',
    height: '100%',
    maxWidth: 'none',
    maxHeight: 'none',
    margin: '0',
    border: 'none',
    padding: '6',
    background: 'transparent',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    '&:not([open])': { display: 'none' },
    '&::backdrop': { background: 'rgba(0, 0, 0, 0.5)' },
  }),
  body: css({ paddingTop: '7', paddingInline: '5', textAlign: 'center' }),
  title: css({ marginBottom: '2', fontSize: '17px', fontWeight: 'bold', color: 'gray.900', lineHeight: '1.4' }),
  hiddenTitle: css({ srOnly: true }),
  message: css({
    fontSize: '15px',
    lineHeight: '1.55',
    color: 'gray.800',
    whiteSpace: 'pre-line',
    wordBreak: 'keep-all',
    overflowWrap: 'anywhere',
    '& a': { color: 'primaryStrong', textDecoration: 'underline' },
    '& p + p': { marginTop: '2' },
  }),
  actions: css({ display: 'flex', gap: '2', padding: '5', paddingTop: '6' }),
  horizontal: css({ flexDirection: 'row' }),
  stacked: css({ flexDirection: 'column', gap: '1' }),
  grow: css({ flex: '1' }),
};
