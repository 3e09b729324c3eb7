import type { HttpBindings } from '@hono/node-server';
import type { Context, MiddlewareHandler } from 'hono';

/**
 * Fault injection for /api (issue 11 §6): the reference server misbehaves like a bad network or a
 * broken proxy would, so the app's handling of slow, failed, cut and wrong answers can be seen and
 * tested. Off unless switched on, by FAULTS at start or by the operator at runtime
 * (faults-routes.ts). Never for /api/health (start-up checks) nor /api/dev/operator/* (the switch
 * itself, and the tests' set-up calls).
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
}

/** What GET answers while no fault is switched on: the same shape, nothing happens. */
export const FAULTS_OFF = { rate: 0, kinds: [], latencyMs: DEFAULT_FAULT_LATENCY_MS, pathPattern: null } as const;

/** The setting as the operator endpoint answers it. */
export function faultSettingJson(setting: FaultSetting | undefined) {
  if (setting === undefined) return FAULTS_OFF;
  return { rate: setting.rate, kinds: [...setting.kinds], latencyMs: setting.latencyMs, pathPattern: setting.pathPattern ?? null };
}

export function isFaultKind(value: unknown): value is FaultKind {
  return typeof value === 'string' && (FAULT_KINDS as readonly string[]).includes(value);
}

/** The paths that never meet a fault. */
export function isExemptFromFaults(path: string): boolean {
  return path === '/api/health' || path === '/api/dev/operator' || path.startsWith('/api/dev/operator/');
}

/**
 * FAULTS at start: `rate=0.3;kinds=latency,error5xx;latencyMs=800;pathPattern=^/api/v1/user/`
 * (rate and kinds required). Throws, in English like the rest of the start-up checks.
 */
export function parseFaultsEnv(text: string): FaultSetting {
  const fields = new Map<string, string>();
  for (const part of text.split(';')) {
    if (part.trim() === '') continue;
    const at = part.indexOf('=');
    const key = at < 0 ? part.trim() : part.slice(0, at).trim();
    if (at < 0 || !['rate', 'kinds', 'latencyMs', 'pathPattern'].includes(key)) {
      throw new Error(`FAULTS: unknown part '${part.trim()}' (expected rate=…;kinds=…[;latencyMs=…][;pathPattern=…])`);
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
  return { rate, kinds: [...new Set(kinds)].filter(isFaultKind), latencyMs, ...(pathPattern === undefined ? {} : { pathPattern }) };
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
  /** the current setting; undefined: off */
  current(): FaultSetting | undefined;
  /** a new setting; undefined switches faults off */
  set(setting: FaultSetting | undefined): void;
}

export interface FaultInjectorOptions {
  /** a number in [0, 1) (default Math.random); tests pass a fixed sequence */
  readonly random?: () => number;
  /** waits ms milliseconds (default setTimeout) */
  readonly sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function faultInjector(initial: FaultSetting | undefined, { random = Math.random, sleep = wait }: FaultInjectorOptions = {}): FaultInjector {
  let setting = initial;
  let pattern = compile(initial);

  const pick = <T>(items: readonly T[]): T => items[Math.min(items.length - 1, Math.floor(random() * items.length))] as T;

  const middleware: MiddlewareHandler = async (c, next) => {
    const active = setting;
    const path = c.req.path;
    if (active === undefined || active.rate <= 0 || isExemptFromFaults(path) || !pattern.test(path)) return next();
    if (random() >= active.rate) return next();
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
    current: () => setting,
    set(next) {
      setting = next;
      pattern = compile(next);
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
