// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { categoryRows } from '../seed/categories';
import { categoryImageSvg } from './category';

/** The pictures parsed by a real XML parser (jsdom's DOMParser), which rejects malformed markup. */
function parse(svg: string): Document {
  return new DOMParser().parseFromString(svg, 'image/svg+xml');
}

describe('category pictures as XML', () => {
  it('the parser reports malformed markup (control)', () => {
    expect(parse('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>').getElementsByTagName('parsererror').length).toBeGreaterThan(0);
  });

  // deeper categories draw the same shapes in another tint: the first level and the fallback cover them all
  const subjects = [
    ...categoryRows()
      .filter((row) => row.depth === 1)
      .map((row) => ({ code: row.code, name: row.name, depth: 1, rootName: row.name })),
    { code: '9901', name: '기타 & 새 상품', depth: 2, rootName: '새 카테고리' },
  ];
  it.each(subjects.map((subject) => [subject.code, subject.name, subject] as const))('%s %s parses as an SVG document', (_code, name, subject) => {
    const document = parse(categoryImageSvg(subject));
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    const root = document.documentElement;
    expect(root.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(root.localName).toBe('svg');
    expect(root.getAttribute('viewBox')).toBe('0 0 120 120');
    expect(root.querySelector('title')?.textContent).toBe(name);
    expect(root.children.length).toBeGreaterThan(4);
  });
});
