import { randomInt } from 'node:crypto';
import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { members, nicknameChanges } from '../db/schema';
import { ApiError, ErrorCode } from '../errors';
import { toKstIso } from '../time';
import {
  NICKNAME_CHANGE_LIMIT,
  NICKNAME_CHANGE_WINDOW_DAYS,
  NICKNAME_MAX_LENGTH,
  NICKNAME_MESSAGES,
  NICKNAME_MIN_LENGTH,
  nicknameShapeProblem,
} from '../../contract/rules';

/**
 * Nickname rules (SPEC.md §5 leaves them out; docs/api.md has them): 2–10 characters of Hangul
 * syllables, Latin letters and digits; not used by another member (case-insensitive); no
 * banned word; at most NICKNAME_CHANGE_LIMIT changes in NICKNAME_CHANGE_WINDOW_DAYS days.
 */
export { NICKNAME_CHANGE_LIMIT, NICKNAME_CHANGE_WINDOW_DAYS, NICKNAME_MAX_LENGTH, NICKNAME_MIN_LENGTH };

/**
 * Words a nickname may not contain: impersonating the market or its staff, and common Korean and
 * English profanity. Compared in lower case, on the whole nickname.
 */
const BANNED_WORDS: readonly string[] = [
  '관리자', '운영자', '운영진', '고객센터', '공식', '마켓지기', 'admin', 'administrator', 'operator', 'official', 'manager',
  '시발', '씨발', '씨바', '시바', 'ㅅㅂ', '병신', '븅신', '개새끼', '개새', '새끼', '좆', '존나', '졸라', '지랄', '미친놈', '미친년',
  '꺼져', '닥쳐', '섹스', '야동', 'fuck', 'shit', 'bitch', 'sex', 'porn',
];

export function containsBannedWord(text: string): boolean {
  const lower = text.toLowerCase();
  return BANNED_WORDS.some((word) => lower.includes(word));
}

/** The first rule the nickname breaks, as a Korean sentence; undefined when it is well formed. */
export function nicknameFormatProblem(nickName: string): string | undefined {
  const problem = nicknameShapeProblem(nickName);
  if (problem !== undefined) return problem;
  if (containsBannedWord(nickName)) return NICKNAME_MESSAGES.banned;
  return undefined;
}

export async function isNicknameTaken(db: AppDb, nickName: string, exceptMemberId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        sql`lower(${members.nickName}) = lower(${nickName})`,
        exceptMemberId === undefined ? undefined : ne(members.id, exceptMemberId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export const NICKNAME_TAKEN_MESSAGE = NICKNAME_MESSAGES.taken;

/** Throws 12 with the reason when the nickname cannot be used by this member (or a visitor). */
export async function assertNicknameUsable(db: AppDb, nickName: string, memberId?: number): Promise<void> {
  const problem = nicknameFormatProblem(nickName);
  if (problem !== undefined) throw new ApiError(ErrorCode.NotMatched, { message: problem });
  if (await isNicknameTaken(db, nickName, memberId)) throw new ApiError(ErrorCode.NotMatched, { message: NICKNAME_TAKEN_MESSAGE });
}

/** Throws 87 when the member already changed the nickname NICKNAME_CHANGE_LIMIT times in the window. */
export async function assertNicknameChangeAllowed(db: AppDb, memberId: number, now: Date): Promise<void> {
  const since = new Date(now.getTime() - NICKNAME_CHANGE_WINDOW_DAYS * 86_400_000);
  const recent = await db
    .select({ changedAt: nicknameChanges.changedAt })
    .from(nicknameChanges)
    .where(and(eq(nicknameChanges.memberId, memberId), gt(nicknameChanges.changedAt, since)))
    .orderBy(asc(nicknameChanges.changedAt));
  if (recent.length < NICKNAME_CHANGE_LIMIT) return;
  const oldest = recent[recent.length - NICKNAME_CHANGE_LIMIT];
  const nextAt = oldest ? new Date(oldest.changedAt.getTime() + NICKNAME_CHANGE_WINDOW_DAYS * 86_400_000) : now;
  const day = toKstIso(nextAt).slice(0, 10).split('-').map(Number);
  throw new ApiError(ErrorCode.NicknameLimitOver, {
    message: `닉네임은 ${NICKNAME_CHANGE_WINDOW_DAYS}일 동안 ${NICKNAME_CHANGE_LIMIT}번까지 바꿀 수 있어요. ${day[0]}년 ${day[1]}월 ${day[2]}일부터 다시 바꿀 수 있어요.`,
  });
}

const ADJECTIVES = ['싱싱한', '달콤한', '상큼한', '고소한', '든든한', '새콤한', '향긋한', '아삭한', '포근한', '부지런한'];
const NOUNS = ['딸기', '사과', '감귤', '고구마', '옥수수', '한라봉', '복숭아', '참외', '배추', '버섯', '전복', '단호박'];

/** A friendly nickname for a new member, like '상큼한한라봉0427' (at most 10 characters). */
export function generateNickname(random: (max: number) => number = randomInt): string {
  for (;;) {
    const adjective = ADJECTIVES[random(ADJECTIVES.length)] ?? '싱싱한';
    const noun = NOUNS[random(NOUNS.length)] ?? '딸기';
    const digits = String(random(10_000)).padStart(4, '0');
    const nickName = `${adjective}${noun}${digits}`;
    if ([...nickName].length <= NICKNAME_MAX_LENGTH) return nickName;
  }
}
