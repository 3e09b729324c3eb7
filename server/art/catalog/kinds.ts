import { at, ellipse } from '../draw';
import * as p from './parts';

/**
 * The picture of every product kind (seed/kinds.ts): drawn parts placed in a 240×240 frame
 * around (120, 112), leaving the bottom for the name label. `tint` is the background colour.
 */

export interface KindArt {
  readonly tint: string;
  readonly draw: () => string;
}

const FRUIT = '#FFF0EA';
const VEG = '#EDF7E4';
const SEA = '#E5F1FA';
const MEAT = '#FBECE8';
const GRAIN = '#F7F0E2';
const KIMCHI = '#FCEDE6';
const HEALTH = '#F3EEE3';
const FOOD = '#FFF5DF';
const SNACK = '#FBF0E4';
const GIFT = '#F2EAF6';

const C = 120;
const Y = 112;
/** one big item in the middle */
const one = (scale: number, part: string, dy = 0) => at(C, Y + dy, scale, part);
/** a big item and a smaller one behind it to the right */
const pair = (part: string, back = part, scale = 1.3) => at(C + 34, Y - 14, scale * 0.72, back) + at(C - 14, Y + 8, scale, part);
/** three of a kind */
const trio = (part: string, scale = 1) => at(C - 40, Y + 10, scale * 0.8, part) + at(C + 40, Y + 10, scale * 0.8, part) + at(C, Y - 6, scale, part);

