/**
 * The pictures of the seeded survey's IMAGE answers, drawn by the server as SVG (no binary files,
 * nothing from the network): flat drawings on a 160×160 tile with a soft tint. A shape is an SVG
 * element name and its attributes (camelCase names become kebab-case: strokeWidth → stroke-width).
 */

type Tag = 'path' | 'circle' | 'ellipse' | 'rect' | 'line';
type Shape = readonly [tag: Tag, attributes: Readonly<Record<string, string | number>>];

interface Picture {
  /** what the picture shows, for its <title> */
  readonly label: string;
  readonly tint: string;
  readonly shapes: readonly Shape[];
}

const stroke = (color: string, width: number) =>
  ({ fill: 'none', stroke: color, strokeWidth: width, strokeLinecap: 'round', strokeLinejoin: 'round' }) as const;
const shadow = (cx: number, cy: number, rx: number): Shape => ['ellipse', { cx, cy, rx, ry: 5, fill: '#000', opacity: 0.07 }];
const dots = (points: ReadonlyArray<readonly [number, number]>, fill: string, r = 1.6): Shape[] =>
  points.map(([cx, cy]) => ['ellipse', { cx, cy, rx: r * 0.7, ry: r, fill }]);

export const surveyPictures: Readonly<Record<string, Picture>> = {
  strawberry: {
    label: '딸기',
    tint: '#FFE4E1',
    shapes: [
      shadow(80, 130, 34),
      ['path', { d: 'M44 62C52 50 108 50 116 62C122 82 100 116 80 126C60 116 38 82 44 62Z', fill: '#E8453C' }],
      ['ellipse', { cx: 60, cy: 76, rx: 6, ry: 12, fill: '#fff', opacity: 0.25, transform: 'rotate(20 60 76)' }],
      ...dots([[62, 70], [80, 66], [98, 70], [70, 84], [90, 84], [62, 98], [80, 98], [98, 96], [72, 110], [88, 110]], '#FFE9A8', 2.2),
      ['path', { d: 'M46 62L56 48L68 56L80 42L92 56L104 48L114 62L80 66Z', fill: '#43A047' }],
      ['path', { d: 'M80 44V30', ...stroke('#2E7D32', 4) }],
    ],
  },
  hanwoo: {
    label: '한우',
    tint: '#FDE8E4',
    shapes: [
      shadow(80, 124, 48),
      ['path', { d: 'M30 82C30 56 58 44 86 46C116 48 132 64 130 86C128 108 104 120 76 118C48 116 30 106 30 82Z', fill: '#C62828' }],
      ['path', { d: 'M36 84C36 62 60 52 86 54C112 56 124 70 122 88C120 106 100 112 76 110C52 108 36 102 36 84Z', fill: '#E53935' }],
      ['path', { d: 'M50 70C62 66 70 74 84 70C96 66 104 72 112 78', ...stroke('#FFF3F0', 3.5) }],
      ['path', { d: 'M46 90C58 84 68 94 80 88C92 82 102 92 114 90', ...stroke('#FFF3F0', 3) }],
      ['path', { d: 'M58 104C70 100 82 106 96 100', ...stroke('#FFF3F0', 2.5) }],
      ['path', { d: 'M30 82C30 56 58 44 86 46C116 48 132 64 130 86', ...stroke('#FFE0D6', 5) }],
    ],
  },
  abalone: {
    label: '전복',
    tint: '#E3F1F4',
    shapes: [
      shadow(80, 126, 44),
      ['path', { d: 'M34 86C30 58 58 38 90 42C118 46 134 70 126 94C118 116 88 124 64 118C46 114 36 102 34 86Z', fill: '#6D8A87' }],
      ['path', { d: 'M44 86C42 64 64 50 90 53C112 56 122 74 116 92C110 108 88 114 68 110C54 107 45 98 44 86Z', fill: '#D9C7A3' }],
      ['path', { d: 'M56 84C56 70 70 62 86 64C100 66 106 76 102 88C98 98 84 102 72 100C62 98 56 92 56 84Z', fill: '#C9B188' }],
      ...dots([[52, 52], [64, 46], [78, 43], [94, 44], [108, 50]], '#4E6664', 2.6),
      ['path', { d: 'M62 82C70 78 80 80 90 78', ...stroke('#B39B70', 2.5) }],
    ],
  },
  tangerine: {
    label: '감귤',
    tint: '#FFF1DC',
    shapes: [
      shadow(80, 128, 40),
      ['circle', { cx: 80, cy: 84, r: 42, fill: '#FB8C00' }],
      ['ellipse', { cx: 64, cy: 70, rx: 9, ry: 14, fill: '#fff', opacity: 0.22, transform: 'rotate(25 64 70)' }],
      ...dots([[92, 64], [100, 84], [88, 104], [66, 100], [76, 84], [104, 102]], '#F57C00', 1.4),
      ['path', { d: 'M80 44C80 38 82 34 86 30', ...stroke('#6D4C41', 3.5) }],
      ['path', { d: 'M84 38C92 26 108 24 114 30C108 40 94 44 84 38Z', fill: '#43A047' }],
    ],
  },
  'sweet-potato': {
    label: '고구마',
    tint: '#F3E9F7',
    shapes: [
      shadow(80, 122, 50),
      ['path', { d: 'M28 96C24 76 50 58 84 56C112 54 136 66 134 84C132 100 108 112 78 114C50 116 31 110 28 96Z', fill: '#8E3B5E' }],
      ['path', { d: 'M36 90C40 80 52 74 64 72', ...stroke('#B0607F', 3) }],
      ['path', { d: 'M96 104C106 102 116 96 122 90', ...stroke('#6E2B47', 3) }],
      ['ellipse', { cx: 126, cy: 80, rx: 9, ry: 15, fill: '#FFD54F', transform: 'rotate(-12 126 80)' }],
      ['ellipse', { cx: 126, cy: 80, rx: 5, ry: 9, fill: '#FFCA28', transform: 'rotate(-12 126 80)' }],
      ['path', { d: 'M26 98C20 100 16 104 14 110', ...stroke('#6E2B47', 2.5) }],
    ],
  },
  rice: {
    label: '햅쌀',
    tint: '#F5F1E6',
    shapes: [
      shadow(80, 130, 44),
      ['path', { d: 'M36 82C36 70 56 58 80 58C104 58 124 70 124 82Z', fill: '#FFFFFF' }],
      ...dots([[56, 72], [68, 66], [82, 64], [96, 68], [108, 74], [64, 78], [88, 76], [100, 80], [74, 72]], '#E9E0CF', 2.4),
      ['path', { d: 'M30 82H130C130 106 108 126 80 126C52 126 30 106 30 82Z', fill: '#8D6E63' }],
      ['path', { d: 'M30 82H130', ...stroke('#6D4C41', 4) }],
      ['path', { d: 'M50 98C62 104 98 104 110 98', ...stroke('#A1887F', 3) }],
      ['path', { d: 'M116 40C110 48 112 56 118 58', ...stroke('#C8A74E', 3) }],
      ['path', { d: 'M124 36C118 44 120 52 126 54', ...stroke('#C8A74E', 3) }],
    ],
  },
  'home-meal': {
    label: '한식 집밥',
    tint: '#FFF3E0',
    shapes: [
      shadow(80, 130, 56),
      ['rect', { x: 20, y: 70, width: 120, height: 58, rx: 10, fill: '#A1887F' }],
      ['rect', { x: 26, y: 74, width: 108, height: 50, rx: 8, fill: '#BCAAA4' }],
      // rice bowl
      ['path', { d: 'M34 92C34 84 46 78 58 78C70 78 82 84 82 92Z', fill: '#fff' }],
      ['path', { d: 'M32 92H84C84 106 72 116 58 116C44 116 32 106 32 92Z', fill: '#ECEFF1' }],
      // soup bowl
      ['path', { d: 'M88 92H130C130 106 120 116 109 116C98 116 88 106 88 92Z', fill: '#5D4037' }],
      ['ellipse', { cx: 109, cy: 92, rx: 21, ry: 6, fill: '#E57373' }],
      ['circle', { cx: 104, cy: 91, r: 3, fill: '#FFF59D' }],
      ['circle', { cx: 114, cy: 93, r: 2.5, fill: '#81C784' }],
      // chopsticks
      ['path', { d: 'M40 56L118 44', ...stroke('#8D6E63', 3.5) }],
      ['path', { d: 'M42 64L120 52', ...stroke('#8D6E63', 3.5) }],
    ],
  },
  'meal-kit': {
    label: '간편식·밀키트',
    tint: '#E8EEF9',
    shapes: [
      shadow(80, 130, 50),
      ['rect', { x: 32, y: 60, width: 96, height: 66, rx: 8, fill: '#FF8A3D' }],
      ['rect', { x: 28, y: 50, width: 104, height: 18, rx: 6, fill: '#FF6400' }],
      ['rect', { x: 60, y: 82, width: 40, height: 24, rx: 5, fill: '#fff' }],
      ['path', { d: 'M68 94H92', ...stroke('#FF6400', 3) }],
      // greens and a carrot peeking out
      ['path', { d: 'M50 50C46 38 50 28 58 24C62 32 60 42 50 50Z', fill: '#43A047' }],
      ['path', { d: 'M104 50L116 26C118 22 124 24 122 28L112 52Z', fill: '#FB8C00' }],
      ['path', { d: 'M118 24C118 18 122 14 126 14', ...stroke('#43A047', 3) }],
    ],
  },
  salad: {
    label: '샐러드·건강식',
    tint: '#E6F4E1',
    shapes: [
      shadow(80, 130, 46),
      ['path', { d: 'M34 78C38 58 58 50 70 56C76 44 96 44 102 56C116 50 130 62 126 78Z', fill: '#66BB6A' }],
      ['path', { d: 'M46 74C50 62 62 58 70 64', ...stroke('#388E3C', 3) }],
      ['path', { d: 'M96 62C106 60 114 66 116 74', ...stroke('#388E3C', 3) }],
      ['circle', { cx: 84, cy: 66, r: 9, fill: '#E53935' }],
      ['circle', { cx: 60, cy: 70, r: 6, fill: '#FDD835' }],
      ['circle', { cx: 104, cy: 72, r: 6, fill: '#8E3B5E' }],
      ['path', { d: 'M28 78H132C132 106 110 126 80 126C50 126 28 106 28 78Z', fill: '#FFFFFF' }],
      ['path', { d: 'M28 78H132', ...stroke('#C8E6C9', 4) }],
      ['path', { d: 'M46 96C60 104 100 104 114 96', ...stroke('#A5D6A7', 3) }],
    ],
  },
  barbecue: {
    label: '캠핑·바비큐',
    tint: '#FDE9DC',
    shapes: [
      shadow(80, 134, 40),
      ['path', { d: 'M40 84H120C120 104 102 118 80 118C58 118 40 104 40 84Z', fill: '#424242' }],
      ['path', { d: 'M60 116L50 134M100 116L110 134M80 118V134', ...stroke('#616161', 4) }],
      ['path', { d: 'M36 84H124', ...stroke('#757575', 4) }],
      ['path', { d: 'M58 84C54 74 60 68 64 62C66 70 72 72 70 84Z', fill: '#FF7043' }],
      ['path', { d: 'M90 84C86 72 94 64 98 58C100 68 106 72 102 84Z', fill: '#FFA726' }],
      // a skewer over the grill
      ['path', { d: 'M30 62L132 44', ...stroke('#8D6E63', 3) }],
      ['rect', { x: 48, y: 50, width: 16, height: 14, rx: 4, fill: '#C62828', transform: 'rotate(-10 56 57)' }],
      ['rect', { x: 68, y: 46, width: 14, height: 14, rx: 4, fill: '#43A047', transform: 'rotate(-10 75 53)' }],
      ['rect', { x: 86, y: 43, width: 16, height: 14, rx: 4, fill: '#C62828', transform: 'rotate(-10 94 50)' }],
      ['rect', { x: 106, y: 40, width: 12, height: 13, rx: 4, fill: '#FDD835', transform: 'rotate(-10 112 46)' }],
    ],
  },
};

function render([tag, attributes]: Shape): string {
  const rendered = Object.entries(attributes)
    .map(([name, value]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${escapeXml(String(value))}"`)
    .join(' ');
  return `<${tag} ${rendered}/>`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The picture as an SVG document, or undefined for an unknown name. */
export function surveyPictureSvg(name: string): string | undefined {
  const picture = Object.hasOwn(surveyPictures, name) ? surveyPictures[name] : undefined;
  if (!picture) return undefined;
  const title = escapeXml(picture.label);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160" role="img" aria-label="${title}">`,
    `<title>${title}</title>`,
    `<rect width="160" height="160" fill="${picture.tint}"/>`,
    ...picture.shapes.map(render),
    '</svg>',
  ].join('');
}
