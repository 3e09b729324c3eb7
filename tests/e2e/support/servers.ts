import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';

/**
 * The e2e run's three reference servers (playwright.config.ts: the main one, the gates' and the
 * faults'), started at the same time instead of one after the other (Playwright starts the entries
 * of `webServer` in turn: three start-ups in a row, 52 s on a busy machine before the first test).
 *
 *   node --import tsx tests/e2e/support/servers.ts <port>…
 *
 * Each server is `node --import tsx server/main.ts` with PORT set and the rest of the environment
 * as given. Prints `e2e servers ready` once every `/api/health` answers 200 (Playwright waits for
 * that line); exits non-zero when a port is already taken or a server exits. Playwright stops the
 * run by killing this process's group, which the servers belong to; SIGTERM and SIGINT stop them too.
 */

export const READY_LINE = 'e2e servers ready';

const ports = process.argv.slice(2).map(Number);
if (ports.length === 0 || ports.some((port) => !Number.isInteger(port) || port <= 0 || port > 65535)) {
  console.error(`usage: servers.ts <port>… (got ${process.argv.slice(2).join(' ') || 'none'})`);
  process.exit(2);
}

const children: ChildProcess[] = [];
let stopping = false;
function stop(code: number): never {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGTERM', () => stop(0));
process.on('SIGINT', () => stop(130));

/** Whether something already listens on the port (as Playwright checks before it starts a server). */
function taken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function healthy(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    return false;
  }
}

const busy = (await Promise.all(ports.map(taken))).flatMap((isTaken, index) => (isTaken ? [ports[index]] : []));
if (busy.length > 0) {
  console.error(`http://127.0.0.1:${busy.join(', ')} is already used: stop what runs there or choose other ports (E2E_PORT).`);
  process.exit(1);
}

for (const port of ports) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`the e2e server on port ${port} exited (${signal ?? code})`);
    stop(1);
  });
  children.push(child);
}

await Promise.all(
  ports.map(async (port) => {
    while (!(await healthy(port))) await new Promise((resolve) => setTimeout(resolve, 100));
  }),
);
console.log(READY_LINE);
