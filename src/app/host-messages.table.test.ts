/**
 * The hosting app's messages, row by row (issue 26 §2): every message type the bridge accepts has a
 * row in the table, and each row turns its message into the event written here from SPEC.md §7
 * and docs/decisions.md ("Host messages: tokens from the app", "How the native apps deliver
 * messages"). A type added to the bridge without a row, or a row that changes, fails here.
 */
import { describe, expect, it, vi } from 'vitest';
import type { LinkPolicy } from '../platform/link-policy';
import { HostMessageSchema, parseHostMessage, type HostMessage } from '../platform/native-bridge';
import { hostEventOf, hostMessageTable, runHostEvent, type HostEvent, type HostEventHandlers } from './host-messages';

const policy: LinkPolicy = { appOrigin: 'https://m.market.kr', ownHosts: ['market.kr'], serverPathPrefixes: ['/dev/', '/api/'] };
const product = { productNo: 12, shopId: 3, title: '성주 참외', url: 'https://shop.market.kr/p/12' };
const tokens = { accessToken: 'a'.repeat(40), refreshToken: 'r'.repeat(40), expireDt: '2026-12-01T10:00:00+09:00' };

/** Every row: a message as the app sends it, and the event the web must make of it. */
const rows: Array<[string, unknown, HostEvent]> = [
  ['close closes the view', { type: 'close' }, { type: 'host.closeView' }],
  ['appClose closes the view', { type: 'appClose' }, { type: 'host.closeView' }],
  ['moveRoute goes to an app path', { type: 'moveRoute', path: '/best?tab=2' }, { type: 'host.navigate', to: '/best?tab=2' }],
  ["moveRoute to the product's own host stays in the app", { type: 'moveRoute', path: 'https://market.kr/season' }, { type: 'host.navigate', to: '/season' }],
  ['moveRoute elsewhere is ignored', { type: 'moveRoute', path: 'https://evil.example/' }, { type: 'host.ignored', reason: 'not a path of the app' }],
  ['appLoadUrl with mode reload reloads', { type: 'appLoadUrl', mode: 'reload' }, { type: 'host.reload' }],
  ['appLoadUrl goes to its URL', { type: 'appLoadUrl', url: '/local-main' }, { type: 'host.navigate', to: '/local-main' }],
  ['appLoadUrl without a URL goes to /', { type: 'appLoadUrl' }, { type: 'host.navigate', to: '/' }],
  ['appLoadUrl elsewhere goes to /', { type: 'appLoadUrl', url: 'javascript:alert(1)' }, { type: 'host.navigate', to: '/' }],
  ['appLogin offers its tokens', { type: 'appLogin', ...tokens }, { type: 'host.tokensOffered', kind: 'appLogin', tokens }],
  [
    'appTokenRefresh offers its tokens',
    { type: 'appTokenRefresh', accessToken: tokens.accessToken, refreshToken: tokens.refreshToken },
    { type: 'host.tokensOffered', kind: 'appTokenRefresh', tokens: { ...tokens, expireDt: '' } },
  ],
  ['appLogout logs out', { type: 'appLogout' }, { type: 'session.logout' }],
  ['setDevicePush true is Y', { type: 'setDevicePush', value: true }, { type: 'host.devicePush', value: 'Y' }],
  ["setDevicePush 'N' is N", { type: 'setDevicePush', value: 'N' }, { type: 'host.devicePush', value: 'N' }],
  ['appRecentProduct goes to the recently viewed list', { type: 'appRecentProduct', product }, { type: 'host.recentProduct', message: { type: 'appRecentProduct', product } as never }],
  ['appProductLike goes to the likes', { type: 'appProductLike', product }, { type: 'host.productLike', message: { type: 'appProductLike', product } as never }],
  ['deviceInfo is kept', { type: 'deviceInfo', info: { uid: 'w-1', os: 'iOS' } }, { type: 'host.deviceInfo', info: { uid: 'w-1', os: 'iOS' } }],
  ['selectedImage is for the writing screen', { type: 'selectedImage', images: [] }, { type: 'host.ignored', reason: 'answered to the writing screen that asked' }],
];

describe('host message table', () => {
  for (const [name, data, expected] of rows) {
    it(name, () => {
      const message = parseHostMessage(data);
      expect(message, 'the bridge accepts the message').not.toBeNull();
      const event = hostEventOf(message as HostMessage, policy);
      // the product carries the bridge's defaults: compare what the row adds
      if (event.type === 'host.recentProduct' || event.type === 'host.productLike') {
        expect(event.type).toBe(expected.type);
        expect(event.message.product).toMatchObject(product);
      } else {
        expect(event).toEqual(expected);
      }
    });
  }

  it('has a row for every message type the bridge accepts, and the walk above covers each', () => {
    const types = HostMessageSchema.options.map((option) => option.entries.type.literal).sort();
    expect(Object.keys(hostMessageTable).sort()).toEqual(types);
    const walked = new Set(rows.map(([, data]) => (data as { type: string }).type));
    expect([...types].filter((type) => !walked.has(type))).toEqual([]);
  });

  it('carries out each event with its own handler', () => {
    const handlers = Object.fromEntries(
      ['host.closeView', 'host.navigate', 'host.reload', 'host.tokensOffered', 'session.logout', 'host.devicePush', 'host.recentProduct', 'host.productLike', 'host.deviceInfo', 'host.ignored'].map(
        (type) => [type, vi.fn()],
      ),
    ) as unknown as HostEventHandlers;
    for (const [, data, expected] of rows) {
      runHostEvent(hostEventOf(parseHostMessage(data) as HostMessage, policy), handlers);
      expect(handlers[expected.type]).toHaveBeenCalled();
    }
  });
});
