import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareToMessenger } from './messenger';

type WithSdk = typeof globalThis & { Kakao?: unknown };

function installSdk(initialized = true) {
  const sendDefault = vi.fn();
  (globalThis as WithSdk).Kakao = { isInitialized: () => initialized, Share: { sendDefault } };
  return sendDefault;
}

afterEach(() => {
  delete (globalThis as WithSdk).Kakao;
});

describe('shareToMessenger', () => {
  it('is unavailable without the SDK or before it is initialised', () => {
    expect(shareToMessenger({ title: '특가', url: 'https://market.kr/deal/1' })).toBe(false);
    const sendDefault = installSdk(false);
    expect(shareToMessenger({ title: '특가', url: 'https://market.kr/deal/1' })).toBe(false);
    expect(sendDefault).not.toHaveBeenCalled();
  });

  it('sends a text message when there is no image', () => {
    const sendDefault = installSdk();
    expect(shareToMessenger({ title: '제철 딸기', description: '논산 설향', url: 'https://market.kr/deal/1' })).toBe(true);
    expect(sendDefault).toHaveBeenCalledWith({
      objectType: 'text',
      text: '제철 딸기\n논산 설향',
      link: { mobileWebUrl: 'https://market.kr/deal/1', webUrl: 'https://market.kr/deal/1' },
      buttonTitle: '자세히 보기',
    });
  });

  it('passes the app address to the native app', () => {
    const sendDefault = installSdk();
    shareToMessenger({ title: '특가', imageUrl: 'https://market.kr/a.jpg', url: 'https://market.kr/deal/1', appUrl: '/deal/1' });
    const link = sendDefault.mock.calls[0]![0].content.link;
    expect(link.androidExecutionParams).toBe('url=%2Fdeal%2F1');
    expect(link.iosExecutionParams).toBe('url=%2Fdeal%2F1');
  });

  it('reports failure when the SDK throws', () => {
    installSdk().mockImplementation(() => {
      throw new Error('not initialised');
    });
    expect(shareToMessenger({ title: '특가', url: 'https://market.kr/deal/1' })).toBe(false);
  });
});
