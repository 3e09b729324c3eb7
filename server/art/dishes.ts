import { circle, el, ellipse, escapeXml, hashOf, line, path, rect, shade } from './draw';

/**
 * The pictures of the seeded 오늘의 식탁 posts: a dish on a table, drawn as SVG from simple shapes
 * (no file, no network), the way the catalogue draws its products (server/art/catalog). A picture
 * is a dish key and a variation number (the image id): the table, the side dishes and the cutlery
 * move a little between pictures. Each has a Korean <title> naming the dish.
 */

export const ART_WIDTH = 480;
export const ART_HEIGHT = 360;

interface Dish {
  readonly name: string;
  /** the dish in a frame around (0, 0), about 200 units across */
  draw(variant: number): string;
}

const CX = 240;
const CY = 190;

/** a bowl seen from above at an angle: rim, inside with the food colour */
function bowl(rx: number, ry: number, rim: string, inside: string, extra = ''): string {
  return [
    ellipse(0, 14, rx + 6, ry + 8, '#000', { opacity: 0.12 }),
    ellipse(0, 0, rx + 6, ry + 6, rim),
    ellipse(0, 0, rx, ry, inside),
    extra,
    ellipse(-rx * 0.45, -ry * 0.55, rx * 0.22, ry * 0.12, '#FFFFFF', { opacity: 0.25 }),
  ].join('');
}

function plate(rx: number, ry: number, color = '#FAFAF5'): string {
  return [ellipse(0, 12, rx + 4, ry + 6, '#000', { opacity: 0.12 }), ellipse(0, 0, rx, ry, color), ellipse(0, 0, rx * 0.78, ry * 0.74, shade(color, -0.04))].join('');
}

/** scattered pieces inside an ellipse, placed by a seeded walk so each picture differs */
function scatter(count: number, rx: number, ry: number, seed: number, piece: (x: number, y: number, i: number) => string): string {
  let state = seed || 1;
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    const angle = ((state % 3600) / 3600) * Math.PI * 2;
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    const radius = Math.sqrt((state % 1000) / 1000) * 0.85;
    parts.push(piece(Math.round(Math.cos(angle) * rx * radius), Math.round(Math.sin(angle) * ry * radius), i));
  }
  return parts.join('');
}

