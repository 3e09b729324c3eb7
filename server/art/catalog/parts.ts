import { at, circle, el, ellipse, line, path, rect, shade, stroke, text } from '../draw';

/**
 * Drawn food, one function per shape family, in a local frame around (0, 0) about 100 units
 * across, so a kind's picture can place and scale them (kinds.ts). Colours are parameters so
 * one family draws several kinds (apple, tangerine, persimmon are all `roundFruit`).
 */

const GREEN = '#43A047';
const LEAF = '#5DAE3B';
const BROWN = '#7A4E2D';
const WHITE = '#FFFFFF';

export const highlight = (cx: number, cy: number, rx: number, ry: number, angle = 20) =>
  ellipse(cx, cy, rx, ry, WHITE, { opacity: 0.35, transform: `rotate(${angle} ${cx} ${cy})` });

export const shadow = (cx: number, cy: number, rx: number) => ellipse(cx, cy, rx, rx * 0.16, '#000', { opacity: 0.1 });

/** 딸기: a red berry with seeds and a green calyx. */
export function strawberry(color = '#E8333A'): string {
  const seeds = [[-14, -12], [-2, -16], [11, -12], [-18, 0], [-6, -2], [7, -2], [18, 0], [-11, 11], [1, 12], [12, 10], [-4, 24], [6, 23]]
    .map(([x, y]) => ellipse(x ?? 0, y ?? 0, 1.5, 2.4, '#FFE082'))
    .join('');
  const calyx = [-72, -36, 0, 36, 72].map((angle) => ellipse(0, -33, 6, 12, GREEN, { transform: `rotate(${angle} 0 -24)` })).join('');
  return [
    path('M0 -24C16 -30 34 -22 32 -4C30 14 14 34 0 40C-14 34 -30 14 -32 -4C-34 -22 -16 -30 0 -24Z', color),
    path('M10 -24C26 -24 34 -14 32 -4C30 14 14 34 0 40C12 24 20 6 10 -24Z', shade(color, -0.3), { opacity: 0.5 }),
    highlight(-15, -6, 5, 10),
    seeds,
    calyx,
    rect(-2, -40, 4, 10, '#2E7D32', { rx: 2 }),
  ].join('');
}

export interface RoundFruit {
  readonly color: string;
  readonly rx?: number;
  readonly ry?: number;
  readonly stem?: boolean;
  readonly leaf?: boolean;
  /** a 4-leaf calyx on top (persimmon, tomato) */
  readonly calyx?: string;
  /** a bump on top (hallabong) */
  readonly bump?: boolean;
  /** a crease down the middle (peach, plum) */
  readonly crease?: boolean;
  /** small dots on the skin (pear, tangerine) */
  readonly dots?: string;
  readonly blush?: string;
}

/** 사과, 배, 감귤, 한라봉, 단감, 복숭아, 자두, 오렌지, 토마토: a round fruit. */
export function roundFruit(f: RoundFruit): string {
  const rx = f.rx ?? 34;
  const ry = f.ry ?? 32;
  const parts: string[] = [];
  if (f.bump) parts.push(ellipse(0, -ry + 2, rx * 0.38, ry * 0.3, f.color));
  parts.push(
    path(`M0 ${-ry + 8}C${-rx * 0.4} ${-ry - 2} ${-rx} ${-ry + 2} ${-rx} ${2}C${-rx} ${ry * 0.75} ${-rx * 0.45} ${ry} 0 ${ry}C${rx * 0.45} ${ry} ${rx} ${ry * 0.75} ${rx} ${2}C${rx} ${-ry + 2} ${rx * 0.4} ${-ry - 2} 0 ${-ry + 8}Z`, f.color),
  );
  parts.push(path(`M${rx * 0.2} ${-ry + 4}C${rx * 0.9} ${-ry + 6} ${rx} ${0} ${rx} ${4}C${rx} ${ry * 0.7} ${rx * 0.5} ${ry} 0 ${ry}C${rx * 0.6} ${ry * 0.5} ${rx * 0.7} ${0} ${rx * 0.2} ${-ry + 4}Z`, shade(f.color, -0.25), { opacity: 0.45 }));
  if (f.blush) parts.push(ellipse(-rx * 0.35, ry * 0.15, rx * 0.45, ry * 0.5, f.blush, { opacity: 0.55 }));
  if (f.crease) parts.push(stroke(`M0 ${-ry + 8}C${-rx * 0.25} ${0} ${-rx * 0.15} ${ry * 0.6} 0 ${ry}`, shade(f.color, -0.3), 2, { opacity: 0.6 }));
  if (f.dots) {
    for (const [x, y] of [[-14, -10], [8, -14], [18, 4], [-20, 10], [-4, 8], [10, 18], [-10, 22], [22, -6]]) {
      parts.push(circle(((x ?? 0) * rx) / 34, ((y ?? 0) * ry) / 32, 1.1, f.dots, { opacity: 0.7 }));
    }
  }
  parts.push(highlight(-rx * 0.42, -ry * 0.25, rx * 0.14, ry * 0.3));
  if (f.stem) parts.push(stroke(`M0 ${-ry + 8}C0 ${-ry} 2 ${-ry - 6} 5 ${-ry - 10}`, BROWN, 3.5));
  if (f.leaf) parts.push(path(`M3 ${-ry - 2}C10 ${-ry - 14} 24 ${-ry - 14} 28 ${-ry - 10}C22 ${-ry - 2} 12 ${-ry} 3 ${-ry - 2}Z`, LEAF));
  if (f.calyx) {
    parts.push(
      [-50, -15, 20, 55].map((angle) => ellipse(0, -ry + 2, 5, 11, f.calyx ?? GREEN, { transform: `rotate(${angle + 90} 0 ${-ry + 6})` })).join(''),
      circle(0, -ry + 5, 3.5, shade(f.calyx, -0.3)),
    );
  }
  return parts.join('');
}

/** 포도, 샤인머스캣: a bunch of round berries. */
export function grapes(color: string): string {
  const rows = [[-24, -12, 0, 12, 24], [-18, -6, 6, 18], [-12, 0, 12], [-6, 6], [0]];
  const berries = rows
    .flatMap((row, r) => row.map((x) => circle(x, -18 + r * 11, 8, color) + circle(x - 2.5, -20.5 + r * 11, 2.4, WHITE, { opacity: 0.45 })))
    .join('');
  return [
    stroke('M0 -26C0 -34 4 -40 10 -42', BROWN, 3),
    path('M6 -36C14 -50 32 -48 36 -40C30 -30 16 -30 6 -36Z', LEAF),
    berries,
  ].join('');
}

/** 블루베리, 복분자: small berries heaped in a bowl. */
export function berryBowl(color: string): string {
  const berries = [[-26, -6], [-14, -10], [-2, -12], [10, -10], [22, -6], [-20, 2], [-8, -2], [4, -2], [16, 2], [-30, 4], [28, 4]]
    .map(([x, y]) => circle(x ?? 0, y ?? 0, 7, color) + circle((x ?? 0) + 1, (y ?? 0) - 3, 2, shade(color, -0.4)) + circle((x ?? 0) - 2.5, (y ?? 0) - 2.5, 1.6, WHITE, { opacity: 0.5 }))
    .join('');
  return berries + bowl('#FFFFFF', '#E0E0E0', 4);
}

