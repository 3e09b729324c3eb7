import { count } from 'drizzle-orm';
import { CATEGORY_IMAGE_PATH } from '../display/category-images';
import type { AppDb } from '../db/client';
import { categories, type NewCategory } from '../db/schema';

/**
 * The category tree of the market: first level (depth 1) → second level → (sometimes) third
 * level. Codes are derived from position: '03' is the third first-level category, '0302' its
 * second child, '030201' that one's first child. Reordering this list renumbers codes, so add
 * new entries at the end of their level.
 */
type Node = string | { readonly name: string; readonly children: readonly Node[] };

const tree: readonly Node[] = [
  {
    name: '과일',
    children: [
      { name: '국산과일', children: ['딸기', '사과·배', '감귤·한라봉', '포도·샤인머스캣', '복숭아·자두', '참외·수박'] },
      { name: '수입과일', children: ['바나나', '오렌지·자몽', '키위', '체리·베리류', '망고·열대과일'] },
      '제철과일',
      '냉동·건과일',
    ],
  },
  {
    name: '채소',
    children: [
      { name: '잎채소', children: ['상추·깻잎', '배추·양배추', '시금치·나물류'] },
      { name: '뿌리채소', children: ['감자·고구마', '무·당근', '양파·마늘·생강'] },
      '버섯',
      '쌈·샐러드채소',
      '친환경채소',
    ],
  },
  {
    name: '수산·해산물',
    children: [
      { name: '생선', children: ['고등어·갈치', '연어·참치', '조기·굴비'] },
      { name: '조개·갑각류', children: ['전복', '새우·꽃게', '굴·조개'] },
      '오징어·문어·낙지',
      { name: '건어물', children: ['멸치', '김·미역·다시마', '황태·오징어채'] },
      '젓갈·알',
    ],
  },
  {
    name: '정육·계란',
    children: [
      { name: '한우', children: ['등심·안심', '국거리·불고기', '사골·꼬리'] },
      { name: '한돈', children: ['삼겹살·목살', '앞다리·뒷다리', '갈비·등갈비'] },
      '닭·오리',
      '양념육·가공육',
      '계란·메추리알',
    ],
  },
  {
    name: '쌀·잡곡',
    children: [
      { name: '쌀', children: ['백미', '현미', '찹쌀'] },
      { name: '잡곡', children: ['보리·귀리', '콩·팥', '혼합잡곡'] },
      '견과류',
      '가루·전분',
    ],
  },
  {
    name: '김치·반찬',
    children: [
      { name: '김치', children: ['배추김치', '깍두기·총각김치', '열무·물김치', '갓김치·파김치'] },
      { name: '반찬', children: ['볶음·조림', '나물·무침', '장아찌·절임'] },
      '젓갈',
      '장류',
    ],
  },
  {
    name: '지역특산물',
    children: [
      { name: '강원도', children: ['횡성 한우', '평창 감자', '속초 오징어'] },
      { name: '경기도', children: ['이천 쌀', '여주 고구마'] },
      { name: '충청도', children: ['금산 인삼', '서산 육쪽마늘', '충주 사과'] },
      { name: '전라도', children: ['보성 녹차', '완도 전복', '영광 굴비'] },
      { name: '경상도', children: ['영덕 대게', '성주 참외', '의성 마늘'] },
      { name: '제주도', children: ['제주 감귤', '제주 흑돼지', '제주 옥돔'] },
    ],
  },
  {
    name: '건강식품',
    children: ['홍삼·인삼', '꿀·프로폴리스', { name: '즙·진액', children: ['양배추즙', '도라지배즙', '흑염소진액'] }, '건강차', '비타민·영양제'],
  },
  {
    name: '가공식품',
    children: ['라면·면류', '통조림·캔', '소스·양념', { name: '냉동식품', children: ['만두', '떡갈비·돈가스', '냉동 밥·죽'] }, '밀키트', '떡·떡볶이'],
  },
  {
    name: '간식·음료',
    children: [
      '과자·스낵',
      '빵·베이커리',
      { name: '전통간식', children: ['한과·약과', '강정·엿', '떡'] },
      '커피·차',
      '생수·음료·주스',
      '우유·유제품',
    ],
  },
  {
    name: '선물세트',
    children: ['과일 선물세트', '한우·정육 선물세트', '수산 선물세트', '건강 선물세트'],
  },
];

/** The tree above as table rows, parents before children. */
export function categoryRows(nodes: readonly Node[] = tree, parentCode: string | null = null): NewCategory[] {
  return nodes.flatMap((node, index) => {
    const name = typeof node === 'string' ? node : node.name;
    const code = `${parentCode ?? ''}${String(index + 1).padStart(2, '0')}`;
    const depth = code.length / 2;
    const row: NewCategory = {
      code,
      parentCode,
      depth,
      name,
      sortOrder: index + 1,
      // drawn by the server (server/art/category.ts)
      imageUrl: `${CATEGORY_IMAGE_PATH}/${code}.webp`,
    };
    return typeof node === 'string' ? [row] : [row, ...categoryRows(node.children, code)];
  });
}

export const categorySeed = {
  name: 'categories',
  async isEmpty(db: AppDb): Promise<boolean> {
    const [row] = await db.select({ n: count() }).from(categories);
    return (row?.n ?? 0) === 0;
  },
  async clear(db: AppDb): Promise<void> {
    await db.delete(categories);
  },
  async insert(db: AppDb): Promise<number> {
    const inserted = await db.insert(categories).values(categoryRows()).onConflictDoNothing().returning({ code: categories.code });
    return inserted.length;
  },
};
