import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * One build at a time for `npm start` (issue 27): instances started at the same moment on a fresh
 * checkout would each build the app into the same dist/ and spoil each other's files. The first takes
 * the lock (a folder, made atomically) and builds; the others wait for it, then find the build current.
 * A lock whose process is gone (a crash, kill -9) is taken over.
 */

const POLL_MS = 250;
const PID_FILE = 'pid';

function holderAlive(lock: string): boolean {
  try {
    const pid = Number(readFileSync(join(lock, PID_FILE), 'utf8').trim());
    if (!Number.isSafeInteger(pid) || pid <= 0) return false;
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user; no pid file yet: it is being made right now
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'EPERM' || code === 'ENOENT';
  }
}

/** Runs `work` holding the lock folder `lock`, waiting (up to `timeoutMs`) while another process holds it. */
export async function withBuildLock<T>(lock: string, work: () => T | Promise<T>, { timeoutMs = 15 * 60_000 } = {}): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  // its folder may not exist yet (node_modules/.cache on a fresh install): made first, not atomically
  mkdirSync(dirname(lock), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock, { recursive: false });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (!holderAlive(lock)) {
        rmSync(lock, { recursive: true, force: true });
        continue;
      }
      if (Date.now() > deadline) throw new Error(`${lock} is held by another build for too long`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      continue;
    }
    try {
      writeFileSync(join(lock, PID_FILE), `${process.pid}\n`);
      return await work();
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}
