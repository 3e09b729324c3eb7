import type { CSSProperties } from 'react';
import { css } from 'styled-system/css';
import { toastOffset } from './toast-layout';
import { useToasts, type Toast } from './toast-store';

export interface ToastStackProps {
  /** the bottom bar is shown: toasts start above it */
  hasBottomBar: boolean;
}

/**
 * Toasts stacked upwards from the bottom (oldest lowest), each TOAST_SPACING_PX above the previous.
 * Own stack rather than Ark's toaster: Ark places toasts by measured height plus a gap, which
 * cannot honour SPEC.md §9's fixed 34/94px base and 48px spacing exactly.
 */
export function ToastStack({ hasBottomBar }: ToastStackProps) {
  const items = useToasts();
  return (
    <div role="status" aria-live="polite" className={styles.region}>
      {items.map((toast, index) => (
        <div
          key={toast.id}
          data-toast-id={toast.id}
          className={styles.toast}
          // the only runtime value: the offset, as a custom property the static class reads
          style={{ '--toast-offset': `${toastOffset(index, hasBottomBar)}px` } as CSSProperties}
        >
          <ToastText toast={toast} />
        </div>
      ))}
    </div>
  );
}

function ToastText({ toast }: { toast: Toast }) {
  if (toast.phrase && toast.phrase.trim() !== '') return <span className={styles.text}>{toast.phrase}</span>;
  return (
    <>
      {toast.icon && <img src={toast.icon} alt="" width={20} height={20} className={styles.icon} />}
      <span className={styles.text}>
        {toast.startPhrase}
        {toast.pointPhrase && <strong className={styles.point}> {toast.pointPhrase} </strong>}
        {toast.endPhrase}
      </span>
    </>
  );
}

const styles = {
  region: css({ position: 'fixed', left: '0', bottom: '0', width: '0', height: '0', zIndex: 'toast', pointerEvents: 'none' }),
  toast: css({
    position: 'fixed',
    left: '50%',
    bottom: 'calc(var(--toast-offset) + env(safe-area-inset-bottom))',
    transform: 'translateX(-50%)',
    zIndex: 'toast',
    display: 'flex',
    alignItems: 'center',
    gap: '1.5',
    maxWidth: 'min(calc(100vw - 32px), 448px)',
    height: '40px',
    paddingInline: '4',
    borderRadius: 'full',
    bg: 'rgba(33, 33, 33, 0.9)',
    color: 'white',
    fontSize: '14px',
    lineHeight: '1.4',
    boxShadow: 'md',
    transition: 'bottom 0.2s ease-out, opacity 0.2s ease-out',
    _starting: { opacity: 0 },
    _motionReduce: { transition: 'none' },
  }),
  icon: css({ width: '20px', height: '20px', flexShrink: 0, objectFit: 'contain' }),
  text: css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }),
  point: css({ color: 'orange.300', fontWeight: 'bold' }),
};