const DISHES: Readonly<Record<string, Dish>> = {
  jjigae: {
    name: '김치찌개',
    draw: (v) =>
      [
        ellipse(0, 14, 98, 56, '#000', { opacity: 0.14 }),
        ellipse(0, 0, 96, 58, '#5D4037'),
        ellipse(0, -2, 84, 48, '#C62828'),
        scatter(7, 70, 38, v, (x, y) => rect(x - 9, y - 7, 18, 14, '#FFF8E1', { rx: 3 })),
        scatter(6, 70, 38, v + 7, (x, y) => path(`M${x - 10} ${y}q10 -10 20 0`, 'none', { stroke: '#43A047', strokeWidth: 4, strokeLinecap: 'round' })),
        scatter(5, 66, 34, v + 3, (x, y) => ellipse(x, y, 10, 6, '#E57373')),
        rect(-118, -8, 24, 12, '#3E2723', { rx: 4 }),
        rect(94, -8, 24, 12, '#3E2723', { rx: 4 }),
      ].join(''),
  },
  doenjang: {
    name: '된장찌개',
    draw: (v) =>
      [
        ellipse(0, 14, 98, 56, '#000', { opacity: 0.14 }),
        ellipse(0, 0, 96, 58, '#4E342E'),
        ellipse(0, -2, 84, 48, '#A1887F'),
        scatter(8, 70, 38, v, (x, y) => rect(x - 8, y - 8, 16, 16, '#FFFDE7', { rx: 2 })),
        scatter(6, 66, 34, v + 5, (x, y) => ellipse(x, y, 9, 5, '#AED581')),
        scatter(4, 60, 30, v + 9, (x, y) => circle(x, y, 6, '#8D6E63')),
        rect(-118, -8, 24, 12, '#3E2723', { rx: 4 }),
        rect(94, -8, 24, 12, '#3E2723', { rx: 4 }),
      ].join(''),
  },
  gimbap: {
    name: '김밥',
    draw: (v) =>
      [
        plate(110, 62),
        ...[-72, -36, 0, 36, 72].map((x, i) =>
          el(
            'g',
            { transform: `translate(${x} ${(i % 2) * 8 - 4 + (v % 3)})` },
            circle(0, 0, 19, '#212121'),
            circle(0, 0, 16, '#FFFFFF'),
            circle(-5, -4, 4, '#FDD835'),
            circle(5, -3, 4, '#FB8C00'),
            circle(0, 6, 4, '#43A047'),
            circle(-6, 5, 3, '#E53935'),
            circle(6, 6, 3, '#8D6E63'),
          ),
        ),
      ].join(''),
  },
  jeon: {
    name: '해물파전',
    draw: (v) =>
      [
        plate(112, 64),
        ellipse(0, 0, 88, 50, '#F9A825'),
        ellipse(0, -2, 80, 44, '#FBC02D'),
        scatter(9, 70, 38, v, (x, y) => path(`M${x - 16} ${y}l32 -4`, 'none', { stroke: '#558B2F', strokeWidth: 5, strokeLinecap: 'round' })),
        scatter(6, 64, 34, v + 4, (x, y) => ellipse(x, y, 8, 5, '#FF8A65')),
        scatter(10, 76, 42, v + 8, (x, y) => circle(x, y, 2.5, '#E65100', { opacity: 0.5 })),
      ].join(''),
  },
  salad: {
    name: '샐러드',
    draw: (v) =>
      bowl(
        90,
        52,
        '#ECEFF1',
        '#7CB342',
        [
          scatter(10, 72, 40, v, (x, y, i) => ellipse(x, y, 14, 8, i % 2 ? '#9CCC65' : '#558B2F', { transform: `rotate(${(i * 37) % 180} ${x} ${y})` })),
          scatter(5, 64, 34, v + 3, (x, y) => circle(x, y, 8, '#E53935')),
          scatter(4, 60, 30, v + 6, (x, y) => circle(x, y, 6, '#FFF59D')),
          scatter(3, 56, 28, v + 9, (x, y) => ellipse(x, y, 9, 6, '#FFFFFF')),
        ].join(''),
      ),
  },
  bibimbap: {
    name: '비빔밥',
    draw: (v) =>
      bowl(
        86,
        50,
        '#37474F',
        '#FFFDF5',
        [
          path('M0 0L-70 -20A72 42 0 0 1 -20 -44Z', '#43A047'),
          path('M0 0L-20 -44A72 42 0 0 1 44 -36Z', '#FB8C00'),
          path('M0 0L44 -36A72 42 0 0 1 76 6Z', '#6D4C41'),
          path('M0 0L76 6A72 42 0 0 1 24 42Z', '#FFEE58'),
          path('M0 0L24 42A72 42 0 0 1 -52 30Z', '#AD1457'),
          circle(0, 0, 20, '#FFFFFF'),
          circle(2 + (v % 3), 1, 10, '#FFB300'),
          circle(-26, 6, 6, '#D32F2F'),
        ].join(''),
      ),
  },
  gul: {
    name: '생굴',
    draw: (v) =>
      [
        plate(116, 64, '#E3F2FD'),
        scatter(16, 90, 48, v, (x, y) => circle(x, y, 5, '#FFFFFF', { opacity: 0.9 })),
        ...[-60, -20, 20, 60, -40, 0, 40].map((x, i) =>
          el(
            'g',
            { transform: `translate(${x} ${i < 4 ? -12 : 18})` },
            path('M-20 0C-22 -16 18 -18 22 -2C24 12 -16 16 -20 0Z', '#90A4AE'),
            ellipse(0, -1, 14, 8, '#ECEFF1'),
            ellipse(1, -1, 9, 5, '#CFD8DC'),
          ),
        ),
        ellipse(84, 30, 14, 9, '#FFEB3B'),
      ].join(''),
  },
  bangeo: {
    name: '방어회',
    draw: (v) =>
      [
        plate(118, 64, '#FFFFFF'),
        scatter(12, 96, 50, v, (x, y) => path(`M${x - 6} ${y}l12 0`, 'none', { stroke: '#FFFFFF', strokeWidth: 3 })),
        ...[-64, -40, -16, 8, 32, 56].map((x, i) =>
          el(
            'g',
            { transform: `translate(${x} ${-6 + (i % 2) * 6}) rotate(-18)` },
            rect(-12, -26, 24, 52, '#F48FB1', { rx: 8 }),
            rect(-12, -26, 8, 52, '#C2185B', { rx: 4, opacity: 0.5 }),
          ),
        ),
        path('M70 -30q20 20 0 50', 'none', { stroke: '#66BB6A', strokeWidth: 6, strokeLinecap: 'round' }),
        circle(-86, 22, 10, '#A5D6A7'),
      ].join(''),
  },
  gyul: {
    name: '귤',
    draw: (v) =>
      [
        plate(112, 62, '#F5E6CC'),
        ...[
          [-50, -10],
          [0, -22],
          [50, -8],
          [-26, 20],
          [28, 22],
        ].map(([x, y], i) =>
          el(
            'g',
            { transform: `translate(${(x ?? 0) + ((v + i) % 3) - 1} ${y ?? 0})` },
            circle(0, 0, 26, '#FB8C00'),
            circle(-8, -8, 8, '#FFFFFF', { opacity: 0.25 }),
            circle(0, -22, 3, '#33691E'),
            ellipse(7, -24, 8, 4, '#7CB342', { transform: 'rotate(-20 7 -24)' }),
          ),
        ),
      ].join(''),
  },
  goguma: {
    name: '군고구마',
    draw: (v) =>
      [
        plate(112, 60, '#EFEBE9'),
        ...[-54, 0, 54].map((x, i) =>
          el(
            'g',
            { transform: `translate(${x} ${(i % 2) * 10 - 4}) rotate(${((v + i) % 5) * 8 - 16})` },
            path('M-34 0C-30 -20 30 -22 36 -2C40 16 -28 20 -34 0Z', '#6D2C3E'),
            path('M-10 -8C0 -14 18 -12 22 -2C18 8 -2 10 -10 -8Z', '#FFB74D'),
            circle(-18, 4, 2, '#3E1A24'),
            circle(24, 6, 2, '#3E1A24'),
          ),
        ),
      ].join(''),
  },
  jeoneo: {
    name: '전어구이',
    draw: (v) =>
      [
        rect(-126, -54, 252, 108, '#FFFFFF', { rx: 14 }),
        rect(-118, -46, 236, 92, '#F5F5F5', { rx: 10 }),
        ...[-28, 24].map((y, i) =>
          el(
            'g',
            { transform: `translate(${((v + i) % 3) * 6 - 6} ${y})` },
            path('M-80 0C-50 -20 40 -20 70 0C40 20 -50 20 -80 0Z', '#8D8D8D'),
            path('M-80 0C-50 -12 40 -12 70 0', 'none', { stroke: '#5D5D5D', strokeWidth: 3 }),
            path('M70 0L96 -16L92 0L96 16Z', '#757575'),
            circle(-64, -3, 4, '#212121'),
            ...[-40, -16, 8, 32].map((x) => line(x, -10, x + 8, 10, '#4E342E', 3, { opacity: 0.6 })),
          ),
        ),
        circle(100, 36, 10, '#FFF176'),
      ].join(''),
  },
  namul: {
    name: '나물 반찬',
    draw: (v) =>
      [
        plate(120, 66, '#F1EDE4'),
        ...[
          [-56, -12, '#558B2F'],
          [0, -22, '#F9FBE7'],
          [56, -10, '#795548'],
          [-28, 22, '#7CB342'],
          [30, 22, '#FFCC80'],
        ].map(([x, y, color], i) =>
          el(
            'g',
            { transform: `translate(${x} ${y})` },
            ellipse(0, 0, 24, 15, shade(String(color), 0.1)),
            scatter(8, 18, 10, v + i, (px, py) => path(`M${px - 7} ${py}q7 -6 14 0`, 'none', { stroke: String(color), strokeWidth: 3, strokeLinecap: 'round' })),
          ),
        ),
      ].join(''),
  },
  kimjang: {
    name: '김장 김치',
    draw: (v) =>
      [
        ellipse(0, 14, 122, 64, '#000', { opacity: 0.12 }),
        ellipse(0, 0, 120, 64, '#B0BEC5'),
        ellipse(0, -2, 108, 54, '#CFD8DC'),
        ...[-60, -20, 20, 60].map((x, i) =>
          el(
            'g',
            { transform: `translate(${x} ${(i % 2) * 10 - 6}) rotate(${((v + i) % 4) * 10 - 15})` },
            ellipse(0, 0, 22, 40, '#D84315'),
            ellipse(0, -6, 14, 30, '#FF7043'),
            path('M0 -38L0 36', 'none', { stroke: '#FFF3E0', strokeWidth: 4 }),
            ellipse(0, -32, 14, 10, '#689F38'),
          ),
        ),
      ].join(''),
  },
  tteokguk: {
    name: '떡국',
    draw: (v) =>
      bowl(
        88,
        50,
        '#FFFFFF',
        '#F5F0E1',
        [
          scatter(10, 66, 34, v, (x, y, i) => ellipse(x, y, 14, 9, '#FFFFFF', { stroke: '#E0E0E0', strokeWidth: 1.5, transform: `rotate(${(i * 29) % 180} ${x} ${y})` })),
          scatter(6, 50, 26, v + 4, (x, y) => rect(x - 6, y - 2, 12, 4, '#FDD835')),
          scatter(8, 56, 30, v + 8, (x, y) => rect(x - 4, y - 1, 8, 3, '#212121')),
          scatter(5, 50, 26, v + 2, (x, y) => circle(x, y, 3, '#66BB6A')),
        ].join(''),
      ),
  },
  tteokbokki: {
    name: '떡볶이',
    draw: (v) =>
      [
        plate(112, 62, '#FFFFFF'),
        ellipse(0, 0, 90, 48, '#E53935'),
        scatter(12, 74, 38, v, (x, y, i) => rect(x - 16, y - 6, 32, 12, '#FFCDD2', { rx: 6, transform: `rotate(${(i * 41) % 180} ${x} ${y})` })),
        scatter(4, 60, 30, v + 5, (x, y) => path(`M${x - 16} ${y}l32 0l-4 10l-24 0z`, '#FFE0B2')),
        scatter(5, 64, 32, v + 2, (x, y) => ellipse(x, y, 10, 7, '#FFFFFF', { stroke: '#FFB300', strokeWidth: 3 })),
      ].join(''),
  },
};

