/**
 * Whole numbers with thousands separators, as Korean writes them: 1234567 → '1,234,567'.
 *
 * Not `Intl.NumberFormat` / `toLocaleString('ko-KR')`: the first Intl object a page makes loads the
 * browser's locale data, 30–70 ms on a slow phone (4× CPU), in the middle of the first screen's
 * start (issue 14, docs/decisions.md). For whole numbers in Korean the answer is plain digit
 * grouping, which this gives (checked against Intl in number.test.ts).
 */
export function groupDigits(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const whole = Math.round(value);
  const grouped = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole < 0 ? `-${grouped}` : grouped;
}
