import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from './data-dir-lock';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'market-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** a pid that is surely not running: a child that has exited */
async function exitedPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => child.on('exit', resolve));
  if (child.pid === undefined) throw new Error('no child pid');
  return child.pid;
}

/** a live Node process standing for a second server */
function liveNode() {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
  if (child.pid === undefined) throw new Error('no child pid');
  return {
    pid: child.pid,
    stop: () => {
      child.kill('SIGKILL');
    },
  };
}

describe('one server per PGlite data folder', () => {
  it('takes the folder, refuses it to another live server with a Korean message, and gives it back', () => {
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    const second = liveNode();
    onTestFinished(second.stop);
    const other = second.pid;
    expect(() => lockDataDir(dir, other)).toThrow(DataDirInUseError);
    try {
      lockDataDir(dir, other);
    } catch (error) {
      expect((error as Error).message).toBe(
        `데이터 폴더 ${dir} 를 다른 서버(프로세스 ${process.pid})가 쓰고 있어요. 그 서버를 끄거나, DATA_DIR 을 다른 폴더(또는 :memory:)로 정해 실행해 주세요.`,
      );
    }
    release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir, other)();
  });

  it('takes over a lock left by a server that is gone (a crash, kill -9) or an unreadable one', async () => {
    writeFileSync(join(dir, LOCK_FILE), `${await exitedPid()}\n`);
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    release();
    writeFileSync(join(dir, LOCK_FILE), 'garbage');
    lockDataDir(dir)();
  });

  it('does not remove a lock that another server took after ours', () => {
    const release = lockDataDir(dir);
    writeFileSync(join(dir, LOCK_FILE), '4242\n');
    release();
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe('4242');
  });
});
