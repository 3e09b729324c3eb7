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

/** Filter and keyword chips; `selected` reflects aria-pressed / data-state. */
export const chip = /* @__PURE__ */ cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    minHeight: '34px',
    paddingInline: '3.5',
    borderRadius: 'full',
    borderWidth: '1px',
    borderStyle: 'solid',
    fontSize: '14px',
    whiteSpace: 'nowrap',
    transition: 'background-color 0.15s, border-color 0.15s, color 0.15s',
    _focusVisible: focusRing,
  },
  variants: {
    selected: {
      true: { bg: 'orange.50', borderColor: 'primary', color: 'primaryStrong', fontWeight: 'semibold' },
      false: { bg: 'white', borderColor: 'gray.300', color: 'gray.800' },
    },
    size: {
      sm: { minHeight: '28px', paddingInline: '2.5', fontSize: '13px' },
      md: {},
    },
  },
  defaultVariants: { selected: false, size: 'md' },
});
export type ChipVariants = RecipeVariantProps<typeof chip>;

/** Small labels on product cards: discount, 'NEW', 'BEST', '무료배송', shipping type. */
export const badge = /* @__PURE__ */ cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    height: '20px',
    paddingInline: '1.5',
    borderRadius: '4px',
    fontSize: '11px',
    fontWeight: 'bold',
    lineHeight: '1',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      primary: {},
      red: {},
      gray: {},
      info: {},
      success: {},
    },
    variant: {
      solid: { color: 'white' },
      subtle: {},
      outline: { borderWidth: '1px', borderStyle: 'solid', bg: 'white' },
    },
  },
  compoundVariants: [
    { tone: 'primary', variant: 'solid', css: { bg: 'primary' } },
    { tone: 'primary', variant: 'subtle', css: { bg: 'orange.50', color: 'orange.900' } },
    { tone: 'primary', variant: 'outline', css: { borderColor: 'primary', color: 'primaryStrong' } },
    { tone: 'red', variant: 'solid', css: { bg: 'red.600' } },
    { tone: 'red', variant: 'subtle', css: { bg: 'red.50', color: 'red.800' } },
    { tone: 'red', variant: 'outline', css: { borderColor: 'red.600', color: 'red.700' } },
    { tone: 'gray', variant: 'solid', css: { bg: 'gray.700' } },
    { tone: 'gray', variant: 'subtle', css: { bg: 'gray.100', color: 'gray.700' } },
    { tone: 'gray', variant: 'outline', css: { borderColor: 'gray.300', color: 'gray.700' } },
    { tone: 'info', variant: 'solid', css: { bg: 'info' } },
    { tone: 'info', variant: 'subtle', css: { bg: 'blue.50', color: 'blue.800' } },
    { tone: 'info', variant: 'outline', css: { borderColor: 'info', color: 'blue.700' } },
    { tone: 'success', variant: 'solid', css: { bg: 'success' } },
    { tone: 'success', variant: 'subtle', css: { bg: 'green.50', color: 'green.800' } },
    { tone: 'success', variant: 'outline', css: { borderColor: 'success', color: 'green.700' } },
  ],
  defaultVariants: { tone: 'primary', variant: 'solid' },
});
export type BadgeVariants = RecipeVariantProps<typeof badge>;

/**
 * Tabs that are links (each tab has its own address), in a bar that sticks under the header: the
 * community's main tabs, my community and the community search results. `fill`: the tabs share the
 * width equally; otherwise they keep their size and the bar scrolls sideways.
 */
export const linkTabBar = /* @__PURE__ */ cva({
  base: {
    position: 'sticky',
    top: 'calc(token(sizes.header) + env(safe-area-inset-top))',
    zIndex: '10',
    display: 'flex',
    bg: 'white',
    borderBottom: '1px solid token(colors.gray.200)',
  },
  variants: {
    fill: {
      true: {},
      false: { gap: '1', overflowX: 'auto', paddingInline: '3', scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } },
    },
  },
  defaultVariants: { fill: true },
});

export const linkTab = /* @__PURE__ */ cva({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: '1',
    minHeight: '48px',
    fontSize: '15px',
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    borderBottom: '2px solid transparent',
    marginBottom: '-1px',
    _focusVisible: { outline: '2px solid token(colors.primary)', outlineOffset: '-2px' },
  },
  variants: {
    active: {
      true: { color: 'gray.900', fontWeight: 'bold', borderBottomColor: 'gray.900' },
      false: { color: 'gray.700' },
    },
    fill: {
      true: { flex: '1', justifyContent: 'center' },
      false: { flexShrink: 0, paddingInline: '3' },
    },
  },
  defaultVariants: { active: false, fill: true },
});
