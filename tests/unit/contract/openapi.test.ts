import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../../../server/db/client';
import { operationKey } from '../../../server/openapi';
import { bearer, signInNaver, testApp, type TestApp } from '../../../server/test-app';
import { openTestDatabase } from '../../../server/test-database';

/**
 * The OpenAPI document (issue 26): OpenAPI 3.1 at /api/openapi.json, generated from the contract's
 * schemas; every /api route of the server is in it; a standard linter (Redocly CLI, its
 * "recommended" rules) finds no error in it; the Scalar reference is served outside production.
 */

const run = promisify(execFile);

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
}

interface Document {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, unknown>; parameters?: Parameter[] }>>;
}

let database: OpenDatabase;
let t: TestApp;
let document: Document;
beforeAll(async () => {
  database = await openTestDatabase({ seed: false });
  t = testApp(database.db);
  const res = await t.app.request('/api/openapi.json');
  expect(res.status).toBe(200);
  document = (await res.json()) as Document;
});
afterAll(async () => {
  await database?.close();
});

/** `/api/v2/display/deal/{dealId}` → `/api/v2/display/deal/:dealId` */
const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

describe('GET /api/openapi.json', () => {
  it('is OpenAPI 3.1 with every /api route of the server but the operator and probe ones', () => {
    expect(document.openapi).toMatch(/^3\.1\./);
    const documented = new Set(Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => operationKey(method.toUpperCase(), honoPath(path)))));
    const routes = new Set(
      t.app.routes
        .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/') && !route.path.startsWith('/api/dev/'))
        .map((route) => operationKey(route.method, route.path)),
    );
    const left = ['GET /api/health', 'GET /api/ready', 'GET /api/v2/survey/images/:file', 'GET /api/openapi.json', 'GET /api/reference', 'GET /api/reference/standalone.js'];
    expect([...routes].filter((route) => !documented.has(route) && !left.includes(route))).toEqual([]);
    expect([...documented].filter((operation) => !routes.has(operation))).toEqual([]);
  });

  it('gives every operation its answer and its catalogue errors', () => {
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const statuses = Object.keys(operation.responses);
        expect(statuses.some((status) => status.startsWith('2')), `${method} ${path}`).toBe(true);
        expect(statuses, `${method} ${path}`).toContain('500');
      }
    }
  });

  it('shows the query parameters each route validates: one its schema refuses is code 12 naming it', async () => {
    const { accessToken } = await signInNaver(t);
    const refused: string[] = [];
    let checked = 0;
    for (const [path, item] of Object.entries(document.paths)) {
      const query = (item.get?.parameters ?? []).filter((parameter) => parameter.in === 'query');
      const url = path.replace('{kind}', 'post').replace('{localCode}', 'seoul').replace(/\{\w+\}/g, '1');
      for (const parameter of query) {
        // a control character: no text, code, number or choice of the contract takes it
        const search = new URLSearchParams(query.filter((other) => other.required && other !== parameter).map((other) => [other.name, 'a']));
        search.set(parameter.name, 'a\u0001b');
        const res = await t.app.request(`${url}?${search.toString()}`, { headers: bearer(accessToken) });
        const body = (await res.json()) as { code?: number; message?: string };
        checked += 1;
        if (res.status !== 400 || body.code !== 12 || !body.message?.includes(parameter.name)) refused.push(`GET ${path} ${parameter.name}: ${res.status} ${JSON.stringify(body).slice(0, 120)}`);
      }
    }
    expect(refused).toEqual([]);
    expect(checked).toBeGreaterThan(60);
  });

  it('passes the Redocly linter (recommended rules) without an error', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'openapi-'));
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const result = await run('npx', ['--no-install', 'redocly', 'lint', file, '--format', 'json', '--extends', 'recommended'], { maxBuffer: 20 * 1024 * 1024 }).catch(
      (error: { stdout?: string; stderr?: string }) => ({ stdout: error.stdout ?? '', stderr: error.stderr ?? '' }),
    );
    const report = JSON.parse(result.stdout) as { totals: { errors: number }; problems: { severity: string; message: string; location: { pointer: string }[] }[] };
    const errors = report.problems.filter((problem) => problem.severity === 'error').map((problem) => `${problem.location[0]?.pointer}: ${problem.message}`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
  }, 120_000);

  it('serves the interactive reference outside production only', async () => {
    const page = await t.app.request('/api/reference');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('/api/openapi.json');
    // Scalar's bundle from this origin, its scripts by nonce, as the page's own policy says
    const nonce = /nonce-([^']+)'/.exec(page.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeDefined();
    expect(html).toContain(`src="/api/reference/standalone.js" nonce="${nonce}"`);
    const bundle = await t.app.request('/api/reference/standalone.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toMatch(/javascript/);
    const production = testApp(database.db, { NODE_ENV: 'production', JWT_SECRET: 'production-like-secret-0123456789abcdefghijkl' });
    expect((await production.app.request('/api/reference')).status).toBe(404);
    expect((await production.app.request('/api/openapi.json')).status).toBe(200);
  });
});
