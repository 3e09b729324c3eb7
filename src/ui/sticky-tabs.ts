import { css } from "styled-system/css";

/**
 * Apart from recipes.ts: only screens behind lazy routes use it, so the first screen does not
 * carry it.
 *
 * A row of text tabs (Ark UI Tabs) under the header: it scrolls sideways, sticks while the page
 * scrolls, and underlines the chosen tab (best, store and category screens). One literal `css()`
 * per part (class names at build time, no recipe runtime: `sva` would put Panda's slot-recipe code
 * in the entry, which every screen shares).
 */
export const stickyTabs = {
  root: css({ display: "block" }),
  list: css({
    position: "sticky",
    top: "calc(token(sizes.header) + env(safe-area-inset-top))",
    zIndex: "10",
    display: "flex",
    gap: "1",
    overflowX: "auto",
    paddingInline: "3",
    bg: "white",
    borderBottom: "1px solid token(colors.gray.200)",
    scrollbarWidth: "none",
    "&::-webkit-scrollbar": { display: "none" },
  }),
  trigger: css({
    flexShrink: 0,
    display: "inline-flex",
    alignItems: "center",
    gap: "1",
    minHeight: "48px",
    paddingInline: "3",
    fontSize: "15px",
    color: "gray.600",
    whiteSpace: "nowrap",
    borderBottom: "2px solid transparent",
    marginBottom: "-1px",
    _selected: {
      color: "gray.900",
      fontWeight: "bold",
      borderBottomColor: "gray.900",
    },
    _focusVisible: {
      outline: "2px solid token(colors.primary)",
      outlineOffset: "-2px",
    },
  }),
  count: css({ fontSize: "12px", fontWeight: "normal", color: "gray.600" }),
  panel: css({ _focusVisible: { outline: "none" } }),
};
