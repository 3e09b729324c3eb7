import type { EventContentBlock } from '../../db/schema';

/**
 * What the market promotes: limited deals, planned exhibitions, events, season groups, banners,
 * notices, search keywords and short links. Times are hours or days from the moment of seeding,
 * so a fresh server always has deals running now, some starting soon and some just ended.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
export { DAY, HOUR };

export interface DealSeed {
  readonly kind: string;
  /** which product of that kind (0: the first by product number) */
  readonly nth?: number;
  readonly title: string;
  readonly subtitle: string;
  /** hours from seeding */
  readonly startH: number;
  readonly endH: number;
  readonly discountRate: number;
  readonly stockTotal: number;
  /** share of stock left, 0–1 */
  readonly left: number;
}

const live = (kind: string, title: string, subtitle: string, startH: number, endH: number, discountRate: number, stockTotal: number, left: number, nth = 0): DealSeed => ({
  kind, nth, title, subtitle, startH, endH, discountRate, stockTotal, left,
});

export const dealSeeds: readonly DealSeed[] = [
  // running now
  live('strawberry', '오늘만 이 가격! 설향 딸기', '새벽에 딴 딸기, 한정 수량 특가', -3, 1.5, 38, 200, 0.35),
  live('hanwoo', '1++ 한우 등심 타임특가', '마블링 가득, 구이용 300g', -5, 3, 32, 120, 0.52),
  live('hallabong', '제주 한라봉 반짝 세일', '껍질 얇고 향 진한 만감류', -2, 5, 35, 300, 0.71),
  live('abalone', '완도 활전복 산지 특가', '살아 있는 그대로 보내드려요', -8, 8, 40, 150, 0.24),
  live('tangerine', '노지 감귤 박스 특가', '새콤달콤 제주 감귤', -1, 12, 45, 400, 0.88),
  live('porkBelly', '한돈 삼겹살 1kg 특가', '두툼한 구이용 삼겹살', -10, 20, 30, 180, 0.41),
  live('kimchi', '명인의 포기김치 특가', '알맞게 익혀 보내드려요', -4, 26, 33, 250, 0.63),
  live('shineMuscat', '샤인머스캣 2kg 타임딜', '망고 향 가득 청포도', -6, 36, 42, 160, 0.18),
  live('sweetPotato', '꿀고구마 3kg 특가', '구우면 꿀이 뚝뚝', -12, 48, 50, 500, 0.77),
  live('snowCrab', '영덕 박달대게 특가', '갓 쪄서 보내는 대게', -1, 70, 28, 60, 0.9),
  live('egg', '동물복지 유정란 30구', '오늘 아침에 낳은 계란', -7, 10, 45, 100, 0),
  live('strawberry', '킹스베리 딸기 선물 특가', '주먹만 한 프리미엄 딸기', -2, 30, 30, 80, 0.56, 1),
  // starting soon
  live('strawberry', '담양 딸기 내일 오픈 특가', '대숲 하우스 딸기', 2, 26, 40, 150, 1, 2),
  live('apple', '꿀사과 5kg 오픈 예정', '아삭하고 단 가을 사과', 6, 30, 35, 200, 1),
  live('gulbi', '법성포 굴비 20미 특가', '밥도둑 굴비', 12, 36, 30, 100, 1),
  live('mango', '제주 애플망고 한정 판매', '나무에서 완숙한 망고', 24, 48, 25, 50, 1),
  live('rice', '햅쌀 10kg 특가 예고', '갓 도정한 햅쌀', 30, 54, 30, 300, 1),
  live('honey', '아카시아 꿀 2.4kg 특가', '천연 벌꿀 한정 수량', 48, 72, 35, 100, 1),
  // ended
  live('pear', '신고배 5kg 특가', '시원한 단맛', -25, -1, 35, 150, 0.1),
  live('napaCabbage', '절임배추 20kg 김장 특가', '천일염으로 절였어요', -27, -3, 30, 300, 0),
  live('oyster', '통영 생굴 1kg 특가', '바다 향 가득 제철 굴', -30, -6, 40, 200, 0.05),
  live('persimmon', '단감 5kg 특가', '아삭한 가을 단감', -36, -12, 38, 120, 0),
  live('chamoe', '성주 꿀참외 특가', '아삭하고 달콤한 참외', -48, -24, 33, 180, 0.2),
  live('coffee', '드립백 커피 30개 특가', '바닷가 로스터리 커피', -60, -36, 40, 200, 0),
  live('dumpling', '김치 손만두 1kg 특가', '손으로 빚은 만두', -72, -48, 45, 250, 0),
  live('laver', '곱창김 100매 특가', '고소한 겨울 김', -96, -72, 35, 300, 0.02),
];