/** A bowl seen from the side, its rim at y = rimY. */
export function bowl(color: string, rim: string, rimY = 0, width = 46): string {
  return [
    path(`M${-width} ${rimY}C${-width + 4} ${rimY + 34} ${width - 4} ${rimY + 34} ${width} ${rimY}Z`, color),
    path(`M${width * 0.15} ${rimY}C${width * 0.8} ${rimY + 4} ${width - 8} ${rimY + 18} ${width * 0.3} ${rimY + 28}C${width - 4} ${rimY + 20} ${width} ${rimY + 6} ${width} ${rimY}Z`, shade(color, -0.12), { opacity: 0.8 }),
    ellipse(0, rimY, width, 5, rim),
    rect(-16, rimY + 27, 32, 6, shade(color, -0.1), { rx: 3 }),
  ].join('');
}

/** 바나나: a bunch of three. */
export function bananas(): string {
  const one = (dy: number, angle: number) =>
    at(0, dy, 1, [
      path('M-44 -8C-30 18 20 22 44 -10C40 -2 30 2 26 4C8 14 -22 12 -44 -8Z', '#FDD835'),
      path('M-44 -8C-30 6 10 10 44 -10C30 10 -10 20 -44 -8Z', '#FBC02D', { opacity: 0.8 }),
      rect(40, -16, 8, 8, '#6D4C41', { rx: 2 }),
      circle(-44, -8, 2.5, '#5D4037'),
    ].join(''), angle);
  return one(-14, -8) + one(0, 0) + one(14, 8);
}

/** 참외: yellow with white furrows. */
export function chamoe(): string {
  return [
    ellipse(0, 0, 40, 28, '#FFC107'),
    ...[-20, -7, 7, 20].map((x) => stroke(`M${x} -26C${x * 1.3} -8 ${x * 1.3} 8 ${x} 26`, '#FFF8E1', 3)),
    path('M10 -26C34 -24 42 -6 40 4C36 20 20 28 0 28C22 20 30 -4 10 -26Z', '#F9A825', { opacity: 0.45 }),
    highlight(-22, -10, 5, 10),
    rect(-2, -33, 4, 8, '#6D4C41', { rx: 2 }),
  ].join('');
}

/** 수박: a whole melon and a slice. */
export function watermelon(): string {
  const whole = [
    circle(-10, 0, 38, '#2E7D32'),
    ...[-36, -20, -4, 12].map((x) => stroke(`M${x} -34C${x + 8} -14 ${x - 6} 12 ${x + 4} 34`, '#1B5E20', 5)),
    highlight(-30, -14, 6, 12),
  ].join('');
  const slice = [
    path('M-30 0L30 0A30 30 0 0 1 -30 0Z', '#2E7D32'),
    path('M-26 0L26 0A26 26 0 0 1 -26 0Z', '#F1F8E9'),
    path('M-23 0L23 0A23 23 0 0 1 -23 0Z', '#EF5350'),
    ...[[-12, 8], [0, 12], [12, 8], [-6, 16], [6, 16]].map(([x, y]) => ellipse(x ?? 0, y ?? 0, 1.6, 2.6, '#212121')),
  ].join('');
  return whole + at(30, 26, 0.9, slice, -12);
}

/** 키위: a cut half showing the green flesh. */
export function kiwiHalf(): string {
  const seeds = Array.from({ length: 14 }, (_, i) => {
    const angle = (i / 14) * Math.PI * 2;
    return ellipse(Math.cos(angle) * 13, Math.sin(angle) * 13, 1.2, 2.4, '#212121', { transform: `rotate(${(angle * 180) / Math.PI + 90} ${Math.cos(angle) * 13} ${Math.sin(angle) * 13})` });
  }).join('');
  return [circle(0, 0, 30, '#8D6E63'), circle(0, 0, 27, '#9CCC65'), circle(0, 0, 20, '#C5E1A5', { opacity: 0.5 }), seeds, circle(0, 0, 7, '#F1F8E9')].join('');
}

/** 애플망고: a red-orange drop shape. */
export function mango(): string {
  return [
    path('M-10 -34C20 -40 40 -14 36 10C32 32 10 40 -10 36C-34 30 -40 4 -32 -14C-28 -24 -20 -32 -10 -34Z', '#FF7043'),
    path('M-10 -34C-30 -28 -40 0 -30 18C-20 10 -12 -10 -10 -34Z', '#E53935', { opacity: 0.55 }),
    path('M16 -30C36 -18 40 10 26 28C34 8 30 -14 16 -30Z', '#FFCA28', { opacity: 0.7 }),
    highlight(-14, -14, 5, 11),
    stroke('M-10 -34C-8 -40 -4 -44 0 -46', BROWN, 3),
  ].join('');
}

/** 배추, 양배추: a napa cabbage. */
export function napaCabbage(): string {
  return [
    path('M-22 42C-30 12 -28 -30 -6 -50C8 -56 24 -44 26 -20C28 8 24 30 18 42Z', '#F4F9E4'),
    ...[-8, 2, 12].map((x) => stroke(`M${x} 40C${x - 2} 10 ${x} -20 ${x + 2} -40`, '#FFFFFF', 3)),
    path('M-22 42C-40 10 -36 -36 -12 -52C-20 -24 -18 10 -6 42Z', '#7CB342'),
    path('M-32 -10C-40 -24 -34 -44 -18 -52C-22 -40 -22 -24 -20 -8Z', '#9CCC65'),
    path('M18 42C34 14 38 -24 20 -48C22 -20 20 14 8 42Z', '#8BC34A'),
    path('M22 -20C34 -30 34 -46 24 -54C16 -44 14 -30 20 -18Z', '#AED581'),
  ].join('');
}

/** 상추, 깻잎, 시금치: a bunch of leaves. */
export function leaves(color: string, count = 5, ruffled = false): string {
  const one = (angle: number, index: number) => {
    const fill = index % 2 ? color : shade(color, 0.15);
    const edge = ruffled
      ? 'M0 40C-6 20 -26 10 -24 -12C-28 -22 -20 -30 -14 -34C-10 -44 2 -48 6 -42C14 -46 24 -36 22 -26C30 -16 24 -2 18 8C14 24 4 30 0 40Z'
      : 'M0 40C-10 24 -24 4 -22 -18C-20 -34 -8 -44 0 -46C8 -44 20 -34 22 -18C24 4 10 24 0 40Z';
    return el('g', { transform: `rotate(${angle} 0 40)` }, path(edge, fill), stroke('M0 40C0 16 0 -10 0 -36', shade(color, 0.45), 2));
  };
  const step = 60 / Math.max(1, count - 1);
  return Array.from({ length: count }, (_, i) => one(-30 + i * step, i)).join('') + rect(-6, 34, 12, 14, '#F1F8E9', { rx: 4 });
}