export const DISH_KEYS = Object.keys(DISHES);

export function dishName(key: string): string | undefined {
  return DISHES[key]?.name;
}

const TABLES = ['#C8A27A', '#B88D62', '#D7B899', '#A1887F', '#E6D5C3'];
const MATS = ['#FFF8E1', '#E8F5E9', '#FCE4EC', '#E3F2FD', '#F3E5F5'];

/** A side dish in a small bowl (반찬) at (x, y). */
function sideDish(x: number, y: number, color: string, seed: number): string {
  return el(
    'g',
    { transform: `translate(${x} ${y})` },
    ellipse(0, 6, 34, 20, '#000', { opacity: 0.1 }),
    ellipse(0, 0, 32, 19, '#FFFFFF'),
    ellipse(0, 0, 25, 14, color),
    scatter(5, 18, 9, seed, (px, py) => ellipse(px, py, 5, 3, shade(color, -0.25))),
  );
}

const SIDE_COLOURS = ['#E53935', '#7CB342', '#FFB300', '#8D6E63', '#F48FB1'];

/** The whole picture: the table, a placemat, the dish, two side dishes, spoon and chopsticks. */
export function dishSvg(key: string, variant: number): string | undefined {
  const dish = DISHES[key];
  if (!dish) return undefined;
  const h = hashOf(`${key}:${variant}`);
  const table = TABLES[h % TABLES.length] ?? '#C8A27A';
  const mat = MATS[(h >> 3) % MATS.length] ?? '#FFF8E1';
  const grain = [40, 110, 190, 260, 330].map((y, i) => path(`M0 ${y + (h % 7)}C120 ${y - 8} 300 ${y + 10} 480 ${y - 4 + i}`, 'none', { stroke: shade(table, -0.12), strokeWidth: 2, opacity: 0.5 })).join('');
  const left = (h >> 5) % 2 === 0;
  const side = [
    sideDish(left ? 78 : 402, 74, SIDE_COLOURS[(h >> 7) % SIDE_COLOURS.length] ?? '#E53935', h),
    sideDish(left ? 150 : 330, 52, SIDE_COLOURS[(h >> 9) % SIDE_COLOURS.length] ?? '#7CB342', h >> 4),
  ].join('');
  const cutlery = el(
    'g',
    { transform: `translate(${left ? 430 : 50} 200) rotate(${left ? 8 : -8})` },
    ellipse(-10, -86, 9, 13, '#B0BEC5'),
    rect(-12, -76, 4, 150, '#B0BEC5', { rx: 2 }),
    rect(6, -96, 4, 172, '#8D6E63', { rx: 2 }),
    rect(14, -96, 4, 172, '#8D6E63', { rx: 2 }),
  );
  const title = escapeXml(dish.name);
  const body = [
    rect(0, 0, ART_WIDTH, ART_HEIGHT, table),
    grain,
    rect(60, 96, 360, 240, mat, { rx: 18, opacity: 0.92 }),
    side,
    cutlery,
    el('g', { transform: `translate(${CX} ${CY + 26}) scale(1.3)` }, dish.draw(h % 97)),
  ].join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}" width="${ART_WIDTH}" height="${ART_HEIGHT}" role="img" aria-label="${title}"><title>${title}</title>${body}</svg>`;
}
