import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withBuildLock } from '../../scripts/build-lock';

const root = mkdtempSync(join(tmpdir(), 'market-build-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('withBuildLock (npm start of instances started together)', () => {
  it('runs one build at a time: the second waits for the first, then runs', async () => {
    const lock = join(root, 'one');
    const steps: string[] = [];
    const build = (name: string) => async () => {
      steps.push(`${name} start`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      steps.push(`${name} end`);
    };
    await Promise.all([withBuildLock(lock, build('a')), withBuildLock(lock, build('b')), withBuildLock(lock, build('c'))]);
    expect(steps).toHaveLength(6);
    for (let i = 0; i < 6; i += 2) expect(steps[i]?.replace(' start', '')).toBe(steps[i + 1]?.replace(' end', ''));
    expect(existsSync(lock)).toBe(false);
  });

  it('makes the lock’s folder when it is missing (node_modules/.cache after a fresh npm install)', async () => {
    const lock = join(root, 'fresh', 'node_modules', '.cache', 'market-server.build-lock');
    expect(await withBuildLock(lock, () => 'built')).toBe('built');
    expect(existsSync(lock)).toBe(false);
  });

  it('takes over a lock whose process is gone, and frees it when the build fails', async () => {
    const lock = join(root, 'stale');
    mkdirSync(lock);
    writeFileSync(join(lock, 'pid'), '999999999\n');
    expect(await withBuildLock(lock, () => 'built')).toBe('built');
    await expect(withBuildLock(lock, () => Promise.reject(new Error('vite failed')))).rejects.toThrow('vite failed');
    expect(existsSync(lock)).toBe(false);
  });
});
