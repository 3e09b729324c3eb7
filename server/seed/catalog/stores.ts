/**
 * Regions and their stores. A store sells a few product kinds (kinds.ts); its products are named
 * after its town. Store ids are positions in this list (1-based): add new stores at the end.
 */

export interface RegionSeed {
  readonly code: string;
  readonly name: string;
  readonly shortName: string;
  readonly description: string;
  readonly specialties: readonly string[];
  readonly mapX: number;
  readonly mapY: number;
}

export const regionSeeds: readonly RegionSeed[] = [
  { code: 'gyeonggi', name: '경기도', shortName: '경기', description: '임금님 밥상에 오르던 쌀과 황토 고구마의 고장', specialties: ['쌀', '고구마', '잣', '배'], mapX: 36, mapY: 22 },
  { code: 'gangwon', name: '강원도', shortName: '강원', description: '맑은 공기와 고랭지에서 자란 한우·감자·동해 수산물', specialties: ['한우', '감자', '오징어', '황태'], mapX: 60, mapY: 16 },
  { code: 'chungbuk', name: '충청북도', shortName: '충북', description: '내륙의 큰 일교차가 키운 사과·포도·곶감', specialties: ['사과', '포도', '절임배추'], mapX: 50, mapY: 38 },
  { code: 'chungnam', name: '충청남도', shortName: '충남', description: '논산 딸기와 서산 마늘, 금산 인삼의 땅', specialties: ['딸기', '마늘', '인삼', '꽃게'], mapX: 30, mapY: 42 },
  { code: 'jeonbuk', name: '전라북도', shortName: '전북', description: '전주 비빔밥과 순창 고추장, 곰소 젓갈의 맛', specialties: ['고추장', '젓갈', '수박', '치즈'], mapX: 34, mapY: 58 },
  { code: 'jeonnam', name: '전라남도', shortName: '전남', description: '남도 바다의 전복·굴비와 보성 녹차', specialties: ['전복', '굴비', '녹차', '갓김치'], mapX: 30, mapY: 76 },
  { code: 'gyeongbuk', name: '경상북도', shortName: '경북', description: '성주 참외, 의성 마늘, 영덕 대게가 나는 곳', specialties: ['참외', '마늘', '대게', '사과'], mapX: 66, mapY: 44 },
  { code: 'gyeongnam', name: '경상남도', shortName: '경남', description: '통영 굴과 남해 마늘, 지리산 약초', specialties: ['굴', '마늘', '녹차', '사과'], mapX: 58, mapY: 70 },
  { code: 'jeju', name: '제주도', shortName: '제주', description: '감귤·한라봉과 흑돼지, 옥돔의 섬', specialties: ['감귤', '한라봉', '흑돼지', '옥돔'], mapX: 26, mapY: 96 },
  { code: 'busan', name: '부산광역시', shortName: '부산', description: '기장 미역과 자갈치 시장의 싱싱한 생선', specialties: ['어묵', '미역', '멸치', '갈치'], mapX: 72, mapY: 74 },
  { code: 'incheon', name: '인천광역시', shortName: '인천', description: '강화 순무와 소래포구 꽃게', specialties: ['순무', '꽃게', '새우젓'], mapX: 26, mapY: 24 },
  { code: 'daegu', name: '대구광역시', shortName: '대구', description: '팔공산 사과와 약령시의 건강한 맛', specialties: ['사과', '납작만두', '한방'], mapX: 62, mapY: 56 },
  { code: 'ulsan', name: '울산광역시', shortName: '울산', description: '언양 불고기와 울주 배', specialties: ['불고기', '배', '문어'], mapX: 74, mapY: 62 },
];

export interface StoreSeed {
  readonly region: string;
  readonly place: string;
  readonly name: string;
  readonly description: string;
  readonly kinds: readonly [string, ...string[]];
  readonly sinceYear: number;
}

const s = (region: string, place: string, name: string, description: string, kinds: readonly [string, ...string[]], sinceYear: number): StoreSeed => ({
  region, place, name, description, kinds, sinceYear,
});

