/**
 * The build stamp (issue 14): a hash of everything the production build is made from, written to
 * `<dist>/.build-stamp` after a build. `npm start` (scripts/start.ts) builds only when the stamp
 * is missing or differs, so a second start with nothing changed goes straight to the server.
 *
 * Inputs: the app's sources (src/, machines/, generated/, public/), index.html, the build's
 * configuration (vite, panda, postcss, tsconfig), package-lock.json (a dependency bump), and the
 * build-time `VITE_*` variables (they are compiled into the bundle).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const STAMP_FILE = '.build-stamp';

const INPUT_DIRS = ['src', 'machines', 'generated', 'public'];
const INPUT_FILES = ['index.html', 'vite.config.ts', 'panda.config.ts', 'postcss.config.cjs', 'tsconfig.json', 'package-lock.json', 'package.json'];
/** tests and snapshots live beside the sources but are not built */
const NOT_BUILT = /\.(test|spec)\.[cm]?[jt]sx?$|(^|\/)__snapshots__\//;

function filesUnder(root: string, dir: string): string[] {
  const full = join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name).split('\\').join('/'))
    .filter((path) => !NOT_BUILT.test(path) && statSync(join(root, path)).isFile());
}

/** The hash of the build's inputs, as hex. */
export function buildStamp(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha256');
  const files = [...INPUT_DIRS.flatMap((dir) => filesUnder(root, dir)), ...INPUT_FILES.filter((file) => existsSync(join(root, file)))].sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  const viteEnv = Object.keys(env)
    .filter((key) => key.startsWith('VITE_'))
    .sort()
    .map((key) => `${key}=${env[key] ?? ''}`);
  hash.update(viteEnv.join('\n'));
  return hash.digest('hex');
}

/** Whether `distDir` holds a build of exactly these inputs. */
export function isBuildCurrent(root: string, distDir: string, env: NodeJS.ProcessEnv = process.env): boolean {
  const stampPath = join(distDir, STAMP_FILE);
  if (!existsSync(stampPath) || !existsSync(join(distDir, 'index.html'))) return false;
  return readFileSync(stampPath, 'utf8').trim() === buildStamp(root, env);
}

export function writeBuildStamp(root: string, distDir: string, env: NodeJS.ProcessEnv = process.env): void {
  writeFileSync(join(distDir, STAMP_FILE), `${buildStamp(root, env)}\n`);
}

/** For messages: the dist folder relative to the project. */
export function shown(root: string, distDir: string): string {
  return relative(root, distDir) || '.';
}