/** 당근, 무, 고구마, 인삼: a root with leaves. */
export function root(color: string, top: string, kind: 'carrot' | 'radish' | 'tuber' | 'ginseng'): string {
  if (kind === 'tuber') {
    return [
      path('M-44 4C-40 -16 -10 -24 14 -20C36 -16 48 -4 44 8C40 20 12 24 -12 20C-32 18 -46 14 -44 4Z', color),
      path('M-40 10C-20 20 20 22 42 8C36 22 -10 26 -40 10Z', shade(color, -0.25), { opacity: 0.6 }),
      ...[[-20, -8], [4, -10], [20, 4], [-8, 8]].map(([x, y]) => stroke(`M${x} ${y}l6 1`, shade(color, -0.4), 1.6)),
      highlight(-20, -8, 4, 10, 70),
    ].join('');
  }
  if (kind === 'ginseng') {
    return [
      ...[-40, -20, 0, 20, 40].map((angle) => ellipse(0, -48, 5, 12, LEAF, { transform: `rotate(${angle} 0 -36)` })),
      stroke('M0 -36L0 -24', '#558B2F', 3),
      path('M-8 -24C-12 -10 -10 8 -4 18C-14 28 -22 38 -24 46M4 18C10 30 14 38 22 46M-6 4C-18 8 -26 4 -32 0M4 0C16 2 24 -2 30 -8', 'none', { stroke: color, strokeWidth: 5, strokeLinecap: 'round' }),
      path('M-10 -24C-14 -8 -10 12 0 20C10 12 12 -8 8 -24Z', color),
      ...[-16, -8, 0, 8].map((y) => stroke(`M-8 ${y}l14 0`, shade(color, -0.25), 1)),
    ].join('');
  }
  const body =
    kind === 'carrot'
      ? path('M-16 -22C-18 -24 18 -24 16 -22C14 0 6 30 0 46C-6 30 -14 0 -16 -22Z', color)
      : path('M-22 -16C-24 -28 24 -28 22 -16C24 10 12 34 0 46C-12 34 -24 10 -22 -16Z', color);
  return [
    ...[-30, -10, 10, 30].map((angle) => path('M0 -20C-8 -36 -6 -50 0 -58C6 -50 8 -36 0 -20Z', top, { transform: `rotate(${angle} 0 -20)` })),
    body,
    ...[-8, 4, 16, 26].map((y, i) => stroke(`M${i % 2 ? -10 : -4} ${y}l${i % 2 ? 8 : 10} 1`, shade(color, -0.3), 1.6)),
    highlight(-8, -6, 3, 10, 10),
  ].join('');
}

/** 양파, 마늘: a bulb. */
export function bulb(color: string, lines: string, sprout = true): string {
  return [
    path('M0 -34C6 -26 34 -16 34 8C34 28 18 36 0 36C-18 36 -34 28 -34 8C-34 -16 -6 -26 0 -34Z', color),
    ...[-18, -6, 6, 18].map((x) => stroke(`M${x * 0.3} -26C${x} -10 ${x * 1.2} 14 ${x * 0.6} 34`, lines, 1.6, { opacity: 0.8 })),
    highlight(-16, 0, 5, 12),
    sprout ? stroke('M0 -34C0 -40 2 -46 6 -50', shade(color, -0.35), 3) : '',
    stroke('M-6 36l-4 6M0 36v7M6 36l4 6', '#A1887F', 1.4),
  ].join('');
}

/** 버섯: three shiitake-like mushrooms. */
export function mushrooms(cap: string): string {
  const one = (x: number, y: number, s: number) =>
    at(x, y, s, [
      path('M-8 0C-8 14 -6 24 -10 30L10 30C6 24 8 14 8 0Z', '#F3E5D0'),
      path('M-30 2C-30 -22 30 -22 30 2C20 8 -20 8 -30 2Z', cap),
      ...[[-12, -8], [4, -12], [14, -4], [-4, -2]].map(([cx, cy]) => ellipse(cx ?? 0, cy ?? 0, 3.5, 2, shade(cap, 0.45), { opacity: 0.8 })),
    ].join(''));
  return one(-26, 0, 0.8) + one(26, 4, 0.75) + one(0, -4, 1);
}

/** 고추, 오이, 옥수수: long vegetables. */
export function chili(color: string): string {
  const one = (angle: number, fill: string) =>
    el('g', { transform: `rotate(${angle})` }, path('M-40 -4C-20 -12 20 -10 38 2C24 2 -10 10 -40 6Z', fill), stroke('M-40 1C-46 -2 -50 -8 -52 -14', '#558B2F', 3.5), highlight(-10, -4, 2.5, 14, 85));
  return one(-18, color) + one(6, shade(color, -0.1)) + one(26, color);
}

export function cucumber(): string {
  const one = (angle: number, fill: string) =>
    el('g', { transform: `rotate(${angle})` }, rect(-46, -9, 92, 18, fill, { rx: 9 }), ...[-30, -14, 2, 18, 32].map((x) => circle(x, -3, 1.2, '#C5E1A5')), rect(40, -4, 8, 8, '#6D4C41', { rx: 2 }));
  return one(-14, '#558B2F') + one(8, '#7CB342');
}

export function corn(): string {
  const kernels = Array.from({ length: 6 }, (_, row) =>
    Array.from({ length: 3 }, (_, col) => ellipse(-8 + col * 8, -30 + row * 11, 3.6, 4.6, row % 2 ? '#FBC02D' : '#FDD835')).join(''),
  ).join('');
  return [
    el('g', { transform: 'rotate(-15)' }, path('M-14 -36C-14 -44 14 -44 14 -36L12 34C8 40 -8 40 -12 34Z', '#FFE082'), kernels,
      path('M-14 30C-30 10 -30 -20 -22 -36C-16 -10 -10 14 -2 40Z', '#7CB342'),
      path('M14 30C30 10 30 -20 22 -36C16 -10 10 14 2 40Z', '#8BC34A')),
  ].join('');
}

/** 생선: a fish body; `pattern` draws mackerel stripes. */
export function fish(body: string, belly: string, pattern: 'mackerel' | 'plain' | 'dots' = 'plain', length = 1): string {
  const stripes =
    pattern === 'mackerel'
      ? [-34, -22, -10, 2, 14].map((x) => stroke(`M${x} -18c3 4 -3 8 0 12`, '#263238', 2.4)).join('')
      : pattern === 'dots'
        ? [[-30, -10], [-18, -14], [-6, -12], [6, -14], [18, -10]].map(([x, y]) => circle(x ?? 0, y ?? 0, 1.8, shade(body, -0.3))).join('')
        : '';
  return at(0, 0, 1, [
    el('g', { transform: `scale(${length} 1)` },
      path('M-60 0C-40 -26 20 -28 44 -6L64 -22C61 -8 61 8 64 22L44 6C20 28 -40 26 -60 0Z', body),
      path('M-58 2C-36 20 18 22 44 4C20 10 -30 12 -58 2Z', belly),
      path('M-10 -20C-4 -34 10 -36 18 -22Z', shade(body, -0.2)),
      stripes,
      stroke('M-40 -12C-34 -4 -34 6 -40 12', shade(body, -0.35), 2),
    ),
    circle(-50 * length, -4, 4.2, '#FFFFFF'),
    circle(-50 * length, -4, 2.2, '#212121'),
  ].join(''));
}

