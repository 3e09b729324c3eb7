import { css, cx } from 'styled-system/css';

/**
 * Shared dialog surfaces (alert, confirm, share): backdrop, centred positioner, white card. Apart
 * from src/ui/recipes.ts because only the lazy dialog chunks use them: the first screen does not
 * carry them. Literal `css()` calls, class strings at build time (scripts/static-css.ts), not `cva`
 * recipes, whose configuration objects shipped in the entry.
 */
const backdrop = css({
  position: 'fixed',
  inset: '0',
  zIndex: 'dialog',
  bg: 'rgba(0, 0, 0, 0.5)',
  transition: 'opacity 0.15s ease-out',
  _starting: { opacity: 0 },
  _motionReduce: { transition: 'none' },
});
const positioner = css({
  position: 'fixed',
  inset: '0',
  zIndex: 'dialog',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '6',
});
const content = css({
  position: 'relative',
  width: '100%',
  bg: 'white',
  borderRadius: '16px',
  boxShadow: 'xl',
  outline: 'none',
  overflow: 'hidden',
  transition: 'opacity 0.15s ease-out, transform 0.15s ease-out',
  _starting: { opacity: 0, transform: 'scale(0.96)' },
  _motionReduce: { transition: 'none' },
});

export const dialogParts = {
  backdrop,
  positioner,
  /** the card of an alert, a confirm or a report */
  content: cx(content, css({ maxWidth: 'dialog' })),
  /** the wider card of the share sheet */
  shareContent: cx(content, css({ maxWidth: 'shareDialog' })),
};
