import { at, circle, el, ellipse, escapeXml, FONT, hashOf, isLight, rect, shade, text } from '../draw';
import { artOf } from './kinds';
import { storefront } from './parts';

/**
 * Whole SVG documents: product pictures (three views), store, banner (also exhibitions and
 * events), kind and region pictures. The kind drawings live in a 240×240 frame (kinds.ts).
 */

function svg(width: number, height: number, title: string, body: string): string {
  const label = escapeXml(title);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${label}"><title>${label}</title>${body}</svg>`;
}

/** A rounded label with dark text, centred at x. */
function pill(x: number, y: number, content: string, size: number, fill = '#FFFFFF', color = '#3E2723'): string {
  const width = Math.ceil(Array.from(content).length * size * 0.98 + size * 1.6);
  return rect(x - width / 2, y, width, size * 1.9, fill, { rx: size * 0.95, opacity: 0.94 }) + text(x, y + size * 1.32, content, size, color);
}

/** A soft pattern over a background so neighbouring cards differ a little. */
function pattern(seed: number, tint: string, width: number, height: number): string {
  const style = seed % 3;
  if (style === 0) return '';
  const color = shade(tint, -0.06);
  const marks: string[] = [];
  for (let y = 14; y < height; y += 28) {
    for (let x = (y / 28) % 2 ? 28 : 14; x < width; x += 28) {
      marks.push(style === 1 ? circle(x, y, 2.4, color) : rect(x - 3, y - 1, 6, 2, color, { rx: 1 }));
    }
  }
  return el('g', { opacity: 0.8 }, ...marks);
}

function glow(id: string, tint: string): string {
  return el('defs', {}, el('radialGradient', { id, cx: '50%', cy: '45%', r: '55%' }, el('stop', { offset: '0', stopColor: '#FFFFFF', stopOpacity: 0.95 }), el('stop', { offset: '1', stopColor: tint, stopOpacity: 0 })));
}

export interface ProductPicture {
  readonly productNo: number;
  readonly name: string;
  readonly kind: string;
  /** the short name on the label: '딸기' */
  readonly label: string;
  readonly storeName: string;
  readonly view: 1 | 2 | 3;
}

export function productSvg(product: ProductPicture): string {
  const art = artOf(product.kind);
  const tint = art.tint;
  if (product.view === 2) {
    const close = shade(tint, -0.05);
    return svg(240, 240, `${product.name} 가까이 보기`, [
      glow('g', close),
      rect(0, 0, 240, 240, close),
      circle(120, 120, 110, 'url(#g)'),
      el('g', { transform: 'translate(120 120) scale(1.45) translate(-120 -112)' }, art.draw()),
    ].join(''));
  }
  if (product.view === 3) {
    const store = product.storeName.length > 12 ? `${product.storeName.slice(0, 12)}…` : product.storeName;
    return svg(240, 240, `${product.name} 포장`, [
      rect(0, 0, 240, 240, '#F3E9DC'),
      el('g', { transform: 'translate(120 84) scale(0.62) translate(-120 -112)' }, art.draw()),
      rect(34, 116, 172, 96, '#C9A27A', { rx: 6 }),
      rect(28, 104, 184, 20, '#B88D62', { rx: 4 }),
      rect(58, 134, 124, 60, '#FFFDF7', { rx: 6 }),
      text(120, 160, product.label, 20, '#5D4037'),
      text(120, 182, store, 12, '#8D6E63', { fontWeight: 500 }),
      rect(34, 116, 172, 4, '#A67C52'),
    ].join(''));
  }
  return svg(240, 240, product.name, [
    glow('g', tint),
    rect(0, 0, 240, 240, tint),
    pattern(product.productNo, tint, 240, 240),
    circle(120, 108, 96, 'url(#g)'),
    ellipse(120, 180, 74, 10, '#000', { opacity: 0.07 }),
    art.draw(),
    pill(120, 196, product.label, 15),
  ].join(''));
}

const AWNINGS = ['#E53935', '#43A047', '#1E88E5', '#FB8C00', '#8E24AA', '#00897B'];

export interface StorePicture {
  readonly storeId: number;
  readonly name: string;
  readonly art: string;
}