export const storeSeeds: readonly StoreSeed[] = [
  // 경기
  s('gyeonggi', '이천', '이천 임금님쌀 방앗간', '3대째 이어 온 방앗간에서 매일 도정해요.', ['rice', 'brownRice', 'glutinousRice'], 1978),
  s('gyeonggi', '여주', '여주 황토고구마 농장', '황토밭에서 키운 고구마와 수제 간식을 만들어요.', ['sweetPotato', 'snack'], 2004),
  s('gyeonggi', '가평', '가평 잣마을', '잣나무 숲에서 직접 딴 햇잣과 벌꿀을 팔아요.', ['nuts', 'honey'], 1999),
  s('gyeonggi', '안성', '안성 배 과수원', '배꽃이 아름다운 과수원에서 가을마다 배를 따요.', ['pear', 'fruitGift'], 1987),
  s('gyeonggi', '파주', '파주 장단콩 마을', '장단콩으로 메주를 쑤어 전통 장을 담가요.', ['beans', 'jang'], 2001),
  s('gyeonggi', '양평', '양평 친환경 채소농장', '두물머리 옆 유기농 하우스에서 잎채소를 길러요.', ['lettuce', 'saladGreens', 'cucumber'], 2010),
  // 강원
  s('gangwon', '횡성', '횡성 한우 명가', '횡성에서 나고 자란 한우만 다뤄요.', ['hanwoo', 'hanwooBulgogi', 'hanwooBone', 'meatGift'], 1995),
  s('gangwon', '평창', '평창 고랭지 농장', '해발 700m 고랭지에서 감자와 배추, 옥수수를 길러요.', ['potato', 'napaCabbage', 'corn'], 2003),
  s('gangwon', '속초', '속초 중앙 건어물', '속초 중앙시장에서 40년째 건어물을 팔아요.', ['squid', 'driedPollack', 'roe'], 1983),
  s('gangwon', '강릉', '강릉 바다 로스터리', '안목해변 앞에서 커피를 볶고 빵을 구워요.', ['coffee', 'bread'], 2012),
  s('gangwon', '봉평', '봉평 메밀촌', '메밀꽃 필 무렵의 그 마을, 메밀국수와 버섯을 팔아요.', ['noodles', 'flour', 'mushroom'], 2006),
  // 충북
  s('chungbuk', '충주', '충주 사과 농원', '남한강 바람을 맞고 자란 사과예요.', ['apple', 'fruitGift'], 1992),
  s('chungbuk', '괴산', '괴산 절임배추 농가', '청정 괴산 배추를 천일염으로 절여 보내드려요.', ['napaCabbage', 'kimchi', 'pepper'], 2005),
  s('chungbuk', '영동', '영동 포도 마을', '포도와 곶감의 고장 영동의 과일을 모았어요.', ['grape', 'shineMuscat', 'driedPersimmon'], 1998),
  s('chungbuk', '음성', '음성 유정란 농장', '닭들이 마당을 뛰어노는 동물복지 농장이에요.', ['egg', 'chicken'], 2011),
  // 충남
  s('chungnam', '논산', '논산 햇살딸기농원', '겨울 햇살 가득한 하우스에서 설향 딸기를 키워요.', ['strawberry', 'blueberry'], 2002),
  s('chungnam', '서산', '서산 육쪽마늘 농협', '서산 황토에서 자란 육쪽마늘을 모아 보내요.', ['garlic', 'onion', 'pickles'], 1990),
  s('chungnam', '금산', '금산 인삼 시장', '인삼의 고장 금산에서 6년근만 골라요.', ['ginseng', 'honey', 'healthGift'], 1985),
  s('chungnam', '태안', '태안 바다 수산', '태안 앞바다에서 잡은 꽃게와 새우를 바로 보내요.', ['blueCrab', 'shrimp', 'laver'], 2000),
  s('chungnam', '홍성', '홍성 한돈 농장', '깨끗한 농장에서 기른 한돈을 직접 손질해요.', ['porkBelly', 'porkLeg', 'porkRib'], 1997),
  // 전북
  s('jeonbuk', '고창', '고창 황토 수박농원', '황토밭 수박과 청보리밭 보리를 길러요.', ['watermelon', 'oats', 'blueberry'], 2001),
  s('jeonbuk', '순창', '순창 고추장 명인', '명인이 항아리에 담가 해를 넘겨 숙성해요.', ['jang', 'sauce', 'pickles'], 1976),
  s('jeonbuk', '전주', '전주 한옥 밥상', '전주 한옥마을 식당의 맛을 밀키트로 담았어요.', ['mealKit', 'frozenRice', 'tteokgalbi'], 2013),
  s('jeonbuk', '부안', '곰소 젓갈 상회', '곰소 천일염으로 담근 젓갈을 팔아요.', ['jeotgal', 'roe'], 1981),
  s('jeonbuk', '임실', '임실 치즈 목장', '목장 원유로 치즈와 요거트를 만들어요.', ['milk', 'bread'], 1994),
  // 전남
  s('jeonnam', '보성', '보성 녹차 다원', '계단식 차밭에서 첫물 찻잎을 따요.', ['greenTea', 'pearJuice'], 1988),
  s('jeonnam', '완도', '완도 전복 양식장', '완도 청정 바다에서 다시마를 먹여 키워요.', ['abalone', 'laver', 'seafoodGift'], 1996),
  s('jeonnam', '영광', '영광 법성포 굴비', '법성포 해풍에 말린 굴비만 다뤄요.', ['gulbi', 'seafoodGift'], 1979),
  s('jeonnam', '해남', '해남 땅끝 농장', '땅끝 황토에서 배추와 고구마를 길러요.', ['napaCabbage', 'sweetPotato', 'kimchi'], 2000),
  s('jeonnam', '나주', '나주 배 과수원', '100년 배 과수원의 크고 단 배예요.', ['pear', 'pearJuice'], 1972),
  s('jeonnam', '여수', '여수 돌산 갓김치', '돌산 갓으로 담근 갓김치가 대표 상품이에요.', ['gatKimchi', 'kimchi', 'kkakdugi'], 1993),
  s('jeonnam', '담양', '담양 대숲 딸기하우스', '대나무 숲 옆 하우스에서 딸기와 토마토를 키워요.', ['strawberry', 'tomato'], 2009),
  // 경북
  s('gyeongbuk', '성주', '성주 꿀참외 농장', '참외 하나만 30년, 성주 꿀참외예요.', ['chamoe', 'tomato'], 1991),
  s('gyeongbuk', '의성', '의성 마늘 농협', '의성 한지형 마늘을 모아 보내요.', ['garlic', 'onion'], 1986),
  s('gyeongbuk', '영덕', '영덕 대게 수산', '강구항에서 갓 잡은 대게를 바로 쪄요.', ['snowCrab', 'squid'], 1989),
  s('gyeongbuk', '청송', '청송 꿀사과 과수원', '주왕산 자락에서 꿀이 박힌 사과를 길러요.', ['apple', 'fruitGift', 'peach'], 1995),
  s('gyeongbuk', '안동', '안동 간고등어', '안동 간잡이의 손맛으로 고등어를 간해요.', ['mackerel', 'gangjeong'], 1984),
  s('gyeongbuk', '상주', '상주 곶감 마을', '곶감의 고장 상주에서 감과 쌀을 팔아요.', ['driedPersimmon', 'persimmon', 'rice'], 1997),
  s('gyeongbuk', '경주', '경주 찰보리 빵집', '경주 찰보리로 빵과 한과를 구워요.', ['bread', 'hangwa'], 2003),
  // 경남
  s('gyeongnam', '통영', '통영 굴 수협', '통영 앞바다 굴과 문어, 멸치를 보내요.', ['oyster', 'octopus', 'anchovy'], 1980),
  s('gyeongnam', '남해', '남해 보물섬 농장', '해풍 맞은 남해 마늘과 섬초를 길러요.', ['garlic', 'spinach'], 2002),
  s('gyeongnam', '하동', '하동 녹차·재첩', '섬진강 재첩과 화개 녹차를 팔아요.', ['greenTea', 'clam'], 1990),
  s('gyeongnam', '밀양', '밀양 얼음골 사과', '얼음골 찬 바람이 만든 꿀사과예요.', ['apple', 'plum'], 1993),
  s('gyeongnam', '산청', '산청 지리산 약초원', '지리산 자락의 꿀과 약초, 버섯을 팔아요.', ['honey', 'ginseng', 'mushroom'], 2000),
  // 제주
  s('jeju', '제주', '제주 감귤 농장', '돌담 귤밭에서 감귤과 한라봉을 따요.', ['tangerine', 'hallabong'], 1986),
  s('jeju', '서귀포', '서귀포 한라봉 하우스', '남쪽 햇살 가득한 하우스의 만감류와 애플망고예요.', ['hallabong', 'mango', 'kiwi'], 2005),
  s('jeju', '제주', '제주 흑돼지 정육', '제주 흑돼지만 손질해 보내요.', ['blackPork', 'meatGift'], 1998),
  s('jeju', '제주', '제주 바다 옥돔', '제주 바다의 옥돔과 은갈치를 잡아요.', ['okdom', 'hairtail', 'mackerel'], 1991),
  s('jeju', '구좌', '제주 구좌 당근밭', '화산송이 흙에서 자란 당근과 무, 그리고 화산암반수예요.', ['carrot', 'radish', 'water'], 2007),
  // 부산
  s('busan', '부산', '부산 바다 어묵공방', '생선살 가득한 수제 어묵과 통조림을 만들어요.', ['fishCake', 'canned'], 1995),
  s('busan', '기장', '기장 미역·멸치', '기장 앞바다 미역과 멸치를 말려요.', ['laver', 'anchovy'], 1988),
  s('busan', '부산', '부산 국제 청과', '부산항으로 들어온 수입 과일을 골라 보내요.', ['banana', 'orange', 'kiwi'], 2008),
  s('busan', '부산', '자갈치 활어 상회', '자갈치 시장의 연어와 갈치, 참치를 손질해요.', ['salmon', 'hairtail'], 1982),
  // 인천
  s('incheon', '강화', '강화 순무·인삼', '강화섬 순무와 인삼을 길러요.', ['radish', 'ginseng'], 1994),
  s('incheon', '소래', '소래포구 수산', '소래포구 꽃게와 새우젓을 팔아요.', ['blueCrab', 'shrimp', 'jeotgal'], 1985),
  s('incheon', '인천', '인천 만두 공방', '매일 아침 손으로 빚는 만두와 돈가스예요.', ['dumpling', 'cutlet', 'frozenRice'], 2010),
  // 대구
  s('daegu', '대구', '대구 납작만두', '대구 명물 납작만두와 떡볶이예요.', ['dumpling', 'tteokbokki'], 1990),
  s('daegu', '팔공산', '팔공산 사과원', '팔공산 기슭의 사과와 양배추즙이에요.', ['apple', 'cabbageJuice'], 1996),
  s('daegu', '대구', '대구 약령시 한방', '약령시 한방 진액과 영양제를 팔아요.', ['blackGoat', 'ginseng', 'vitamin'], 1979),
  // 울산
  s('ulsan', '울주', '울주 배 농원', '울주 배와 건강즙을 만들어요.', ['pear', 'cabbageJuice'], 1993),
  s('ulsan', '언양', '언양 불고기', '석쇠에 구워 먹던 언양 불고기의 맛이에요.', ['hanwooBulgogi', 'tteokgalbi', 'banchan'], 1987),
  s('ulsan', '울산', '울산 정자 수산', '정자항 문어와 고등어, 반찬을 팔아요.', ['octopus', 'mackerel', 'namul'], 1999),
  // 더 (반찬·떡·음료)
  s('gyeonggi', '수원', '수원 반찬가게', '매일 아침 만든 반찬을 그날 보내요.', ['banchan', 'namul', 'waterKimchi'], 2008),
  s('chungnam', '공주', '공주 알밤 떡방', '공주 알밤과 떡을 만들어요.', ['tteok', 'nuts'], 2001),
  s('gangwon', '춘천', '춘천 닭갈비 정육', '춘천 닭과 양념육, 메밀국수를 팔아요.', ['chicken', 'tteokgalbi', 'noodles'], 1992),
];

