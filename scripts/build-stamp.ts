/**
 * The build stamp (issue 14): a hash of everything the production build is made from, written to
 * `<dist>/.build-stamp` after a build. `npm start` (scripts/start.ts) builds only when the stamp
 * is missing or differs, so a second start with nothing changed goes straight to the server.
 *
 * Inputs: the app's sources (src/, machines/, generated/, public/), index.html, the build's
 * configuration (vite, panda, postcss, tsconfig), package-lock.json (a dependency bump), and the
 * build-time `VITE_*` variables (they are compiled into the bundle).
 *
 * The server has its own stamp (`serverStamp`, issue 14 start-up): `npm start` runs the server from
 * one bundled file (scripts/build-server.ts) made from server/ (tests left out), package.json,
 * package-lock.json (the bundled dependencies), tsconfig.json and the bundler script itself. A change
 * to the server rebuilds only the server's bundle (a fraction of a second), never the app.
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

function hashInputs(root: string, dirs: readonly string[], files: readonly string[]) {
  const hash = createHash('sha256');
  const all = [...dirs.flatMap((dir) => filesUnder(root, dir)), ...files.filter((file) => existsSync(join(root, file)))].sort();
  for (const file of all) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash;
}

/** The hash of the build's inputs, as hex. */
export function buildStamp(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const hash = hashInputs(root, INPUT_DIRS, INPUT_FILES);
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

export const SERVER_STAMP_FILE = '.server-stamp';
const SERVER_INPUT_DIRS = ['server'];
const SERVER_INPUT_FILES = ['package.json', 'package-lock.json', 'tsconfig.json', 'scripts/build-server.ts'];

/** The hash of the server bundle's inputs, as hex (the server reads its settings at run time, not here). */
export function serverStamp(root: string): string {
  return hashInputs(root, SERVER_INPUT_DIRS, SERVER_INPUT_FILES).digest('hex');
}

/** Whether `bundleDir` holds `entry` bundled from exactly these inputs. */
export function isServerBundleCurrent(root: string, bundleDir: string, entry: string): boolean {
  const stampPath = join(bundleDir, SERVER_STAMP_FILE);
  if (!existsSync(stampPath) || !existsSync(join(bundleDir, entry))) return false;
  return readFileSync(stampPath, 'utf8').trim() === serverStamp(root);
}

/** For messages: the dist folder relative to the project. */
export function shown(root: string, distDir: string): string {
  return relative(root, distDir) || '.';
}
