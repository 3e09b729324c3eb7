import { css } from 'styled-system/css';

/**
 * The bottom bar's box (SPEC.md §2): fixed at the bottom, 60px plus the safe area, 480px wide at most,
 * under a 1px border. Shared by the bar (bottom-bar.tsx) and the community hint drawn over it from
 * outside (community-hint.tsx), so that the hint's tab box is exactly the bar's.
 */
export const barBox = css({
  position: 'fixed',
  left: '0',
  right: '0',
  bottom: '0',
  zIndex: 'bottomBar',
  marginInline: 'auto',
  maxWidth: 'app',
  height: 'calc(token(sizes.bottomBar) + env(safe-area-inset-bottom))',
  paddingBottom: 'env(safe-area-inset-bottom)',
  borderTopWidth: '1px',
  borderTopStyle: 'solid',
});
