import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { css, cx } from 'styled-system/css';
import { button, dialogParts } from '../recipes';
import { answerDialog, removeDialog, type DialogRequest } from './dialog-store';
import { sanitizeHtml } from './sanitize-html';

/** Alert (one '확인' button, always persistent) or confirm (confirm + cancel), on Ark's Dialog. */
export function MessageDialog({ request }: { request: DialogRequest }) {
  const persistent = request.kind === 'alert' || request.persistent;
  return (
    <Dialog.Root
      open={request.open}
      role="alertdialog"
      closeOnEscape={!persistent}
      closeOnInteractOutside={!persistent}
      onOpenChange={(details) => {
        if (!details.open) answerDialog(request.id, false);
      }}
      onExitComplete={() => removeDialog(request.id)}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className={dialogParts.backdrop()} />
        <Dialog.Positioner className={dialogParts.positioner()}>
          <Dialog.Content className={dialogParts.content()}>
            <div className={styles.body}>
              {/* every dialog has a name: the given title, or a hidden '알림' */}
              <Dialog.Title className={request.title ? styles.title : styles.hiddenTitle}>
                {request.title ?? '알림'}
              </Dialog.Title>
              <Dialog.Description
                className={styles.message}
                dangerouslySetInnerHTML={{ __html: sanitizeHtml(request.message) }}
              />
            </div>
            <Buttons request={request} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function Buttons({ request }: { request: DialogRequest }) {
  const answered = !request.open;
  if (request.kind === 'alert') {
    return (
      <div className={styles.actions}>
        <button type="button" className={button({ size: 'lg', fullWidth: true })} onClick={() => answerDialog(request.id, true)}>
          확인
        </button>
      </div>
    );
  }
  const stacked = request.layout === 'stacked';
  const confirmButton = (
    <button
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
    '& a': { color: 'primary', textDecoration: 'underline' },
    '& p + p': { marginTop: '2' },
  }),
  actions: css({ display: 'flex', gap: '2', padding: '5', paddingTop: '6' }),
  horizontal: css({ flexDirection: 'row' }),
  stacked: css({ flexDirection: 'column', gap: '1' }),
  grow: css({ flex: '1' }),
};
