/**
 * `npm run bench -- --only=instances` (issue 27): the deal list and a search cycling over hundreds of
 * keywords, through one instance and through HAProxy (deploy/haproxy.cfg) to three instances on one
 * PostgreSQL, closed loop, requests/s and p99 for each; and one instance again with RATE_LIMITS=off, to
 * see that the limits cost these calls nothing, measured in pairs with the instance whose limits are on,
 * the order turned at every pair (bench/paired.ts). It starts its own throwaway PostgreSQL cluster
 * (scripts/pg-cluster.sh) and needs HAProxy: as root it installs either with apt-get when missing
 * (scripts/ensure-haproxy.sh, as the tests do); without them the rows say why.
 *
 * Environment: BENCH_INSTANCES_SECONDS (per measurement, default 6), BENCH_INSTANCES_CONCURRENCY (32),
 * BENCH_INSTANCES_PAIRS (the limits' on/off pairs, 4) and BENCH_INSTANCES_PAIR_SECONDS (each side, 4).
 * On a machine of 2 cores the three instances, PostgreSQL, HAProxy and the load generator share them:
 * no linear gain is expected, the numbers say what a balancer costs and what it gives there.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import postgres from 'postgres';
import { ensureServerBundle } from '../scripts/build-server';
import { closedLoop, middle, percentile } from './load';
import { type PairedRates, pairedRatio, pairOrder, pairRatio } from './paired';
import { freePort, type RunningServer, startServer } from './server-process';

export interface InstancesBenchHooks {
  readonly root: string;
  /** where the server's bundle is kept (the API part's own) */
  readonly bundleDir: string;
  /** the built app to serve, when there is one */
  readonly distDir: string;
  readonly log: (message: string) => void;
  readonly row: (target: string, measured: string, limit: string, met: boolean | undefined) => void;
  readonly results: Record<string, unknown>;
}

const SECONDS = Number(process.env.BENCH_INSTANCES_SECONDS ?? 6);
const CONCURRENCY = Number(process.env.BENCH_INSTANCES_CONCURRENCY ?? 32);
const ROUNDS = 2;
/** pairs of the limits' on/off comparison, and the seconds of each side of a pair */
const LIMIT_PAIRS = Number(process.env.BENCH_INSTANCES_PAIRS ?? 4);
const PAIR_SECONDS = Number(process.env.BENCH_INSTANCES_PAIR_SECONDS ?? 4);
/** the search must cycle over at least this many keywords (issue 27) */
const MIN_KEYWORDS = 200;
/** with the rate limits on, the unlimited calls keep at least this share of their requests/s (noise of 2 cores) */
const LIMITS_KEEP = 0.85;
const JWT_SECRET = 'bench-instances-secret-0123456789abcdef-0123';

