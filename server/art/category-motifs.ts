/**
 * The drawings of the category pictures, as data: one motif per first-level category family,
 * drawn on a 120×120 canvas over a soft background circle (see category-image.ts). A shape is an
 * SVG element name and its attributes (camelCase names become kebab-case: strokeWidth →
 * stroke-width). `tints` are the background circle colours: the first-level category uses the
 * first, deeper ones one of the others.
 */

export type ShapeTag = 'path' | 'circle' | 'ellipse' | 'rect' | 'line';
export type Shape = readonly [tag: ShapeTag, attributes: Readonly<Record<string, string | number>>];

export interface Motif {
  readonly tints: readonly [string, ...string[]];
  readonly shapes: readonly Shape[];
}

const stroke = (color: string, width: number) =>
  ({ fill: 'none', stroke: color, strokeWidth: width, strokeLinecap: 'round', strokeLinejoin: 'round' }) as const;

/** A ground shadow under a drawing standing on the circle's floor. */
const shadow = (cx: number, cy: number, rx: number): Shape => ['ellipse', { cx, cy, rx, ry: 3.5, fill: '#000', opacity: 0.07 }];

/** The five leaflets of a ginseng leaf around (60, 37). */
const ginsengLeaves: Shape[] = [-64, -32, 0, 32, 64].map((angle, index) => [
  'ellipse',
  { cx: 60, cy: 27, rx: 4.4, ry: 9.5, fill: index % 2 ? '#5FA83A' : '#4C9A2A', transform: `rotate(${angle} 60 37)` },
]);

/** Grains of rice on the mound: [cx, cy, angle]. */
const grains: Shape[] = (
  [[49, 53, 30], [59, 47, -20], [70, 52, 45], [55, 58, -40], [66, 59, 12], [44, 61, 62], [77, 60, -30]] as const
).map(([cx, cy, angle]) => ['ellipse', { cx, cy, rx: 1.6, ry: 3, fill: '#E9E0CF', transform: `rotate(${angle} ${cx} ${cy})` }]);

