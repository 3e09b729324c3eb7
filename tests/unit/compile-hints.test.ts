import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, withCompileHint } from '../../scripts/compile-hints';

describe('compile hints (issue 14)', () => {
  it("puts V8's hint on the first line, as V8 requires, and the source map's lines one lower", () => {
    const result = withCompileHint('import{a as b}from"./x.js";b();', 'AAAA,CAAC;AACD');
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
    expect(result.code).toBe('//# allFunctionsCalledOnLoad\nimport{a as b}from"./x.js";b();');
    expect(result.mappings).toBe(';AAAA,CAAC;AACD');
  });

  it('adds it once', () => {
    const once = withCompileHint('f();', 'AAAA');
    expect(withCompileHint(once.code, once.mappings)).toEqual(once);
  });
});
