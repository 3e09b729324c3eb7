import type { HttpBindings } from '@hono/node-server';
import { and, eq, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppDb } from './db/client';
import { settings } from './db/schema';

/**
 * Fault injection for /api (issue 11 §6): the reference server misbehaves like a bad network or a
 * broken proxy would, so the app's handling of slow, failed, cut and wrong answers can be seen and
 * tested. Off unless switched on, by FAULTS at start or by the operator at runtime
 * (faults-routes.ts). Never for /api/health, /api/ready (the balancer's checks) nor
 * /api/dev/operator/* (the switch itself, and the tests' set-up calls).
 *
 * The setting lives in the database (settings key `faults`, issue 27): the switch flipped on one
 * instance reaches every instance on the same database within FAULT_REFRESH_MS, since each re-reads
 * it when its copy is older than that. With `times`, only that many requests meet a fault, counted
 * in the database for all instances (e.g. one dropped refresh answer, tests/e2e/faults).
 *
 * Each request under `pathPattern` meets a fault with probability `rate`, of one of `kinds` drawn
 * at random:
 * - latency: waits `latencyMs`, then answers normally;
 * - error5xx: answers 500, 502 or 503 with an HTML page, as a proxy does; the request never
 *   reaches the API, so nothing is written;
 * - truncated: the API answers, and the client gets 200 with the first half of its body;
 * - wrongShape: the API answers, and the client gets 200 with valid JSON of another shape;
 * - drop: the API answers (a write is done), then the connection is destroyed without an answer:
 *   the hardest case for a client, which cannot know whether its call took effect.
 * Faulted answers carry `X-Injected-Fault: <kind>` (drop has no answer to carry it).
 */

export const FAULT_KINDS = ['latency', 'error5xx', 'truncated', 'wrongShape', 'drop'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export const DEFAULT_FAULT_LATENCY_MS = 1500;
export const MAX_FAULT_LATENCY_MS = 60_000;
export const MAX_PATH_PATTERN_LENGTH = 200;
export const FAULT_HEADER = 'X-Injected-Fault';

export interface FaultSetting {
  /** the share of requests that meet a fault, 0 to 1 */
  readonly rate: number;
  /** the faults to draw from, at least one */
  readonly kinds: readonly FaultKind[];
  readonly latencyMs: number;
  /** a regular expression tested against the path (`/api/v1/...`); undefined: every /api path */
  readonly pathPattern?: string;
  /** how many more requests may meet a fault (all instances together); undefined: no limit */
  readonly times?: number;
}

/** What GET answers while no fault is switched on: the same shape, nothing happens. */
export const FAULTS_OFF = { rate: 0, kinds: [], latencyMs: DEFAULT_FAULT_LATENCY_MS, pathPattern: null, times: null } as const;

/** The most requests `times` may name. */
export const MAX_FAULT_TIMES = 10_000;

/** The setting as the operator endpoint answers it. */
export function faultSettingJson(setting: FaultSetting | undefined) {
  if (setting === undefined) return FAULTS_OFF;
  return { rate: setting.rate, kinds: [...setting.kinds], latencyMs: setting.latencyMs, pathPattern: setting.pathPattern ?? null, times: setting.times ?? null };
}

/** A setting read back from the database (written by faultSettingJson's shape); undefined when off or unreadable. */
export function faultSettingFrom(value: unknown): FaultSetting | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { rate, kinds, latencyMs, pathPattern, times } = value as Record<string, unknown>;
  if (typeof rate !== 'number' || !(rate > 0) || !Array.isArray(kinds)) return undefined;
  const known = kinds.filter(isFaultKind);
  if (known.length === 0) return undefined;
  return {
    rate: Math.min(rate, 1),
    kinds: known,
    latencyMs: typeof latencyMs === 'number' ? latencyMs : DEFAULT_FAULT_LATENCY_MS,
    ...(typeof pathPattern === 'string' && patternError(pathPattern) === undefined ? { pathPattern } : {}),
    ...(typeof times === 'number' ? { times } : {}),
  };
}

export function isFaultKind(value: unknown): value is FaultKind {
  return typeof value === 'string' && (FAULT_KINDS as readonly string[]).includes(value);
}

/** The paths that never meet a fault. */
export function isExemptFromFaults(path: string): boolean {
  return path === '/api/health' || path === '/api/ready' || path === '/api/dev/operator' || path.startsWith('/api/dev/operator/');
}

/**
 * FAULTS at start: `rate=0.3;kinds=latency,error5xx;latencyMs=800;pathPattern=^/api/v1/user/;times=5`
 * (rate and kinds required). Throws, in English like the rest of the start-up checks. server/main.ts
 * writes it into the database, so every instance has it.
 */
