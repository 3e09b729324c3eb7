import { describe, expect, it } from 'vitest';
import { linkDecisions } from '../../platform/link-policy';
import { alarmAppPath } from './alarm-link';

const policy = linkDecisions({ appOrigin: 'https://m.market.test', ownHosts: ['market.test'], serverPathPrefixes: ['/dev/', '/api/'] });

describe('alarmAppPath', () => {
  it('follows app paths', () => {
    expect(alarmAppPath('/my-page/point', policy)).toBe('/my-page/point');
    expect(alarmAppPath('/game', policy)).toBe('/game');
    expect(alarmAppPath('https://m.market.test/notice/3', policy)).toBe('/notice/3');
  });

  it('goes nowhere without a link or for one that would leave the app', () => {
    expect(alarmAppPath(null, policy)).toBeNull();
    expect(alarmAppPath('  ', policy)).toBeNull();
    expect(alarmAppPath('//evil.example/x', policy)).toBeNull();
    expect(alarmAppPath('https://evil.example/x', policy)).toBeNull();
    expect(alarmAppPath('javascript:alert(1)', policy)).toBeNull();
    expect(alarmAppPath('/api/v1/user/mypage', policy)).toBeNull();
  });
});
