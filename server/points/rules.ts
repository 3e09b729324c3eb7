import type { PointReason } from '../db/schema';

/**
 * The rules of points (별), levels and exchange, in one place: the routes, the guide
 * (GET /api/v1/user/point/guide) and docs/api.md "Member data" all read them from here.
 */

/** Earned points expire this long after they were earned (the oldest-expiring are spent first). */
export const POINT_LIFETIME_DAYS = 365;
/** "expiring soon" in the summary: expiring within this many days */
export const EXPIRING_SOON_DAYS = 30;

/** Exchange into the shop's 적립금: 1별 = 1원, in units of 1,000, at most 10,000 a KST day. */
export const EXCHANGE_UNIT = 1_000;
export const EXCHANGE_MINIMUM = 1_000;
export const EXCHANGE_DAILY_LIMIT = 10_000;
export const EXCHANGE_TARGET = '적립금';

/** The attendance game: 10 별 a day, 50 more on every 7th day in a row. */
export const ATTENDANCE_POINT = 10;
export const STREAK_DAYS = 7;
export const STREAK_BONUS_POINT = 50;

/** The window of earned points that decides the level. */
export const LEVEL_PERIOD_DAYS = 90;

export interface LevelRule {
  readonly level: number;
  readonly name: string;
  /** an icon key the app maps to its picture */
  readonly icon: 'sprout' | 'leaf' | 'fruit' | 'tree';
  readonly emoji: string;
  /** 별 earned in the last LEVEL_PERIOD_DAYS days needed */
  readonly minPoint: number;
  /** extra 적립금 on exchanges, in percent of the 별 exchanged (rounded down) */
  readonly exchangeBonusRate: number;
  readonly benefit: string;
}

export const LEVELS: readonly LevelRule[] = [
  { level: 1, name: '새싹', icon: 'sprout', emoji: '🌱', minPoint: 0, exchangeBonusRate: 0, benefit: '출석 도장과 활동으로 별을 모을 수 있어요.' },
  { level: 2, name: '잎새', icon: 'leaf', emoji: '🍃', minPoint: 300, exchangeBonusRate: 1, benefit: '별을 적립금으로 바꿀 때 1%를 더 드려요.' },
  { level: 3, name: '열매', icon: 'fruit', emoji: '🍎', minPoint: 1_000, exchangeBonusRate: 2, benefit: '별을 적립금으로 바꿀 때 2%를 더 드려요.' },
  { level: 4, name: '나무', icon: 'tree', emoji: '🌳', minPoint: 3_000, exchangeBonusRate: 3, benefit: '별을 적립금으로 바꿀 때 3%를 더 드려요.' },
];

/** The level for the points earned in the window (LEVELS is ordered by minPoint). */
export function levelFor(earned: number): LevelRule {
  let found = LEVELS[0] as LevelRule;
  for (const level of LEVELS) if (earned >= level.minPoint) found = level;
  return found;
}

/** 적립금 for `amount` 별 at a level: 1원 per 별 plus the level's bonus, rounded down. */
export function shopPointsFor(amount: number, level: LevelRule): number {
  return amount + Math.floor((amount * level.exchangeBonusRate) / 100);
}

/** What the history shows for each reason, unless the row has its own title. */
export const POINT_REASON_TITLES: Readonly<Record<PointReason, string>> = {
  ATTENDANCE: '출석 도장',
  ATTENDANCE_STREAK: '7일 연속 출석 보너스',
  FIRST_POST: '오늘의 첫 글 작성',
  REPLY: '댓글 작성',
  ACCEPTED_ANSWER: '답변 채택',
  SURVEY: '취향 설문 참여',
  OPERATOR: '운영자 지급',
  EXCHANGE: '적립금 교환',
  AUTO_EXCHANGE: '적립금 자동 교환',
  EXPIRED: '유효기간 만료',
};

/** Ways to earn, for the guide; community and survey call `earnPoints` with these amounts. */
export const EARN_RULES = [
  { reason: 'FIRST_POST', title: '오늘의 첫 글 쓰기', point: 20, dailyLimit: 1, description: '커뮤니티에 그날 처음 글을 쓰면 별 20개를 드려요.' },
  { reason: 'REPLY', title: '댓글 달기', point: 5, dailyLimit: 10, description: '다른 회원의 글에 댓글을 달면 별 5개, 하루 10번까지 드려요.' },
  { reason: 'ACCEPTED_ANSWER', title: '답변 채택', point: 50, dailyLimit: null, description: '묻고 답하기에서 내 답변이 채택되면 별 50개를 드려요.' },
  {
    reason: 'ATTENDANCE',
    title: '출석 도장 찍기',
    point: ATTENDANCE_POINT,
    dailyLimit: 1,
    description: `매일 출석 도장을 찍으면 별 ${ATTENDANCE_POINT}개, ${STREAK_DAYS}일 연속이면 별 ${STREAK_BONUS_POINT}개를 더 드려요.`,
  },
  { reason: 'SURVEY', title: '취향 설문 참여', point: 100, dailyLimit: null, description: '취향 설문을 마치면 별 100개를 한 번 드려요.' },
] as const satisfies readonly { reason: PointReason; title: string; point: number; dailyLimit: number | null; description: string }[];

export const EARN_POINTS: Readonly<Partial<Record<PointReason, number>>> = Object.fromEntries(EARN_RULES.map((rule) => [rule.reason, rule.point]));

/** '1,000' */
export function formatNumber(value: number): string {
  return value.toLocaleString('ko-KR');
}