interface Measure {
  readonly rate: number;
  readonly p99: number;
  readonly p50: number;
  readonly errors: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A throwaway PostgreSQL cluster (scripts/pg-cluster.sh), stopped with the returned function. */
async function postgresCluster(root: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn('bash', ['-c', '. scripts/pg-cluster.sh && start_pg_cluster && echo "PG_URL=$PG_URL" && while :; do sleep 0.2; done'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /PG_URL=(\S+)/.exec(output);
      if (found?.[1]) resolve(found[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', () => reject(new Error(`PostgreSQL did not start:\n${output}`)));
  });
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
    },
  };
}

/** HAProxy's path: HAPROXY_PATH, or installed with apt-get first when missing and root (scripts/ensure-haproxy.sh, as the tests do) */
function haproxyPath(root: string): string {
  return process.env.HAPROXY_PATH || spawnSync('bash', ['scripts/ensure-haproxy.sh'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).stdout.trim();
}

async function haproxy(root: string, path: string, instances: readonly RunningServer[]): Promise<{ origin: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(path, ['-f', 'deploy/haproxy.cfg', '-db'], {
    cwd: root,
    env: {
      ...process.env,
      MARKET_BIND: `127.0.0.1:${port}`,
      ...Object.fromEntries(instances.map((instance, i) => [`MARKET_INSTANCE_${i + 1}`, `127.0.0.1:${instance.port}`])),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error('HAProxy stopped');
    try {
      if ((await fetch(`${origin}/api/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  // every server of the backend up (rise 2 × 1 s) before measuring
  await sleep(2500);
  return { origin, process: child };
}

/** Distinct keywords of the catalogue: its recorded searches and the words of its product names. */
async function keywords(url: string): Promise<string[]> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql<{ word: string }[]>`
      select word from (
        select keyword as word from search_keywords
        union
        select regexp_split_to_table(name, '[^가-힣A-Za-z0-9]+') as word from products
      ) words
      where char_length(word) between 2 and 8
      order by word`;
    return rows.map((row) => row.word);
  } finally {
    await sql.end();
  }
}

async function measure(urls: readonly string[], seconds = SECONDS): Promise<Measure> {
  const result = await closedLoop(urls, CONCURRENCY, seconds);
  return { rate: result.ok / result.seconds, p99: percentile(result.latencies, 99), p50: percentile(result.latencies, 50), errors: result.errors };
}

const fmt = (m: Measure) => `${m.rate.toFixed(0)}/s, p99 ${m.p99.toFixed(1)} ms${m.errors ? `, ${m.errors} errors` : ''}`;
const best = (samples: readonly Measure[]): Measure => [...samples].sort((a, b) => b.rate - a.rate)[0] as Measure;

export async function benchInstances({ root, bundleDir, distDir, log, row, results }: InstancesBenchHooks): Promise<void> {
  const names = ['deal list', 'search'] as const;
  const balancerPath = haproxyPath(root);
  const notMeasurable = (why: string) => {
    for (const name of names) {
      for (const target of ['one instance', 'HAProxy → 3 instances', 'rate limits on vs off (one instance)']) row(`instances: ${name}, ${target}`, '-', why, undefined);
    }
  };
  if (!balancerPath || !existsSync(balancerPath)) return notMeasurable('HAProxy missing (apt-get install haproxy, or run the bench as root)');
  log('instances: PostgreSQL, three instances and HAProxy');
  // scripts/pg-cluster.sh installs PostgreSQL with apt-get when it is missing and this runs as root
  const cluster = await postgresCluster(root).catch((error: unknown) => {
    log(error instanceof Error ? error.message : String(error));
    return undefined;
  });
  if (!cluster) return notMeasurable('PostgreSQL missing (apt-get install postgresql, or run the bench as root)');
  const servers: RunningServer[] = [];
  let balancer: { origin: string; process: ChildProcess } | undefined;
  try {
    const bundle = await ensureServerBundle(root, bundleDir);
    const env = {
      DATABASE_URL: cluster.url,
      JWT_SECRET,
      DIST_DIR: existsSync(join(distDir, 'index.html')) ? distDir : '/nonexistent-dist',
      ASSETS_DIR: 'off',
      DATABASE_POOL_SIZE: '10',
    };
    // three at once on the empty database, as a deploy starts them (db/prepare.ts)
    servers.push(...(await Promise.all(Array.from({ length: 3 }, () => startServer({ script: bundle.file, nodeArgs: [], env, readyPath: '/api/ready' })))));
    servers.push(await startServer({ script: bundle.file, nodeArgs: [], env: { ...env, RATE_LIMITS: 'off' }, readyPath: '/api/ready' }));
    const [one, , , unlimited] = servers as [RunningServer, RunningServer, RunningServer, RunningServer];
    balancer = await haproxy(root, balancerPath, servers.slice(0, 3));

    const words = await keywords(cluster.url);
    if (words.length < MIN_KEYWORDS) throw new Error(`only ${words.length} keywords in the catalogue (need ${MIN_KEYWORDS})`);
    const paths: Record<(typeof names)[number], string[]> = {
      'deal list': ['/api/v2/display/deal'],
      search: words.map((word) => `/api/v2/display/search?keyword=${encodeURIComponent(word)}`),
    };
    const origins: Record<'one instance' | 'HAProxy → 3 instances' | 'one instance, RATE_LIMITS=off', string> = {
      'one instance': one.origin,
      'HAProxy → 3 instances': balancer.origin,
      'one instance, RATE_LIMITS=off': unlimited.origin,
    };
    log(`instances: warm-up; the search cycles over ${words.length} keywords`);
    for (const origin of Object.values(origins)) {
      for (const name of names) await closedLoop(paths[name].map((path) => origin + path), 8, 1);
    }
    const samples = new Map<string, Measure[]>();
    const measured = ['one instance', 'HAProxy → 3 instances'] as const;
    for (let round = 0; round < ROUNDS; round++) {
      for (const name of names) {
        for (const target of measured) {
          log(`instances: ${name} through ${target} (round ${round + 1})`);
          const key = `${name}|${target}`;
          samples.set(key, [...(samples.get(key) ?? []), await measure(paths[name].map((path) => origins[target] + path))]);
        }
      }
    }
    // the limits' cost: the instance with them and the one without, in pairs whose order turns
    const pairs = new Map<(typeof names)[number], (PairedRates & { readonly first: string })[]>();
    for (let pair = 0; pair < LIMIT_PAIRS; pair++) {
      for (const name of names) {
        const order = pairOrder(pair);
        log(`instances: ${name}, rate limits ${order.join(' then ')} (pair ${pair + 1} of ${LIMIT_PAIRS})`);
        const rates: Record<'on' | 'off', number> = { on: 0, off: 0 };
        for (const side of order) {
          const origin = side === 'on' ? origins['one instance'] : origins['one instance, RATE_LIMITS=off'];
          const m = await measure(paths[name].map((path) => origin + path), PAIR_SECONDS);
          rates[side] = m.errors === 0 ? m.rate : 0;
        }
        pairs.set(name, [...(pairs.get(name) ?? []), { ...rates, first: order[0] }]);
      }
    }
    const detail: Record<string, unknown> = { seconds: SECONDS, concurrency: CONCURRENCY, rounds: ROUNDS, keywords: words.length, pairSeconds: PAIR_SECONDS };
    for (const name of names) {
      for (const target of measured) {
        detail[`${name}, ${target}`] = samples.get(`${name}|${target}`);
        const m = best(samples.get(`${name}|${target}`) ?? []);
        row(`instances: ${name}, ${target}`, fmt(m), 'reported (no target)', m.errors === 0);
      }
      const namePairs = pairs.get(name) ?? [];
      detail[`${name}, rate limits on/off pairs`] = namePairs;
      const ratio = pairedRatio(namePairs);
      row(
        `instances: ${name}, rate limits on vs off (one instance)`,
        `${middle(namePairs.map((p) => p.on)).toFixed(0)}/s vs ${middle(namePairs.map((p) => p.off)).toFixed(0)}/s (${ratio.toFixed(2)}×, the middle of ${namePairs.length} pairs: ${namePairs.map((p) => pairRatio(p).toFixed(2)).join(', ')})`,
        `≥ ${LIMITS_KEEP}× without`,
        ratio >= LIMITS_KEEP,
      );
    }
    results.instances = detail;
  } finally {
    balancer?.process.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.stop()));
    await cluster.stop();
  }
}