export interface PeriodSeed {
  readonly title: string;
  readonly subtitle: string;
  readonly description: string;
  readonly theme: string;
  readonly art: string;
  readonly startD: number;
  readonly endD: number;
  /** products of these kinds, or of these first-level categories (by name) */
  readonly kinds?: readonly string[];
  readonly categories?: readonly string[];
}

export const periodSeeds: readonly PeriodSeed[] = [
  { title: '새콤달콤 딸기 대전', subtitle: '설향부터 킹스베리까지, 산지 딸기 총출동', description: '논산과 담양의 딸기 농가가 새벽에 딴 딸기를 바로 보내드려요. 품종별로 골라 담아 보세요.', theme: '#FF5A5F', art: 'strawberry', startD: -5, endD: 10, kinds: ['strawberry', 'blueberry', 'tomato'] },
  { title: '제주 만감류 기획전', subtitle: '한라봉·천혜향·레드향 최대 40% 할인', description: '제주 햇살을 가득 머금은 만감류와 감귤을 한자리에 모았어요.', theme: '#FF9F1C', art: 'hallabong', startD: -3, endD: 14, kinds: ['tangerine', 'hallabong', 'mango', 'kiwi'] },
  { title: '우리 바다 제철 수산전', subtitle: '전복·대게·굴비, 산지에서 바로', description: '남해와 동해, 서해의 제철 수산물을 산지 가격으로 만나 보세요.', theme: '#1E88E5', art: 'abalone', startD: -1, endD: 20, categories: ['수산·해산물'] },
  { title: '한우·한돈 특가전', subtitle: '1++ 한우부터 제주 흑돼지까지', description: '구이, 국거리, 수육용까지 부위별로 골라 담는 정육 특가전이에요.', theme: '#C62828', art: 'hanwoo', startD: -7, endD: 3, categories: ['정육·계란'] },
  { title: '건강한 아침, 잡곡·견과 기획전', subtitle: '갓 도정한 쌀과 고소한 견과', description: '아침 한 그릇을 든든하게 채워 줄 쌀과 잡곡, 견과를 모았어요.', theme: '#8D6E63', art: 'mixedGrain', startD: -2, endD: 25, categories: ['쌀·잡곡'] },
  { title: '김장철 김치·절임배추 모음전', subtitle: '절임배추부터 젓갈까지 한 번에', description: '김장 준비에 필요한 절임배추, 젓갈, 그리고 명인의 김치를 모았어요.', theme: '#E53935', art: 'kimchi', startD: 0, endD: 30, kinds: ['kimchi', 'kkakdugi', 'waterKimchi', 'gatKimchi', 'napaCabbage', 'jeotgal', 'radish'] },
  { title: '명절 선물세트 미리 준비', subtitle: '사전 예약 최대 30% 할인', description: '과일, 한우, 수산, 건강 선물세트를 미리 준비하세요. 원하는 날짜에 보내드려요.', theme: '#6A1B9A', art: 'meatGift', startD: 3, endD: 30, categories: ['선물세트'] },
  { title: '겨울 보양식 기획전', subtitle: '추운 날 든든한 보양 먹거리', description: '인삼, 흑염소 진액, 사골까지 겨울 보양식을 모았어요.', theme: '#5D4037', art: 'ginseng', startD: -30, endD: -2, kinds: ['ginseng', 'blackGoat', 'hanwooBone', 'honey'] },
];

export interface EventSeed {
  readonly title: string;
  readonly subtitle: string;
  readonly description: string;
  readonly theme: string;
  readonly art: string;
  readonly startD: number;
  readonly endD: number;
  readonly hasApply: boolean;
  readonly applyLimit?: number;
  readonly announceD?: number;
  readonly productKinds?: readonly string[];
  readonly content: readonly EventContentBlock[];
}

const NOTICE_TITLE = '꼭 확인해 주세요';

