import { closeSync, openSync, readFileSync, readlinkSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** the file in PGlite's data folder that names the server using it */
export const LOCK_FILE = 'market-server.pid';

/** Another live server has the data folder: opening it too would corrupt it. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `데이터 폴더 ${dataDir} 를 다른 서버(프로세스 ${pid})가 쓰고 있어요. 그 서버를 끄거나, DATA_DIR 을 다른 폴더(또는 :memory:)로 정해 실행해 주세요.`,
    );
    this.name = 'DataDirInUseError';
  }
}

/**
 * Takes PGlite's data folder for this process, or throws DataDirInUseError while another live process
 * has it. PGlite is PostgreSQL in one process without the postmaster's lock (its postmaster.pid says
 * -42): two servers on one folder each cache and write the same files, and one of them was found
 * spinning at 100% CPU inside a query, deaf to SIGTERM. A lock left by a process that is gone (a
 * crash, kill -9) is taken over. Returns the release, which removes the file if it is still ours.
 */
export function lockDataDir(dataDir: string, pid: number = process.pid): () => void {
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      try {
        writeSync(fd, `${pid}\n`);
      } finally {
        closeSync(fd);
      }
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        if (holder(path) === pid) unlinkSync(path);
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const other = holder(path);
      if (other !== undefined && other !== pid && isAlive(other)) throw new DataDirInUseError(dataDir, other);
      // gone (or unreadable, or ourselves after a restart in the same process): take it over
      try {
        unlinkSync(path);
      } catch (cause) {
        if ((cause as NodeJS.ErrnoException).code !== 'ENOENT') throw cause;
      }
    }
  }
  throw new Error(`${path} 를 만들지 못했어요.`);
}

function holder(path: string): number | undefined {
  try {
    const pid = Number(readFileSync(path, 'utf8').trim());
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether `pid` is a running Node process. Where /proc tells (Linux, containers), a live process whose
 * executable is not Node has only reused the number of a server that is gone (a container restarted
 * after a kill); elsewhere any live process counts.
 */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    return /node/i.test(readlinkSync(`/proc/${pid}/exe`));
  } catch {
    return true;
  }
}
