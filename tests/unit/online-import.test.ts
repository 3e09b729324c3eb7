import { describe, expect, it } from 'vitest';
import { wrapDynamicImports } from '../../scripts/online-import';

describe('no import while offline: the build wraps each dynamic import (scripts/online-import.ts)', () => {
  it("wraps every import('…') of a string, and nothing else", () => {
    const code = [
      "const a = () => import('./a');",
      'const b = lazy(() => import("../b").then((m) => ({ default: m.B })));',
      'const url = import.meta.url; const c = x.import("./c"); const d = reimport("./d");',
      'const e = import(name);',
    ].join('\n');
    expect(wrapDynamicImports(code, 'w')).toBe(
      [
        "const a = () => w(() => import('./a'));",
        'const b = lazy(() => w(() => import("../b")).then((m) => ({ default: m.B })));',
        'const url = import.meta.url; const c = x.import("./c"); const d = reimport("./d");',
        'const e = import(name);',
      ].join('\n'),
    );
  });

  it('leaves a module without a dynamic import alone', () => {
    expect(wrapDynamicImports("import { a } from './a';\nexport const b = a;", 'w')).toBeNull();
  });
});
