/**
 * Tiny SVG helpers for the catalogue pictures: elements as strings, colour arithmetic, and
 * escaping. Everything is drawn from code; nothing is read from disk or the network.
 */

export type Attrs = Readonly<Record<string, string | number | undefined>>;

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function attributes(attrs: Attrs): string {
  return Object.entries(attrs)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${escapeXml(String(value))}"`)
    .join('');
}

/** An element; with children it is opened and closed, otherwise self-closing. */
export function el(tag: string, attrs: Attrs = {}, ...children: string[]): string {
  return children.length === 0 ? `<${tag}${attributes(attrs)}/>` : `<${tag}${attributes(attrs)}>${children.join('')}</${tag}>`;
}

export const path = (d: string, fill: string, extra: Attrs = {}) => el('path', { d, fill, ...extra });
export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) => el('circle', { cx, cy, r, fill, ...extra });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  el('ellipse', { cx, cy, rx, ry, fill, ...extra });
export const rect = (x: number, y: number, width: number, height: number, fill: string, extra: Attrs = {}) =>
  el('rect', { x, y, width, height, fill, ...extra });
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, strokeWidth: number, extra: Attrs = {}) =>
  el('line', { x1, y1, x2, y2, stroke, strokeWidth, strokeLinecap: 'round', ...extra });
export const stroke = (d: string, color: string, width: number, extra: Attrs = {}) =>
  el('path', { d, fill: 'none', stroke: color, strokeWidth: width, strokeLinecap: 'round', strokeLinejoin: 'round', ...extra });

/** A group moved to (x, y), scaled and rotated. */
export function at(x: number, y: number, scale: number, children: string, rotate = 0): string {
  const parts = [`translate(${x} ${y})`];
  if (rotate !== 0) parts.push(`rotate(${rotate})`);
  if (scale !== 1) parts.push(`scale(${scale})`);
  return el('g', { transform: parts.join(' ') }, children);
}

export const FONT = "'Noto Sans KR','Noto Sans CJK KR','Apple SD Gothic Neo','Malgun Gothic',sans-serif";

export function text(x: number, y: number, content: string, size: number, fill: string, extra: Attrs = {}): string {
  return el('text', { x, y, fontSize: size, fill, fontFamily: FONT, fontWeight: 700, textAnchor: 'middle', ...extra }, escapeXml(content));
}

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: readonly number[]): string {
  return `#${[r, g, b].map((c) => Math.round(Math.min(255, Math.max(0, c ?? 0))).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

/** Mixes a colour towards white (amount > 0) or black (amount < 0), amount in -1…1. */
export function shade(hex: string, amount: number): string {
  const target = amount >= 0 ? 255 : 0;
  return toHex(channels(hex).map((c) => c + (target - c) * Math.abs(amount)));
}

/** Whether dark text reads better than white text on this colour. */
export function isLight(hex: string): boolean {
  const [r, g, b] = channels(hex);
  return 0.299 * r + 0.587 * g + 0.114 * b > 170;
}

/** A small stable number from a string or number, for choosing variations. */
export function hashOf(value: string | number): number {
  let hash = 2166136261;
  for (const char of String(value)) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}
