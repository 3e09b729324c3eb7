import type { CSSProperties } from 'react';
import { css } from 'styled-system/css';
import { toastIconKind } from './toast-icon';
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
      <ToastIcon icon={toast.icon} />
      <span className={styles.text}>
        {toast.startPhrase}
        {toast.pointPhrase && <strong className={styles.point}> {toast.pointPhrase} </strong>}
        {toast.endPhrase}
      </span>
    </>
  );
}

function ToastIcon({ icon }: { icon: string | undefined }) {
  const kind = toastIconKind(icon);
  if (kind === null) return null;
  if ('glyph' in kind) {
    // drawn, not emoji: a device without a colour-emoji font would show an empty box
    return (
      <svg viewBox="0 0 20 20" width={20} height={20} className={styles.icon} aria-hidden="true" focusable="false" data-icon={kind.glyph}>
        {kind.glyph === 'coin' ? (
          <>
            <circle cx="10" cy="10" r="8.5" fill="#FFB74D" />
            <text x="10" y="14" textAnchor="middle" fontSize="10" fontWeight="700" fill="#5D4037">
              ₩
            </text>
          </>
        ) : (
          <path d="M10 1.8l2.5 5 5.5.8-4 3.9.9 5.5L10 14.4 5.1 17l.9-5.5-4-3.9 5.5-.8z" fill="#FFB74D" />
        )}
      </svg>
    );
  }
  return <img src={kind.src} alt="" width={20} height={20} className={styles.icon} />;
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
