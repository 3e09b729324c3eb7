// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocumentTitle } from './document-title';

describe('DocumentTitle (React 19 hoisted <title>; preact/compat does not)', () => {
  it('shows the title set last and gives the previous one back when its screen goes', () => {
    document.title = '마켓';
    const first = render(<DocumentTitle>홈 - 마켓</DocumentTitle>);
    expect(document.title).toBe('홈 - 마켓');
    expect(document.body.querySelector('title')).toBeNull();

    const second = render(<DocumentTitle>검색 - 마켓</DocumentTitle>);
    expect(document.title).toBe('검색 - 마켓');
    first.rerender(<DocumentTitle>오늘의 특가 - 마켓</DocumentTitle>);
    expect(document.title).toBe('오늘의 특가 - 마켓');

    second.unmount();
    expect(document.title).toBe('오늘의 특가 - 마켓');
    first.unmount();
    expect(document.title).toBe('마켓');
  });
});
