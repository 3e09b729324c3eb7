/**
 * Product kinds of the seed: what a product is (its picture, its category, its season) and the
 * variants stores sell of it. A product's name is `<place> <label> <size>`: '논산 설향 딸기 500g'.
 * Prices are list prices in won before a store's small difference and discount.
 */

export interface Variant {
  /** '설향 딸기' */
  readonly label: string;
  /** '500g' */
  readonly size: string;
  readonly price: number;
}

export interface Kind {
  readonly key: string;
  /** the short Korean name shown on its picture and as a delicacy: '딸기' */
  readonly name: string;
  /** category path by names, '>' between levels */
  readonly category: string;
  /** months it is in season (제철), 1–12 */
  readonly months?: readonly number[];
  /** search tags besides the words of the name */
  readonly keywords: readonly string[];
  /** a sentence of the product description */
  readonly description: string;
  /** for imported goods: the country, used in the name instead of the store's town */
  readonly importedFrom?: string;
  readonly variants: readonly [Variant, ...Variant[]];
}

const v = (label: string, size: string, price: number): Variant => ({ label, size, price });

export const kinds: readonly Kind[] = [
  // 과일
  {
    key: 'strawberry', name: '딸기', category: '과일>국산과일>딸기', months: [12, 1, 2, 3, 4, 5],
    keywords: ['딸기', '봄딸기', '생딸기', '겨울딸기'],
    description: '새벽에 딴 딸기를 꼭지까지 싱싱하게 보내드려요. 한 입 베어 물면 과즙이 가득 퍼져요.',
    variants: [v('설향 딸기', '500g', 12900), v('설향 딸기', '1kg', 22900), v('킹스베리 딸기', '6입 (750g)', 32900), v('장희 딸기', '500g', 14900), v('금실 딸기', '750g', 19900), v('못난이 딸기', '2kg', 19900)],
  },
  {
    key: 'apple', name: '사과', category: '과일>국산과일>사과·배', months: [9, 10, 11, 12, 1],
    keywords: ['사과', '꿀사과', '부사'],
    description: '일교차 큰 산지에서 자라 아삭하고 당도가 높아요. 껍질째 드셔도 좋아요.',
    variants: [v('부사 사과', '3kg (11~13과)', 29900), v('홍로 사과', '2kg', 21900), v('꿀사과', '5kg', 39900), v('못난이 사과', '3kg', 18900)],
  },
  {
    key: 'pear', name: '배', category: '과일>국산과일>사과·배', months: [9, 10, 11],
    keywords: ['배', '신고배', '나주배'],
    description: '과즙이 풍부하고 시원한 단맛이 나는 배예요. 선물용으로도 인기가 많아요.',
    variants: [v('신고배', '5kg (8~10과)', 35900), v('원황배', '3kg', 24900), v('선물용 배', '7.5kg', 59000)],
  },
  {
    key: 'tangerine', name: '감귤', category: '과일>국산과일>감귤·한라봉', months: [11, 12, 1, 2],
    keywords: ['감귤', '귤', '밀감', '노지귤'],
    description: '햇볕을 듬뿍 받고 자란 새콤달콤한 감귤이에요. 껍질이 얇아 까 먹기 좋아요.',
    variants: [v('노지 감귤', '3kg', 15900), v('하우스 감귤', '2kg', 19900), v('타이벡 감귤', '5kg', 29900), v('꼬마 감귤', '2.5kg', 12900)],
  },
  {
    key: 'hallabong', name: '한라봉', category: '과일>국산과일>감귤·한라봉', months: [1, 2, 3, 4],
    keywords: ['한라봉', '천혜향', '레드향', '만감류'],
    description: '진한 향과 높은 당도의 만감류예요. 알이 굵고 과즙이 많아요.',
    variants: [v('한라봉', '3kg', 32900), v('천혜향', '2kg', 29900), v('레드향', '3kg', 39900), v('황금향', '2kg', 27900)],
  },
  {
    key: 'grape', name: '포도', category: '과일>국산과일>포도·샤인머스캣', months: [8, 9, 10],
    keywords: ['포도', '캠벨', '거봉'],
    description: '알이 꽉 찬 송이를 골라 보내드려요. 진한 포도 향이 살아 있어요.',
    variants: [v('캠벨 포도', '2kg', 19900), v('거봉 포도', '2kg', 25900), v('MBA 포도', '1.5kg', 18900)],
  },
  {
    key: 'shineMuscat', name: '샤인머스캣', category: '과일>국산과일>포도·샤인머스캣', months: [8, 9, 10, 11],
    keywords: ['샤인머스캣', '청포도', '머스캣'],
    description: '망고 향이 나는 씨 없는 청포도예요. 껍질째 톡 터지는 식감이 좋아요.',
    variants: [v('샤인머스캣', '2kg (2~3송이)', 34900), v('샤인머스캣', '1송이 (700g)', 14900), v('선물용 샤인머스캣', '4kg', 69000)],
  },
  {
    key: 'peach', name: '복숭아', category: '과일>국산과일>복숭아·자두', months: [7, 8, 9],
    keywords: ['복숭아', '백도', '황도', '천도'],
    description: '한여름 나무에서 익힌 복숭아예요. 말랑한 과육에 단물이 뚝뚝 떨어져요.',
    variants: [v('백도 복숭아', '2.5kg', 24900), v('황도 복숭아', '2kg', 22900), v('천도 복숭아', '2kg', 17900), v('신비 복숭아', '1kg', 15900)],
  },
  {
    key: 'plum', name: '자두', category: '과일>국산과일>복숭아·자두', months: [6, 7, 8],
    keywords: ['자두', '대석', '추희'],
    description: '새콤한 껍질과 달콤한 과육이 어우러진 여름 자두예요.',
    variants: [v('대석 자두', '2kg', 16900), v('추희 자두', '2kg', 19900)],
  },
  {
    key: 'chamoe', name: '참외', category: '과일>국산과일>참외·수박', months: [4, 5, 6, 7],
    keywords: ['참외', '꿀참외', '성주참외'],
    description: '노란 껍질에 하얀 골이 선명한 꿀참외예요. 아삭하고 달아요.',
    variants: [v('꿀참외', '2kg (5~8과)', 19900), v('꿀참외', '5kg', 39900), v('못난이 참외', '3kg', 17900)],
  },
  {
    key: 'watermelon', name: '수박', category: '과일>국산과일>참외·수박', months: [6, 7, 8],
    keywords: ['수박', '애플수박', '흑수박'],
    description: '두드리면 맑은 소리가 나는 잘 익은 수박만 골랐어요.',
    variants: [v('고당도 수박', '7kg 내외', 25900), v('애플수박', '2통 (3kg)', 19900), v('흑수박', '8kg', 32900)],
  },
  {
    key: 'persimmon', name: '단감', category: '과일>제철과일', months: [10, 11, 12],
    keywords: ['단감', '홍시', '대봉'],
    description: '가을볕에 붉게 익은 감이에요. 아삭한 단감과 말랑한 홍시를 골라 드세요.',
    variants: [v('단감', '5kg', 27900), v('대봉 홍시', '3kg', 29900)],
  },
  {
    key: 'driedPersimmon', name: '곶감', category: '과일>냉동·건과일', months: [11, 12, 1, 2],
    keywords: ['곶감', '반건시', '건시'],
    description: '찬바람에 천천히 말려 쫀득하고 달아요. 명절 선물로 좋아요.',
    variants: [v('반건시 곶감', '1kg (20입)', 29900), v('곶감 선물세트', '1.5kg', 49000), v('감말랭이', '500g', 15900)],
  },
  {
    key: 'blueberry', name: '블루베리', category: '과일>수입과일>체리·베리류', months: [6, 7],
    keywords: ['블루베리', '베리', '복분자'],
    description: '알이 굵고 새콤달콤한 국산 블루베리예요. 요거트에 곁들여 보세요.',
    variants: [v('생 블루베리', '500g', 15900), v('냉동 블루베리', '1kg', 12900), v('복분자', '1kg', 25900)],
  },
  {
    key: 'banana', name: '바나나', category: '과일>수입과일>바나나', importedFrom: '필리핀',
    keywords: ['바나나'],
    description: '해발 높은 농장에서 천천히 자라 쫀득하고 달콤한 바나나예요.',
    variants: [v('고산지 바나나', '1.2kg', 5990), v('유기농 바나나', '1kg', 6990)],
  },
  {
    key: 'orange', name: '오렌지', category: '과일>수입과일>오렌지·자몽', importedFrom: '미국',
    keywords: ['오렌지', '자몽', '네이블'],
    description: '햇살 가득한 과수원의 과즙 많은 오렌지예요.',
    variants: [v('네이블 오렌지', '3kg', 24900), v('루비 자몽', '10입', 19900)],
  },
  {
    key: 'kiwi', name: '키위', category: '과일>수입과일>키위',
    keywords: ['키위', '골드키위', '참다래'],
    description: '후숙하면 더 달콤해지는 키위예요. 하루 한 알로 비타민을 채워 보세요.',
    variants: [v('골드키위', '2kg', 22900), v('참다래', '2kg', 16900)],
  },
  {
    key: 'mango', name: '애플망고', category: '과일>수입과일>망고·열대과일', months: [6, 7],
    keywords: ['망고', '애플망고', '열대과일'],
    description: '나무에서 완숙시킨 국산 애플망고예요. 진한 향이 방 안 가득 퍼져요.',
    variants: [v('애플망고', '2kg (4~6과)', 69000), v('애플망고', '1kg', 36900)],
  },
  // 채소
  {
    key: 'lettuce', name: '상추', category: '채소>잎채소>상추·깻잎',
    keywords: ['상추', '깻잎', '쌈채소'],
    description: '아침에 수확한 잎채소를 차갑게 포장해 보내드려요.',
    variants: [v('꽃상추', '500g', 5900), v('깻잎', '200g (10묶음)', 6900), v('청상추', '1kg', 8900)],
  },
  {
    key: 'napaCabbage', name: '배추', category: '채소>잎채소>배추·양배추', months: [10, 11, 12],
    keywords: ['배추', '절임배추', '김장', '양배추'],
    description: '속이 꽉 찬 배추예요. 김장용으로 찾는 분이 많아요.',
    variants: [v('김장 배추', '3포기 (8kg)', 15900), v('절임배추', '20kg', 39900), v('알배기 배추', '2통', 6900), v('양배추', '2통', 7900)],
  },
  {
    key: 'spinach', name: '시금치', category: '채소>잎채소>시금치·나물류', months: [12, 1, 2, 3],
    keywords: ['시금치', '나물', '봄나물', '냉이', '달래'],
    description: '해풍을 맞고 자라 달큰한 겨울 채소와 향긋한 나물이에요.',
    variants: [v('섬초 시금치', '1kg', 8900), v('봄나물 모음 (달래·냉이)', '500g', 12900), v('취나물', '500g', 9900), v('시래기', '1kg', 13900)],
  },
  {
    key: 'potato', name: '감자', category: '채소>뿌리채소>감자·고구마', months: [6, 7, 8, 9],
    keywords: ['감자', '햇감자', '수미감자'],
    description: '포슬포슬하게 잘 익는 감자예요. 찌거나 볶아도 맛있어요.',
    variants: [v('수미 감자', '3kg', 12900), v('햇감자', '5kg', 19900), v('알감자', '2kg', 8900)],
  },
  {
    key: 'sweetPotato', name: '고구마', category: '채소>뿌리채소>감자·고구마', months: [9, 10, 11],
    keywords: ['고구마', '꿀고구마', '밤고구마', '호박고구마'],
    description: '황토밭에서 자란 고구마예요. 구우면 꿀이 흘러나와요.',
    variants: [v('꿀고구마', '3kg', 16900), v('밤고구마', '5kg', 24900), v('호박고구마', '3kg', 18900)],
  },
  {
    key: 'radish', name: '무', category: '채소>뿌리채소>무·당근', months: [10, 11, 12],
    keywords: ['무', '월동무', '순무', '알타리'],
    description: '단단하고 물이 많은 무예요. 국이나 조림에 넣으면 시원한 맛이 나요.',
    variants: [v('월동무', '3개 (5kg)', 9900), v('알타리무', '2kg', 9900), v('순무', '3kg', 12900)],
  },
  {
    key: 'carrot', name: '당근', category: '채소>뿌리채소>무·당근', months: [10, 11, 12, 1],
    keywords: ['당근', '흙당근'],
    description: '화산송이 흙에서 자라 단맛이 진한 당근이에요. 주스로도 좋아요.',
    variants: [v('흙당근', '3kg', 11900), v('세척 당근', '1kg', 5900), v('주스용 당근', '10kg', 24900)],
  },
  {
    key: 'onion', name: '양파', category: '채소>뿌리채소>양파·마늘·생강', months: [5, 6],
    keywords: ['양파', '햇양파', '적양파'],
    description: '단단하고 매운맛이 적은 양파예요. 볶으면 단맛이 살아나요.',
    variants: [v('햇양파', '5kg', 12900), v('적양파', '3kg', 10900), v('저장 양파', '10kg', 19900)],
  },
  {
    key: 'garlic', name: '마늘', category: '채소>뿌리채소>양파·마늘·생강', months: [5, 6, 7],
    keywords: ['마늘', '햇마늘', '깐마늘', '육쪽마늘', '흑마늘'],
    description: '알이 단단하고 향이 진한 국산 마늘이에요.',
    variants: [v('햇마늘', '1kg', 15900), v('깐마늘', '1kg', 17900), v('육쪽마늘', '2kg', 34900), v('흑마늘', '500g', 29900)],
  },
  {
    key: 'mushroom', name: '버섯', category: '채소>버섯',
    keywords: ['버섯', '표고', '새송이', '느타리'],
    description: '참나무 원목과 깨끗한 배지에서 키운 버섯이에요. 향과 식감이 좋아요.',
    variants: [v('표고버섯', '500g', 14900), v('새송이버섯', '1kg', 7900), v('느타리버섯', '1kg', 6900), v('건표고 슬라이스', '200g', 15900)],
  },
  {
    key: 'saladGreens', name: '샐러드', category: '채소>쌈·샐러드채소',
    keywords: ['샐러드', '쌈채소', '베이비채소'],
    description: '깨끗이 씻어 바로 먹을 수 있게 담았어요.',
    variants: [v('유러피안 샐러드', '300g', 6900), v('쌈채소 모음', '800g', 9900), v('베이비채소', '200g', 4900)],
  },
  {
    key: 'tomato', name: '토마토', category: '채소>친환경채소', months: [3, 4, 5, 6],
    keywords: ['토마토', '방울토마토', '짭짤이', '친환경'],
    description: '빨갛게 완숙한 뒤 수확한 토마토예요. 새콤달콤하고 과육이 단단해요.',
    variants: [v('완숙 토마토', '2kg', 15900), v('대저 짭짤이 토마토', '2.5kg', 27900), v('방울토마토', '1kg', 9900)],
  },
  {
    key: 'pepper', name: '고추', category: '채소>친환경채소', months: [7, 8, 9],
    keywords: ['고추', '청양고추', '꽈리고추', '친환경'],
    description: '농약 없이 키운 고추예요. 알싸한 매운맛이 살아 있어요.',
    variants: [v('청양고추', '500g', 6900), v('꽈리고추', '500g', 5900), v('오이고추', '1kg', 8900)],
  },
  {
    key: 'cucumber', name: '오이', category: '채소>친환경채소',
    keywords: ['오이', '애호박', '친환경'],
    description: '가시가 살아 있는 싱싱한 오이와 애호박이에요.',
    variants: [v('백다다기 오이', '10개', 8900), v('애호박', '3개', 5900), v('가지', '1kg', 6900)],
  },
  {
    key: 'corn', name: '옥수수', category: '채소>친환경채소', months: [7, 8],
    keywords: ['옥수수', '찰옥수수', '초당옥수수'],
    description: '새벽에 따서 바로 보내는 여름 옥수수예요. 쪄 먹으면 쫀득해요.',
    variants: [v('찰옥수수', '10개', 13900), v('초당옥수수', '8개', 16900)],
  },
  // 수산·해산물
  {
    key: 'mackerel', name: '고등어', category: '수산·해산물>생선>고등어·갈치', months: [9, 10, 11, 12],
    keywords: ['고등어', '간고등어', '생선'],
    description: '기름이 잘 오른 고등어를 손질해 한 마리씩 진공 포장했어요.',
    variants: [v('간고등어', '5손 (10마리)', 29900), v('순살 고등어', '1kg', 19900), v('생물 고등어', '3마리', 15900)],
  },
  {
    key: 'hairtail', name: '갈치', category: '수산·해산물>생선>고등어·갈치', months: [7, 8, 9, 10],
    keywords: ['갈치', '은갈치', '생선'],
    description: '은빛이 살아 있는 은갈치예요. 구이와 조림 모두 좋아요.',
    variants: [v('은갈치', '4마리 (대)', 49900), v('손질 갈치', '1kg', 29900)],
  },
  {
    key: 'okdom', name: '옥돔', category: '수산·해산물>생선', months: [11, 12, 1, 2, 3],
    keywords: ['옥돔', '생선', '반건조'],
    description: '해풍에 꾸덕하게 말린 옥돔이에요. 구우면 살이 촉촉하고 고소해요.',
    variants: [v('반건조 옥돔', '3마리 (대)', 49000), v('손질 옥돔', '5마리', 59000)],
  },
  {
    key: 'salmon', name: '연어', category: '수산·해산물>생선>연어·참치',
    keywords: ['연어', '훈제연어', '참치', '회'],
    description: '손질부터 포장까지 저온으로 관리해 신선해요.',
    variants: [v('훈제 연어', '500g', 19900), v('생연어 필렛', '500g', 24900), v('참치 회', '500g', 35900)],
  },
  {
    key: 'gulbi', name: '굴비', category: '수산·해산물>생선>조기·굴비', months: [1, 2, 9],
    keywords: ['굴비', '조기', '보리굴비', '참조기'],
    description: '천일염으로 간해 해풍에 말린 굴비예요. 밥도둑으로 유명해요.',
    variants: [v('법성포 굴비', '20미 (1.4kg)', 49000), v('보리굴비', '10미', 69000), v('참조기', '10미', 39900)],
  },
  {
    key: 'abalone', name: '전복', category: '수산·해산물>조개·갑각류>전복', months: [5, 6, 7, 8],
    keywords: ['전복', '활전복', '전복장'],
    description: '청정 바다에서 다시마를 먹고 자란 전복을 살아 있는 채로 보내드려요.',
    variants: [v('활전복', '1kg (10~12미)', 39900), v('활전복', '500g (대 5미)', 32900), v('전복장', '500g', 29900)],
  },
  {
    key: 'shrimp', name: '새우', category: '수산·해산물>조개·갑각류>새우·꽃게', months: [9, 10, 11],
    keywords: ['새우', '대하', '새우장'],
    description: '살이 통통하게 오른 새우예요. 소금구이로 드셔 보세요.',
    variants: [v('대하', '1kg', 39900), v('흰다리새우', '1kg', 25900), v('새우장', '500g', 22900)],
  },
  {
    key: 'blueCrab', name: '꽃게', category: '수산·해산물>조개·갑각류>새우·꽃게', months: [4, 5, 6, 9, 10],
    keywords: ['꽃게', '게장', '간장게장', '양념게장'],
    description: '살이 꽉 찬 꽃게예요. 제철에 잡아 바로 보내드려요.',
    variants: [v('활꽃게', '2kg', 39900), v('간장게장', '1kg', 39900), v('양념게장', '1kg', 36900)],
  },
  {
    key: 'snowCrab', name: '대게', category: '수산·해산물>조개·갑각류>새우·꽃게', months: [12, 1, 2, 3, 4],
    keywords: ['대게', '박달대게', '홍게', '게'],
    description: '살이 꽉 찬 대게를 갓 쪄서 보내드려요. 다리 살이 달큰해요.',
    variants: [v('박달대게', '1마리 (1.2kg)', 89000), v('대게', '2마리 (2kg)', 99000), v('홍게', '2kg', 39900)],
  },
  {
    key: 'oyster', name: '굴', category: '수산·해산물>조개·갑각류>굴·조개', months: [11, 12, 1, 2],
    keywords: ['굴', '생굴', '석화', '각굴'],
    description: '바다 향이 진한 제철 굴이에요. 세척해서 보내드려요.',
    variants: [v('생굴', '1kg', 19900), v('각굴', '5kg', 29900), v('어리굴젓', '500g', 19900)],
  },
  {
    key: 'clam', name: '조개', category: '수산·해산물>조개·갑각류>굴·조개', months: [3, 4, 5],
    keywords: ['조개', '바지락', '꼬막', '재첩', '가리비'],
    description: '해감까지 마쳐 바로 요리할 수 있는 조개예요.',
    variants: [v('바지락', '2kg', 14900), v('꼬막', '2kg', 24900), v('재첩국', '500g×5팩', 22900), v('가리비', '2kg', 19900)],
  },
  {
    key: 'squid', name: '오징어', category: '수산·해산물>오징어·문어·낙지', months: [6, 7, 8, 9, 10],
    keywords: ['오징어', '마른오징어', '피데기'],
    description: '동해에서 잡은 오징어를 손질해 보내드려요.',
    variants: [v('손질 오징어', '5마리', 29900), v('마른 오징어', '10마리', 49000), v('피데기 오징어', '5마리', 35900)],
  },
  {
    key: 'octopus', name: '문어', category: '수산·해산물>오징어·문어·낙지', months: [3, 4, 5],
    keywords: ['문어', '낙지', '주꾸미', '산낙지'],
    description: '쫄깃한 식감이 살아 있는 문어와 낙지예요.',
    variants: [v('자숙 문어', '1kg', 45900), v('산낙지', '5마리', 39900), v('주꾸미', '1kg', 29900)],
  },
  {
    key: 'anchovy', name: '멸치', category: '수산·해산물>건어물>멸치',
    keywords: ['멸치', '볶음멸치', '국물멸치', '건어물'],
    description: '갓 잡아 바로 삶아 말린 멸치예요. 비린내 없이 고소해요.',
    variants: [v('볶음용 멸치', '500g', 15900), v('국물용 멸치', '1kg', 19900), v('지리멸치', '300g', 14900)],
  },
  {
    key: 'laver', name: '김', category: '수산·해산물>건어물>김·미역·다시마',
    keywords: ['김', '곱창김', '미역', '다시마', '해조류'],
    description: '청정 바다에서 자란 해조류를 깨끗하게 말렸어요.',
    variants: [v('곱창김', '100매', 19900), v('도시락김', '16봉', 9900), v('자른 미역', '500g', 12900), v('다시마', '500g', 9900)],
  },
  {
    key: 'driedPollack', name: '황태', category: '수산·해산물>건어물>황태·오징어채',
    keywords: ['황태', '북어', '오징어채', '건어물'],
    description: '겨울 덕장에서 얼었다 녹기를 반복하며 노랗게 마른 황태예요.',
    variants: [v('황태채', '500g', 22900), v('통황태', '5미', 29900), v('오징어채', '500g', 18900)],
  },
  {
    key: 'roe', name: '명란', category: '수산·해산물>젓갈·알',
    keywords: ['명란', '명란젓', '날치알', '알'],
    description: '저염으로 숙성한 명란이에요. 밥 위에 올려 드셔 보세요.',
    variants: [v('저염 명란젓', '500g', 29900), v('백명란', '300g', 22900), v('날치알', '500g', 9900)],
  },
  // 정육·계란
  {
    key: 'hanwoo', name: '한우', category: '정육·계란>한우>등심·안심',
    keywords: ['한우', '소고기', '등심', '안심', '1++'],
    description: '마블링이 고운 한우를 주문 후 바로 손질해 보내드려요.',
    variants: [v('1++ 한우 등심', '300g', 59000), v('한우 안심 스테이크', '300g', 62000), v('1+ 한우 채끝', '300g', 45900)],
  },
  {
    key: 'hanwooBulgogi', name: '불고기', category: '정육·계란>한우>국거리·불고기',
    keywords: ['한우', '불고기', '국거리', '소고기'],
    description: '얇게 썬 한우로 양념해 두면 온 가족 반찬이 돼요.',
    variants: [v('한우 불고기', '500g', 32900), v('한우 국거리', '500g', 29900), v('한우 다짐육', '500g', 24900)],
  },
  {
    key: 'hanwooBone', name: '사골', category: '정육·계란>한우>사골·꼬리',
    keywords: ['한우', '사골', '꼬리', '곰탕'],
    description: '오래 고아 뽀얀 국물이 우러나는 한우 사골이에요.',
    variants: [v('한우 사골', '2kg', 24900), v('한우 꼬리반골', '2kg', 39900), v('한우 사골곰탕', '500g×5팩', 19900)],
  },
  {
    key: 'porkBelly', name: '삼겹살', category: '정육·계란>한돈>삼겹살·목살',
    keywords: ['삼겹살', '목살', '돼지고기', '한돈'],
    description: '두툼하게 썰어 구우면 겉은 바삭하고 속은 촉촉해요.',
    variants: [v('한돈 삼겹살', '1kg', 29900), v('한돈 목살', '1kg', 27900), v('한돈 오겹살', '1kg', 32900)],
  },
  {
    key: 'porkLeg', name: '앞다리살', category: '정육·계란>한돈>앞다리·뒷다리',
    keywords: ['앞다리살', '뒷다리살', '수육', '돼지고기', '한돈'],
    description: '수육, 제육볶음, 찌개까지 두루 쓰기 좋은 부위예요.',
    variants: [v('한돈 앞다리살', '1kg', 14900), v('한돈 뒷다리 수육용', '1kg', 11900)],
  },
  {
    key: 'porkRib', name: '등갈비', category: '정육·계란>한돈>갈비·등갈비',
    keywords: ['등갈비', '돼지갈비', '갈비', '한돈'],
    description: '뼈 사이 살이 넉넉한 갈비예요. 찜이나 구이로 즐기세요.',
    variants: [v('한돈 등갈비', '1kg', 24900), v('양념 돼지갈비', '1.2kg', 29900)],
  },
  {
    key: 'blackPork', name: '흑돼지', category: '정육·계란>한돈>삼겹살·목살',
    keywords: ['흑돼지', '오겹살', '돼지고기'],
    description: '쫄깃한 껍질과 고소한 비계가 일품인 흑돼지예요.',
    variants: [v('흑돼지 오겹살', '1kg', 39900), v('흑돼지 목살', '1kg', 36900), v('흑돼지 구이 모둠', '1.5kg', 49900)],
  },
  {
    key: 'chicken', name: '닭', category: '정육·계란>닭·오리',
    keywords: ['닭', '토종닭', '닭가슴살', '오리'],
    description: '넓은 농장에서 건강하게 키운 닭과 오리예요.',
    variants: [v('토종닭', '1마리 (1.3kg)', 15900), v('닭가슴살', '1kg', 12900), v('훈제오리', '500g', 11900)],
  },
  {
    key: 'tteokgalbi', name: '떡갈비', category: '정육·계란>양념육·가공육',
    keywords: ['떡갈비', 'LA갈비', '육포', '양념육'],
    description: '직접 다진 고기로 빚어 구우면 육즙이 가득해요.',
    variants: [v('수제 떡갈비', '1kg (10장)', 29900), v('LA갈비', '1kg', 39900), v('한우 육포', '100g', 15900)],
  },
  {
    key: 'egg', name: '계란', category: '정육·계란>계란·메추리알',
    keywords: ['계란', '달걀', '유정란', '메추리알'],
    description: '낳은 지 하루 안에 보내는 신선한 계란이에요.',
    variants: [v('동물복지 유정란', '30구', 15900), v('무항생제 특란', '30구', 11900), v('메추리알', '1kg', 9900), v('구운란', '30구', 14900)],
  },
  // 쌀·잡곡
  {
    key: 'rice', name: '쌀', category: '쌀·잡곡>쌀>백미', months: [10, 11],
    keywords: ['쌀', '햅쌀', '백미', '추청'],
    description: '도정한 지 일주일 안의 쌀만 보내드려요. 밥맛이 달라요.',
    variants: [v('햅쌀', '10kg', 39900), v('추청 쌀', '20kg', 69900), v('신동진 쌀', '4kg', 16900), v('고시히카리', '5kg', 24900)],
  },
  {
    key: 'brownRice', name: '현미', category: '쌀·잡곡>쌀>현미',
    keywords: ['현미', '발아현미', '쌀'],
    description: '씹을수록 고소한 현미예요. 백미에 섞어 지어도 좋아요.',
    variants: [v('현미', '4kg', 15900), v('발아현미', '2kg', 12900)],
  },
  {
    key: 'glutinousRice', name: '찹쌀', category: '쌀·잡곡>쌀>찹쌀',
    keywords: ['찹쌀', '쌀'],
    description: '쫀득한 찰기가 좋은 찹쌀이에요. 약밥과 떡에 좋아요.',
    variants: [v('찹쌀', '4kg', 19900), v('흑찹쌀', '1kg', 9900)],
  },
  {
    key: 'oats', name: '귀리', category: '쌀·잡곡>잡곡>보리·귀리',
    keywords: ['귀리', '보리', '찰보리', '잡곡'],
    description: '식이섬유가 풍부한 국산 곡물이에요.',
    variants: [v('국산 귀리', '2kg', 15900), v('찰보리쌀', '2kg', 11900)],
  },
  {
    key: 'beans', name: '콩', category: '쌀·잡곡>잡곡>콩·팥',
    keywords: ['콩', '서리태', '메주콩', '팥'],
    description: '올해 수확한 국산 콩이에요. 밥에 넣거나 두유를 만들어 보세요.',
    variants: [v('서리태', '1kg', 22900), v('백태 메주콩', '2kg', 19900), v('국산 팥', '1kg', 18900)],
  },
  {
    key: 'mixedGrain', name: '잡곡', category: '쌀·잡곡>잡곡>혼합잡곡',
    keywords: ['잡곡', '혼합잡곡', '오곡'],
    description: '여러 곡물을 알맞게 섞어 한 봉지로 건강한 밥을 지을 수 있어요.',
    variants: [v('혼합 12곡', '2kg', 16900), v('영양 오곡', '1kg', 11900)],
  },
  {
    key: 'nuts', name: '견과', category: '쌀·잡곡>견과류',
    keywords: ['견과', '잣', '호두', '밤', '견과류'],
    description: '국산 견과를 깨끗이 손질했어요. 하루 한 줌 건강 간식이에요.',
    variants: [v('햇잣', '300g', 39900), v('국산 호두', '500g', 29900), v('하루 견과', '30봉', 19900), v('알밤', '2kg', 15900)],
  },
  {
    key: 'flour', name: '가루', category: '쌀·잡곡>가루·전분',
    keywords: ['밀가루', '우리밀', '찹쌀가루', '메밀가루'],
    description: '국산 곡물을 곱게 빻은 가루예요.',
    variants: [v('우리밀 밀가루', '2kg', 8900), v('메밀가루', '1kg', 12900), v('도토리가루', '500g', 15900)],
  },
  // 김치·반찬
  {
    key: 'kimchi', name: '김치', category: '김치·반찬>김치>배추김치',
    keywords: ['김치', '포기김치', '배추김치', '묵은지'],
    description: '국산 배추와 고춧가루로 담가 알맞게 익혀 보내드려요.',
    variants: [v('포기김치', '5kg', 39900), v('포기김치', '10kg', 69000), v('묵은지', '3kg', 32900), v('맛김치', '2kg', 19900)],
  },
  {
    key: 'kkakdugi', name: '깍두기', category: '김치·반찬>김치>깍두기·총각김치',
    keywords: ['깍두기', '총각김치', '김치'],
    description: '아삭한 무로 담근 깍두기와 총각김치예요. 국밥에 꼭 필요해요.',
    variants: [v('깍두기', '2kg', 17900), v('총각김치', '2kg', 21900)],
  },
  {
    key: 'waterKimchi', name: '물김치', category: '김치·반찬>김치>열무·물김치',
    keywords: ['물김치', '열무김치', '동치미', '김치'],
    description: '시원한 국물이 일품인 물김치예요.',
    variants: [v('열무김치', '2kg', 18900), v('동치미', '2kg', 15900), v('나박김치', '2kg', 14900)],
  },
  {
    key: 'gatKimchi', name: '갓김치', category: '김치·반찬>김치>갓김치·파김치',
    keywords: ['갓김치', '파김치', '김치'],
    description: '톡 쏘는 향이 매력인 갓김치와 파김치예요.',
    variants: [v('돌산 갓김치', '2kg', 24900), v('쪽파김치', '1kg', 16900)],
  },
  {
    key: 'banchan', name: '반찬', category: '김치·반찬>반찬>볶음·조림',
    keywords: ['반찬', '장조림', '멸치볶음', '조림'],
    description: '매일 아침 만든 반찬을 그날 보내드려요.',
    variants: [v('소고기 장조림', '500g', 15900), v('견과 멸치볶음', '300g', 9900), v('우엉조림', '300g', 7900)],
  },
  {
    key: 'namul', name: '나물', category: '김치·반찬>반찬>나물·무침',
    keywords: ['나물', '무침', '반찬'],
    description: '데치고 무쳐 바로 드실 수 있는 나물 반찬이에요.',
    variants: [v('오색 나물', '500g', 12900), v('무말랭이 무침', '500g', 9900), v('도라지 무침', '300g', 8900)],
  },
  {
    key: 'pickles', name: '장아찌', category: '김치·반찬>반찬>장아찌·절임',
    keywords: ['장아찌', '절임', '반찬'],
    description: '간장에 오래 절여 짭짤하고 새콤한 장아찌예요.',
    variants: [v('깻잎 장아찌', '500g', 9900), v('마늘 장아찌', '1kg', 16900), v('명이나물 장아찌', '500g', 19900)],
  },
  {
    key: 'jeotgal', name: '젓갈', category: '김치·반찬>젓갈',
    keywords: ['젓갈', '새우젓', '오징어젓', '창난젓'],
    description: '천일염으로 오래 숙성한 젓갈이에요. 김장에도, 밥반찬으로도 좋아요.',
    variants: [v('육젓 새우젓', '1kg', 19900), v('오징어젓', '500g', 12900), v('창난젓', '500g', 14900)],
  },
  {
    key: 'jang', name: '장', category: '김치·반찬>장류',
    keywords: ['된장', '고추장', '간장', '청국장', '장류'],
    description: '항아리에서 해를 넘겨 숙성한 전통 장이에요.',
    variants: [v('전통 된장', '1kg', 19900), v('찹쌀 고추장', '1kg', 22900), v('국간장', '900ml', 18900), v('청국장', '500g×3', 14900)],
  },
  // 건강식품
  {
    key: 'ginseng', name: '인삼', category: '건강식품>홍삼·인삼', months: [9, 10],
    keywords: ['인삼', '수삼', '홍삼', '홍삼정'],
    description: '6년을 기다려 캔 인삼과 정성껏 달인 홍삼이에요.',
    variants: [v('수삼', '750g (7~9뿌리)', 49000), v('6년근 홍삼정', '240g', 89000), v('홍삼 스틱', '30포', 59000)],
  },
  {
    key: 'honey', name: '꿀', category: '건강식품>꿀·프로폴리스',
    keywords: ['꿀', '벌꿀', '아카시아꿀', '프로폴리스'],
    description: '꽃이 필 때만 뜨는 천연 벌꿀이에요.',
    variants: [v('아카시아 꿀', '2.4kg', 59000), v('야생화 꿀', '1.2kg', 32900), v('밤꿀', '1kg', 35900), v('프로폴리스', '30ml', 29900)],
  },
  {
    key: 'cabbageJuice', name: '양배추즙', category: '건강식품>즙·진액>양배추즙',
    keywords: ['양배추즙', '즙', '건강즙'],
    description: '국산 양배추를 통째로 달여 속이 편한 건강즙이에요.',
    variants: [v('양배추즙', '30포', 25900), v('양배추 브로콜리즙', '30포', 27900)],
  },
  {
    key: 'pearJuice', name: '배즙', category: '건강식품>즙·진액>도라지배즙',
    keywords: ['배즙', '도라지배즙', '즙'],
    description: '목이 칼칼할 때 한 포씩, 달큰한 배와 도라지를 달였어요.',
    variants: [v('도라지배즙', '30포', 29900), v('배즙', '50포', 29900)],
  },
  {
    key: 'blackGoat', name: '흑염소', category: '건강식품>즙·진액>흑염소진액',
    keywords: ['흑염소', '진액', '보양'],
    description: '한약재와 함께 오래 달인 흑염소 진액이에요.',
    variants: [v('흑염소 진액', '30포', 69000), v('흑염소 진액 골드', '60포', 129000)],
  },
  {
    key: 'greenTea', name: '녹차', category: '건강식품>건강차',
    keywords: ['녹차', '우전', '유자차', '대추차', '차'],
    description: '첫물 찻잎을 덖어 맑고 향긋한 차예요.',
    variants: [v('우전 녹차', '50g', 29900), v('세작 녹차', '80g', 24900), v('유자차', '1kg', 14900), v('대추차', '1kg', 19900)],
  },
  {
    key: 'vitamin', name: '비타민', category: '건강식품>비타민·영양제',
    keywords: ['비타민', '영양제', '비타민C'],
    description: '국산 원료로 만든 하루 한 알 영양제예요.',
    variants: [v('감귤 비타민C', '90정', 19900), v('홍삼 멀티비타민', '60정', 29900)],
  },
  // 가공식품
  {
    key: 'noodles', name: '국수', category: '가공식품>라면·면류',
    keywords: ['국수', '칼국수', '메밀국수', '면'],
    description: '반죽을 여러 번 치대 쫄깃한 면이에요.',
    variants: [v('손칼국수', '1kg', 8900), v('메밀국수', '1kg', 9900), v('비빔국수', '4인분', 9900)],
  },
  {
    key: 'canned', name: '통조림', category: '가공식품>통조림·캔',
    keywords: ['통조림', '골뱅이', '꽁치', '캔'],
    description: '오래 두고 먹기 좋은 통조림이에요. 캠핑에도 챙겨 가세요.',
    variants: [v('자연산 골뱅이', '400g×3', 15900), v('꽁치 통조림', '400g×4', 11900)],
  },
  {
    key: 'sauce', name: '참기름', category: '가공식품>소스·양념',
    keywords: ['참기름', '들기름', '고춧가루', '양념'],
    description: '국산 원료를 저온으로 짜고 빻아 향이 진해요.',
    variants: [v('저온압착 참기름', '350ml', 19900), v('생들기름', '350ml', 22900), v('태양초 고춧가루', '1kg', 32900)],
  },
  {
    key: 'fishCake', name: '어묵', category: '가공식품>냉동식품',
    keywords: ['어묵', '오뎅', '냉동식품'],
    description: '생선살 함량을 높여 탱글탱글한 수제 어묵이에요.',
    variants: [v('수제 어묵 모둠', '1kg', 14900), v('어묵탕 세트', '3인분', 12900)],
  },
  {
    key: 'dumpling', name: '만두', category: '가공식품>냉동식품>만두',
    keywords: ['만두', '손만두', '납작만두', '냉동식품'],
    description: '속을 꽉 채워 손으로 빚은 만두예요.',
    variants: [v('김치 손만두', '1kg', 12900), v('고기 왕만두', '1.2kg', 13900), v('납작만두', '1kg', 9900)],
  },
  {
    key: 'cutlet', name: '돈가스', category: '가공식품>냉동식품>떡갈비·돈가스',
    keywords: ['돈가스', '치즈돈가스', '냉동식품'],
    description: '국산 돼지고기를 두드려 튀김옷을 입힌 수제 돈가스예요.',
    variants: [v('수제 등심 돈가스', '10장', 19900), v('치즈 돈가스', '5장', 14900)],
  },
  {
    key: 'frozenRice', name: '죽', category: '가공식품>냉동식품>냉동 밥·죽',
    keywords: ['전복죽', '나물밥', '볶음밥', '죽'],
    description: '전자레인지에 데우면 바로 한 끼가 되는 밥과 죽이에요.',
    variants: [v('전복죽', '500g×4', 19900), v('곤드레 나물밥', '5인분', 14900), v('낙지 볶음밥', '5인분', 15900)],
  },
  {
    key: 'mealKit', name: '밀키트', category: '가공식품>밀키트',
    keywords: ['밀키트', '찌개', '전골', '비빔밥'],
    description: '손질된 재료와 소스가 모두 들어 있어 20분이면 완성돼요.',
    variants: [v('부대찌개 밀키트', '3~4인분', 16900), v('밀푀유나베 밀키트', '2~3인분', 19900), v('비빔밥 밀키트', '4인분', 17900), v('불고기 전골 밀키트', '3인분', 18900)],
  },
  {
    key: 'tteokbokki', name: '떡볶이', category: '가공식품>떡·떡볶이',
    keywords: ['떡볶이', '떡', '가래떡'],
    description: '쌀떡에 매콤달콤한 소스가 잘 배는 떡볶이예요.',
    variants: [v('국물 떡볶이', '4인분', 9900), v('쌀떡볶이 떡', '1kg', 5900), v('가래떡', '2kg', 12900)],
  },
  // 간식·음료
  {
    key: 'snack', name: '누룽지', category: '간식·음료>과자·스낵',
    keywords: ['누룽지', '쌀과자', '과자', '간식'],
    description: '바삭하게 구워 고소한 전통 간식이에요.',
    variants: [v('수제 누룽지', '1kg', 12900), v('쌀과자', '20봉', 9900), v('고구마 말랭이', '500g', 12900)],
  },
  {
    key: 'bread', name: '빵', category: '간식·음료>빵·베이커리',
    keywords: ['빵', '단팥빵', '보리빵', '베이커리'],
    description: '매일 새벽 구워 그날 보내는 빵이에요.',
    variants: [v('수제 단팥빵', '10개', 19900), v('찰보리빵', '20개', 16900), v('쌀식빵', '2봉', 9900)],
  },
  {
    key: 'hangwa', name: '약과', category: '간식·음료>전통간식>한과·약과',
    keywords: ['약과', '한과', '유과', '전통간식'],
    description: '조청을 듬뿍 먹여 촉촉한 전통 과자예요.',
    variants: [v('수제 약과', '1kg', 19900), v('전통 한과 세트', '1.2kg', 39900), v('찹쌀 유과', '500g', 15900)],
  },
  {
    key: 'gangjeong', name: '강정', category: '간식·음료>전통간식>강정·엿',
    keywords: ['강정', '쌀강정', '조청', '엿'],
    description: '곡물을 튀겨 조청에 버무린 바삭한 강정이에요.',
    variants: [v('쌀강정', '600g', 12900), v('깨강정', '500g', 14900), v('쌀 조청', '1kg', 16900)],
  },
  {
    key: 'tteok', name: '떡', category: '간식·음료>전통간식>떡',
    keywords: ['떡', '인절미', '송편', '찹쌀떡'],
    description: '국산 쌀로 아침마다 쪄 내는 떡이에요.',
    variants: [v('콩고물 인절미', '1kg', 14900), v('모시송편', '1kg', 19900), v('찹쌀떡', '20개', 16900)],
  },
  {
    key: 'coffee', name: '커피', category: '간식·음료>커피·차',
    keywords: ['커피', '드립백', '원두', '콜드브루'],
    description: '바닷가 로스터리에서 소량씩 볶은 커피예요.',
    variants: [v('드립백 커피', '30개', 25900), v('스페셜티 원두', '500g', 22900), v('콜드브루', '500ml×4', 24900)],
  },
  {
    key: 'water', name: '생수', category: '간식·음료>생수·음료·주스',
    keywords: ['생수', '주스', '착즙', '음료'],
    description: '깨끗한 물과 과일로 만든 음료예요.',
    variants: [v('화산암반수', '2L×12', 13900), v('착즙 감귤주스', '1L×4', 29900), v('당근 착즙주스', '1L×4', 27900)],
  },
  {
    key: 'milk', name: '우유', category: '간식·음료>우유·유제품',
    keywords: ['우유', '요거트', '치즈', '유제품'],
    description: '목장에서 바로 짠 원유로 만든 유제품이에요.',
    variants: [v('목장 우유', '900ml×2', 8900), v('수제 요거트', '500g×4', 15900), v('자연치즈', '200g×2', 19900)],
  },
  // 선물세트
  {
    key: 'fruitGift', name: '과일 선물', category: '선물세트>과일 선물세트',
    keywords: ['선물세트', '과일선물', '명절선물'],
    description: '보기 좋게 하나하나 담은 과일 선물세트예요. 보자기 포장도 돼요.',
    variants: [v('사과·배 혼합 선물세트', '5kg', 59000), v('만감류 선물세트', '3kg', 49000), v('프리미엄 과일 선물세트', '4kg', 69000)],
  },
  {
    key: 'meatGift', name: '정육 선물', category: '선물세트>한우·정육 선물세트',
    keywords: ['선물세트', '한우선물', '정육선물', '명절선물'],
    description: '냉장 상태로 보내는 정육 선물세트예요. 고급 보냉 가방에 담아 드려요.',
    variants: [v('1++ 한우 구이 선물세트', '1.2kg', 189000), v('한우 불고기 선물세트', '1.5kg', 129000), v('구이 모둠 선물세트', '2kg', 79000)],
  },
  {
    key: 'seafoodGift', name: '수산 선물', category: '선물세트>수산 선물세트',
    keywords: ['선물세트', '수산선물', '명절선물'],
    description: '바다의 맛을 정성껏 담은 수산 선물세트예요.',
    variants: [v('굴비 선물세트', '1.6kg', 89000), v('전복 선물세트', '1kg', 79000), v('김 선물세트', '16봉', 29900)],
  },
  {
    key: 'healthGift', name: '건강 선물', category: '선물세트>건강 선물세트',
    keywords: ['선물세트', '건강선물', '명절선물', '부모님선물'],
    description: '부모님 건강을 챙기는 선물세트예요. 쇼핑백을 함께 보내드려요.',
    variants: [v('홍삼정 선물세트', '240g×2', 159000), v('벌꿀 선물세트', '1.2kg×2', 69000), v('견과 선물세트', '30봉×2', 39900)],
  },
];

export const kindsByKey: ReadonlyMap<string, Kind> = new Map(kinds.map((kind) => [kind.key, kind]));

export function kindOf(key: string): Kind {
  const kind = kindsByKey.get(key);
  if (!kind) throw new Error(`unknown product kind '${key}'`);
  return kind;
}