export function parseFaultsEnv(text: string): FaultSetting {
  const fields = new Map<string, string>();
  for (const part of text.split(';')) {
    if (part.trim() === '') continue;
    const at = part.indexOf('=');
    const key = at < 0 ? part.trim() : part.slice(0, at).trim();
    if (at < 0 || !['rate', 'kinds', 'latencyMs', 'pathPattern', 'times'].includes(key)) {
      throw new Error(`FAULTS: unknown part '${part.trim()}' (expected rate=…;kinds=…[;latencyMs=…][;pathPattern=…][;times=…])`);
    }
    fields.set(key, part.slice(at + 1).trim());
  }
  const rateText = fields.get('rate');
  const rate = Number(rateText);
  if (rateText === undefined || rateText === '' || !Number.isFinite(rate) || rate < 0 || rate > 1) {
    throw new Error(`FAULTS: rate must be a number from 0 to 1, got '${rateText ?? ''}'`);
  }
  const kinds = (fields.get('kinds') ?? '').split(',').map((kind) => kind.trim()).filter((kind) => kind !== '');
  if (kinds.length === 0) throw new Error(`FAULTS: kinds must list at least one of ${FAULT_KINDS.join(', ')}`);
  const unknown = kinds.find((kind) => !isFaultKind(kind));
  if (unknown !== undefined) throw new Error(`FAULTS: unknown kind '${unknown}' (one of ${FAULT_KINDS.join(', ')})`);
  const latencyText = fields.get('latencyMs');
  const latencyMs = latencyText === undefined ? DEFAULT_FAULT_LATENCY_MS : Number(latencyText);
  if (!Number.isInteger(latencyMs) || latencyMs < 0 || latencyMs > MAX_FAULT_LATENCY_MS || latencyText === '') {
    throw new Error(`FAULTS: latencyMs must be a whole number from 0 to ${MAX_FAULT_LATENCY_MS}, got '${latencyText ?? ''}'`);
  }
  const pathPattern = fields.get('pathPattern') || undefined;
  if (pathPattern !== undefined && patternError(pathPattern) !== undefined) {
    throw new Error(`FAULTS: pathPattern is not a valid regular expression: ${patternError(pathPattern)}`);
  }
  const timesText = fields.get('times');
  const times = timesText === undefined ? undefined : Number(timesText);
  if (times !== undefined && (!/^\d+$/.test(timesText ?? '') || times < 1 || times > MAX_FAULT_TIMES)) {
    throw new Error(`FAULTS: times must be a whole number from 1 to ${MAX_FAULT_TIMES}, got '${timesText ?? ''}'`);
  }
  return {
    rate,
    kinds: [...new Set(kinds)].filter(isFaultKind),
    latencyMs,
    ...(pathPattern === undefined ? {} : { pathPattern }),
    ...(times === undefined ? {} : { times }),
  };
}

