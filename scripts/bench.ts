/**
 * `npm run bench`: performance figures of the reference server and the build, offline.
 *
 * 1. API latency: the app on a fresh in-memory PGlite (migrated, seeded), called in-process with
 *    `app.request()` — no sockets, so the figures are the server's own work (routing, queries,
 *    JSON). Each endpoint is warmed up, then called REQUESTS times one after another; the table
 *    has p50/p95/p99 latency and requests per second. Each endpoint stops early at TIME_BUDGET_MS.
 * 2. Bundle sizes, when `dist/.vite/manifest.json` exists (`npm run build`): gzip sizes (level 9,
 *    as the bundle budget test measures) of the entry chunk, of what the entry loads statically,
 *    and of all JS and CSS of the build.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { createApp } from '../server/app';
import { MEMORY_DATA_DIR, readConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { seedIfEmpty } from '../server/db/seed';

const REQUESTS = 300;
const WARMUP = 30;
const TIME_BUDGET_MS = 20_000;

const ENDPOINTS = [
  '/api/health',
  '/api/v1/display/web/profile',
  '/api/v1/display/web/category',
  '/api/v1/display/web/category?categoryCode=01',
  // the catalogue screens' heaviest calls (issue 6): lists, Korean search with initials, suggestions
  '/api/v2/display/deal',
  '/api/v1/display/best/rank',
  '/api/v1/display/category/product?categoryCode=01&sort=PRICE_ASC',
  '/api/v1/display/local',
  `/api/v2/display/search?keyword=${encodeURIComponent('딸기')}`,
  `/api/v2/display/search?keyword=${encodeURIComponent('ㄸㄱ')}&sort=PRICE_ASC`,
  `/api/v2/display/search/auto-keyword?keyword=${encodeURIComponent('ㄸㄱ')}`,
  `/api/v2/display/search/store?keyword=${encodeURIComponent('딸기')}`,
] as const;

const dist = resolve('dist');

type Row = readonly string[];

/** A plain-text table: the first row is the header; columns after the first are right-aligned. */
function printTable(rows: readonly Row[]): void {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  const line = (row: Row) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ');
  const [header, ...body] = rows;
  if (!header) return;
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of body) console.log(line(row));
}

/** Nearest-rank percentile of sorted samples. */
function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

const ms = (value: number) => value.toFixed(2);
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

async function benchApi(): Promise<void> {
  const database = await openDatabase({ databaseUrl: undefined, databaseSchema: undefined, dataDir: MEMORY_DATA_DIR });
  // an empty DIST_DIR: nothing to list or compress in the background while measuring
  const emptyDist = mkdtempSync(join(tmpdir(), 'market-bench-'));
  try {
    await migrate(database.db);
    await seedIfEmpty(database.db);
    const app = createApp({ db: database.db, config: readConfig({ DATA_DIR: MEMORY_DATA_DIR, DIST_DIR: emptyDist }) });

    const call = async (path: string): Promise<void> => {
      const res = await app.request(path);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}`);
    };

    const rows: Row[] = [['GET', 'n', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'req/s']];
    for (const path of ENDPOINTS) {
      for (let i = 0; i < WARMUP; i++) await call(path);
      const samples: number[] = [];
      const started = performance.now();
      while (samples.length < REQUESTS && performance.now() - started < TIME_BUDGET_MS) {
        const t0 = performance.now();
        await call(path);
        samples.push(performance.now() - t0);
      }
      const elapsed = performance.now() - started;
      const sorted = [...samples].sort((a, b) => a - b);
      rows.push([
        decodeURIComponent(path),
        String(samples.length),
        ms(percentile(sorted, 50)),
        ms(percentile(sorted, 95)),
        ms(percentile(sorted, 99)),
        ms(sorted.at(-1) ?? Number.NaN),
        ((samples.length / elapsed) * 1000).toFixed(0),
      ]);
    }
    console.log(`\nAPI latency — in-process app.request() on in-memory PGlite, ${REQUESTS} sequential requests each after ${WARMUP} warm-up\n`);
    printTable(rows);
  } finally {
    rmSync(emptyDist, { recursive: true, force: true });
    await database.close();
  }
}

interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
}

function benchBundle(): void {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    console.log('\nBundle: dist/.vite/manifest.json is missing; run `npm run build` for bundle sizes.');
    return;
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const sizes = new Map<string, { raw: number; gzip: number }>();
  const size = (file: string) => {
    let known = sizes.get(file);
    if (!known) {
      const data = readFileSync(join(dist, file));
      known = { raw: data.length, gzip: gzipSync(data, { level: 9 }).length };
      sizes.set(file, known);
    }
    return known;
  };
  const total = (files: readonly string[]) =>
    files.reduce((sum, file) => ({ raw: sum.raw + size(file).raw, gzip: sum.gzip + size(file).gzip }), { raw: 0, gzip: 0 });

  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const firstLoad = new Set<string>();
  const visit = (key: string) => {
    if (firstLoad.has(key)) return;
    firstLoad.add(key);
    for (const dependency of manifest[key]?.imports ?? []) visit(dependency);
  };
  if (entryKey) visit(entryKey);
  const firstLoadJs = [...firstLoad].map((key) => manifest[key]?.file ?? '').filter((file) => file.endsWith('.js'));

  const built = readdirSync(dist, { recursive: true, encoding: 'utf8' }).map((name) => name.split('\\').join('/'));
  const allJs = built.filter((name) => name.endsWith('.js'));
  const allCss = built.filter((name) => name.endsWith('.css'));

  const rows: Row[] = [['', 'files', 'raw KiB', 'gzip KiB']];
  const add = (label: string, files: readonly string[]) => {
    const sum = total(files);
    rows.push([label, String(files.length), kib(sum.raw), kib(sum.gzip)]);
  };
  const entryFile = entryKey ? manifest[entryKey]?.file : undefined;
  if (entryFile) add(`entry chunk (${entryFile})`, [entryFile]);
  add('entry + static imports', firstLoadJs);
  add('all JS', allJs);
  add('all CSS', allCss);
  console.log('\nBundle — gzip level 9 of dist/\n');
  printTable(rows);
}

const started = performance.now();
console.log(`bench: Node ${process.version}, ${process.platform}/${process.arch}, ${cpus()[0]?.model.trim() ?? 'unknown CPU'} ×${cpus().length}`);
await benchApi();
benchBundle();
console.log(`\n(${((performance.now() - started) / 1000).toFixed(1)} s)`);
