import { cva } from 'styled-system/css';

/**
 * Shared dialog surfaces (alert, confirm, share): backdrop, centred positioner, white card. Apart
 * from src/ui/recipes.ts because only the lazy dialog chunks use them: the first screen does not
 * carry them.
 */
export const dialogParts = {
  backdrop: cva({
    base: {
      position: 'fixed',
      inset: '0',
      zIndex: 'dialog',
      bg: 'rgba(0, 0, 0, 0.5)',
      transition: 'opacity 0.15s ease-out',
      _starting: { opacity: 0 },
      _motionReduce: { transition: 'none' },
    },
  }),
  positioner: cva({
    base: {
      position: 'fixed',
      inset: '0',
      zIndex: 'dialog',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      padding: '6',
    },
  }),
  content: cva({
    base: {
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
    },
    variants: {
      width: {
        dialog: { maxWidth: 'dialog' },
        share: { maxWidth: 'shareDialog' },
      },
    },
    defaultVariants: { width: 'dialog' },
  }),
};
