// @vitest-environment jsdom
import { isRedirect } from '@tanstack/react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionKit } from '../../machines/session/session.test-kit';
import { ApiError, NetworkError } from '../api/errors';
import { cookie, cookieKeys } from '../platform/cookies';
import { local, localKeys } from '../platform/storage';
import {
  adoptShopTokens,
  finishShopLogin,
  readReceivedValue,
  SHOP_LOGIN_MISSING_MESSAGE,
  SHOP_LOGIN_OFFLINE_MESSAGE,
  SHOP_LOGIN_REFUSED_MESSAGE,
  shopAnswerOf,
  type ShopLoginPorts,
} from './shop-login';

function ports(validate: ShopLoginPorts['validate'] = () => Promise.resolve()) {
  const told: string[] = [];
  const stored: string[] = [];
  const value: ShopLoginPorts = {
    validate: vi.fn(validate),
    store: (pair) => {
      stored.push(pair.accessToken);
      local.set(localKeys.accessToken, pair.accessToken);
      local.set(localKeys.refreshToken, pair.refreshToken);
      return Promise.resolve();
    },
    tell: (message) => {
      told.push(message);
      return Promise.resolve();
    },
  };
  return { value, told, stored };
}

const visitor = () => {
  const kit = createSessionKit(false);
  kit.start();
  return kit;
};

const caught = (promise: Promise<unknown>) => promise.catch((error: unknown) => error);
const target = (thrown: unknown) => (isRedirect(thrown) ? (thrown.options.to ?? thrown.options.href) : thrown);

beforeEach(() => {
  localStorage.clear();
  cookie.remove(cookieKeys.accessToken);
  cookie.remove(cookieKeys.refreshToken);
  cookie.remove(cookieKeys.redirectPath);
});

describe('the shop’s answer at /login-action', () => {
  it('reads result=success or cancel, nothing else', () => {
    expect(shopAnswerOf('?result=success', 5)).toEqual({ result: 'success', at: 5 });
    expect(shopAnswerOf('result=cancel&x=1', 5)).toEqual({ result: 'cancel', at: 5 });
    expect(shopAnswerOf('?result=admin')).toBeNull();
    expect(shopAnswerOf('')).toBeNull();
  });

  it('ignores a receivedValue that is not one of its answers', () => {
    local.set(localKeys.receivedValue, '{"result":"success"}');
    expect(readReceivedValue()).toBeNull();
    local.set(localKeys.receivedValue, 'not json');
    expect(readReceivedValue()).toBeNull();
  });
});

describe('finishShopLogin', () => {
  it('signs the shopper in with the pair the shop left in the shared cookies, then goes to the remembered path', async () => {
    cookie.set(cookieKeys.accessToken, 'shop-access');
    cookie.set(cookieKeys.refreshToken, 'shop-refresh');
    cookie.set(cookieKeys.redirectPath, '/my-page/point');
    const kit = visitor();
    const { value, stored } = ports();
    const seen: (string | null)[] = [];
    // the answer is kept while the pair is checked
    value.validate = vi.fn(() => {
      seen.push(local.get(localKeys.receivedValue));
      return Promise.resolve();
    });
    const done = caught(finishShopLogin(kit.actor, '?result=success', () => cookie.get(cookieKeys.redirectPath) ?? '/', value));
    expect(target(await done)).toBe('/my-page/point');
    // the session was told and validates the new pair; the destination's guard waits for it
    await vi.waitFor(() => expect(kit.calls.validateToken).toBe(1));
    expect(value.validate).toHaveBeenCalledWith('shop-access');
    expect(stored).toEqual(['shop-access']);
    expect(JSON.parse(seen[0]!)).toMatchObject({ result: 'success' });
    expect(local.get(localKeys.receivedValue)).toBeNull();
    expect(local.get(localKeys.isCafe24Register)).toBe('true');
  });

  it('a cancelled login goes back to /login and forgets the answer', async () => {
    const { value, told } = ports();
    expect(target(await caught(finishShopLogin(visitor().actor, '?result=cancel', () => '/', value)))).toBe('/login');
    expect(told).toEqual([]);
    expect(local.get(localKeys.receivedValue)).toBeNull();
  });

  it('a success without the cookies says so and goes back to /login', async () => {
    const { value, told } = ports();
    expect(target(await caught(finishShopLogin(visitor().actor, '?result=success', () => '/', value)))).toBe('/login');
    expect(told).toEqual([SHOP_LOGIN_MISSING_MESSAGE]);
    expect(local.get(localKeys.accessToken)).toBeNull();
  });

  it('a pair the server refuses is never stored', async () => {
    cookie.set(cookieKeys.accessToken, 'forged');
    cookie.set(cookieKeys.refreshToken, 'forged');
    const { value, told, stored } = ports(() => Promise.reject(new ApiError(110, '로그인이 필요해요.', 'USER', 401)));
    expect(target(await caught(finishShopLogin(visitor().actor, '?result=success', () => '/', value)))).toBe('/login');
    expect(told).toEqual([SHOP_LOGIN_REFUSED_MESSAGE]);
    expect(stored).toEqual([]);
    expect(local.get(localKeys.receivedValue)).toBeNull();
  });

  it('when the check gets no answer the answer is kept, so coming back tries again', async () => {
    cookie.set(cookieKeys.accessToken, 'shop-access');
    cookie.set(cookieKeys.refreshToken, 'shop-refresh');
    const offline = ports(() => Promise.reject(new NetworkError('/api/v1/token/jwt/validation')));
    expect(target(await caught(finishShopLogin(visitor().actor, '?result=success', () => '/', offline.value)))).toBe('/login');
    expect(offline.told).toEqual([SHOP_LOGIN_OFFLINE_MESSAGE]);
    expect(readReceivedValue()).toMatchObject({ result: 'success' });

    // /login-action again, without the query (a reload, the back button): the kept answer is used
    const kit = visitor();
    const online = ports();
    const done = caught(finishShopLogin(kit.actor, '', () => '/best', online.value));
    expect(target(await done)).toBe('/best');
    expect(online.stored).toEqual(['shop-access']);
  });

  it('without an answer it only goes on: a visitor to /login', async () => {
    const { value } = ports();
    expect(target(await caught(finishShopLogin(visitor().actor, '', () => '/', value)))).toBe('/login');
    expect(value.validate).not.toHaveBeenCalled();
  });
});

describe('adoptShopTokens', () => {
  it('keeps a pair that is already the stored one without asking the server', async () => {
    local.set(localKeys.accessToken, 'same');
    const { value } = ports();
    expect(await adoptShopTokens({ accessToken: 'Bearer same', refreshToken: 'r', expireDt: '' }, value)).toBe('unchanged');
    expect(value.validate).not.toHaveBeenCalled();
  });

  it('forgets the previous member’s data before storing someone else’s pair', async () => {
    local.set(localKeys.accessToken, 'previous');
    local.set(localKeys.recentlyViewed, '[{"productNo":1}]');
    const { value } = ports();
    expect(await adoptShopTokens({ accessToken: 'next', refreshToken: 'r', expireDt: '' }, value)).toBe('stored');
    expect(local.get(localKeys.recentlyViewed)).toBeNull();
  });
});