/** Why `pattern` is not a usable regular expression, or undefined when it is. */
export function patternError(pattern: string): string | undefined {
  if (pattern.length > MAX_PATH_PATTERN_LENGTH) return `longer than ${MAX_PATH_PATTERN_LENGTH} characters`;
  try {
    new RegExp(pattern);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** What a proxy in front of the API answers when it cannot reach it (nginx's page). */
const PROXY_REASONS = { 500: 'Internal Server Error', 502: 'Bad Gateway', 503: 'Service Temporarily Unavailable' } as const;
type ProxyStatus = keyof typeof PROXY_REASONS;
const PROXY_STATUSES = Object.keys(PROXY_REASONS).map(Number) as ProxyStatus[];

function proxyErrorPage(status: ProxyStatus): string {
  const title = `${status} ${PROXY_REASONS[status]}`;
  return `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`;
}

/** Valid JSON that no endpoint answers. */
const WRONG_SHAPES = ['{"unexpected":true}', '[{"unexpected":true}]', '"unexpected"', '[]'] as const;

export interface FaultInjector {
  /** mounted on /api/*: meets each request with the current setting */
  readonly middleware: MiddlewareHandler;
  /** the current setting, read from the store; undefined: off */
  current(): Promise<FaultSetting | undefined>;
  /** a new setting for every instance; undefined switches faults off */
  set(setting: FaultSetting | undefined): Promise<void>;
}

/** Where the setting is kept: the database for the server, memory for unit tests. */
export interface FaultStore {
  read(): Promise<FaultSetting | undefined>;
  write(setting: FaultSetting | undefined): Promise<void>;
  /** uses up one of a limited setting's `times`; false when none is left (another instance took the last) */
  take(): Promise<boolean>;
}

/** settings key of the fault setting */
export const FAULTS_KEY = 'faults';
/** how old an instance's copy of the setting may be before it reads it again */
export const FAULT_REFRESH_MS = 500;

/** The setting in the settings table, one row for every instance on the database. */
export function databaseFaultStore(db: AppDb): FaultStore {
  return {
    async read() {
      const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, FAULTS_KEY)).limit(1);
      return faultSettingFrom(row?.value);
    },
    async write(setting) {
      const value = faultSettingJson(setting);
      const now = new Date();
      await db.insert(settings).values({ key: FAULTS_KEY, value, updatedAt: now }).onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
    },
    async take() {
      const times = sql`(${settings.value} ->> 'times')::integer`;
      const taken = await db
        .update(settings)
        .set({ value: sql`jsonb_set(${settings.value}, '{times}', to_jsonb(${times} - 1))`, updatedAt: new Date() })
        .where(and(eq(settings.key, FAULTS_KEY), sql`jsonb_typeof(${settings.value} -> 'times') = 'number'`, sql`${times} > 0`))
        .returning({ key: settings.key });
      return taken.length > 0;
    },
  };
}

/** A store in memory (unit tests of the injector alone). */
export function memoryFaultStore(initial?: FaultSetting): FaultStore {
  let setting = initial;
  return {
    read: () => Promise.resolve(setting),
    write(next) {
      setting = next;
      return Promise.resolve();
    },
    take() {
      if (setting?.times === undefined || setting.times <= 0) return Promise.resolve(false);
      setting = { ...setting, times: setting.times - 1 };
      return Promise.resolve(true);
    },
  };
}

export interface FaultInjectorOptions {
  /** a number in [0, 1) (default Math.random); tests pass a fixed sequence */
  readonly random?: () => number;
  /** waits ms milliseconds (default setTimeout) */
  readonly sleep?: (ms: number) => Promise<void>;
  /** the time in ms (default Date.now), for the age of the copy */
  readonly now?: () => number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function faultInjector(store: FaultStore, { random = Math.random, sleep = wait, now = Date.now }: FaultInjectorOptions = {}): FaultInjector {
  let copy: { setting: FaultSetting | undefined; pattern: RegExp; at: number } | undefined;
  let reading: Promise<FaultSetting | undefined> | undefined;

  const keep = (setting: FaultSetting | undefined, at: number) => {
    copy = { setting, pattern: compile(setting), at };
    return setting;
  };
  /** this instance's copy, read again (once for all waiting requests) when older than FAULT_REFRESH_MS */
  const fresh = async (): Promise<{ setting: FaultSetting | undefined; pattern: RegExp }> => {
    const time = now();
    if (copy !== undefined && time - copy.at < FAULT_REFRESH_MS) return copy;
    reading ??= store
      .read()
      .then((setting) => keep(setting, time))
      // the database did not answer: keep the copy (the request itself will meet the same database)
      .catch(() => copy?.setting)
      .finally(() => {
        reading = undefined;
      });
    await reading;
    return copy ?? { setting: undefined, pattern: compile(undefined) };
  };

  const pick = <T>(items: readonly T[]): T => items[Math.min(items.length - 1, Math.floor(random() * items.length))] as T;

  const middleware: MiddlewareHandler = async (c, next) => {
    const path = c.req.path;
    if (isExemptFromFaults(path)) return next();
    const { setting: active, pattern } = await fresh();
    if (active === undefined || active.rate <= 0 || !pattern.test(path)) return next();
    if (active.times !== undefined && active.times <= 0) return next();
    if (random() >= active.rate) return next();
    // a limited setting: this request meets the fault only if one is left for all instances
    if (active.times !== undefined && !(await store.take())) return next();
    const kind = pick(active.kinds);
    switch (kind) {
      case 'latency':
        await sleep(active.latencyMs);
        await next();
        c.header(FAULT_HEADER, kind);
        return;
      case 'error5xx': {
        const status = pick(PROXY_STATUSES);
        return c.html(proxyErrorPage(status), status, { [FAULT_HEADER]: kind });
      }
      case 'truncated': {
        await next();
        const text = await c.res.text();
        replace(c, text.slice(0, Math.floor(text.length / 2)), 'application/json', kind);
        return;
      }
      case 'wrongShape':
        await next();
        replace(c, pick(WRONG_SHAPES), 'application/json', kind);
        return;
      case 'drop': {
        await next();
        const socket = (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket;
        if (socket) {
          socket.destroy();
          return;
        }
        // not behind a Node socket (app.request in tests): the nearest thing is a gateway error
        replace(c, proxyErrorPage(502), 'text/html; charset=UTF-8', kind, 502);
        return;
      }
    }
  };

  return {
    middleware,
    current: () => store.read(),
    async set(next) {
      await store.write(next);
      keep(next, now());
    },
  };
}

function compile(setting: FaultSetting | undefined): RegExp {
  return setting?.pathPattern === undefined ? /^\/api\// : new RegExp(setting.pathPattern);
}

/**
 * Puts `body` in place of what the API answered. Hono keeps the old answer's headers (all but
 * Content-Type) when c.res is replaced: its length and encoding no longer hold, so they go.
 */
function replace(c: Context, body: string, contentType: string, kind: FaultKind, status = 200): void {
  c.res = new Response(body, { status, headers: { 'Content-Type': contentType } });
  c.res.headers.delete('Content-Length');
  c.res.headers.delete('Content-Encoding');
  c.res.headers.set(FAULT_HEADER, kind);
}

/**
 * FAULTS at start (server/main.ts): the setting goes into the database, for every instance on it.
 * Unset, the database keeps whatever the operator switched (an operator switch outlives a restart).
 */
export async function writeStartFaults(db: AppDb, setting: FaultSetting | undefined): Promise<void> {
  if (setting !== undefined) await databaseFaultStore(db).write(setting);
}
