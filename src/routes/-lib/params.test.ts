import { describe, expect, it } from 'vitest';
import { codeParams, dateParams, digitParams, optionalDigitParams } from './params';

describe('route params', () => {
  it('match digit-only ids only', () => {
    const { parse } = digitParams('id');
    expect(parse({ id: '12' })).toEqual({ id: '12' });
    for (const id of ['12a', 'abc', '1.5', '-1', '', ' 1']) expect(parse({ id })).toBe(false);
  });

  it('accept absent optional ids and refuse bad ones', () => {
    const { parse } = optionalDigitParams('id');
    expect(parse({})).toEqual({});
    expect(parse({ id: '7' })).toEqual({ id: '7' });
    expect(parse({ id: 'x' })).toBe(false);
  });

  it('accept codes of letters, digits, - and _', () => {
    const { parse } = codeParams('code');
    expect(parse({ code: 'jeju_01' })).toEqual({ code: 'jeju_01' });
    expect(parse({ code: '../x' })).toBe(false);
  });

  it('accept real calendar dates only', () => {
    expect(dateParams.parse({ date: '2026-11-21' })).toEqual({ date: '2026-11-21' });
    expect(dateParams.parse({ date: '20261121' })).toEqual({ date: '20261121' });
    expect(dateParams.parse({ date: '2026-02-30' })).toBe(false);
    expect(dateParams.parse({ date: 'today' })).toBe(false);
  });
});