/** 연어: an orange fillet with white lines. */
export function fillet(color = '#FF8A65'): string {
  return [
    path('M-52 -10C-30 -26 30 -26 52 -12C56 0 50 14 40 20C10 28 -30 26 -52 14C-58 6 -58 -4 -52 -10Z', color),
    ...[-34, -20, -6, 8, 22, 36].map((x) => stroke(`M${x} -18C${x + 8} -6 ${x - 2} 8 ${x + 6} 20`, '#FFF3E0', 2.6, { opacity: 0.85 })),
    path('M-52 14C-30 26 10 28 40 20C30 28 -30 32 -52 14Z', shade(color, -0.2)),
  ].join('');
}

/** 전복: an oval shell with a row of holes. */
export function abalone(): string {
  return [
    ellipse(0, 0, 40, 30, '#6D8B74'),
    ellipse(4, 2, 32, 22, '#C9B79C'),
    ellipse(6, 4, 24, 15, '#E8DCC4'),
    ...[[-30, -16], [-20, -24], [-8, -28], [4, -29], [16, -26]].map(([x, y]) => circle(x ?? 0, y ?? 0, 2.4, '#37474F')),
    stroke('M-20 8C-6 14 12 14 24 6', '#A1887F', 1.8),
    highlight(-12, -4, 6, 10, 60),
  ].join('');
}

/** 굴, 조개: fan shells. */
export function shell(color: string, open = false): string {
  return [
    path('M0 30L-36 -4C-34 -26 34 -26 36 -4Z', color),
    ...[-28, -16, -5, 5, 16, 28].map((x) => stroke(`M0 28L${x} -20`, shade(color, -0.2), 1.6)),
    open ? ellipse(0, -2, 18, 10, '#F5F5F5') : '',
    ellipse(0, 30, 8, 4, shade(color, -0.25)),
  ].join('');
}

/** 새우: a curled shrimp. */
export function shrimp(color = '#FF7043'): string {
  const segments = [0, 1, 2, 3, 4].map((i) => {
    const angle = -40 + i * 42;
    const r = 22;
    const x = Math.cos((angle * Math.PI) / 180) * r;
    const y = Math.sin((angle * Math.PI) / 180) * r;
    return ellipse(x, y, 12 - i, 10 - i * 0.8, i % 2 ? color : shade(color, 0.12), { transform: `rotate(${angle + 90} ${x} ${y})` });
  });
  return [
    ...segments.reverse(),
    path('M-18 22L-34 34L-30 20L-38 14Z', shade(color, -0.15)),
    circle(22, -18, 3, '#212121'),
    stroke('M26 -22C40 -40 60 -44 70 -40M24 -14C40 -22 58 -18 66 -10', shade(color, -0.2), 1.4),
  ].join('');
}

/** 꽃게, 대게: a crab; `long` legs for snow crab. */
export function crab(color: string, long = false): string {
  const legLength = long ? 40 : 24;
  const legs = [-1, 1].flatMap((side) =>
    [0, 1, 2, 3].map((i) =>
      stroke(`M${side * 26} ${-4 + i * 7}L${side * (26 + legLength * 0.7)} ${-14 + i * 10}L${side * (26 + legLength)} ${2 + i * 12}`, shade(color, -0.15), long ? 5 : 6),
    ),
  );
  const claws = [-1, 1].map((side) =>
    [stroke(`M${side * 18} -14L${side * 28} -30`, color, 7), path(`M${side * 24} -28C${side * 20} -44 ${side * 40} -48 ${side * 42} -36C${side * 36} -36 ${side * 32} -32 ${side * 30} -30Z`, shade(color, -0.1))].join(''),
  );
  return [
    ...legs,
    ...claws,
    ellipse(0, 0, 32, 22, color),
    path('M-30 4C-16 20 16 20 30 4C20 14 -20 14 -30 4Z', shade(color, -0.2)),
    circle(-8, -20, 3, '#212121'),
    circle(8, -20, 3, '#212121'),
    highlight(-12, -6, 6, 8, 70),
  ].join('');
}

/** 오징어: a squid. */
export function squid(color = '#F8BBD0'): string {
  return [
    ...[-12, -6, 0, 6, 12].map((x) => stroke(`M${x} 18C${x * 1.6} 36 ${x * 0.6} 44 ${x * 1.4} 56`, shade(color, -0.1), 4)),
    path('M0 -52L20 -30C24 -10 20 10 14 20L-14 20C-20 10 -24 -10 -20 -30Z', color),
    path('M-20 -30L-34 -44L-14 -48ZM20 -30L34 -44L14 -48Z', shade(color, -0.08)),
    circle(-8, 8, 4, '#FFFFFF'),
    circle(8, 8, 4, '#FFFFFF'),
    circle(-8, 8, 2, '#212121'),
    circle(8, 8, 2, '#212121'),
  ].join('');
}

/** 문어, 낙지, 주꾸미: an octopus. */
export function octopus(color = '#E57373'): string {
  const arms = [-44, -26, -8, 8, 26, 44]
    .map((x) => stroke(`M${x * 0.5} 6C${x} 24 ${x * 1.2} 34 ${x * 0.9} 44C${x * 0.8} 48 ${x * 0.6} 46 ${x * 0.7} 40`, color, 8))
    .join('');
  return [
    arms,
    ellipse(0, -16, 28, 30, color),
    highlight(-10, -26, 6, 10),
    circle(-10, -2, 4, '#FFFFFF'),
    circle(10, -2, 4, '#FFFFFF'),
    circle(-10, -2, 2, '#212121'),
    circle(10, -2, 2, '#212121'),
  ].join('');
}

/** 김, 미역: stacked seaweed sheets. */
export function seaweed(): string {
  return [
    rect(-44, -30, 80, 60, '#263238', { rx: 4, transform: 'rotate(-8)' }),
    rect(-40, -26, 80, 60, '#1B3A2F', { rx: 4, transform: 'rotate(-2)' }),
    rect(-36, -22, 80, 60, '#2E4D3A', { rx: 4, transform: 'rotate(4)' }),
    stroke('M-26 -6C-10 -12 10 -2 30 -8M-24 12C-6 6 14 16 32 10', '#4E7A5C', 2, { transform: 'rotate(4)' }),
  ].join('');
}