export const eventSeeds: readonly EventSeed[] = [
  {
    title: '신규 회원 1,000P 적립 이벤트', subtitle: '가입만 해도 바로 1,000P', description: '앱에서 처음 로그인하면 1,000P를 바로 드려요.',
    theme: '#FF6400', art: 'fruitGift', startD: -30, endD: 60, hasApply: false,
    content: [
      { type: 'TEXT', title: '앱 첫 로그인하고 1,000P 받으세요', text: '마켓 앱을 설치하고 처음 로그인하면 1,000P가 바로 적립돼요. 적립된 포인트는 별로 교환해 쇼핑에 쓸 수 있어요.' },
      { type: 'NOTICE', title: NOTICE_TITLE, items: ['계정당 한 번만 적립돼요.', '탈퇴 후 다시 가입하면 적립되지 않아요.', '포인트는 적립일로부터 1년 동안 쓸 수 있어요.'] },
    ],
  },
  {
    title: '딸기 체험단 모집', subtitle: '논산 설향 딸기 1kg을 먼저 맛보세요', description: '체험단 30명을 뽑아 설향 딸기 1kg을 보내드려요.',
    theme: '#FF5A5F', art: 'strawberry', startD: -2, endD: 7, hasApply: true, announceD: 9, productKinds: ['strawberry'],
    content: [
      { type: 'TEXT', title: '딸기 체험단 30명 모집', text: '응모하신 분 중 30분을 뽑아 논산 햇살딸기농원의 설향 딸기 1kg을 보내드려요. 맛있게 드시고 솔직한 후기를 남겨 주세요.' },
      { type: 'NOTICE', title: NOTICE_TITLE, items: ['당첨자는 발표일에 알림으로 알려 드려요.', '후기는 받은 날로부터 7일 안에 남겨 주세요.', '1인 1회만 응모할 수 있어요.'] },
    ],
  },
  {
    title: '선착순 100명 무료배송 쿠폰', subtitle: '응모 즉시 무료배송 쿠폰 지급', description: '선착순 100명에게 무료배송 쿠폰을 드려요.',
    theme: '#2E7D32', art: 'saladGreens', startD: -1, endD: 5, hasApply: true, applyLimit: 100,
    content: [
      { type: 'TEXT', title: '선착순 100명!', text: '응모하면 바로 무료배송 쿠폰이 발급돼요. 100명이 모두 응모하면 마감돼요.' },
      { type: 'NOTICE', title: NOTICE_TITLE, items: ['쿠폰은 발급일로부터 7일 동안 쓸 수 있어요.', '1인 1회만 응모할 수 있어요.'] },
    ],
  },
  {
    title: '한우 선물세트 경품 응모', subtitle: '추첨으로 1++ 한우 선물세트를 드려요', description: '응모하신 분 중 10분께 1++ 한우 구이 선물세트를 보내드려요.',
    theme: '#C62828', art: 'meatGift', startD: -1, endD: 12, hasApply: true, announceD: 14, productKinds: ['hanwoo', 'meatGift'],
    content: [
      { type: 'TEXT', title: '1++ 한우 선물세트 10명', text: '횡성 한우 명가의 1++ 한우 구이 선물세트를 추첨으로 보내드려요.' },
      { type: 'NOTICE', title: NOTICE_TITLE, items: ['경품 제세공과금은 마켓이 부담해요.', '당첨자는 발표일에 알림으로 알려 드려요.'] },
    ],
  },
  {
    title: '리뷰 쓰고 별 받기', subtitle: '사진 리뷰를 남기면 별 2개', description: '구매한 상품에 사진 리뷰를 남기면 별을 드려요.',
    theme: '#F9A825', art: 'honey', startD: -14, endD: 45, hasApply: false,
    content: [
      { type: 'TEXT', title: '사진 리뷰 별 2개, 글 리뷰 별 1개', text: '구매 확정 후 30일 안에 리뷰를 남기면 별이 자동으로 적립돼요.' },
      { type: 'NOTICE', title: NOTICE_TITLE, items: ['상품과 관계없는 사진은 적립에서 빠져요.', '별은 리뷰 작성 다음 날 적립돼요.'] },
    ],
  },
  {
    title: '친구 초대 이벤트', subtitle: '친구도 나도 1,000P', description: '초대한 친구가 가입하면 두 분 모두에게 포인트를 드려요.',
    theme: '#3949AB', art: 'tteok', startD: -10, endD: 50, hasApply: false,
    content: [{ type: 'TEXT', title: '초대 링크를 보내 보세요', text: '마이페이지의 친구 초대 메뉴에서 링크를 보내면 돼요. 친구가 가입하면 두 분 모두 1,000P를 받아요.' }],
  },
  {
    title: '김장 나눔 이벤트', subtitle: '응모하고 절임배추 20kg 받기', description: '김장철을 맞아 절임배추를 나눠 드렸어요.',
    theme: '#E53935', art: 'napaCabbage', startD: -40, endD: -10, hasApply: true, announceD: -7, productKinds: ['napaCabbage', 'kimchi'],
    content: [{ type: 'TEXT', title: '응모가 마감되었어요', text: '참여해 주셔서 감사해요. 당첨자에게는 알림을 보내 드렸어요.' }],
  },
  {
    title: '여름 수박 사진 콘테스트', subtitle: '수박과 함께한 여름 사진을 보내 주세요', description: '곧 시작해요. 수박 사진을 올리고 응모하면 추첨으로 수박을 보내드려요.',
    theme: '#43A047', art: 'watermelon', startD: 5, endD: 20, hasApply: true, announceD: 25, productKinds: ['watermelon'],
    content: [{ type: 'TEXT', title: '곧 시작해요', text: '이벤트가 시작되면 알림으로 알려 드릴게요.' }],
  },
];

