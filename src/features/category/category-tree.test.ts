import { describe, expect, it } from 'vitest';
import type { CategoryNode } from '../../api/category';
import { categoryPath, categoryPlace } from './category-tree';

const leaf = (categoryCode: string, name: string): CategoryNode => ({ categoryCode, name, depth: 3, children: [] });

const tree: CategoryNode[] = [
  {
    categoryCode: '01',
    name: '과일',
    depth: 1,
    children: [
      { categoryCode: '0101', name: '국산과일', depth: 2, children: [leaf('010101', '딸기'), leaf('010102', '사과·배')] },
      { categoryCode: '0103', name: '제철과일', depth: 2, children: [] },
    ],
  },
  { categoryCode: '03', name: '수산·해산물', depth: 1, children: [{ categoryCode: '0301', name: '생선', depth: 2, children: [leaf('030103', '조기·굴비')] }] },
];

describe('categoryPath', () => {
  it('walks from the top down to the code', () => {
    expect(categoryPath(tree, '010102')?.map((node) => node.name)).toEqual(['과일', '국산과일', '사과·배']);
    expect(categoryPath(tree, '03')?.map((node) => node.name)).toEqual(['수산·해산물']);
  });

  it('is undefined for a code the tree does not have', () => {
    expect(categoryPath(tree, '9999')).toBeUndefined();
  });
});

describe('categoryPlace', () => {
  it('a first-level code: its family with the 전체 tab', () => {
    const place = categoryPlace(tree, '01');
    expect(place?.family.name).toBe('과일');
    expect(place?.tab).toBeUndefined();
    expect(place?.chip).toBeUndefined();
    expect(place?.titled.name).toBe('과일');
  });

  it('a second-level code: its tab among its siblings, the 전체 chip', () => {
    const place = categoryPlace(tree, '0101');
    expect(place?.family.categoryCode).toBe('01');
    expect(place?.tab?.categoryCode).toBe('0101');
    expect(place?.chip).toBeUndefined();
    expect(place?.shown.categoryCode).toBe('0101');
  });

  it('second and third codes: the chip under its tab, the second names the page', () => {
    const place = categoryPlace(tree, '0101', '010101');
    expect(place?.tab?.name).toBe('국산과일');
    expect(place?.chip?.name).toBe('딸기');
    expect(place?.titled.name).toBe('국산과일');
    expect(place?.shown.name).toBe('딸기');
  });

  it('a third-level code alone: the same tab and chip, named after itself', () => {
    const place = categoryPlace(tree, '010101');
    expect(place?.tab?.categoryCode).toBe('0101');
    expect(place?.chip?.categoryCode).toBe('010101');
    expect(place?.titled.name).toBe('딸기');
  });

  it('is undefined for unknown codes and for a third code that is not a child of the second', () => {
    expect(categoryPlace(tree, '9999')).toBeUndefined();
    expect(categoryPlace(tree, '0301', '010101')).toBeUndefined();
    expect(categoryPlace(tree, '01', '010101')).toBeUndefined();
    expect(categoryPlace(tree, '0101', '9999')).toBeUndefined();
  });
});
