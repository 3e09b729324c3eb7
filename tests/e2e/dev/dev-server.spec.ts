import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { routeCases } from '../support/routes';

/**
 * `npm run dev` as a developer meets it (issue 24 §7, §9), on a scratch copy of the project (its own
 * sources, the project's node_modules): the same server-rendered pages with React's development build,
 * which reports every hydration mismatch (attributes too, which the production build keeps quiet), and
 * Fast Refresh: a component's text edited on disk shows without a reload, its state kept.
 */

const ROOT = resolve(import.meta.dirname, '../../..');
const COPIED = ['src', 'machines', 'contract', 'generated', 'public', 'server', 'scripts', 'styled-system', 'package.json', 'vite.config.ts', 'panda.config.ts', 'postcss.config.cjs', 'tsconfig.json'];
const EDITED = 'src/features/search/suggestions.tsx';

let scratch: string;
let server: ChildProcess | undefined;
let baseURL: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  scratch = mkdtempSync(join(tmpdir(), 'market-dev-'));
  for (const entry of COPIED) cpSync(join(ROOT, entry), join(scratch, entry), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(scratch, 'node_modules'), 'dir');
  server = spawn(process.execPath, ['scripts/dev.mjs'], {
    cwd: scratch,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: ':memory:', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  baseURL = await new Promise<string>((done, fail) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`npm run dev did not print its address:\n${output}`)), 150_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      // the last thing it prints: the page to open (not the API's)
      const found = /준비되었어요: (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (found?.[1]) {
        clearTimeout(timer);
        done(found[1]);
      }
    };
    server?.stdout?.on('data', read);
    server?.stderr?.on('data', read);
    server?.on('exit', (code) => fail(new Error(`npm run dev exited (${code}):\n${output}`)));
  });
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const gone = new Promise<void>((done) => server?.once('exit', () => done()));
    server.kill('SIGTERM');
    await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 5000))]);
  }
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

test('every public route hydrates in development without a mismatch or a React error', async ({ page }) => {
  test.setTimeout(240_000);
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && !/Failed to load resource: the server responded with a status of 404/.test(text)) problems.push(`${page.url()}: ${text.slice(0, 600)}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  // (a route the server redirects has no page of its own: where it goes is walked as a route itself)
  for (const route of routeCases.filter((r) => !r.requireAuth && !r.serverRedirect)) {
    await page.goto(baseURL + route.url);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  expect(problems, problems.join('\n\n')).toEqual([]);
});

test('Fast Refresh: an edited component shows its new text without a reload, and keeps its state', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`${baseURL}/search/list`);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, { timeout: 30_000 });
  const box = page.getByRole('searchbox', { name: '검색어' });
  // a word nothing matches: the suggestions say so, and the typed word is the screen's state
  await box.fill('쀍쀍쀍');
  await page.evaluate(() => ((window as unknown as { beforeEdit: boolean }).beforeEdit = true));
  await expect(page.getByText('‘쀍쀍쀍’에 맞는 추천 검색어가 없어요.')).toBeVisible();

  const file = join(scratch, EDITED);
  const source = readFileSync(file, 'utf8');
  expect(source).toContain('에 맞는 추천 검색어가 없어요.');
  writeFileSync(file, source.replace('에 맞는 추천 검색어가 없어요.', '에 맞는 검색어를 찾지 못했어요.'));

  await expect(page.getByText('‘쀍쀍쀍’에 맞는 검색어를 찾지 못했어요.')).toBeVisible({ timeout: 20_000 });
  // no reload: the page's own variable is still there, and what was typed too
  expect(await page.evaluate(() => (window as unknown as { beforeEdit?: boolean }).beforeEdit)).toBe(true);
  await expect(box).toHaveValue('쀍쀍쀍');
});