export interface SeasonGroupSeed {
  readonly code: string;
  readonly name: string;
  readonly description: string;
  readonly art: string;
  readonly kinds: readonly string[];
}

/** recommendation categories (recommendationCategoryId = their id, from 101) */
export const recommendationSeeds: readonly SeasonGroupSeed[] = [
  { code: 'HONBAP', name: '혼밥 한 끼', description: '혼자서도 든든하게, 데우기만 하면 되는 한 끼', art: 'mealKit', kinds: ['mealKit', 'frozenRice', 'dumpling', 'banchan', 'cutlet'] },
  { code: 'KIDS', name: '아이 간식', description: '아이들이 좋아하는 건강한 간식', art: 'strawberry', kinds: ['strawberry', 'banana', 'snack', 'milk', 'tteok', 'corn'] },
  { code: 'CAMPING', name: '캠핑 먹거리', description: '불멍과 함께 구워 먹는 캠핑 먹거리', art: 'porkBelly', kinds: ['porkBelly', 'blackPork', 'canned', 'sweetPotato', 'corn', 'coffee'] },
  { code: 'DIET', name: '가벼운 식단', description: '가볍지만 든든한 건강 식단', art: 'saladGreens', kinds: ['saladGreens', 'chicken', 'egg', 'oats', 'tomato', 'cabbageJuice'] },
  { code: 'PARENTS', name: '부모님 건강', description: '부모님 건강을 챙기는 보양 먹거리', art: 'ginseng', kinds: ['ginseng', 'honey', 'blackGoat', 'pearJuice', 'greenTea', 'healthGift'] },
  { code: 'PARTY', name: '홈파티', description: '손님 초대상에 올리면 빛나는 메뉴', art: 'salmon', kinds: ['hanwoo', 'salmon', 'shineMuscat', 'snowCrab', 'tteokgalbi', 'mango'] },
];

/** occasions (code: their `code`; ids from 201) */
export const occasionSeeds: readonly SeasonGroupSeed[] = [
  { code: 'SEOLLAL', name: '설 선물', description: '새해 인사를 전하는 명절 선물', art: 'fruitGift', kinds: ['fruitGift', 'meatGift', 'seafoodGift', 'healthGift', 'hangwa', 'driedPersimmon'] },
  { code: 'CHUSEOK', name: '추석 선물', description: '한가위 넉넉한 마음을 담은 선물', art: 'pear', kinds: ['fruitGift', 'meatGift', 'pear', 'apple', 'shineMuscat', 'seafoodGift'] },
  { code: 'JESA', name: '차례상·제사상', description: '정성껏 차리는 차례상 장보기', art: 'apple', kinds: ['apple', 'pear', 'driedPersimmon', 'gulbi', 'namul', 'tteok', 'hangwa'] },
  { code: 'BIRTHDAY', name: '생일상', description: '미역국과 잡채, 생일상 한 상', art: 'laver', kinds: ['laver', 'hanwooBulgogi', 'tteok', 'abalone', 'banchan'] },
  { code: 'HOUSEWARMING', name: '집들이', description: '손님 맞이 집들이 메뉴', art: 'porkBelly', kinds: ['porkBelly', 'hanwoo', 'salmon', 'mealKit', 'fruitGift'] },
  { code: 'PARENTS_DAY', name: '어버이날', description: '감사의 마음을 담은 건강 선물', art: 'healthGift', kinds: ['healthGift', 'ginseng', 'honey', 'meatGift'] },
];

export interface BannerSeed {
  readonly position: string;
  readonly title: string;
  readonly subtitle: string;
  readonly linkUrl: string;
  readonly theme: string;
  readonly art: string;
  readonly startD: number;
  readonly endD: number;
}

