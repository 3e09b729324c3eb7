import { css } from 'styled-system/css';

/**
 * The search bar that replaces the header on the product search and the community search screens:
 * a sticky bar, a rounded grey box that turns white with a ring on focus, a 16px input (iOS does not
 * zoom into it on focus) and a round clear button with a 40px target.
 */
export const searchFieldStyles = {
  root: css({ position: 'sticky', top: '0', zIndex: 'header', bg: 'white', paddingTop: 'env(safe-area-inset-top)' }),
  bar: css({ display: 'flex', alignItems: 'center', gap: '0.5', height: 'header', paddingInline: '1' }),
  form: css({ display: 'flex', alignItems: 'center', flex: '1', minWidth: '0', gap: '0.5' }),
  box: css({
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    flex: '1',
    minWidth: '0',
    height: '40px',
    borderRadius: 'full',
    bg: 'gray.100',
    _focusWithin: { outline: '2px solid token(colors.primary)', outlineOffset: '-2px', bg: 'white' },
  }),
  input: css({
    flex: '1',
    minWidth: '0',
    height: '100%',
    paddingInlineStart: '4',
    paddingInlineEnd: '1',
    bg: 'transparent',
    border: 'none',
    outline: 'none',
    // 16px: iOS does not zoom into the box on focus
    fontSize: '16px',
    color: 'gray.900',
    _placeholder: { color: 'gray.600' },
    '&::-webkit-search-cancel-button': { display: 'none' },
  }),
  clear: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '40px',
    height: '40px',
    color: 'white',
    '& svg': { width: '20px', height: '20px', padding: '3px', borderRadius: 'full', bg: 'gray.500' },
    _focusVisible: { outline: '2px solid token(colors.primary)', outlineOffset: '-4px', borderRadius: 'full' },
  }),
};