/** 명란: a pair of pink roe sacs on a leaf. */
export function roe(): string {
  return [
    path('M-44 10C-30 -20 30 -24 46 6C30 26 -30 30 -44 10Z', '#81C784'),
    path('M-34 4C-30 -14 -6 -16 0 0C-4 12 -28 18 -34 4Z', '#EF9A9A'),
    path('M-2 2C2 -16 28 -16 34 2C30 14 4 18 -2 2Z', '#E57373'),
    ...[[-22, -2], [-12, 2], [12, -2], [22, 2]].map(([x, y]) => circle(x ?? 0, y ?? 0, 1.4, '#FFCDD2')),
    highlight(-22, -4, 3, 6, 70),
  ].join('');
}

/** 소고기: a marbled steak on a board. */
export function steak(color = '#C62828'): string {
  const marbling = [
    'M-26 -10C-18 -6 -14 -14 -6 -10',
    'M-10 6C-2 2 4 10 12 4',
    'M6 -16C12 -12 18 -18 24 -12',
    'M-30 10C-24 16 -16 12 -10 18',
    'M16 12C22 8 26 14 30 8',
    'M-14 -22C-8 -20 -4 -26 2 -22',
  ]
    .map((d) => stroke(d, '#FFEBEE', 2.2, { opacity: 0.85 }))
    .join('');
  return [
    rect(-58, 20, 116, 16, '#A1887F', { rx: 8 }),
    rect(-58, 20, 116, 5, '#BCAAA4', { rx: 2.5 }),
    path('M-44 -10C-46 -30 -10 -36 18 -32C44 -28 52 -10 46 8C40 24 10 28 -16 26C-38 24 -42 10 -44 -10Z', color),
    path('M-44 -10C-46 -30 -10 -36 18 -32C44 -28 52 -10 46 8C46 -6 40 -22 18 -26C-10 -30 -38 -26 -44 -10Z', '#FFF3E0', { opacity: 0.9 }),
    marbling,
  ].join('');
}

/** 불고기: thin seasoned slices with sesame. */
export function bulgogi(): string {
  const slice = (x: number, y: number, angle: number, fill: string) =>
    path('M-30 -8C-10 -16 16 -14 32 -4C16 8 -12 10 -30 -8Z', fill, { transform: `translate(${x} ${y}) rotate(${angle})` });
  return [
    bowl('#FFFFFF', '#EEEEEE', 6, 52),
    slice(-14, -2, -10, '#8D4A32'),
    slice(14, -4, 12, '#7B3F2A'),
    slice(0, -10, 0, '#96553A'),
    ...[[-20, -8], [-4, -14], [10, -10], [22, -6], [0, -4]].map(([x, y]) => ellipse(x ?? 0, y ?? 0, 1.4, 0.9, '#FFF8E1')),
    stroke('M-18 -18l10 -4M8 -20l12 2', '#66BB6A', 3),
  ].join('');
}

/** 사골, 꼬리: a bone cross-section in broth. */
export function boneBroth(): string {
  return [
    bowl('#5D4037', '#795548', 0, 50),
    ellipse(0, 0, 44, 6, '#F5F0E6'),
    circle(-10, -6, 12, '#FFF8E1'),
    circle(-10, -6, 6, '#D7CCC8'),
    circle(16, -4, 9, '#FFF8E1'),
    circle(16, -4, 4, '#D7CCC8'),
    stroke('M-20 -18c2 -6 -2 -10 0 -16M2 -20c2 -6 -2 -10 0 -16M22 -18c2 -6 -2 -10 0 -16', '#B0BEC5', 2, { opacity: 0.8 }),
  ].join('');
}

/** 삼겹살, 오겹살: layered pork belly. */
export function porkBelly(skin?: string): string {
  const layers = ['#F8BBD0', '#FFF3E0', '#F48FB1', '#FFF3E0', '#F06292'];
  return [
    rect(-58, 22, 116, 14, '#A1887F', { rx: 7 }),
    ...layers.map((fill, i) => rect(-46, -28 + i * 10, 92, 10, fill, { rx: i === 0 || i === layers.length - 1 ? 5 : 0 })),
    skin ? rect(-46, -32, 92, 7, skin, { rx: 3.5 }) : '',
    path('M-46 -28L-36 -36L56 -36L46 -28Z', '#FCE4EC'),
    path('M46 -28L56 -36L56 12L46 22Z', '#F48FB1', { opacity: 0.8 }),
  ].join('');
}

/** 등갈비: ribs with bones. */
export function ribs(color = '#A1452F'): string {
  return [
    rect(-50, -20, 100, 40, color, { rx: 14 }),
    ...[-34, -14, 6, 26].map((x) => rect(x, -30, 8, 60, '#FFF8E1', { rx: 4 })),
    ...[-34, -14, 6, 26].map((x) => rect(x + 8, -16, 12, 32, shade(color, -0.15), { rx: 4 })),
    highlight(-30, -8, 4, 10, 80),
  ].join('');
}

/** 닭: a drumstick and a breast. */
export function chicken(): string {
  return [
    path('M-10 -20C-30 -40 -56 -20 -44 2C-36 16 -16 14 -4 4Z', '#E0A96D'),
    path('M-6 2L26 30', 'none', { stroke: '#FFF8E1', strokeWidth: 9, strokeLinecap: 'round' }),
    circle(30, 34, 6, '#FFF8E1'),
    circle(24, 38, 6, '#FFF8E1'),
    highlight(-34, -14, 5, 9, 40),
    path('M10 -30C30 -40 54 -28 50 -6C46 10 24 10 12 2C4 -6 2 -22 10 -30Z', '#F3C794'),
  ].join('');
}

/** 떡갈비, 돈가스: round patties or a breaded cutlet. */
export function patties(color: string, breaded = false): string {
  const one = (x: number, y: number) =>
    breaded
      ? at(x, y, 1, [ellipse(0, 0, 40, 24, color), ...[[-20, -6], [-6, -12], [10, -8], [22, 2], [-14, 8], [4, 6]].map(([cx, cy]) => circle(cx ?? 0, cy ?? 0, 1.8, shade(color, -0.25)))].join(''))
      : at(x, y, 1, [ellipse(0, 0, 30, 22, color), ...[-10, 0, 10].map((dx) => stroke(`M${dx - 12} -10L${dx + 6} 12`, shade(color, -0.35), 3))].join(''));
  return breaded ? one(-6, 8) + one(8, -10) : one(-20, 8) + one(20, 8) + one(0, -12);
}

/** 계란: eggs in a tray. */
export function eggs(color = '#F3D6B4'): string {
  return [
    rect(-56, 6, 112, 30, '#D7CCC8', { rx: 8 }),
    ...[-38, -13, 12, 37].map((x) => ellipse(x, 8, 11, 6, '#BCAAA4')),
    ...[-38, -13, 12, 37].map((x, i) => ellipse(x, -8, 12, 16, i === 1 ? '#FFF8F0' : color) + highlight(x - 4, -14, 2.5, 5)),
  ].join('');
}

