/**
 * A small open-loop load generator (issue 14): requests go out at a fixed rate whatever the server
 * does, over keep-alive connections, and each latency is counted from the request's scheduled send
 * time, so a slow server is not hidden by requests that were sent late (coordinated omission).
 * And a closed loop for throughput: `concurrency` requests in flight, each answered one followed by
 * the next, for a fixed time.
 */
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

export interface LoadResult {
  readonly sent: number;
  readonly ok: number;
  readonly errors: number;
  /** latencies in ms, sorted */
  readonly latencies: readonly number[];
  readonly seconds: number;
}

function get(agent: Agent, url: URL): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { agent, method: 'GET', headers: { 'Accept-Encoding': 'br, gzip', Accept: 'application/json' } },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** `rate` requests per second to `urls` (round robin) for `seconds`. */
export async function openLoop(urls: readonly string[], rate: number, seconds: number): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const targets = urls.map((url) => new URL(url));
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const latencies: number[] = [];
  let ok = 0;
  let errors = 0;
  const inFlight: Promise<void>[] = [];
  const start = performance.now() + 20;
  let next = 0;
  await new Promise<void>((done) => {
    const tick = () => {
      const now = performance.now();
      while (next < total && start + next * interval <= now) {
        const scheduled = start + next * interval;
        const target = targets[next % targets.length] ?? targets[0];
        next += 1;
        if (!target) break;
        inFlight.push(
          get(agent, target).then(
            (status) => {
              latencies.push(performance.now() - scheduled);
              if (status === 200) ok += 1;
              else errors += 1;
            },
            () => {
              latencies.push(performance.now() - scheduled);
              errors += 1;
            },
          ),
        );
      }
      if (next >= total) done();
      else setTimeout(tick, Math.max(0, Math.min(interval, start + next * interval - performance.now())));
    };
    tick();
  });
  await Promise.all(inFlight);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { sent: total, ok, errors, latencies, seconds };
}

/**
 * Requests per second with `concurrency` requests in flight for `seconds`; with a list of URLs, each
 * request takes the next one (a search cycling over its keywords).
 */
export async function closedLoop(url: string | readonly string[], concurrency: number, seconds: number): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const targets = (typeof url === 'string' ? [url] : url).map((each) => new URL(each));
  let turn = 0;
  const latencies: number[] = [];
  let ok = 0;
  let errors = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      const target = targets[turn++ % targets.length] as URL;
      try {
        const status = await get(agent, target);
        if (status === 200) ok += 1;
        else errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { sent: latencies.length, ok, errors, latencies, seconds: (performance.now() - started) / 1000 };
}

/** Nearest-rank percentile of sorted samples. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export function median(values: readonly number[]): number {
  return percentile([...values].sort((a, b) => a - b), 50);
}

/** The middle of a list: for an even count, the mean of its two middle values (`median`, a percentile,
 * takes the lower one, which for the reference's 20 Lighthouse runs would lean every ratio up). */
export function middle(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[half] as number) : ((sorted[half - 1] as number) + (sorted[half] as number)) / 2;
}