export const bannerSeeds: readonly BannerSeed[] = [
  { position: 'HOME_MAIN', title: '새콤달콤 딸기 대전', subtitle: '산지 딸기 최대 40% 할인', linkUrl: '/period/1', theme: '#FF5A5F', art: 'strawberry', startD: -5, endD: 10 },
  { position: 'HOME_MAIN', title: '오늘의 타임딜', subtitle: '한정 수량, 놓치면 내일은 없어요', linkUrl: '/deal/1', theme: '#FF6400', art: 'hanwoo', startD: -1, endD: 30 },
  { position: 'HOME_MAIN', title: '딸기 체험단 모집', subtitle: '설향 딸기 1kg을 먼저 맛보세요', linkUrl: '/event/2', theme: '#EC407A', art: 'strawberry', startD: -2, endD: 7 },
  { position: 'HOME_MAIN', title: '제주 만감류 기획전', subtitle: '한라봉·천혜향·레드향', linkUrl: '/period/2', theme: '#FF9F1C', art: 'hallabong', startD: -3, endD: 14 },
  { position: 'HOME_MAIN', title: '우리 동네 특산물', subtitle: '13개 지역의 산지 상점을 만나 보세요', linkUrl: '/local-main', theme: '#00897B', art: 'rice', startD: -60, endD: 60 },
  { position: 'HOME_MAIN', title: '겨울 보양식 기획전', subtitle: '끝난 기획전이에요', linkUrl: '/period/8', theme: '#5D4037', art: 'ginseng', startD: -30, endD: -2 },
  { position: 'HOME_MIDDLE', title: '신규 회원 1,000P', subtitle: '앱 첫 로그인하고 바로 받기', linkUrl: '/event/1', theme: '#FF6400', art: 'fruitGift', startD: -30, endD: 60 },
  { position: 'HOME_MIDDLE', title: '이달의 제철 먹거리', subtitle: '지금 가장 맛있는 것들', linkUrl: '/season', theme: '#7CB342', art: 'tangerine', startD: -60, endD: 60 },
  { position: 'CATEGORY', title: '우리 바다 제철 수산전', subtitle: '전복·대게·굴비', linkUrl: '/period/3', theme: '#1E88E5', art: 'abalone', startD: -1, endD: 20 },
  { position: 'CATEGORY', title: '제철 먹거리 모아 보기', subtitle: '달마다 바뀌는 제철 식탁', linkUrl: '/category/season/delicacy', theme: '#43A047', art: 'spinach', startD: -60, endD: 60 },
  { position: 'SEARCH', title: '딸기 대전 진행 중', subtitle: '지금 가장 많이 찾는 딸기', linkUrl: '/period/1', theme: '#FF5A5F', art: 'strawberry', startD: -5, endD: 10 },
  { position: 'BEST', title: '한우·한돈 특가전', subtitle: '1++ 한우부터 흑돼지까지', linkUrl: '/period/4', theme: '#C62828', art: 'hanwoo', startD: -7, endD: 3 },
  { position: 'LOCAL', title: '제주 특산물 모아 보기', subtitle: '감귤·흑돼지·옥돔', linkUrl: '/local/jeju', theme: '#FF9F1C', art: 'tangerine', startD: -60, endD: 60 },
];

export interface NoticeSeed {
  readonly category: string;
  readonly title: string;
  readonly content: string;
  readonly isImportant?: boolean;
  readonly daysAgo: number;
}