/** 쌀: a cloth sack with a stamp, and a bowl of rice. */
export function riceSack(sackColor = '#EBD9B4', stamp = '쌀', grain = '#FFFFFF'): string {
  return [
    path('M-44 -40C-48 -50 -32 -58 -22 -50L22 -50C32 -58 48 -50 44 -40L50 30C50 42 40 46 0 46C-40 46 -50 42 -50 30Z', sackColor),
    path('M-22 -50C-18 -56 18 -56 22 -50L18 -42C10 -46 -10 -46 -18 -42Z', shade(sackColor, -0.15)),
    stroke('M-24 -42C-10 -38 10 -38 24 -42', '#8D6E63', 3),
    circle(0, -6, 20, '#E53935', { opacity: 0.9 }),
    text(0, 1, stamp, 18, '#FFFFFF'),
    at(34, 36, 0.55, [ellipse(0, -2, 40, 18, grain), ...[[-16, -8], [-4, -12], [10, -10], [20, -4], [-10, -2], [6, -4]].map(([x, y]) => ellipse(x ?? 0, y ?? 0, 2, 3.4, shade(grain, -0.12)))].join('') + bowl('#FFFFFF', '#E0E0E0', 0, 44)),
  ].join('');
}

/** 잡곡, 콩, 귀리: a heap of grains in a bowl. */
export function grainBowl(colors: readonly string[]): string {
  const grains = Array.from({ length: 34 }, (_, i) => {
    const x = -38 + ((i * 37) % 76);
    const y = -16 + ((i * 13) % 16) + Math.abs(x) / 8;
    return ellipse(x, y, 3.6, 2.6, colors[i % colors.length] ?? '#D7CCC8', { transform: `rotate(${(i * 47) % 180} ${x} ${y})` });
  }).join('');
  return path('M-44 0C-40 -26 40 -26 44 0Z', colors[0] ?? '#D7CCC8') + grains + bowl('#8D6E63', '#A1887F', 0, 48);
}

/** 견과: walnuts and chestnuts. */
export function nuts(): string {
  const walnut = (x: number, y: number) => at(x, y, 1, [circle(0, 0, 16, '#B08968'), stroke('M0 -16C-6 -8 6 0 0 16', '#7F5539', 2), stroke('M-8 -10c-3 4 -3 8 0 12M8 -10c3 4 3 8 0 12', '#7F5539', 1.4)].join(''));
  const chestnut = (x: number, y: number) => at(x, y, 1, [path('M0 -18C14 -12 18 8 12 14C6 18 -6 18 -12 14C-18 8 -14 -12 0 -18Z', '#6D3B1E'), path('M-12 8C-6 16 6 16 12 8L12 14C6 18 -6 18 -12 14Z', '#D7B98E'), highlight(-4, -6, 3, 6)].join(''));
  return walnut(-22, 8) + chestnut(16, 12) + walnut(6, -12) + chestnut(-6, 22) + walnut(34, -6);
}

/** 가루: a paper bag with flour spilling and a wheat ear on its label. */
export function flourBag(label = '#90A4AE'): string {
  const grains = [-14, -6, 2, 10].flatMap((y) => [ellipse(-4, y, 3, 5, '#FFFFFF', { transform: `rotate(-30 -4 ${y})` }), ellipse(4, y, 3, 5, '#FFFFFF', { transform: `rotate(30 4 ${y})` })]);
  return [
    ellipse(30, 42, 26, 6, '#FAFAFA'),
    path('M-36 -44L36 -44L40 40L-40 40Z', '#F5F0E6'),
    path('M-36 -44L-30 -52L30 -52L36 -44Z', '#E0D6C2'),
    rect(-24, -28, 48, 52, label, { rx: 6 }),
    stroke('M0 -20V20', '#FFFFFF', 2),
    ...grains,
    ellipse(0, -20, 2.6, 4.5, '#FFFFFF'),
  ].join('');
}

/** 굴: an opened oyster on its rough shell. */
export function oyster(): string {
  return [
    path('M-36 -6C-40 -24 -20 -34 0 -30C22 -36 42 -20 38 0C40 18 20 30 -2 28C-24 32 -38 16 -36 -6Z', '#8A9A9F'),
    path('M-28 -4C-30 -18 -14 -24 0 -22C16 -26 30 -14 28 0C28 14 14 20 -2 20C-18 22 -28 10 -28 -4Z', '#D9E0E3'),
    path('M-20 -2C-20 -14 -6 -16 4 -14C16 -14 22 -6 20 2C18 12 6 14 -4 12C-14 12 -20 8 -20 -2Z', '#F3EDE2'),
    stroke('M-20 -2C-20 -14 -6 -16 4 -14C16 -14 22 -6 20 2C18 12 6 14 -4 12C-14 12 -20 8 -20 -2Z', '#A1887F', 1.6),
    highlight(-6, -6, 4, 7, 60),
    stroke('M-34 10c6 4 10 2 14 6M24 -26c4 6 8 6 12 6', '#6F7F84', 2),
  ].join('');
}

/** 김치, 깍두기, 물김치, 갓김치: a bowl of kimchi. */
export function kimchi(style: 'cabbage' | 'cubes' | 'water' | 'gat'): string {
  let heap: string;
  if (style === 'cubes') {
    heap = [[-24, -8], [-8, -12], [8, -10], [24, -6], [-16, -20], [2, -22], [18, -18]]
      .map(([x, y], i) => rect((x ?? 0) - 8, (y ?? 0) - 8, 16, 16, i % 2 ? '#E64A19' : '#F4511E', { rx: 3, transform: `rotate(${i * 17} ${x} ${y})` }))
      .join('');
  } else if (style === 'water') {
    heap = [ellipse(0, -2, 44, 8, '#FFCDD2', { opacity: 0.9 }), ...[[-20, -4], [0, -6], [18, -2]].map(([x, y]) => rect((x ?? 0) - 7, (y ?? 0) - 4, 14, 8, '#FFFDE7', { rx: 2 })), stroke('M-30 -6l10 -4M24 -8l8 -4', '#66BB6A', 3)].join('');
  } else {
    const leaf = style === 'gat' ? '#6D2B3D' : '#D84315';
    const stem = style === 'gat' ? '#8E4A5A' : '#FFCCBC';
    heap = [
      path('M-40 0C-40 -30 -14 -40 0 -36C16 -44 42 -30 40 0Z', leaf),
      ...[-26, -12, 4, 20].map((x) => stroke(`M${x} -2C${x + 2} -14 ${x + 8} -24 ${x + 12} -32`, stem, 5, { opacity: 0.85 })),
      stroke('M-20 -30c6 -6 12 -6 18 -2M6 -36c6 -4 12 -2 16 2', style === 'gat' ? '#9CCC65' : '#7CB342', 4),
      ...[[-26, -16], [-4, -26], [16, -16], [26, -8]].map(([x, y]) => circle(x ?? 0, y ?? 0, 1.6, '#FFEB3B', { opacity: 0.7 })),
    ].join('');
  }
  return heap + bowl(style === 'water' ? '#FFFFFF' : '#6D4C41', style === 'water' ? '#E0E0E0' : '#8D6E63', 0, 50);
}

