import { describe, expect, it } from 'vitest';
import { css } from '../../styled-system/css';
import { inlineStaticCss } from '../../scripts/static-css';

const imports = "import { css, cx } from 'styled-system/css';\n";

describe('class names at build time (issue 14)', () => {
  it('replaces a literal css() call with the string the runtime builds', () => {
    const style = { display: 'flex', _hover: { color: 'gray.900' }, marginTop: '-2', padding: [1, 2], md: { fontSize: '17px' } };
    const source = `${imports}// 한글 주석: 오프셋이 UTF-16인지\nexport const a = css(${JSON.stringify(style)});\nexport const b = css({ srOnly: true }, { color: 'red' });\n`;
    const result = inlineStaticCss(source);
    expect(result?.count).toBe(2);
    expect(result?.code).toContain(`export const a = ${JSON.stringify(css(style))};`);
    expect(result?.code).toContain(`export const b = ${JSON.stringify(css({ srOnly: true }, { color: 'red' }))};`);
    expect(result?.code).toContain('// 한글 주석: 오프셋이 UTF-16인지');
    expect(result?.code).not.toMatch(/css\(\{/);
  });

  it('leaves calls with anything computed at run time alone', () => {
    const source = `${imports}const size = 4;\nexport const a = css({ width: size });\nexport const b = css({ ...base });\nexport const c = css({ [key]: 'x' });\nexport const d = css({ color: \`\${tone}.500\` });\nexport const e = css({ color: ok ? 'red' : 'blue' });\nexport const f = css(style);\n`;
    expect(inlineStaticCss(source)).toBeUndefined();
  });

  it('follows a renamed import, and only the one from styled-system/css', () => {
    expect(inlineStaticCss(`import { css as style } from 'styled-system/css';\nexport const a = style({ display: 'grid' });\n`)?.code).toContain(
      JSON.stringify(css({ display: 'grid' })),
    );
    expect(inlineStaticCss(`import { css } from 'some-other-css';\nexport const a = css({ display: 'grid' });\n`)).toBeUndefined();
  });

  it('does nothing in a module where the name is bound again', () => {
    expect(inlineStaticCss(`${imports}export function f(css) { return css({ display: 'grid' }); }\n`)).toBeUndefined();
  });
});
