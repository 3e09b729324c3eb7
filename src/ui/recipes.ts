import { cva, type RecipeVariantProps } from 'styled-system/css';

/**
 * Shared recipes of the design system (DESIGN.md "Recipes for buttons, dialogs, chips").
 * Atomic `cva` recipes: Panda extracts them statically from this file.
 */

const focusRing = {
  outline: '2px solid token(colors.primary)',
  outlineOffset: '2px',
} as const;

/** Text buttons. `size: 'xl'` + `fullWidth` is the big 52px call to action (welcome, survey, dialogs). */
export const button = /* @__PURE__ */ cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '1.5',
    flexShrink: 0,
    fontWeight: 'semibold',
    lineHeight: '1.2',
    borderRadius: '10px',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'transparent',
    whiteSpace: 'nowrap',
    userSelect: 'none',
    transition: 'background-color 0.15s, border-color 0.15s, color 0.15s, opacity 0.15s',
    _focusVisible: focusRing,
    _disabled: { cursor: 'not-allowed', opacity: 0.4 },
  },
  variants: {
    variant: {
      solid: { bg: 'primaryStrong', color: 'white', _active: { filter: 'brightness(0.9)' } },
      outline: { bg: 'white', color: 'gray.900', borderColor: 'gray.300', _active: { bg: 'gray.100' } },
      /** orange outline, for the secondary action beside a solid one */
      soft: { bg: 'orange.50', color: 'primaryStrong', borderColor: 'orange.200', _active: { bg: 'orange.100' } },
      ghost: { bg: 'transparent', color: 'gray.800', _active: { bg: 'gray.100' } },
      /** neutral filled button, e.g. "cancel" beside a primary one */
      neutral: { bg: 'gray.100', color: 'gray.800', _active: { bg: 'gray.200' } },
      messenger: { bg: 'messenger', color: 'messengerText', _active: { filter: 'brightness(0.95)' } },
    },
    size: {
      sm: { minHeight: '32px', paddingInline: '3', fontSize: '13px' },
      md: { minHeight: '44px', paddingInline: '4', fontSize: '14px' },
      lg: { minHeight: '48px', paddingInline: '5', fontSize: '15px' },
      xl: { minHeight: '52px', paddingInline: '5', fontSize: '16px', fontWeight: 'bold' },
    },
    fullWidth: {
      true: { width: '100%' },
    },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
});
export type ButtonVariants = RecipeVariantProps<typeof button>;

/** Square icon-only button with a 44px touch target (header actions, close buttons). */
export const iconButton = /* @__PURE__ */ cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '44px',
    height: '44px',
    borderRadius: 'full',
    color: 'gray.900',
    bg: 'transparent',
    transition: 'background-color 0.15s',
    _active: { bg: 'gray.100' },
    _focusVisible: focusRing,
    _disabled: { cursor: 'not-allowed', opacity: 0.4 },
  },
  variants: {
    tone: {
      default: {},
      muted: { color: 'gray.600' },
    },
  },
  defaultVariants: { tone: 'default' },
});