/** 반찬, 나물: three small side dishes. */
export function sideDishes(colors: readonly [string, string, string]): string {
  const dish = (x: number, y: number, fill: string) =>
    at(x, y, 0.55, [path('M-34 0C-30 -16 30 -16 34 0Z', fill), ...[-16, 0, 16].map((dx) => circle(dx, -6, 3, shade(fill, -0.25))), bowl('#FFFFFF', '#E0E0E0', 0, 40)].join(''));
  return dish(-30, 6, colors[0]) + dish(30, 6, colors[1]) + dish(0, -22, colors[2]);
}

/** 장아찌, 젓갈, 꿀: a glass jar with a lid. */
export function jar(fill: string, lid: string, contents?: string): string {
  return [
    rect(-26, -46, 52, 12, lid, { rx: 4 }),
    path('M-30 -34L30 -34C36 -30 38 -24 38 -16L38 34C38 42 32 46 24 46L-24 46C-32 46 -38 42 -38 34L-38 -16C-38 -24 -36 -30 -30 -34Z', '#E3F2FD', { opacity: 0.55 }),
    path('M-34 -10L34 -10L34 34C34 40 30 42 24 42L-24 42C-30 42 -34 40 -34 34Z', fill),
    contents ?? '',
    rect(-22, 4, 44, 22, '#FFFFFF', { rx: 4, opacity: 0.9 }),
    rect(-14, 12, 28, 6, shade(fill, -0.2), { rx: 3 }),
    highlight(-26, 0, 3, 16, 0),
  ].join('');
}

/** 된장, 고추장: an onggi crock. */
export function onggi(): string {
  return [
    path('M-30 -30C-48 -20 -50 30 -30 44L30 44C50 30 48 -20 30 -30Z', '#6D4C41'),
    ellipse(0, -30, 32, 8, '#5D4037'),
    path('M-22 -38C-20 -50 20 -50 22 -38Z', '#795548'),
    circle(0, -48, 5, '#8D6E63'),
    stroke('M-40 0C-20 6 20 6 40 0', '#8D6E63', 3),
    highlight(-28, 4, 5, 14, 10),
  ].join('');
}

/** 홍삼, 즙, 진액: juice pouches standing in a row. */
export function pouches(color: string, label: string): string {
  const pouch = (x: number, angle: number) =>
    el('g', { transform: `translate(${x} 0) rotate(${angle})` },
      path('M-16 -40L16 -40L18 40L-18 40Z', color),
      rect(-10, -48, 10, 10, shade(color, -0.3), { rx: 2 }),
      rect(-12, -8, 24, 26, '#FFFFFF', { rx: 4, opacity: 0.9 }),
      circle(0, 5, 7, label));
  return pouch(-30, -8) + pouch(30, 8) + pouch(0, 0);
}

/** 꿀: a honey jar with a dipper. */
export function honeyJar(): string {
  return [
    jar('#FFB300', '#8D6E63', ''),
    stroke('M20 -60L38 -20', '#A1887F', 4),
    ...[0, 8, 16].map((dy) => ellipse(38, -20 + dy * 0.4, 7, 3, '#FFA000')),
    path('M-10 -10C-6 4 -12 10 -8 18', 'none', { stroke: '#FFCA28', strokeWidth: 4, strokeLinecap: 'round' }),
  ].join('');
}

/** 녹차, 커피: a cup with steam. */
export function cup(drink: string, cupColor = '#FFFFFF', beans?: string): string {
  return [
    stroke('M-14 -44c6 -8 -6 -14 0 -22M2 -44c6 -8 -6 -14 0 -22M18 -44c6 -8 -6 -14 0 -22', '#B0BEC5', 3, { opacity: 0.8 }),
    path('M-36 -30L36 -30L30 30C28 38 22 42 14 42L-14 42C-22 42 -28 38 -30 30Z', cupColor),
    ellipse(0, -30, 36, 7, shade(cupColor, -0.08)),
    ellipse(0, -29, 31, 5, drink),
    stroke('M34 -18C52 -18 52 12 30 12', shade(cupColor, -0.12), 6),
    beans
      ? [[-44, 40], [-30, 46], [40, 44], [52, 36]].map(([x, y]) => ellipse(x ?? 0, y ?? 0, 6, 4, beans) + stroke(`M${(x ?? 0) - 4} ${y}l8 0`, shade(beans, -0.3), 1.2)).join('')
      : [[-46, 40], [44, 42]].map(([x, y]) => ellipse(x ?? 0, y ?? 0, 9, 4, '#7CB342', { transform: `rotate(-20 ${x} ${y})` })).join(''),
  ].join('');
}

/** 비타민, 생수, 우유: a bottle. */
export function bottle(color: string, cap: string, label: string, tall = true): string {
  const h = tall ? 46 : 34;
  return [
    rect(-8, -h - 14, 16, 10, cap, { rx: 3 }),
    path(`M-8 ${-h - 4}L8 ${-h - 4}L22 ${-h + 12}L22 ${h}C22 ${h + 4} 18 ${h + 6} 14 ${h + 6}L-14 ${h + 6}C-18 ${h + 6} -22 ${h + 4} -22 ${h}L-22 ${-h + 12}Z`, color),
    rect(-22, -8, 44, 26, label, { rx: 2 }),
    highlight(-14, -h + 20, 3, 12, 0),
  ].join('');
}

/** 우유: a milk carton. */
export function carton(): string {
  return [
    path('M-26 -20L0 -50L26 -20Z', '#E3F2FD'),
    rect(-26, -20, 52, 70, '#FFFFFF'),
    rect(-26, -20, 52, 70, 'none', { stroke: '#BBDEFB', strokeWidth: 2 }),
    path('M-26 14C-10 4 10 24 26 14L26 50L-26 50Z', '#64B5F6'),
    circle(0, -4, 9, '#FFF59D'),
  ].join('');
}

/** 국수, 라면, 죽: a bowl of noodles or porridge. */
export function noodleBowl(broth: string, noodles = true): string {
  const strands = noodles
    ? [-30, -18, -6, 6, 18, 30].map((x) => stroke(`M${x} -4C${x + 6} -14 ${x - 6} -20 ${x + 2} -30`, '#FFF3C4', 3)).join('')
    : ellipse(0, -2, 40, 8, '#FFF8E1') + circle(-12, -4, 4, '#A5D6A7') + circle(10, -5, 3, '#FFCC80');
  return [
    stroke('M-8 -40c4 -8 -4 -12 0 -20M10 -40c4 -8 -4 -12 0 -20', '#B0BEC5', 2.6, { opacity: 0.7 }),
    noodles ? strands : '',
    ellipse(0, 0, 46, 8, broth),
    noodles ? '' : strands,
    bowl('#FFFFFF', '#E0E0E0', 0, 50),
    line(30, -44, 60, 6, '#8D6E63', 3),
    line(38, -44, 66, 2, '#8D6E63', 3),
  ].join('');
}

