import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, oneLineLower, withCompileHint } from '../../scripts/compile-hints';

describe('compile hints (issue 14)', () => {
  it("puts V8's hint on the first line, as V8 requires, once", () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
    const hinted = withCompileHint('import{a as b}from"./x.js";b();');
    expect(hinted).toBe('//# allFunctionsCalledOnLoad\nimport{a as b}from"./x.js";b();');
    expect(withCompileHint(hinted)).toBe(hinted);
  });

  it("moves a source map's lines one lower, under the hint", () => {
    expect(oneLineLower('AAAA,CAAC;AACD')).toBe(';AAAA,CAAC;AACD');
  });
});
