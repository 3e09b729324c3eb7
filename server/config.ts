import { resolve } from 'node:path';

/**
 * Everything the reference server reads from the environment, read once by `readConfig()` and
 * then passed down. Nothing else in server/ touches `process.env`.
 */
export interface ServerConfig {
  /** PORT, default 4173 */
  readonly port: number;
  /** HOST, default 127.0.0.1 */
  readonly host: string;
  /** DATABASE_URL: when set, PostgreSQL through postgres-js; otherwise embedded PGlite */
  readonly databaseUrl: string | undefined;
  /** DATABASE_SCHEMA: PostgreSQL schema (search_path) to use, created when missing; PostgreSQL only */
  readonly databaseSchema: string | undefined;
  /** DATA_DIR, default `.data/pglite`: PGlite's data folder, or ':memory:' for a throwaway database */
  readonly dataDir: string;
  /** DIST_DIR, default `dist`: the built SPA */
  readonly distDir: string;
  /**
   * SHOP_STANDIN, default on: serve the development stand-in of the external shop site under
   * /dev/shop (see shop-standin.ts). Turn it off when the app's VITE_SHOP_URL points at the real
   * shop; /dev/shop then answers 404.
   */
  readonly shopStandin: boolean;
  // Later: JWT secrets and lifetimes, stand-in identity providers, operator switches' defaults.
}

export type DatabaseKind = 'pglite' | 'postgres';

export const MEMORY_DATA_DIR = ':memory:';

type Env = Readonly<Record<string, string | undefined>>;

export function readConfig(env: Env = process.env): ServerConfig {
  const dataDir = text(env, 'DATA_DIR') ?? '.data/pglite';
  return {
    port: portNumber(env, 'PORT', 4173),
    host: text(env, 'HOST') ?? '127.0.0.1',
    databaseUrl: text(env, 'DATABASE_URL'),
    databaseSchema: identifier(env, 'DATABASE_SCHEMA'),
    dataDir: dataDir === MEMORY_DATA_DIR ? dataDir : resolve(dataDir),
    distDir: resolve(text(env, 'DIST_DIR') ?? 'dist'),
    shopStandin: onOff(env, 'SHOP_STANDIN', true),
  };
}

export function databaseKind(config: Pick<ServerConfig, 'databaseUrl'>): DatabaseKind {
  return config.databaseUrl ? 'postgres' : 'pglite';
}

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function portNumber(env: Env, name: string, fallback: number): number {
  const value = text(env, name);
  if (value === undefined) return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be a port number (0–65535), got '${value}'`);
  }
  return port;
}

const ON = new Set(['1', 'true', 'on', 'yes']);
const OFF = new Set(['0', 'false', 'off', 'no']);

function onOff(env: Env, name: string, fallback: boolean): boolean {
  const value = text(env, name)?.toLowerCase();
  if (value === undefined) return fallback;
  if (ON.has(value)) return true;
  if (OFF.has(value)) return false;
  throw new Error(`${name} must be on or off (1/0, true/false, on/off, yes/no), got '${value}'`);
}

function identifier(env: Env, name: string): string | undefined {
  const value = text(env, name);
  if (value !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(value)) {
    throw new Error(`${name} must be a lowercase SQL identifier, got '${value}'`);
  }
  return value;
}