export const kindArt: Readonly<Record<string, KindArt>> = {
  strawberry: { tint: FRUIT, draw: () => at(C - 38, Y + 18, 0.95, p.strawberry(), -14) + at(C + 40, Y + 16, 0.9, p.strawberry('#E53935'), 16) + at(C, Y - 8, 1.3, p.strawberry()) },
  apple: { tint: FRUIT, draw: () => pair(p.roundFruit({ color: '#D32F2F', stem: true, leaf: true, blush: '#FF7043' }), p.roundFruit({ color: '#C62828', stem: true })) },
  pear: { tint: FRUIT, draw: () => pair(p.roundFruit({ color: '#E2B659', rx: 36, ry: 34, stem: true, dots: '#A1887F' }), p.roundFruit({ color: '#D9A941', stem: true, dots: '#A1887F' })) },
  tangerine: { tint: FRUIT, draw: () => trio(p.roundFruit({ color: '#FB8C00', rx: 34, ry: 28, leaf: true, dots: '#E65100' }), 1.05) },
  hallabong: { tint: FRUIT, draw: () => pair(p.roundFruit({ color: '#FF9800', rx: 36, ry: 32, bump: true, leaf: true, dots: '#E65100' }), p.roundFruit({ color: '#FFA726', bump: true, dots: '#E65100' })) },
  grape: { tint: FRUIT, draw: () => one(1.6, p.grapes('#5E2B7E'), 6) },
  shineMuscat: { tint: FRUIT, draw: () => one(1.6, p.grapes('#A5D65A'), 6) },
  peach: { tint: FRUIT, draw: () => pair(p.roundFruit({ color: '#FFAB91', crease: true, leaf: true, blush: '#F06292' }), p.roundFruit({ color: '#FFCCBC', crease: true, blush: '#F48FB1' })) },
  plum: { tint: FRUIT, draw: () => trio(p.roundFruit({ color: '#8E244D', rx: 28, ry: 28, crease: true, stem: true }), 1.05) },
  chamoe: { tint: FRUIT, draw: () => at(C + 36, Y - 16, 0.95, p.chamoe()) + at(C - 16, Y + 10, 1.4, p.chamoe()) },
  watermelon: { tint: FRUIT, draw: () => one(1.45, p.watermelon()) },
  persimmon: { tint: FRUIT, draw: () => pair(p.roundFruit({ color: '#F57C00', rx: 36, ry: 30, calyx: '#689F38' }), p.roundFruit({ color: '#EF6C00', calyx: '#689F38' })) },
  driedPersimmon: { tint: SNACK, draw: () => trio(p.roundFruit({ color: '#B5562A', rx: 30, ry: 26, calyx: '#6D4C41' }), 1) },
  blueberry: { tint: FRUIT, draw: () => one(1.5, p.berryBowl('#3949AB'), 4) },
  banana: { tint: FRUIT, draw: () => one(1.45, p.bananas()) },
  orange: { tint: FRUIT, draw: () => pair(p.roundFruit({ color: '#FF8F00', dots: '#E65100', leaf: true }), p.roundFruit({ color: '#F4511E', dots: '#BF360C' })) },
  kiwi: { tint: FRUIT, draw: () => at(C + 30, Y - 14, 1.1, p.roundFruit({ color: '#8D6E63', rx: 30, ry: 26 })) + at(C - 18, Y + 12, 1.3, p.kiwiHalf()) },
  mango: { tint: FRUIT, draw: () => at(C + 34, Y - 12, 0.95, p.mango()) + at(C - 14, Y + 10, 1.35, p.mango()) },
  lettuce: { tint: VEG, draw: () => one(1.45, p.leaves('#7CB342', 5, true), -4) },
  napaCabbage: { tint: VEG, draw: () => at(C + 36, Y - 4, 1.05, p.napaCabbage()) + at(C - 22, Y + 4, 1.3, p.napaCabbage()) },
  spinach: { tint: VEG, draw: () => one(1.45, p.leaves('#388E3C', 6), -4) },
  potato: { tint: VEG, draw: () => at(C + 30, Y - 14, 0.9, p.root('#C8A165', '', 'tuber')) + at(C - 20, Y + 14, 1.1, p.root('#D4AE70', '', 'tuber')) },
  sweetPotato: { tint: VEG, draw: () => at(C + 24, Y - 16, 1, p.root('#9C3D54', '', 'tuber'), -10) + at(C - 14, Y + 14, 1.2, p.root('#A8445E', '', 'tuber'), 8) },
  radish: { tint: VEG, draw: () => at(C + 34, Y - 2, 1.05, p.root('#F5F5F5', '#7CB342', 'radish'), 12) + at(C - 20, Y + 4, 1.35, p.root('#FAFAFA', '#689F38', 'radish'), -8) },
  carrot: { tint: VEG, draw: () => at(C + 30, Y, 1.15, p.root('#F57C00', '#7CB342', 'carrot'), 18) + at(C - 18, Y + 4, 1.3, p.root('#FB8C00', '#689F38', 'carrot'), -10) },
  onion: { tint: VEG, draw: () => pair(p.bulb('#D9A24A', '#A86B1F'), p.bulb('#8E3B5E', '#5E2340')) },
  garlic: { tint: VEG, draw: () => trio(p.bulb('#F5EFE6', '#C7B8A8', false), 1.1) },
  mushroom: { tint: VEG, draw: () => one(1.5, p.mushrooms('#8D5A3B'), 4) },
  saladGreens: { tint: VEG, draw: () => at(C, Y + 6, 1.4, p.leaves('#8BC34A', 4, true) ) },
  tomato: { tint: VEG, draw: () => pair(p.roundFruit({ color: '#E53935', rx: 34, ry: 30, calyx: '#43A047' }), p.roundFruit({ color: '#F44336', calyx: '#43A047' })) },
  pepper: { tint: VEG, draw: () => one(1.5, p.chili('#E53935')) },
  cucumber: { tint: VEG, draw: () => one(1.5, p.cucumber()) },
  corn: { tint: VEG, draw: () => at(C - 24, Y + 4, 1.3, p.corn()) + at(C + 30, Y + 4, 1.2, p.corn(), 20) },
  mackerel: { tint: SEA, draw: () => at(C, Y - 20, 1.3, p.fish('#37617A', '#E3EDF2', 'mackerel')) + at(C + 6, Y + 26, 1.15, p.fish('#2F5569', '#E3EDF2', 'mackerel')) },
  hairtail: { tint: SEA, draw: () => at(C, Y - 12, 1, p.fish('#B0BEC5', '#ECEFF1', 'plain', 1.5)) + at(C + 4, Y + 24, 0.95, p.fish('#CFD8DC', '#FFFFFF', 'plain', 1.5)) },
  okdom: { tint: SEA, draw: () => one(1.5, p.fish('#E57373', '#FFEBEE', 'dots')) },
  salmon: { tint: SEA, draw: () => one(1.5, p.fillet('#FF8A65')) },
  gulbi: { tint: SEA, draw: () => at(C, Y - 24, 1.2, p.fish('#C9A227', '#F6E7B0')) + at(C, Y + 2, 1.2, p.fish('#BF9420', '#F6E7B0')) + at(C, Y + 28, 1.2, p.fish('#C9A227', '#F6E7B0')) },
  abalone: { tint: SEA, draw: () => at(C + 30, Y - 18, 1, p.abalone(), 20) + at(C - 16, Y + 12, 1.35, p.abalone(), -10) },
  shrimp: { tint: SEA, draw: () => at(C - 30, Y + 10, 1.1, p.shrimp()) + at(C + 26, Y - 10, 1, p.shrimp('#FF8A65'), 30) },
  blueCrab: { tint: SEA, draw: () => one(1.35, p.crab('#5C7A99'), 6) },
  snowCrab: { tint: SEA, draw: () => one(1.2, p.crab('#EF6C00', true), 6) },
  oyster: { tint: SEA, draw: () => trio(p.oyster(), 1.15) },
  clam: { tint: SEA, draw: () => trio(p.shell('#BCAAA4'), 1.1) },
  squid: { tint: SEA, draw: () => at(C - 26, Y, 1.1, p.squid(), -16) + at(C + 30, Y + 4, 1, p.squid('#F48FB1'), 14) },
  octopus: { tint: SEA, draw: () => one(1.45, p.octopus(), 0) },
  anchovy: { tint: SEA, draw: () => [[-40, -30], [10, -36], [-10, -10], [40, -6], [-40, 14], [6, 20], [40, 34], [-20, 40]].map(([x, y], i) => at(C + (x ?? 0), Y + (y ?? 0), 0.42, p.fish('#90A4AE', '#ECEFF1'), i * 23 - 40)).join('') },
  laver: { tint: SEA, draw: () => one(1.45, p.seaweed()) },
  driedPollack: { tint: SEA, draw: () => at(C, Y - 12, 1.25, p.fish('#D8B98A', '#F1E3C8')) + at(C, Y + 20, 1.25, p.fish('#CFAE7B', '#F1E3C8')) },
  roe: { tint: SEA, draw: () => one(1.6, p.roe()) },
  hanwoo: { tint: MEAT, draw: () => one(1.45, p.steak()) },
  hanwooBulgogi: { tint: MEAT, draw: () => one(1.35, p.bulgogi(), 4) },
  hanwooBone: { tint: MEAT, draw: () => one(1.35, p.boneBroth(), 6) },
  porkBelly: { tint: MEAT, draw: () => one(1.4, p.porkBelly()) },
  porkLeg: { tint: MEAT, draw: () => one(1.35, p.porkBelly()) },
  porkRib: { tint: MEAT, draw: () => one(1.4, p.ribs()) },
  blackPork: { tint: MEAT, draw: () => one(1.4, p.porkBelly('#3E2723')) },
  chicken: { tint: MEAT, draw: () => one(1.4, p.chicken()) },
  tteokgalbi: { tint: MEAT, draw: () => one(1.35, p.patties('#7B4A2E')) },
  egg: { tint: MEAT, draw: () => one(1.45, p.eggs(), 4) },
  rice: { tint: GRAIN, draw: () => one(1.35, p.riceSack()) },
  brownRice: { tint: GRAIN, draw: () => one(1.3, p.grainBowl(['#B08150', '#C4955F', '#9C6B3F'])) },
  glutinousRice: { tint: GRAIN, draw: () => one(1.3, p.grainBowl(['#FAFAFA', '#F0ECE4', '#E8E2D6'])) },
  oats: { tint: GRAIN, draw: () => one(1.3, p.grainBowl(['#D9BF8C', '#C9AD74', '#E6D3A8'])) },
  beans: { tint: GRAIN, draw: () => one(1.3, p.grainBowl(['#263238', '#F1E3C8', '#8E2F3A'])) },
  mixedGrain: { tint: GRAIN, draw: () => one(1.3, p.grainBowl(['#F1E3C8', '#263238', '#8E2F3A', '#C4955F', '#D9BF8C'])) },
  nuts: { tint: GRAIN, draw: () => one(1.45, p.nuts()) },
  flour: { tint: GRAIN, draw: () => one(1.35, p.flourBag()) },
  kimchi: { tint: KIMCHI, draw: () => one(1.45, p.kimchi('cabbage'), 4) },
  kkakdugi: { tint: KIMCHI, draw: () => one(1.45, p.kimchi('cubes'), 4) },
  waterKimchi: { tint: KIMCHI, draw: () => one(1.45, p.kimchi('water'), 4) },
  gatKimchi: { tint: KIMCHI, draw: () => one(1.45, p.kimchi('gat'), 4) },
  banchan: { tint: KIMCHI, draw: () => one(1.5, p.sideDishes(['#8D4A32', '#F2C14E', '#6D4C41'])) },
  namul: { tint: KIMCHI, draw: () => one(1.5, p.sideDishes(['#7CB342', '#F5F5F5', '#A1887F'])) },
  pickles: { tint: KIMCHI, draw: () => one(1.3, p.jar('#7E8B3A', '#6D4C41')) },
  jeotgal: { tint: KIMCHI, draw: () => one(1.3, p.jar('#F4A79D', '#90A4AE')) },
  jang: { tint: KIMCHI, draw: () => one(1.35, p.onggi()) },
  ginseng: { tint: HEALTH, draw: () => at(C - 30, Y + 4, 1.1, p.root('#E8D2A6', '', 'ginseng'), -10) + at(C + 30, Y + 8, 1.2, p.root('#DFC18E', '', 'ginseng'), 12) },
  honey: { tint: HEALTH, draw: () => one(1.3, p.honeyJar(), 6) },
  cabbageJuice: { tint: HEALTH, draw: () => one(1.3, p.pouches('#8BC34A', '#C5E1A5')) },
  pearJuice: { tint: HEALTH, draw: () => one(1.3, p.pouches('#F2C14E', '#FFF59D')) },
  blackGoat: { tint: HEALTH, draw: () => one(1.3, p.pouches('#4E342E', '#D7CCC8')) },
  greenTea: { tint: HEALTH, draw: () => one(1.3, p.cup('#9CCC65')) },
  vitamin: { tint: HEALTH, draw: () => at(C - 6, Y, 1.2, p.bottle('#FFB74D', '#FB8C00', '#FFFFFF', false)) + [[40, 40], [52, 30], [30, 50]].map(([x, y], i) => ellipse(C + (x ?? 0), Y + (y ?? 0), 8, 4.5, i % 2 ? '#FFA726' : '#FFCC80', { transform: `rotate(${30 + i * 40} ${C + (x ?? 0)} ${Y + (y ?? 0)})` })).join('') },
  noodles: { tint: FOOD, draw: () => one(1.4, p.noodleBowl('#F3E0B8')) },
  canned: { tint: FOOD, draw: () => at(C - 26, Y + 6, 1.1, p.can('#1E88E5')) + at(C + 30, Y + 12, 1, p.can('#E53935')) },
  sauce: { tint: FOOD, draw: () => at(C - 24, Y, 1.15, p.bottle('#C58B2E', '#5D4037', '#FFF8E1')) + at(C + 30, Y + 8, 1, p.bottle('#8D6E2F', '#3E2723', '#FFF8E1')) },
  fishCake: { tint: FOOD, draw: () => one(1.3, p.fishCake()) },
  dumpling: { tint: FOOD, draw: () => one(1.45, p.dumplings()) },
  cutlet: { tint: FOOD, draw: () => one(1.35, p.patties('#D9913C', true)) },
  frozenRice: { tint: FOOD, draw: () => one(1.4, p.noodleBowl('#F5EBD3', false)) },
  mealKit: { tint: FOOD, draw: () => one(1.4, p.mealKit(), 8) },
  tteokbokki: { tint: FOOD, draw: () => one(1.45, p.tteokbokki()) },
  snack: { tint: SNACK, draw: () => one(1.45, p.sweets('nurungji')) },
  bread: { tint: SNACK, draw: () => one(1.45, p.sweets('bread')) },
  hangwa: { tint: SNACK, draw: () => one(1.45, p.sweets('yakgwa')) },
  gangjeong: { tint: SNACK, draw: () => one(1.45, p.sweets('gangjeong')) },
  tteok: { tint: SNACK, draw: () => one(1.45, p.sweets('injeolmi')) },
  coffee: { tint: SNACK, draw: () => one(1.3, p.cup('#5D4037', '#FFFFFF', '#6D4C41'), 4) },
  water: { tint: SEA, draw: () => at(C - 24, Y, 1.15, p.bottle('#B3E5FC', '#1E88E5', '#4FC3F7')) + at(C + 28, Y + 8, 1, p.bottle('#FFB74D', '#EF6C00', '#FFFFFF')) },
  milk: { tint: SNACK, draw: () => at(C - 20, Y, 1.2, p.carton()) + at(C + 40, Y + 20, 0.9, p.bottle('#FFFFFF', '#64B5F6', '#E3F2FD', false)) },
  fruitGift: { tint: GIFT, draw: () => one(1.3, p.giftBox('#FFFFFF', '#E53935', at(-22, -18, 0.7, p.roundFruit({ color: '#D32F2F', stem: true })) + at(22, -18, 0.7, p.roundFruit({ color: '#E2B659', stem: true }))), 10) },
  meatGift: { tint: GIFT, draw: () => one(1.3, p.giftBox('#3E2723', '#D4AF37', at(0, -18, 0.55, p.steak())), 10) },
  seafoodGift: { tint: GIFT, draw: () => one(1.3, p.giftBox('#1565C0', '#FFFFFF', at(0, -22, 0.6, p.fish('#C9A227', '#F6E7B0'))), 10) },
  healthGift: { tint: GIFT, draw: () => one(1.3, p.giftBox('#2E7D32', '#C62828', at(0, -24, 0.6, p.root('#E8D2A6', '', 'ginseng'))), 10) },
};

export const fallbackArt: KindArt = { tint: GIFT, draw: () => one(1.3, p.giftBox('#FF6400', '#FFFFFF')) };

export function artOf(kind: string): KindArt {
  return kindArt[kind] ?? fallbackArt;
}
