import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseKind, readConfig } from './config';

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
    });
    expect(databaseKind(config)).toBe('pglite');
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
    });
    expect(config).toMatchObject({ port: 8080, host: '0.0.0.0', dataDir: ':memory:', distDir: '/srv/dist', shopStandin: false });
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
  });
});
