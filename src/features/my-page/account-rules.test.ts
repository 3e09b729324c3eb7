import { describe, expect, it } from 'vitest';
import {
  CELLPHONE_MESSAGES,
  cellphoneProblem,
  formatCellphoneInput,
  formatKoreanDate,
  nicknameMessages,
  nicknameProblem,
  signUpText,
  socialPlatformLabel,
} from './account-rules';
import { agreedDateText, consentNotice } from './consents';

describe('formatCellphoneInput', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['010', '010'],
    ['0101', '010-1'],
    ['0101234', '010-1234'],
    ['01012345', '010-1234-5'],
    ['01012345678', '010-1234-5678'],
    ['010-1234-5678', '010-1234-5678'],
    ['010 1234 5678', '010-1234-5678'],
    ['010123456789', '010-1234-5678'],
    ['010-12a34-56', '010-1234-56'],
  ])('%j → %j', (raw, formatted) => {
    expect(formatCellphoneInput(raw)).toBe(formatted);
  });
});

describe('cellphoneProblem', () => {
  it('accepts a whole 010 number with or without hyphens', () => {
    expect(cellphoneProblem('010-9876-5432')).toBeUndefined();
    expect(cellphoneProblem('01098765432')).toBeUndefined();
  });

  it('asks for a number when nothing is typed', () => {
    expect(cellphoneProblem('')).toBe(CELLPHONE_MESSAGES.empty);
    expect(cellphoneProblem('--')).toBe(CELLPHONE_MESSAGES.empty);
  });

  it.each(['010-1234-567', '011-1234-5678', '02-123-4567', '0101234'])('refuses %j in Korean', (value) => {
    expect(cellphoneProblem(value)).toBe('휴대전화번호를 정확히 입력해 주세요.');
  });
});

describe('nicknameProblem (the server rules that can be told at once)', () => {
  it.each(['딸기농부', 'market12', 'Ab', '가나다라마바사아자차', 'ABC가나다123'])('accepts %j', (name) => {
    expect(nicknameProblem(name)).toBeUndefined();
  });

  it('asks for a nickname when empty', () => {
    expect(nicknameProblem('')).toBe(nicknameMessages.empty);
  });

  it.each(['가', 'a', '가나다라마바사아자차카', 'abcdefghijk'])('refuses the length of %j as the server words it', (name) => {
    expect(nicknameProblem(name)).toBe('닉네임은 2~10자로 입력해 주세요.');
  });

  it.each(['딸기 농부', '딸기!', 'ㅋㅋ', '딸기ㅋ', 'ㅏㅏ', '_abc', 'é가나'])('refuses the characters of %j', (name) => {
    expect(nicknameProblem(name)).toBe(nicknameMessages.characters);
  });

  it('counts characters, not UTF-16 units', () => {
    // six characters (twelve UTF-16 units): within the length, refused for the characters
    expect(nicknameProblem('😀😀😀😀😀😀')).toBe(nicknameMessages.characters);
    expect(nicknameProblem('😀'.repeat(11))).toBe(nicknameMessages.length);
  });
});

describe('dates and platform', () => {
  it('writes dates on the Korean calendar', () => {
    expect(formatKoreanDate('2025-03-01T14:30:00+09:00')).toBe('2025년 3월 1일');
    // 23:30 UTC on the last day of February is already 1 March in Korea
    expect(formatKoreanDate('2025-02-28T23:30:00Z')).toBe('2025년 3월 1일');
    expect(formatKoreanDate('not a date')).toBe('');
  });

  it('says when the member signed up', () => {
    expect(signUpText('2025-03-01T14:30:00+09:00')).toBe('2025년 3월 1일 가입');
    expect(signUpText(null)).toBe('');
  });

  it('names the social platform', () => {
    expect(socialPlatformLabel('naver')).toBe('네이버');
    expect(socialPlatformLabel('apple')).toBe('Apple');
    expect(socialPlatformLabel(null)).toBeNull();
    expect(socialPlatformLabel('kakao')).toBeNull();
  });
});

describe('consent texts (정보통신망법 §50: the result and its date)', () => {
  it('tells the date and the result of each marketing change', () => {
    const now = new Date('2025-03-01T05:30:00Z');
    expect(consentNotice('email', true, now)).toBe('2025년 3월 1일에 이메일 광고 수신에 동의했어요.');
    expect(consentNotice('sms', false, now)).toBe('2025년 3월 1일에 문자 광고 수신을 거부했어요.');
    expect(consentNotice('ad', true, now)).toBe('2025년 3월 1일에 광고성 정보 수신에 동의했어요.');
  });

  it('shows when the member agreed, or that they did not', () => {
    expect(agreedDateText('2025-03-01T14:30:00+09:00')).toBe('2025년 3월 1일에 동의했어요');
    expect(agreedDateText(null)).toBe('마케팅 정보 수신에 동의하지 않았어요.');
  });
});
