/** SPEC.md §9: toast timings and geometry, defined once. */
export const TOAST_DURATION_MS = 2000;
export const TOAST_SPACING_PX = 48;
export const TOAST_BASE_OFFSET_PX = 34;
export const TOAST_BASE_OFFSET_WITH_BOTTOM_BAR_PX = 94;

/** Distance in px from the bottom of the viewport (above the safe area) to the toast at `index`, 0 = oldest. */
export function toastOffset(index: number, hasBottomBar: boolean): number {
  const base = hasBottomBar ? TOAST_BASE_OFFSET_WITH_BOTTOM_BAR_PX : TOAST_BASE_OFFSET_PX;
  return base + index * TOAST_SPACING_PX;
}
