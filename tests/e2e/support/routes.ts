/**
 * Every route of SPEC.md §2 with a concrete URL and the Korean title its page shows.
 * Kept apart from the app's code on purpose: the tests state what the spec asks for. The URLs are
 * of seeded data, so that the server-rendering checks (tests/e2e/ssr.spec.ts) see real content.
 */
export interface RouteCase {
  url: string;
  title: string;
  requireAuth?: boolean;
  /** where the URL settles when it redirects */
  settlesAt?: string;
  /** the server answers it with a redirect (302) to `settlesAt`: no page of its own (routes.spec.ts checks) */
  serverRedirect?: true;
}

export const routeCases: RouteCase[] = [
  { url: '/', title: '오늘의 특가' },
  { url: '/404', title: '페이지를 찾을 수 없어요' },
  // without maintenance /maintenance goes home (with it on: tests/e2e/gates/maintenance.spec.ts)
  { url: '/maintenance', title: '오늘의 특가', settlesAt: '/' },
  { url: '/link/abc123', title: '페이지 이동' },
  { url: '/welcome', title: '가입을 환영해요' },
  { url: '/sign-up', title: '약관 동의', requireAuth: true },
  { url: '/deal/1', title: '특가 상세' },
  { url: '/admin-deal/1', title: '특가 미리보기' },
  { url: '/period/1', title: '기획전' },
  { url: '/admin-period/1', title: '기획전 미리보기' },
  { url: '/event/3', title: '이벤트' },
  { url: '/admin-event/3', title: '이벤트 미리보기' },
  { url: '/season', title: '제철 별미' },
  { url: '/local-main', title: '지역 특산물' },
  { url: '/local/jeju', title: '지역 상점' },
  { url: '/local/store/jeju/45', title: '상점' },
  { url: '/best', title: '베스트' },
  { url: '/search?keyword=딸기', title: '검색 결과' },
  { url: '/search', title: '검색', settlesAt: '/search/list', serverRedirect: true },
  { url: '/search/list', title: '검색' },
  { url: '/search/stores?keyword=딸기', title: '상점 검색 결과' },
  { url: '/search/stores', title: '검색', settlesAt: '/search/list', serverRedirect: true },
  { url: '/alarm', title: '알림', requireAuth: true },
  { url: '/category', title: '카테고리' },
  { url: '/category/detail', title: '카테고리', settlesAt: '/category', serverRedirect: true },
  { url: '/category/detail/01/0101', title: '과일' },
  { url: '/category/season/occasion?code=JESA&title=제사 상차림', title: '상황별 추천' },
  { url: '/category/season/recommendation/101', title: '추천 상품' },
  { url: '/category/season/delicacy?month=3', title: '제철 별미 모음' },
  { url: '/category/shopping-live', title: '쇼핑 라이브' },
  { url: '/my-page', title: '마이페이지', requireAuth: true },
  { url: '/my-page/my-info', title: '내 정보', requireAuth: true },
  { url: '/my-page/my-info/update/nickname', title: '닉네임 변경', requireAuth: true },
  { url: '/my-page/my-info/update/phone', title: '휴대폰 번호 변경', requireAuth: true },
  { url: '/my-page/my-info/update/etc', title: '추가 정보 변경', requireAuth: true },
  { url: '/my-page/my-level', title: '나의 등급', requireAuth: true },
  { url: '/my-page/point', title: '별 포인트', requireAuth: true },
  { url: '/my-page/point-exchange', title: '별 교환', requireAuth: true },
  { url: '/my-page/point-guide', title: '별 포인트 안내', requireAuth: true },
  { url: '/my-page/frequently-purchased', title: '자주 산 상품', requireAuth: true },
  { url: '/my-page/settings', title: '설정', requireAuth: true },
  { url: '/community', title: '커뮤니티', settlesAt: '/community/main/popular-post', serverRedirect: true },
  { url: '/community/main', title: '커뮤니티' },
  { url: '/community/main/popular-post', title: '커뮤니티' },
  { url: '/community/main/dashboard', title: '커뮤니티' },
  { url: '/community/main/qna', title: '커뮤니티' },
  { url: '/community/main/survey', title: '커뮤니티' },
  { url: '/community/daily-board/2026-11-21', title: '11월 21일(토)의 식탁' },
  { url: '/community/board-detail/5', title: '오늘의 식탁' },
  { url: '/community/qna/98', title: '질문답변' },
  { url: '/community/dash-board/form', title: '오늘의 식탁 글쓰기', requireAuth: true },
  { url: '/community/dash-board/form/5', title: '오늘의 식탁 글 수정', requireAuth: true },
  { url: '/community/qna/form', title: '질문하기', requireAuth: true },
  { url: '/community/qna/form/9', title: '질문 수정', requireAuth: true },
  { url: '/community/my-page', title: '나의 커뮤니티', requireAuth: true, settlesAt: '/community/my-page/post' },
  { url: '/community/my-page/post', title: '나의 커뮤니티', requireAuth: true },
  { url: '/community/my-page/clipping', title: '나의 커뮤니티', requireAuth: true },
  { url: '/community/my-page/like', title: '나의 커뮤니티', requireAuth: true },
  { url: '/community/search', title: '커뮤니티 검색', settlesAt: '/community/search/recent', serverRedirect: true },
  { url: '/community/search/recent', title: '커뮤니티 검색' },
  { url: '/community/search/dashboard', title: '오늘의 식탁 검색 결과' },
  { url: '/community/search/survey', title: '투표 검색 결과' },
  { url: '/community/search/qna', title: '질문답변 검색 결과' },
  // a visitor back from the shop login without a session: on to the login page
  { url: '/login-action', title: '로그인', settlesAt: '/login' },
  { url: '/login-landing', title: '네이버 로그인' },
  { url: '/login-landing-apple', title: 'Apple 로그인' },
  { url: '/terms', title: '이용약관' },
  { url: '/privacy', title: '개인정보처리방침' },
  { url: '/notice', title: '공지사항' },
  { url: '/notice/3', title: '공지사항 상세' },
  { url: '/admin-notice/3', title: '공지사항 미리보기' },
  { url: '/marketing-info', title: '마케팅 정보 수신 동의' },
  { url: '/withdrawInfo', title: '회원 탈퇴 안내', requireAuth: true },
  { url: '/withdraw', title: '회원 탈퇴', requireAuth: true },
  { url: '/game', title: '별 모으기 게임', requireAuth: true },
  { url: '/login', title: '로그인' },
  { url: '/appdown', title: '앱 다운로드' },
];

/** Paths that must end on /404 (case-sensitive routes, digit-only ids, unknown paths). */
export const notFoundCases = ['/Best', '/deal/abc', '/deal/12a', '/nowhere', '/notice/x1', '/community/board-detail/1.5', '/local/store/jeju/abc', '/community/daily-board/2026-13-40'];
