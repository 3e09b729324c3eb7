// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pendingWithoutSuspense } from './pending-without-suspense';

describe('pendingWithoutSuspense', () => {
  it("shows the default pending screen until the route's chunk is in, then the route's own, without suspending", async () => {
    let arrive = () => {};
    const chunk = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const Own = Object.assign(() => <p>상황별 추천 불러오는 중</p>, { preload: () => chunk });
    const Pending = pendingWithoutSuspense(Own);

    render(<Pending />);
    expect(screen.getByText('불러오는 중이에요')).toBeTruthy();
    expect(screen.queryByText('상황별 추천 불러오는 중')).toBeNull();

    arrive();
    expect(await screen.findByText('상황별 추천 불러오는 중')).toBeTruthy();
    expect(screen.queryByText('불러오는 중이에요')).toBeNull();

    // once loaded, the next route pending shows its own screen at once
    render(<Pending />);
    expect(screen.getAllByText('상황별 추천 불러오는 중')).toHaveLength(2);
  });
});
