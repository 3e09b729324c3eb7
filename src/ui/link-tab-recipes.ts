import { cva } from 'styled-system/css';

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
