import { describe, expect, it } from 'vitest';
import { formatCellphone, marketingAgreedAt, maskEmail } from './members';
import { containsBannedWord, generateNickname, nicknameFormatProblem } from './nickname';

describe('maskEmail', () => {
  it.each([
    ['manager@naver.com', 'ma***@naver.com'],
    ['ab@example.com', 'a***@example.com'],
    ['a@b.kr', 'a***@b.kr'],
    ['shopper@example.com', 'sh***@example.com'],
    ['broken', '***'],
  ])('%s → %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});

describe('formatCellphone', () => {
  it('puts the hyphens back', () => {
    expect(formatCellphone('01012345678')).toBe('010-1234-5678');
  });
});

describe('marketingAgreedAt', () => {
  const now = new Date('2025-05-01T00:00:00Z');
  const earlier = new Date('2025-01-01T00:00:00Z');
  const none = { adAgreed: false, emailAgreed: false, smsAgreed: false, marketingAgreedAt: null };
  it('is now when a consent turns on, kept while others change, null when all are off', () => {
    expect(marketingAgreedAt(none, { ...none, emailAgreed: true }, now)).toBe(now);
    const email = { ...none, emailAgreed: true, marketingAgreedAt: earlier };
    expect(marketingAgreedAt(email, { ...email }, now)).toBe(earlier);
    expect(marketingAgreedAt(email, { ...email, smsAgreed: true }, now)).toBe(now);
    expect(marketingAgreedAt(email, { ...none }, now)).toBeNull();
  });
});

describe('nickname rules', () => {
  it('checks length, characters and banned words', () => {
    expect(nicknameFormatProblem('딸기')).toBeUndefined();
    expect(nicknameFormatProblem('Strawberry')).toBeUndefined();
    expect(nicknameFormatProblem('가')).toMatch(/2~10자/);
    expect(nicknameFormatProblem('a'.repeat(11))).toMatch(/2~10자/);
    expect(nicknameFormatProblem('딸기!')).toMatch(/한글, 영문, 숫자/);
    expect(nicknameFormatProblem('ㄱㄴ')).toMatch(/한글, 영문, 숫자/);
    expect(nicknameFormatProblem('운영자딸기')).toMatch(/사용할 수 없는 단어/);
    expect(containsBannedWord('FuckYou')).toBe(true);
    expect(containsBannedWord('싱싱한사과')).toBe(false);
  });

  it('generates valid nicknames of at most 10 characters', () => {
    for (let i = 0; i < 200; i++) {
      const nickName = generateNickname();
      expect(nicknameFormatProblem(nickName)).toBeUndefined();
      expect(nickName).toMatch(/^[가-힣]+\d{4}$/);
    }
    // a draw that would be too long is drawn again
    const draws = [9, 3, 1234, 0, 0, 427]; // 부지런한고구마1234 has 11 characters
    expect(generateNickname(() => draws.shift() ?? 0)).toBe('싱싱한딸기0427');
  });
});
