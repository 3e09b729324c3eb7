/**
 * Starting the reference server (or any Node server script) on a free port, for the bench and the
 * bundle test: spawn, wait for the first 200 on /api/health (or `readyPath`), stop by its pid.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';

function portIsFree(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(undefined));
    probe.listen(port, '127.0.0.1', () => {
      const address = probe.address();
      const bound = typeof address === 'object' && address ? address.port : undefined;
      probe.close(() => resolve(bound));
    });
  });
}

/** ports handed out by this process (a port is probed free, but its server binds it only later) */
const handedOut = new Set<number>();

/**
 * A port free on 127.0.0.1 right now: any the system gives, or, with BENCH_PORTS=<first>-<last> (a range
 * a shared machine reserves for one person's servers), the first free one of that range.
 */
export async function freePort(range = process.env.BENCH_PORTS): Promise<number> {
  const bounds = /^(\d+)-(\d+)$/.exec(range ?? '');
  if (!bounds) {
    const port = await portIsFree(0);
    if (port === undefined) throw new Error('no free port');
    return port;
  }
  for (let port = Number(bounds[1]); port <= Number(bounds[2]); port++) {
    if (handedOut.has(port)) continue;
    if ((await portIsFree(port)) !== undefined) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`no free port in BENCH_PORTS=${range}`);
}

export interface RunningServer {
  readonly origin: string;
  readonly port: number;
  /** ms from spawn to the first 200 on the ready path */
  readonly startMs: number;
  /** the server's process, for its CPU time (waitUntilIdle) */
  readonly pid: number | undefined;
  stop(): Promise<void>;
}

/** The CPU time (user + system) a process has used, in ms, from /proc; undefined off Linux. */
function cpuMs(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of stat, 12 and 13 after the command's closing parenthesis
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

/**
 * Waits until the server is idle: its process used under 3% of a core over two half-seconds in a row
 * (its start-up compression of the static files done), at most `maxMs`. Returns how long it waited.
 */
export async function waitUntilIdle(server: RunningServer, maxMs = 60_000): Promise<number> {
  const started = performance.now();
  if (server.pid === undefined || cpuMs(server.pid) === undefined) return 0;
  let quiet = 0;
  let last = cpuMs(server.pid) ?? 0;
  while (quiet < 2 && performance.now() - started < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = cpuMs(server.pid) ?? last;
    quiet = now - last < 15 ? quiet + 1 : 0;
    last = now;
  }
  return performance.now() - started;
}

export interface StartOptions {
  readonly script: string;
  readonly env?: Readonly<Record<string, string>>;
  readonly readyPath?: string;
  readonly timeoutMs?: number;
  /** Node's flags before the script: `--import tsx` unless told (the way `npm start` runs) */
  readonly nodeArgs?: readonly string[];
}

export async function startServer({ script, env = {}, readyPath = '/api/health', timeoutMs = 120_000, nodeArgs = ['--import', 'tsx'] }: StartOptions): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, script], {
    // DRAIN_DELAY_MS=0: no balancer to leave, the bench stops its servers at once
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', DRAIN_DELAY_MS: '0', ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const stop = async () => {
    if (exited) return;
    const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 8000);
    await gone;
    clearTimeout(timer);
  };
  for (;;) {
    if (exited) throw new Error(`${script} exited before answering:\n${stderr}`);
    if (performance.now() - started > timeoutMs) {
      await stop();
      throw new Error(`${script} did not answer ${readyPath} within ${timeoutMs} ms:\n${stderr}`);
    }
    try {
      const res = await fetch(origin + readyPath);
      await res.arrayBuffer();
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return { origin, port, startMs: performance.now() - started, pid: child.pid, stop };
}