/** 통조림: a can. */
export function can(label: string): string {
  return [
    ellipse(0, 34, 30, 8, '#9E9E9E'),
    rect(-30, -30, 60, 64, '#BDBDBD'),
    rect(-30, -20, 60, 44, label),
    ellipse(0, -30, 30, 8, '#E0E0E0'),
    ellipse(0, -30, 22, 5, '#BDBDBD'),
    circle(0, 2, 11, '#FFFFFF', { opacity: 0.9 }),
    highlight(-20, 2, 3, 16, 0),
  ].join('');
}

/** 어묵: fish-cake skewers. */
export function fishCake(): string {
  const skewer = (x: number, angle: number) =>
    el('g', { transform: `translate(${x} 0) rotate(${angle})` }, line(0, -50, 0, 46, '#D7B98E', 3), path('M-14 -36C-4 -30 4 -42 14 -36L14 -20C4 -26 -4 -14 -14 -20ZM-14 -14C-4 -8 4 -20 14 -14L14 2C4 -4 -4 8 -14 2ZM-14 8C-4 14 4 2 14 8L14 24C4 18 -4 30 -14 24Z', '#E8B66B'));
  return skewer(-22, -10) + skewer(0, 0) + skewer(22, 10);
}

/** 만두: dumplings. */
export function dumplings(): string {
  const one = (x: number, y: number) =>
    at(x, y, 1, [path('M-24 8C-26 -14 26 -14 24 8Z', '#FAF3E6'), ...[-14, -6, 2, 10].map((dx) => stroke(`M${dx} -8l4 -4`, '#E0D6C2', 2)), ellipse(0, 8, 24, 4, '#EFE5D2')].join(''));
  return ellipse(0, 22, 56, 10, '#ECEFF1') + one(-24, 6) + one(24, 6) + one(0, -12);
}

/** 밀키트: a box with a pot. */
export function mealKit(): string {
  return [
    rect(-48, -6, 96, 50, '#FF8A65', { rx: 6 }),
    rect(-48, -6, 96, 12, '#F4511E', { rx: 4 }),
    rect(-20, 14, 40, 18, '#FFFFFF', { rx: 4, opacity: 0.9 }),
    path('M-30 -6C-30 -30 30 -30 30 -6Z', '#546E7A'),
    rect(-8, -34, 16, 6, '#37474F', { rx: 3 }),
    ellipse(0, -8, 28, 5, '#E53935'),
  ].join('');
}

/** 떡볶이: rice cakes in red sauce. */
export function tteokbokki(): string {
  return [
    ellipse(0, 8, 54, 22, '#FFFFFF'),
    ellipse(0, 6, 46, 17, '#E53935'),
    ...[[-26, 2, 20], [-8, 10, -15], [10, 0, 30], [26, 8, -5], [-12, -4, 60], [14, 12, 80]].map(([x, y, a]) => rect((x ?? 0) - 12, (y ?? 0) - 4, 24, 8, '#FFF3E0', { rx: 4, transform: `rotate(${a} ${x} ${y})` })),
    circle(-30, 14, 4, '#66BB6A'),
    circle(30, -2, 3, '#66BB6A'),
  ].join('');
}

/** 떡, 인절미, 약과, 강정, 누룽지: traditional sweets on a plate. */
export function sweets(style: 'injeolmi' | 'yakgwa' | 'gangjeong' | 'nurungji' | 'bread'): string {
  const plate = ellipse(0, 20, 58, 14, '#ECEFF1') + ellipse(0, 18, 50, 10, '#FFFFFF');
  const item = (x: number, y: number): string => {
    switch (style) {
      case 'injeolmi':
        return rect(x - 11, y - 9, 22, 18, '#E6C46A', { rx: 4 }) + circle(x - 4, y - 3, 1.2, '#C9A54A');
      case 'yakgwa':
        return at(x, y, 1, [...[0, 45, 90, 135].map((a) => ellipse(0, 0, 15, 7, '#A0522D', { transform: `rotate(${a})` })), circle(0, 0, 8, '#8B4513'), circle(0, 0, 3, '#E6C46A')].join(''));
      case 'gangjeong':
        return rect(x - 14, y - 8, 28, 16, '#E0B877', { rx: 3 }) + [[-8, -3], [0, 2], [7, -2]].map(([dx, dy]) => circle(x + (dx ?? 0), y + (dy ?? 0), 1.6, '#5D4037')).join('');
      case 'nurungji':
        return path(`M${x - 16} ${y}C${x - 14} ${y - 12} ${x + 14} ${y - 12} ${x + 16} ${y}C${x + 14} ${y + 8} ${x - 14} ${y + 8} ${x - 16} ${y}Z`, '#D9A25F') + stroke(`M${x - 10} ${y - 2}l6 2M${x + 2} ${y - 4}l6 2`, '#B7793A', 1.4);
      default:
        return ellipse(x, y, 17, 12, '#C8874A') + ellipse(x - 4, y - 4, 6, 3, '#E0A96D', { opacity: 0.7 }) + circle(x + 4, y - 6, 1.4, '#FFF8E1');
    }
  };
  return plate + [[-26, 10], [0, 12], [26, 10], [-13, -6], [13, -6]].map(([x, y]) => item(x ?? 0, y ?? 0)).join('');
}

/** 선물세트: a wrapped box with a bow and what it holds peeking out. */
export function giftBox(box: string, ribbon: string, inside = ''): string {
  return [
    inside,
    rect(-50, -10, 100, 56, box, { rx: 6 }),
    rect(-54, -22, 108, 16, shade(box, -0.12), { rx: 4 }),
    rect(-7, -22, 14, 68, ribbon),
    path('M0 -22C-24 -46 -40 -26 -20 -20ZM0 -22C24 -46 40 -26 20 -20Z', ribbon),
    circle(0, -22, 6, shade(ribbon, -0.2)),
  ].join('');
}

/** A small storefront with an awning: store pictures. */
export function storefront(awning: string): string {
  const stripes = Array.from({ length: 6 }, (_, i) => rect(-60 + i * 20, -34, 20, 22, i % 2 ? '#FFFFFF' : awning)).join('');
  return [
    rect(-54, -16, 108, 70, '#FFF8E1'),
    stripes,
    path('M-60 -12C-55 -4 -45 -4 -40 -12C-35 -4 -25 -4 -20 -12C-15 -4 -5 -4 0 -12C5 -4 15 -4 20 -12C25 -4 35 -4 40 -12C45 -4 55 -4 60 -12Z', awning),
    rect(-60, -42, 120, 10, shade(awning, -0.25), { rx: 3 }),
    rect(-40, 10, 30, 44, '#8D6E63', { rx: 2 }),
    rect(4, 8, 38, 26, '#B3E5FC', { rx: 2 }),
    circle(-14, 34, 2, '#FFD54F'),
  ].join('');
}