export const motifs: Readonly<Record<string, Motif>> = {
  과일: {
    tints: ['#FFE4DE', '#FFEBDD', '#FDE2E6', '#FFF0D9', '#FBE7EE'],
    shapes: [
      shadow(60, 92, 26),
      // apple
      ['path', { d: 'M56 46C47 39 31 42 31 60C31 77 43 90 52 88C54 87.4 58 87.4 60 88C69 90 81 77 81 60C81 42 65 39 56 46Z', fill: '#E8453C' }],
      ['ellipse', { cx: 42, cy: 58, rx: 4.5, ry: 8, fill: '#fff', opacity: 0.35, transform: 'rotate(18 42 58)' }],
      ['path', { d: 'M56 46C56 40 57.5 35 60 31', ...stroke('#7A4E2D', 3.2) }],
      ['path', { d: 'M58.5 37C63 29 72 27.5 76 30C72 37 64 39.5 58.5 37Z', fill: '#4CAF50' }],
      ['path', { d: 'M61 36C65 33.5 69 32 73 31', ...stroke('#388E3C', 1) }],
      // strawberry
      ['path', { d: 'M75 73C79 69.5 90 69.5 93.5 73C95.5 79 89.5 88.5 84.5 91C79.5 88.5 73 79 75 73Z', fill: '#F0524B' }],
      ...([[80, 77], [85, 76], [90, 77], [82.5, 82], [87.5, 82], [85, 87]] as const).map(
        ([cx, cy]): Shape => ['ellipse', { cx, cy, rx: 0.9, ry: 1.3, fill: '#FFE9A8' }],
      ),
      ['path', { d: 'M75.5 73L79 68.5L84.5 71L90 68.5L93.5 73L84.5 75Z', fill: '#43A047' }],
    ],
  },
  채소: {
    tints: ['#E3F2DC', '#ECF6D8', '#DDF0E6', '#F1F7E1', '#E6F3E8'],
    shapes: [
      shadow(58, 93, 22),
      ['path', { d: 'M78 44C74 34 76 24 83 20C87 28 85 38 78 44Z', fill: '#43A047' }],
      ['path', { d: 'M79 45C82 34 90 26 96 25C96 34 88 42 79 45Z', fill: '#4CAF50' }],
      ['path', { d: 'M80 46C86 37 96 33 102 35C100 43 90 48 80 46Z', fill: '#66BB6A' }],
      ['path', { d: 'M69 42C77 36 89 44 84 53L46 88C42 92 37 87 40 83Z', fill: '#FF8A1F' }],
      ['path', { d: 'M62 53L68 57M54 63L59 66.5M47 73L51 76', ...stroke('#E8700E', 2) }],
      ['path', { d: 'M66 46C71 43.5 76 43.5 79 46', ...stroke('#FFB15C', 2) }],
      // a leaf of spinach at the back left
      ['path', { d: 'M30 74C24 60 30 44 44 38C48 52 44 66 30 74Z', fill: '#7CB342' }],
      ['path', { d: 'M31 72C34 62 38 52 43 41', ...stroke('#558B2F', 1.4) }],
    ],
  },
  '수산·해산물': {
    tints: ['#E0EEFA', '#DDF2F5', '#E6EBFA', '#D9EFF7', '#E8F4FB'],
    shapes: [
      ['path', { d: 'M50 47C54 37 65 37 69 47Z', fill: '#2C6FB8' }],
      ['path', { d: 'M28 62C38 45 62 43 76 54L93 43C89 54 89 70 93 81L76 70C62 81 38 79 28 62Z', fill: '#3D8BDA' }],
      ['path', { d: 'M33 65C44 74 62 75 74 68C62 72 44 72 33 65Z', fill: '#BFE0FA' }],
      ['path', { d: 'M50 53C53.5 59 53.5 65 50 71', ...stroke('#2C6FB8', 2) }],
      ['path', { d: 'M60 66L66 72L68 64Z', fill: '#2C6FB8' }],
      ['circle', { cx: 41, cy: 58, r: 4, fill: '#fff' }],
      ['circle', { cx: 41.8, cy: 58, r: 2, fill: '#1B2A3A' }],
      ['circle', { cx: 90, cy: 30, r: 3.2, ...stroke('#8EC3F0', 1.6) }],
      ['circle', { cx: 98, cy: 39, r: 2, ...stroke('#8EC3F0', 1.4) }],
      ['path', { d: 'M24 92C30 88 36 96 42 92C48 88 54 96 60 92', ...stroke('#9CCBF2', 2) }],
    ],
  },
  '정육·계란': {
    tints: ['#FBE6E1', '#FCEEE6', '#F8E2DE', '#FFF0EA', '#F5E6E4'],
    shapes: [
      shadow(56, 92, 26),
      ['ellipse', { cx: 82, cy: 45, rx: 11.5, ry: 14.5, fill: '#FFF8EE', stroke: '#EAD6BD', strokeWidth: 2 }],
      ['ellipse', { cx: 78, cy: 40, rx: 3, ry: 5, fill: '#fff', transform: 'rotate(-15 78 40)' }],
      ['path', { d: 'M30 68C28 54 42 46 56 49C68 51 78 58 77 70C76 82 60 89 46 86C37 84 31 77 30 68Z', fill: '#D94A43', stroke: '#F7CDBB', strokeWidth: 4, strokeLinejoin: 'round' }],
      ['path', { d: 'M40 63C46 59 52 65 57 61M47 76C52 73 57 77 63 74', ...stroke('#F3A79A', 2) }],
      ['circle', { cx: 64, cy: 65, r: 5.5, fill: '#FFF4E8', stroke: '#E7CBB1', strokeWidth: 2 }],
    ],
  },
  '쌀·잡곡': {
    tints: ['#F5EEDF', '#FAF2DF', '#EFEBE2', '#F7F0E8', '#F3EEDC'],
    shapes: [
      shadow(60, 94, 22),
      ['path', { d: 'M34 64C34 48 46 39 60 39C74 39 86 48 86 64Z', fill: '#fff', stroke: '#ECE4D4', strokeWidth: 2 }],
      ...grains,
      ['path', { d: 'M30 62H90C90 79 77 90 60 90C43 90 30 79 30 62Z', fill: '#2F5D8C' }],
      ['path', { d: 'M36 70C44 74 52 66 60 70C68 74 76 66 84 70', ...stroke('#8FB3D9', 2) }],
      ['rect', { x: 48, y: 88, width: 24, height: 5, rx: 2, fill: '#244A70' }],
      // grains and beans beside the bowl
      ['ellipse', { cx: 94, cy: 86, rx: 3.2, ry: 2.2, fill: '#8D5A3B' }],
      ['ellipse', { cx: 99.5, cy: 80.5, rx: 2.6, ry: 1.8, fill: '#C9A26B' }],
      ['ellipse', { cx: 24, cy: 84, rx: 2.6, ry: 1.8, fill: '#C9A26B', transform: 'rotate(30 24 84)' }],
    ],
  },
  '김치·반찬': {
    tints: ['#FBE4DC', '#F8EAE0', '#FCEDE6', '#F4E5DB', '#FDE9E1'],
    shapes: [
      shadow(60, 93, 24),
      ['path', { d: 'M44 46C34 54 32 70 37 80C40 87 47 91 56 91H64C73 91 80 87 83 80C88 70 86 54 76 46Z', fill: '#8A5534' }],
      ['rect', { x: 44, y: 40, width: 32, height: 8, rx: 3, fill: '#74452A' }],
      ['path', { d: 'M39 41C40 31 80 31 81 41Z', fill: '#6B3F26' }],
      ['ellipse', { cx: 60, cy: 31.5, rx: 5, ry: 3, fill: '#5A331E' }],
      ['path', { d: 'M42 57C40 65 41 73 44 80', ...stroke('#fff', 3), opacity: 0.25 }],
      ['circle', { cx: 60, cy: 68, r: 12, fill: '#FFF3E6' }],
      ['path', { d: 'M53 73C51 64 58 57 67 59C67 67 61 74 53 73Z', fill: '#E53935' }],
      ['path', { d: 'M54.5 71.5L64.5 61.5', ...stroke('#F8B9A9', 1.5) }],
      ['path', { d: 'M55 74C54.5 69 56.5 65.5 60 64', ...stroke('#7CB342', 2) }],
    ],
  },
  지역특산물: {
    tints: ['#FFE9D9', '#FFF1DE', '#FDE6D3', '#FFEEDF', '#FCEBD8'],
    shapes: [
      ['path', { d: 'M18 86C28 78 38 90 48 82', ...stroke('#FFB380', 2), strokeDasharray: '3 4' }],
      shadow(60, 93, 13),
      ['path', { d: 'M60 92C60 92 36 68 36 50C36 36.7 46.7 26 60 26C73.3 26 84 36.7 84 50C84 68 60 92 60 92Z', fill: '#FF6400' }],
      ['circle', { cx: 60, cy: 50, r: 15.5, fill: '#fff' }],
      ['circle', { cx: 60, cy: 52, r: 11, fill: '#FF9A1F' }],
      ['circle', { cx: 56, cy: 48.5, r: 3, fill: '#FFC46B' }],
      ['path', { d: 'M61 41.5C64 35.5 70 34.5 72 36.5C70 40.5 65 42.5 61 41.5Z', fill: '#4CAF50' }],
      ['circle', { cx: 60, cy: 41.5, r: 1.6, fill: '#5D8C2E' }],
    ],
  },
  건강식품: {
    tints: ['#E9F3DE', '#F2F0DA', '#E3EFDC', '#EEF4E2', '#F3EFE1'],
    shapes: [
      shadow(60, 94, 22),
      ['path', { d: 'M60 50V37', ...stroke('#5E8C31', 2.5) }],
      ...ginsengLeaves,
      ['circle', { cx: 58, cy: 36, r: 2.4, fill: '#E53935' }],
      ['circle', { cx: 62, cy: 36, r: 2.4, fill: '#E53935' }],
      ['circle', { cx: 60, cy: 33, r: 2.4, fill: '#F4511E' }],
      ['path', { d: 'M57 67C54 76 49 82 43 88M62 67C65 76 70 82 76 90', ...stroke('#E4BB82', 5) }],
      ['path', { d: 'M46 84C42 85 38 84 34 86M72 86C76 86 80 88 84 87M55 74C50 74 46 72 42 72M64 74C70 73 74 70 78 70', ...stroke('#D9AE72', 1.5) }],
      ['path', { d: 'M54 50C52 56 53 64 56 68C58 70 62 70 64 68C67 64 68 56 66 50Z', fill: '#EBC58F' }],
      ['path', { d: 'M55 56C58 57 62 57 65 56M55 62C58 63 62 63 65 62', ...stroke('#CFA166', 1.2) }],
      ['path', { d: 'M55.5 48H64.5L63.5 52H56.5Z', fill: '#D9AE72' }],
    ],
  },
  가공식품: {
    tints: ['#E9EDF2', '#EEF0F5', '#E5EBF0', '#F1F2F4', '#E8EEF4'],
    shapes: [
      shadow(60, 93, 24),
      ['path', { d: 'M38 40V86C38 92 82 92 82 86V40Z', fill: '#C7D0D8' }],
      ['rect', { x: 38, y: 50, width: 44, height: 28, fill: '#FF6400' }],
      ['circle', { cx: 60, cy: 64, r: 9.5, fill: '#fff' }],
      ['circle', { cx: 60, cy: 65.5, r: 5.5, fill: '#E53935' }],
      ['path', { d: 'M60 60.5C61 58 63.5 57.5 65 58.5', ...stroke('#43A047', 1.6) }],
      ['path', { d: 'M38 84C38 88 82 88 82 84', ...stroke('#AEB8C1', 1.5) }],
      ['ellipse', { cx: 60, cy: 40, rx: 22, ry: 5, fill: '#E3E8EC', stroke: '#AEB8C1', strokeWidth: 1.5 }],
      ['ellipse', { cx: 67, cy: 39.5, rx: 5, ry: 1.8, ...stroke('#9AA5AF', 1.4) }],
      ['path', { d: 'M43 46V84', ...stroke('#fff', 2.5), opacity: 0.45 }],
    ],
  },
  '간식·음료': {
    tints: ['#FFF0DE', '#FCE9EF', '#F2ECE6', '#FFF3E3', '#F8E9DF'],
    shapes: [
      shadow(60, 93, 20),
      ['path', { d: 'M64 40L70 21H79', ...stroke('#FF6400', 4) }],
      ['path', { d: 'M40 44H80L75 92H45Z', fill: '#fff', stroke: '#E6DCD2', strokeWidth: 2, strokeLinejoin: 'round' }],
      ['path', { d: 'M42.7 56H77.3L74.3 89.5H45.7Z', fill: '#C98B5B' }],
      ['rect', { x: 50, y: 61, width: 9, height: 9, rx: 2, fill: '#fff', opacity: 0.55, transform: 'rotate(-12 54.5 65.5)' }],
      ['rect', { x: 61, y: 67, width: 8, height: 8, rx: 2, fill: '#fff', opacity: 0.45, transform: 'rotate(15 65 71)' }],
      ['rect', { x: 36, y: 38, width: 48, height: 7, rx: 3.5, fill: '#FF8A3D' }],
      ['path', { d: 'M92 52V60M88 56H96', ...stroke('#FFB380', 2) }],
      ['path', { d: 'M27 70V76M24 73H30', ...stroke('#F4A7BB', 2) }],
    ],
  },
  선물세트: {
    tints: ['#FFE8D6', '#FFF0DC', '#FDE4DA', '#FFF4E0', '#FCE8E0'],
    shapes: [
      shadow(60, 93, 26),
      ['rect', { x: 38, y: 58, width: 44, height: 33, rx: 3, fill: '#FF6400' }],
      ['rect', { x: 38, y: 60, width: 44, height: 3, fill: '#000', opacity: 0.1 }],
      ['rect', { x: 34, y: 48, width: 52, height: 12, rx: 3, fill: '#FF8A3D' }],
      ['rect', { x: 56, y: 48, width: 8, height: 43, fill: '#FFD54F' }],
      ['path', { d: 'M60 48C52 36 40 38 44 46C46 50 54 50 60 48Z', fill: '#FFC107' }],
      ['path', { d: 'M60 48C68 36 80 38 76 46C74 50 66 50 60 48Z', fill: '#FFC107' }],
      ['circle', { cx: 60, cy: 47.5, r: 3.6, fill: '#FFB300' }],
      ['path', { d: 'M94 36L96 41L101 43L96 45L94 50L92 45L87 43L92 41Z', fill: '#FFB74D' }],
    ],
  },
};

/** For a first-level category without a motif of its own: a shopping bag. */
export const fallbackMotif: Motif = {
  tints: ['#FFEDE0', '#FFF3E0', '#F3EEE9', '#FDE8DD'],
  shapes: [
    shadow(60, 93, 22),
    ['path', { d: 'M50 52V44C50 33 70 33 70 44V52', ...stroke('#C94F00', 3.5) }],
    ['path', { d: 'M38 50H82L78 91H42Z', fill: '#FF6400' }],
    ['path', { d: 'M60 80C52 74 50 70 52 66C54 63 58 63 60 66C62 63 66 63 68 66C70 70 68 74 60 80Z', fill: '#fff' }],
  ],
};