export function storeSvg(store: StorePicture): string {
  const tint = artOf(store.art).tint;
  const awning = AWNINGS[hashOf(store.storeId) % AWNINGS.length] ?? '#FF6400';
  const size = store.name.length > 10 ? 13 : 15;
  return svg(240, 240, store.name, [
    rect(0, 0, 240, 240, tint),
    circle(120, 104, 92, '#FFFFFF', { opacity: 0.55 }),
    at(120, 100, 1.15, storefront(awning)),
    el('g', { transform: 'translate(176 138) scale(0.42) translate(-120 -112)' }, artOf(store.art).draw()),
    pill(120, 194, store.name, size),
  ].join(''));
}

export interface BannerPicture {
  readonly title: string;
  readonly subtitle: string;
  readonly theme: string;
  readonly art: string;
  /** a small tag above the title: '기획전', '이벤트' */
  readonly tag?: string;
}

/** 750×360: the title on the left, the drawing on the right, on the theme colour. */
export function bannerSvg(banner: BannerPicture): string {
  const light = isLight(banner.theme);
  const ink = light ? '#3E2723' : '#FFFFFF';
  const titleSize = Math.min(40, Math.floor(430 / Math.max(1, Array.from(banner.title).length)));
  const subtitleSize = Math.min(22, Math.floor(430 / Math.max(1, Array.from(banner.subtitle).length)));
  const gradient = el('defs', {}, el('linearGradient', { id: 'bg', x1: '0', y1: '0', x2: '1', y2: '1' }, el('stop', { offset: '0', stopColor: shade(banner.theme, 0.12) }), el('stop', { offset: '1', stopColor: shade(banner.theme, -0.12) })));
  return svg(750, 360, banner.title, [
    gradient,
    rect(0, 0, 750, 360, 'url(#bg)'),
    circle(600, 180, 150, '#FFFFFF', { opacity: 0.16 }),
    circle(690, 60, 60, '#FFFFFF', { opacity: 0.1 }),
    circle(470, 330, 40, '#FFFFFF', { opacity: 0.1 }),
    banner.tag ? pill(48 + (Array.from(banner.tag).length * 16 + 26) / 2, 76, banner.tag, 16, light ? '#3E2723' : '#FFFFFF', light ? '#FFFFFF' : banner.theme) : '',
    el('text', { x: 48, y: 168, fontSize: titleSize, fill: ink, fontFamily: FONT, fontWeight: 800 }, escapeXml(banner.title)),
    el('text', { x: 48, y: 212, fontSize: subtitleSize, fill: ink, fontFamily: FONT, fontWeight: 500, opacity: 0.9 }, escapeXml(banner.subtitle)),
    rect(48, 246, 132, 40, ink, { rx: 20, opacity: 0.16 }),
    el('text', { x: 114, y: 272, fontSize: 17, fill: ink, fontFamily: FONT, fontWeight: 700, textAnchor: 'middle' }, '자세히 보기 ›'),
    circle(600, 184, 118, '#FFFFFF', { opacity: 0.85 }),
    el('g', { transform: 'translate(600 184) scale(1.05) translate(-120 -112)' }, artOf(banner.art).draw()),
  ].join(''));
}

/** 200×200: a kind on a soft circle (season groups, delicacies). */
export function kindSvg(kind: string, name: string): string {
  const art = artOf(kind);
  return svg(200, 200, name, [
    glow('g', art.tint),
    circle(100, 100, 98, art.tint),
    circle(100, 96, 80, 'url(#g)'),
    el('g', { transform: 'translate(100 104) scale(0.74) translate(-120 -112)' }, art.draw()),
  ].join(''));
}

/** 320×200: a region card with its name and a specialty. */
export function regionSvg(name: string, shortName: string, art: string): string {
  const tint = artOf(art).tint;
  return svg(320, 200, name, [
    rect(0, 0, 320, 200, tint),
    circle(236, 100, 84, '#FFFFFF', { opacity: 0.6 }),
    el('g', { transform: 'translate(236 104) scale(0.62) translate(-120 -112)' }, artOf(art).draw()),
    el('text', { x: 28, y: 96, fontSize: 44, fill: '#3E2723', fontFamily: FONT, fontWeight: 800 }, escapeXml(shortName)),
    el('text', { x: 30, y: 132, fontSize: 16, fill: '#6D4C41', fontFamily: FONT, fontWeight: 500 }, escapeXml(name)),
  ].join(''));
}
