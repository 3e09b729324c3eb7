import { cva, type RecipeVariantProps } from 'styled-system/css';

/**
 * The chips and badges of the design system (DESIGN.md "Recipes for buttons, dialogs, chips"). Apart
 * from recipes.ts, whose buttons the shell draws: only lazy screens use these, so they stay out of
 * the app's entry (issue 14).
 */

const focusRing = {
  outline: '2px solid token(colors.primary)',
  outlineOffset: '2px',
} as const;

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