/**
 * Products that are also regional specialties of the 지역특산물 categories: the store's town and
 * the product kind → that category, by names.
 */
export const localSpecialties: readonly { readonly place: string; readonly kind: string; readonly category: string }[] = [
  { place: '횡성', kind: 'hanwoo', category: '지역특산물>강원도>횡성 한우' },
  { place: '횡성', kind: 'hanwooBulgogi', category: '지역특산물>강원도>횡성 한우' },
  { place: '평창', kind: 'potato', category: '지역특산물>강원도>평창 감자' },
  { place: '속초', kind: 'squid', category: '지역특산물>강원도>속초 오징어' },
  { place: '이천', kind: 'rice', category: '지역특산물>경기도>이천 쌀' },
  { place: '여주', kind: 'sweetPotato', category: '지역특산물>경기도>여주 고구마' },
  { place: '금산', kind: 'ginseng', category: '지역특산물>충청도>금산 인삼' },
  { place: '서산', kind: 'garlic', category: '지역특산물>충청도>서산 육쪽마늘' },
  { place: '충주', kind: 'apple', category: '지역특산물>충청도>충주 사과' },
  { place: '보성', kind: 'greenTea', category: '지역특산물>전라도>보성 녹차' },
  { place: '완도', kind: 'abalone', category: '지역특산물>전라도>완도 전복' },
  { place: '영광', kind: 'gulbi', category: '지역특산물>전라도>영광 굴비' },
  { place: '영덕', kind: 'snowCrab', category: '지역특산물>경상도>영덕 대게' },
  { place: '성주', kind: 'chamoe', category: '지역특산물>경상도>성주 참외' },
  { place: '의성', kind: 'garlic', category: '지역특산물>경상도>의성 마늘' },
  { place: '제주', kind: 'tangerine', category: '지역특산물>제주도>제주 감귤' },
  { place: '서귀포', kind: 'hallabong', category: '지역특산물>제주도>제주 감귤' },
  { place: '제주', kind: 'hallabong', category: '지역특산물>제주도>제주 감귤' },
  { place: '제주', kind: 'blackPork', category: '지역특산물>제주도>제주 흑돼지' },
  { place: '제주', kind: 'okdom', category: '지역특산물>제주도>제주 옥돔' },
];
