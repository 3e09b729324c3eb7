import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseKind, readConfig, startupProblems } from './config';

describe('readConfig', () => {
  it('has defaults for a local run', () => {
    const config = readConfig({});
    expect(config).toEqual({
      port: 4173,
      host: '127.0.0.1',
      databaseUrl: undefined,
      databaseSchema: undefined,
      dataDir: resolve('.data/pglite'),
      distDir: resolve('dist'),
      shopStandin: true,
      jwtSecret: undefined,
      accessTokenTtlS: 1800,
      refreshTokenTtlS: 1_209_600,
      idpStandin: true,
      operatorKey: 'dev-operator',
      pageCacheSeconds: 3,
      dev: false,
      analytics: false,
      appKeys: { VITE_KAKAO_JS_KEY: undefined, VITE_KAKAO_SDK_URL: undefined, VITE_KAKAO_SDK_INTEGRITY: undefined, VITE_GA_ID: undefined },
      messengerStandin: true,
      apiReference: true,
      databasePoolSize: 10,
      refreshGraceS: 60,
      trustedProxies: ['loopback'],
      rateLimits: true,
      assetsDir: resolve('.data/assets'),
      assetsKeepDays: 14,
      drainDelayMs: 3000,
    });
    expect(databaseKind(config)).toBe('pglite');
  });

  it('allows the messenger SDK’s host and the analytics only when their keys are configured (issue 25)', () => {
    expect(readConfig({ VITE_KAKAO_SDK_URL: 'https://t1.kakaocdn.net/x.js' }).messengerSdkOrigin).toBeUndefined();
    expect(readConfig({ VITE_KAKAO_JS_KEY: 'key' }).messengerSdkOrigin).toBe('https://t1.kakaocdn.net');
    expect(readConfig({ VITE_KAKAO_JS_KEY: 'key', VITE_KAKAO_SDK_URL: '/dev/messenger/kakao.js' }).messengerSdkOrigin).toBeUndefined();
    expect(readConfig({ VITE_KAKAO_JS_KEY: 'key', VITE_KAKAO_SDK_URL: 'https://cdn.example/k.js' }).messengerSdkOrigin).toBe('https://cdn.example');
    expect(() => readConfig({ VITE_KAKAO_JS_KEY: 'key', VITE_KAKAO_SDK_URL: 'http://cdn.example/k.js' })).toThrow(/VITE_KAKAO_SDK_URL/);
    expect(() => readConfig({ VITE_KAKAO_JS_KEY: 'key', VITE_KAKAO_SDK_URL: '//cdn.example/k.js' })).toThrow(/VITE_KAKAO_SDK_URL/);
    expect(readConfig({ VITE_GA_ID: 'G-ABC1234' }).analytics).toBe(true);
    expect(readConfig({ VITE_GA_ID: ' ' }).analytics).toBe(false);
    expect(() => readConfig({ VITE_GA_ID: 'UA-1234-5' })).toThrow(/VITE_GA_ID must be a Google Analytics 4 measurement id/);
    expect(readConfig({ NODE_ENV: 'production' }).messengerStandin).toBe(false);
    expect(readConfig({ NODE_ENV: 'production', MESSENGER_STANDIN: 'on' }).messengerStandin).toBe(true);
  });

  it('hands the app’s keys to the pages as they are set, unset ones as undefined (src/config/env.ts)', () => {
    expect(readConfig({}).appKeys).toEqual({ VITE_KAKAO_JS_KEY: undefined, VITE_KAKAO_SDK_URL: undefined, VITE_KAKAO_SDK_INTEGRITY: undefined, VITE_GA_ID: undefined });
    expect(readConfig({ VITE_KAKAO_JS_KEY: ' key ', VITE_KAKAO_SDK_URL: '/dev/messenger/kakao.js', VITE_GA_ID: 'G-ABC1234', VITE_SHOP_URL: 'https://shop.example' }).appKeys).toEqual({
      VITE_KAKAO_JS_KEY: 'key',
      VITE_KAKAO_SDK_URL: '/dev/messenger/kakao.js',
      VITE_KAKAO_SDK_INTEGRITY: undefined,
      VITE_GA_ID: 'G-ABC1234',
    });
  });

  it('reads the environment', () => {
    const config = readConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/market',
      DATABASE_SCHEMA: 'market_test',
      DATA_DIR: ':memory:',
      DIST_DIR: '/srv/dist',
      SHOP_STANDIN: 'off',
      JWT_SECRET: 'a-long-enough-secret-for-hs256-0123456789',
      ACCESS_TOKEN_TTL_S: '2',
      REFRESH_TOKEN_TTL_S: '60',
      IDP_STANDIN: 'off',
      OPERATOR_KEY: 'support-key',
      NODE_ENV: 'production',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: ':memory:',
      distDir: '/srv/dist',
      shopStandin: false,
      jwtSecret: 'a-long-enough-secret-for-hs256-0123456789',
      accessTokenTtlS: 2,
      refreshTokenTtlS: 60,
      idpStandin: false,
      operatorKey: 'support-key',
    });
    expect(databaseKind(config)).toBe('postgres');
  });

  it('treats empty values as unset and refuses bad ones', () => {
    expect(readConfig({ PORT: '', DATABASE_URL: ' ' })).toMatchObject({ port: 4173, databaseUrl: undefined });
    expect(() => readConfig({ PORT: 'http' })).toThrow(/PORT/);
    expect(() => readConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => readConfig({ DATABASE_SCHEMA: 'x"; drop' })).toThrow(/DATABASE_SCHEMA/);
    expect(readConfig({ SHOP_STANDIN: ' ' }).shopStandin).toBe(true);
    expect(readConfig({ SHOP_STANDIN: 'FALSE' }).shopStandin).toBe(false);
    expect(readConfig({ SHOP_STANDIN: '1' }).shopStandin).toBe(true);
    expect(() => readConfig({ SHOP_STANDIN: 'maybe' })).toThrow(/SHOP_STANDIN/);
    expect(() => readConfig({ IDP_STANDIN: 'maybe' })).toThrow(/IDP_STANDIN/);
    expect(readConfig({ IDP_STANDIN: 'no' }).idpStandin).toBe(false);
  });

  it('refuses a JWT_SECRET shorter than 32 characters (RFC 7518 §3.2) and treats an empty one as unset', () => {
    expect(() => readConfig({ JWT_SECRET: 'secret' })).toThrow(/JWT_SECRET.*32/);
    expect(readConfig({ JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe('x'.repeat(32));
    expect(readConfig({ JWT_SECRET: '  ' }).jwtSecret).toBeUndefined();
  });

  it('reads token lifetimes as whole seconds', () => {
    expect(readConfig({ ACCESS_TOKEN_TTL_S: '1', REFRESH_TOKEN_TTL_S: '3' })).toMatchObject({ accessTokenTtlS: 1, refreshTokenTtlS: 3 });
    for (const bad of ['0', '-5', '1.5', '30m', '1e3', '999999999999']) {
      expect(() => readConfig({ ACCESS_TOKEN_TTL_S: bad })).toThrow(/ACCESS_TOKEN_TTL_S/);
      expect(() => readConfig({ REFRESH_TOKEN_TTL_S: bad })).toThrow(/REFRESH_TOKEN_TTL_S/);
    }
  });

  it('turns the operator endpoints on outside production, or with OPERATOR_KEY', () => {
    expect(readConfig({}).operatorKey).toBe('dev-operator');
    expect(readConfig({ NODE_ENV: 'test' }).operatorKey).toBe('dev-operator');
    expect(readConfig({ NODE_ENV: 'production' }).operatorKey).toBeUndefined();
    expect(readConfig({ NODE_ENV: 'production', OPERATOR_KEY: 'k-123' }).operatorKey).toBe('k-123');
    expect(readConfig({ OPERATOR_KEY: 'k-456' }).operatorKey).toBe('k-456');
  });

  it('reads the public origin and the pages\' cache, and refuses what is not one', () => {
    expect(readConfig({ PUBLIC_ORIGIN: 'https://market.example.co.kr', PAGE_CACHE_SECONDS: '0' })).toMatchObject({
      publicOrigin: 'https://market.example.co.kr',
      pageCacheSeconds: 0,
    });
    expect(() => readConfig({ PUBLIC_ORIGIN: 'https://market.example.co.kr/shop' })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => readConfig({ PAGE_CACHE_SECONDS: '-1' })).toThrow(/PAGE_CACHE_SECONDS/);
    expect(() => readConfig({ PAGE_CACHE_SECONDS: '5000' })).toThrow(/PAGE_CACHE_SECONDS/);
  });

  it('reads the settings of many instances (issue 27)', () => {
    expect(
      readConfig({
        DATABASE_POOL_SIZE: '4',
        REFRESH_GRACE_S: '0',
        TRUSTED_PROXIES: '10.0.0.2, ::1',
        RATE_LIMITS: 'off',
        ASSETS_DIR: '/srv/assets',
        ASSETS_KEEP_DAYS: '30',
        DRAIN_DELAY_MS: '0',
      }),
    ).toMatchObject({
      databasePoolSize: 4,
      refreshGraceS: 0,
      trustedProxies: ['10.0.0.2', '::1'],
      rateLimits: false,
      assetsDir: '/srv/assets',
      assetsKeepDays: 30,
      drainDelayMs: 0,
    });
    expect(readConfig({ TRUSTED_PROXIES: 'none', ASSETS_DIR: 'off' })).toMatchObject({ trustedProxies: [], assetsDir: undefined });
    expect(() => readConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => readConfig({ REFRESH_GRACE_S: '-1' })).toThrow(/REFRESH_GRACE_S/);
    expect(() => readConfig({ TRUSTED_PROXIES: 'balancer.local' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => readConfig({ DRAIN_DELAY_MS: '1s' })).toThrow(/DRAIN_DELAY_MS/);
  });

  it('refuses PostgreSQL without JWT_SECRET, in Korean: every instance must sign with one key', () => {
    expect(startupProblems(readConfig({}))).toEqual([]);
    expect(startupProblems(readConfig({ JWT_SECRET: 'x'.repeat(32), DATABASE_URL: 'postgres://db/market' }))).toEqual([]);
    const [problem, ...rest] = startupProblems(readConfig({ DATABASE_URL: 'postgres://db/market' }));
    expect(rest).toEqual([]);
    expect(problem).toMatch(/JWT_SECRET/);
    expect(problem).toMatch(/[가-힣]/);
  });
});