export const noticeSeeds: readonly NoticeSeed[] = [
  { category: '공지', title: '마켓 서비스 이용약관 개정 안내', daysAgo: 120, content: '<p>안녕하세요, 마켓입니다.</p><p>서비스 이용약관 일부가 개정되어 안내해 드려요. 개정 약관은 공지일로부터 7일 뒤부터 적용돼요.</p><ul><li>포인트(별) 교환 기준 명확화</li><li>커뮤니티 게시물 운영 정책 추가</li></ul>' },
  { category: '안내', title: '산지 직송 상품 배송 안내', daysAgo: 95, content: '<p>산지 직송 상품은 주문 다음 날 산지에서 바로 출발해요.</p><p>신선식품 특성상 <b>주말·공휴일 전날</b>에는 출고되지 않을 수 있어요.</p>' },
  { category: '이벤트', title: '겨울 김장 나눔 이벤트 당첨자 발표', daysAgo: 70, content: '<p>김장 나눔 이벤트에 참여해 주셔서 감사해요.</p><p>당첨되신 분께는 알림으로 안내해 드렸어요. 배송은 순차적으로 진행돼요.</p>' },
  { category: '안내', title: '별(포인트) 교환 방법 안내', daysAgo: 60, content: '<p>모은 포인트는 마이페이지 &gt; 포인트 교환에서 별로 바꿀 수 있어요.</p><p>자동 교환을 켜 두면 포인트가 쌓일 때마다 자동으로 교환돼요.</p>' },
  { category: '공지', title: '개인정보처리방침 개정 안내', daysAgo: 45, content: '<p>개인정보처리방침이 개정되어 안내해 드려요.</p><ul><li>수집 항목 중 불필요한 항목 삭제</li><li>보관 기간 명시</li></ul>' },
  { category: '점검', title: '[완료] 서버 점검 안내', daysAgo: 30, content: '<p>더 안정적인 서비스를 위해 서버 점검을 진행했어요.</p><p>점검 시간: 새벽 2시 ~ 5시</p>' },
  { category: '안내', title: '설 연휴 배송 일정 안내', daysAgo: 21, content: '<p>설 연휴 기간에는 택배사 휴무로 배송이 멈춰요.</p><p>연휴 전 마지막 출고일과 연휴 후 첫 출고일을 꼭 확인해 주세요.</p>' },
  { category: '이벤트', title: '딸기 체험단 모집 안내', daysAgo: 2, content: '<p>논산 설향 딸기 체험단 30명을 모집해요.</p><p>이벤트 페이지에서 응모해 주세요.</p>' },
  { category: '안내', title: '앱 업데이트 안내 (2.26)', daysAgo: 10, content: '<p>새 버전이 나왔어요. 최근 본 상품과 찜한 상점을 더 쉽게 볼 수 있어요.</p>' },
  { category: '공지', title: '사칭 문자 주의 안내', isImportant: true, daysAgo: 5, content: '<p>마켓을 사칭한 문자가 발송되고 있어요.</p><p><b>마켓은 문자로 결제나 개인정보 입력을 요구하지 않아요.</b> 의심되는 문자는 고객센터로 알려 주세요.</p>' },
  { category: '점검', title: '정기 점검 안내 (새벽 2시~4시)', isImportant: true, daysAgo: 1, content: '<p>안정적인 서비스를 위해 정기 점검을 진행해요.</p><p>점검 중에는 주문과 로그인을 잠시 쓸 수 없어요.</p>' },
  { category: '안내', title: '고객센터 운영 시간 변경 안내', daysAgo: 0, content: '<p>고객센터 운영 시간이 평일 오전 9시 ~ 오후 6시로 바뀌어요.</p><p>점심시간은 낮 12시 ~ 1시예요.</p>' },
];

/** popular keywords: [keyword, searches, previous rank (null: new)] */
export const popularKeywordSeeds: readonly (readonly [string, number, number | null])[] = [
  ['딸기', 980, 1], ['한라봉', 870, 3], ['한우', 860, 2], ['샤인머스캣', 640, 4], ['감귤', 610, 7], ['전복', 590, 5],
  ['고구마', 480, 9], ['사과', 470, 6], ['김치', 450, 8], ['대게', 400, null], ['삼겹살', 380, 10], ['굴비', 300, 14],
  ['쌀', 290, 11], ['꿀', 250, 12], ['홍삼', 240, 13], ['견과', 200, null], ['만두', 180, 15], ['떡볶이', 170, 16],
  ['밀키트', 160, 17], ['선물세트', 150, 18],
];

export const recommendedKeywordSeeds: readonly string[] = ['설향 딸기', '제주 한라봉', '완도 전복', '1++ 한우', '절임배추', '선물세트', '꿀고구마', '무료배송'];

export const shortLinkSeeds: readonly { readonly code: string; readonly targetPath: string; readonly title: string }[] = [
  { code: 'strawberry', targetPath: '/period/1', title: '새콤달콤 딸기 대전' },
  { code: 'timedeal', targetPath: '/deal/1', title: '오늘의 타임딜' },
  { code: 'welcome', targetPath: '/event/1', title: '신규 회원 1,000P 적립 이벤트' },
  { code: 'jeju', targetPath: '/local/jeju', title: '제주 특산물' },
  { code: 'hanwoo', targetPath: '/period/4', title: '한우·한돈 특가전' },
  { code: 'season', targetPath: '/season', title: '이달의 제철 먹거리' },
];
