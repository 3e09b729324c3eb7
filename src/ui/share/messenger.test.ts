import { describe, expect, it, vi } from 'vitest';
import { messengerTemplate, shareToMessenger } from './messenger';

function fakeSdk(initialized = true) {
  const sendDefault = vi.fn();
  return { sdk: { isInitialized: () => initialized, Share: { sendDefault } }, sendDefault };
}

describe('shareToMessenger', () => {
  it('is unavailable without the SDK or before it is initialised', () => {
    expect(shareToMessenger({ title: '특가', url: 'https://market.kr/deal/1' }, null)).toBe(false);
    const { sdk, sendDefault } = fakeSdk(false);
    expect(shareToMessenger({ title: '특가', url: 'https://market.kr/deal/1' }, sdk)).toBe(false);
    expect(sendDefault).not.toHaveBeenCalled();
  });

  it('sends a feed card with the picture, the name, the price or excerpt and a link back', () => {
    const { sdk, sendDefault } = fakeSdk();
    const info = {
      title: '[타임딜] 논산 설향 딸기',
      description: '논산 설향 딸기 1kg 30% 할인, 8,690원',
      imageUrl: 'https://market.kr/images/products/1099.svg',
      url: 'https://market.kr/deal/1',
    };
    expect(shareToMessenger(info, sdk)).toBe(true);
    const link = { mobileWebUrl: 'https://market.kr/deal/1', webUrl: 'https://market.kr/deal/1' };
    expect(sendDefault).toHaveBeenCalledWith({
      objectType: 'feed',
      content: { title: info.title, description: info.description, imageUrl: info.imageUrl, link },
      buttons: [{ title: '자세히 보기', link }],
    });
  });

  it('sends a text message when there is no picture', () => {
    expect(messengerTemplate({ title: '제철 딸기', description: '논산 설향', url: 'https://market.kr/deal/1' })).toEqual({
      objectType: 'text',
      text: '제철 딸기\n논산 설향',
      link: { mobileWebUrl: 'https://market.kr/deal/1', webUrl: 'https://market.kr/deal/1' },
      buttonTitle: '자세히 보기',
    });
  });

  it('passes the app address to the native app', () => {
    const template = messengerTemplate({ title: '특가', imageUrl: 'https://market.kr/a.jpg', url: 'https://market.kr/deal/1', appUrl: '/deal/1' });
    const link = template.objectType === 'feed' ? template.content.link : template.link;
    expect(link.androidExecutionParams).toBe('url=%2Fdeal%2F1');
    expect(link.iosExecutionParams).toBe('url=%2Fdeal%2F1');
  });

  it('reports failure when the SDK throws', () => {
    const { sdk, sendDefault } = fakeSdk();
    sendDefault.mockImplementation(() => {
      throw new Error('not initialised');
    });
    expect(shareToMessenger({ title: '특가', url: 'https://market.kr/deal/1' }, sdk)).toBe(false);
  });
});
