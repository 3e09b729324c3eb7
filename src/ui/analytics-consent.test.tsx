// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { onConsentAnswer } from '../platform/analytics';
import { AnalyticsConsent, askAnalyticsConsent } from './analytics-consent';

afterEach(() => localStorage.clear());

describe('the analytics question', () => {
  it('shows nothing until the app asks, then keeps the answer and goes away', async () => {
    render(<AnalyticsConsent hasBottomBar />);
    expect(screen.queryByRole('region', { name: '이용 통계 수집에 동의하시나요?' })).toBeNull();
    act(() => askAnalyticsConsent());
    expect(screen.getByRole('region', { name: '이용 통계 수집에 동의하시나요?' })).toBeTruthy();
    const heard: string[] = [];
    const stop = onConsentAnswer((consent) => heard.push(consent));
    await userEvent.click(screen.getByRole('button', { name: '동의' }));
    stop();
    expect(heard).toEqual(['granted']);
    expect(localStorage.getItem('analyticsConsent')).toBe('granted');
    expect(screen.queryByRole('region', { name: '이용 통계 수집에 동의하시나요?' })).toBeNull();
  });

  it('a refusal is kept too', async () => {
    render(<AnalyticsConsent hasBottomBar={false} />);
    act(() => askAnalyticsConsent());
    await userEvent.click(screen.getByRole('button', { name: '거부' }));
    expect(localStorage.getItem('analyticsConsent')).toBe('denied');
  });
});
