/**
 * Scrolls a sideways-scrolling row so that its chosen item (`selector`, e.g. '[aria-pressed="true"]')
 * sits in the middle, without moving the page up or down (scrollIntoView would).
 */
export function centerInRow(row: HTMLElement | null, selector: string): void {
  const item = row?.querySelector<HTMLElement>(selector);
  if (!row || !item) return;
  const rowBox = row.getBoundingClientRect();
  const itemBox = item.getBoundingClientRect();
  const offset = itemBox.left - rowBox.left + row.scrollLeft;
  row.scrollLeft = Math.max(0, offset - (row.clientWidth - itemBox.width) / 2);
}
