import { useRouterState } from '@tanstack/react-router';
import { css, cx } from 'styled-system/css';
import { barBox } from './bar-box';
import { local, localKeys } from '../../platform/storage';
import { createExternalStore, useExternalStore } from '../external-store';
import { CloseIcon } from '../icons';

export const COMMUNITY_HINT_TEXT = '커뮤니티에서 포인트(별)를 모아보세요!';
export const COMMUNITY_HINT_ID = 'community-hint';

/**
 * The community tab's hint (SPEC.md §2: a tooltip saying to collect points). A speech bubble drawn
 * with CSS only, no tooltip library. It shows on home only, lets taps through to the page under it
 * (only its close button takes them), and once closed — or once the shopper opens the community —
 * it never shows again on this device (docs/decisions.md, "The community hint").
 */
// hidden in the server's page: only the device knows whether it was closed, and a hint that
// appears after hydration is better than one that vanishes
const dismissed = createExternalStore(local.get(localKeys.communityHintDismissed) === '1', true);

export function dismissCommunityHint(): void {
  local.set(localKeys.communityHintDismissed, '1');
  dismissed.set(true);
}

/** Test helper. */
export function resetCommunityHint(): void {
  local.remove(localKeys.communityHintDismissed);
  dismissed.set(false);
}

/** Whether the hint shows now: not dismissed, and on home. */
export function useCommunityHintShown(): boolean {
  const isDismissed = useExternalStore(dismissed);
  const onHome = useRouterState({ select: (state) => state.location.pathname === '/' });
  return onHome && !isDismissed;
}

/**
 * The hint, drawn over the bottom bar's tab `tab` of `of` (the tabs share the bar's width evenly)
 * from outside the bar: the bar waits for the shopper's first use before it hydrates
 * (bottom-bar.tsx), and the hint shows as soon as the page knows it was not closed.
 */
export function CommunityHintOverBar({ tab, of }: { tab: number; of: number }) {
  if (!useCommunityHintShown()) return null;
  return (
    <div className={styles.overBar}>
      {/* the tab's place in the bar (an inline style: the server never draws the hint) */}
      <div className={styles.overTab} style={{ left: `${(100 * tab) / of}%`, width: `${100 / of}%` }}>
        <CommunityHint />
      </div>
    </div>
  );
}

export function CommunityHint() {
  return (
    <span id={COMMUNITY_HINT_ID} role="tooltip" className={styles.bubble}>
      <span>{COMMUNITY_HINT_TEXT}</span>
      <button type="button" className={styles.close} aria-label="안내 닫기" onClick={dismissCommunityHint}>
        <CloseIcon size={14} />
      </button>
    </span>
  );
}

const styles = {
  // the bar's own box, letting every tap through to the bar under it
  overBar: cx(barBox, css({ borderTopColor: 'transparent', pointerEvents: 'none' })),
  overTab: css({ position: 'absolute', top: '0', height: 'bottomBar' }),
  bubble: css({
    position: 'absolute',
    bottom: 'calc(100% + 6px)',
    // the bubble starts a little left of the tab and points at its icon
    left: '6px',
    display: 'flex',
    alignItems: 'center',
    gap: '0.5',
    paddingInlineStart: '3',
    paddingInlineEnd: '0.5',
    height: '32px',
    borderRadius: '8px',
    bg: 'primaryStrong',
    color: 'white',
    fontSize: '12px',
    fontWeight: 'semibold',
    whiteSpace: 'nowrap',
    boxShadow: 'md',
    // taps pass through to what is under the bubble; only the close button takes them
    pointerEvents: 'none',
    _after: {
      content: '""',
      position: 'absolute',
      top: '100%',
      left: '24px',
      borderWidth: '6px 6px 0',
      borderStyle: 'solid',
      borderColor: 'token(colors.primaryStrong) transparent transparent',
    },
  }),
  close: css({
    pointerEvents: 'auto',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'relative',
    width: '32px',
    height: '32px',
    borderRadius: 'full',
    // the glyph is small, the touch target is 44px
    _before: { content: '""', position: 'absolute', inset: '-6px' },
    color: 'white',
    _focusVisible: { outline: '2px solid white', outlineOffset: '-4px' },
  }),
};
