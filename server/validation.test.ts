import { Hono } from 'hono';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createErrorHandler } from './errors';
import { digits, flag, id, INT4_MAX, jsonBody, list, oneOf, optional, param, query, text, validate } from './validation';

/** What a schema answers for an input: the value, or the catalogue code and message. */
function outcome(schema: v.GenericSchema, input: unknown, name = 'field') {
  try {
    return { value: validate(schema, input, name) as unknown };
  } catch (error) {
    const { code, message } = error as { code: number; message: string };
    return { code, message };
  }
}

describe('text', () => {
  const rule = text({ max: 5, pattern: /^[a-z가-힣 \n]+$/ });

  it('trims, and answers 10 for blank, 12 for control characters or a wrong form, 13 when too long', () => {
    expect(outcome(rule, '  abc ')).toEqual({ value: 'abc' });
    expect(outcome(rule, '   ')).toEqual({ code: 10, message: 'field 값이 필요해요.' });
    expect(outcome(rule, undefined)).toEqual({ code: 10, message: 'field 값이 필요해요.' });
    expect(outcome(rule, null)).toEqual({ code: 10, message: 'field 값이 필요해요.' });
    expect(outcome(rule, 'a\u0000b')).toEqual({ code: 12, message: 'field 값에 쓸 수 없는 문자가 들어 있어요.' });
    expect(outcome(rule, 'a\uD800')).toMatchObject({ code: 12 });
    expect(outcome(rule, 'ABC')).toEqual({ code: 12, message: 'field 값의 형식이 올바르지 않아요.' });
    expect(outcome(rule, 'abcdef')).toEqual({ code: 13, message: 'field 값은 5자를 넘을 수 없어요.' });
    expect(outcome(rule, 5)).toMatchObject({ code: 12 });
  });

  it('allows tab and newline only in multiline text', () => {
    expect(outcome(rule, 'a\nb')).toMatchObject({ code: 12 });
    expect(outcome(text({ max: 10, multiline: true }), '첫 줄\n\t둘째')).toEqual({ value: '첫 줄\n\t둘째' });
    expect(outcome(text({ max: 10, multiline: true }), 'a\rb')).toMatchObject({ code: 12 });
  });
});

describe('numbers', () => {
  it('id: 1 to INT4_MAX; 13 beyond, 12 for a non-integer, 10 when missing', () => {
    expect(outcome(id(), INT4_MAX)).toEqual({ value: INT4_MAX });
    expect(outcome(id(), INT4_MAX + 1, 'templateId')).toEqual({ code: 13, message: `templateId 값은 1에서 ${INT4_MAX} 사이여야 해요.` });
    expect(outcome(id(), 0)).toMatchObject({ code: 13 });
    expect(outcome(id(), 1.5)).toMatchObject({ code: 12 });
    expect(outcome(id(), '7')).toMatchObject({ code: 12 });
    expect(outcome(id({ text: true }), '7')).toEqual({ value: 7 });
    expect(outcome(id({ text: true }), '')).toMatchObject({ code: 10 });
    expect(outcome(id(), null)).toMatchObject({ code: 10 });
  });

  it('digits: text of digits in range; 12 otherwise, 13 out of range, however long', () => {
    expect(outcome(digits(1, 100), '42')).toEqual({ value: 42 });
    expect(outcome(digits(1, 100), '-1', 'page')).toEqual({ code: 12, message: 'page 값은 숫자여야 해요.' });
    expect(outcome(digits(1, 100), '1'.repeat(400), 'page')).toEqual({ code: 13, message: 'page 값은 1에서 100 사이여야 해요.' });
  });
});

describe('choices and lists', () => {
  it('oneOf names the choices; flag takes booleans only', () => {
    expect(outcome(oneOf(['Y', 'N']), 'y', 'adYN')).toEqual({ code: 12, message: 'adYN 값은 Y, N 중 하나여야 해요.' });
    expect(outcome(flag(), 'true')).toMatchObject({ code: 12 });
  });

  it('optional: absent, null and blank are undefined; anything else must pass', () => {
    const schema = v.object({ name: optional(text({ max: 3 })) });
    expect(outcome(schema, {})).toEqual({ value: {} });
    expect(outcome(schema, { name: null })).toEqual({ value: { name: undefined } });
    expect(outcome(schema, { name: '  ' })).toEqual({ value: { name: undefined } });
    expect(outcome(schema, { name: 'abcd' })).toEqual({ code: 13, message: 'name 값은 3자를 넘을 수 없어요.' });
  });

  it('list: comma-separated or repeated, merged, at most max', () => {
    const codes = list(text({ max: 4, pattern: /^\d+$/ }), 3);
    expect(outcome(codes, '01, 02,,01')).toEqual({ value: ['01', '02'] });
    expect(outcome(codes, ['01', '03,04'])).toEqual({ value: ['01', '03', '04'] });
    expect(outcome(codes, '1,2,3,4', 'codes')).toEqual({ code: 13, message: 'codes 값은 3개까지 보낼 수 있어요.' });
    expect(outcome(codes, '01,x', 'codes')).toEqual({ code: 12, message: 'codes 값의 형식이 올바르지 않아요.' });
  });
});

describe('reading a request', () => {
  const app = new Hono();
  app.onError(createErrorHandler(() => {}));
  app.get('/items/:itemId', (c) => c.json({ itemId: param(c, 'itemId', digits(1, INT4_MAX)), ...query(c, v.object({ page: v.optional(digits(1, 9), '1') })) }));
  app.post('/items', async (c) => c.json(await jsonBody(c, v.object({ name: text({ max: 10 }) }))));
  app.put('/items', async (c) => c.json(await jsonBody(c, v.object({ name: optional(text({ max: 10 })) }), { optional: true })));
  const answer = async (res: Response | Promise<Response>) => {
    const done = await res;
    return { status: done.status, body: (await done.json()) as unknown };
  };
  const post = (body: string, method = 'POST') => answer(app.request('/items', { method, headers: { 'Content-Type': 'application/json' }, body }));

  it('path and query', async () => {
    expect(await answer(app.request('/items/7?page=%203%20'))).toEqual({ status: 200, body: { itemId: 7, page: 3 } });
    expect(await answer(app.request(`/items/${INT4_MAX + 1}`))).toMatchObject({ status: 400, body: { code: 13, message: expect.stringContaining('itemId') } });
    expect(await answer(app.request('/items/a%00'))).toMatchObject({ status: 400, body: { code: 12 } });
    expect(await answer(app.request('/items/7?page=1&page=2'))).toMatchObject({ status: 400, body: { code: 12, message: expect.stringContaining('page') } });
  });

  it('JSON bodies: empty is 10 (or {} when optional), unreadable or not an object 12', async () => {
    expect(await post('{"name":" 딸기 "}')).toEqual({ status: 200, body: { name: '딸기' } });
    expect(await post('')).toEqual({ status: 400, body: { code: 10, message: '요청 본문이 필요해요.', errorType: 'USER' } });
    expect(await post('', 'PUT')).toEqual({ status: 200, body: {} });
    expect(await post('{"name":')).toMatchObject({ status: 400, body: { code: 12 } });
    expect(await post('[1]')).toEqual({ status: 400, body: { code: 12, message: '요청 본문은 JSON 객체여야 해요.', errorType: 'USER' } });
    expect(await post('{}')).toEqual({ status: 400, body: { code: 10, message: 'name 값이 필요해요.', errorType: 'USER' } });
  });
});
