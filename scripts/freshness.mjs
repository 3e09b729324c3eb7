// @ts-check
/**
 * Whether `npm start` has anything to make (issue 14, start-up), in plain JavaScript: scripts/start.mjs
 * runs this without tsx, and the TypeScript side (scripts/build-stamp.ts, scripts/build-server.ts,
 * vite.config.ts through build-stamp.ts) uses the same functions, so both decide alike. Types for the
 * TypeScript side: scripts/freshness.d.mts (keep the two in step; tests/unit/start-launcher.test.ts
 * type-checks this file with scripts/tsconfig.mjs.json).
 *
 * - The app's build stamp, `<dist>/.build-stamp`: a hash of src/, machines/, contract/, generated/,
 *   public/ (tests and snapshots left out), the build's configuration, package.json, package-lock.json and
 *   the build-time `VITE_*` variables (not the run-time keys). Written by vite.config.ts after a build.
 * - The server's stamp, `<bundleDir>/.server-stamp`: a hash of server/ and contract/ (tests left out), package.json,
 *   package-lock.json, tsconfig.json and the bundler (scripts/build-server.ts). Written beside the bundle.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

export const STAMP_FILE = '.build-stamp';
export const SERVER_STAMP_FILE = '.server-stamp';
/** the bundle's file name in its folder */
export const SERVER_ENTRY = 'main.mjs';

const INPUT_DIRS = ['src', 'machines', 'contract', 'generated', 'public'];
const INPUT_FILES = ['vite.config.ts', 'panda.config.ts', 'postcss.config.cjs', 'tsconfig.json', 'package-lock.json', 'package.json'];
const SERVER_INPUT_DIRS = ['server', 'contract'];
const SERVER_INPUT_FILES = ['package.json', 'package-lock.json', 'tsconfig.json', 'scripts/build-server.ts'];
/** tests and snapshots live beside the sources but are not built */
const NOT_BUILT = /\.(test|spec)\.[cm]?[jt]sx?$|(^|\/)__snapshots__\//;

/**
 * @param {string} root
 * @param {string} dir
 * @returns {string[]}
 */
function filesUnder(root, dir) {
  const full = join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name).split('\\').join('/'))
    .filter((path) => !NOT_BUILT.test(path) && statSync(join(root, path)).isFile());
}

/**
 * @param {string} root
 * @param {readonly string[]} dirs
 * @param {readonly string[]} files
 */
function hashInputs(root, dirs, files) {
  const hash = createHash('sha256');
  const all = [...dirs.flatMap((dir) => filesUnder(root, dir)), ...files.filter((file) => existsSync(join(root, file)))].sort();
  for (const file of all) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash;
}

/**
 * The app's keys the server gives the pages at run time (contract/runtime-keys.ts, the same list:
 * tests/unit/start-launcher.test.ts checks that each is left out): not compiled into the build, so not
 * its inputs.
 */
const RUNTIME_KEYS = ['VITE_KAKAO_JS_KEY', 'VITE_KAKAO_SDK_URL', 'VITE_KAKAO_SDK_INTEGRITY', 'VITE_GA_ID'];

/**
 * The hash of the app build's inputs, as hex.
 * @param {string} root
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string}
 */
export function buildStamp(root, env = process.env) {
  const hash = hashInputs(root, INPUT_DIRS, INPUT_FILES);
  const viteEnv = Object.keys(env)
    .filter((key) => key.startsWith('VITE_') && !RUNTIME_KEYS.includes(key))
    .sort()
    .map((key) => `${key}=${env[key] ?? ''}`);
  hash.update(viteEnv.join('\n'));
  return hash.digest('hex');
}

/** what a whole build has made: the server's renderer, the last of `npm run build`'s two builds */
export const BUILT_ENTRY = join('server', 'entry-server.js');

/**
 * Whether `distDir` holds a build of exactly these inputs.
 * @param {string} root
 * @param {string} distDir
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {boolean}
 */
export function isBuildCurrent(root, distDir, env = process.env) {
  const stampPath = join(distDir, STAMP_FILE);
  if (!existsSync(stampPath) || !existsSync(join(distDir, BUILT_ENTRY))) return false;
  return readFileSync(stampPath, 'utf8').trim() === buildStamp(root, env);
}

/**
 * @param {string} root
 * @param {string} distDir
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {void}
 */
export function writeBuildStamp(root, distDir, env = process.env) {
  writeFileSync(join(distDir, STAMP_FILE), `${buildStamp(root, env)}\n`);
}

/**
 * The hash of the server bundle's inputs, as hex (the server reads its settings at run time, not here).
 * @param {string} root
 * @returns {string}
 */
export function serverStamp(root) {
  return hashInputs(root, SERVER_INPUT_DIRS, SERVER_INPUT_FILES).digest('hex');
}

/**
 * Whether `bundleDir` holds `entry` bundled from exactly these inputs.
 * @param {string} root
 * @param {string} bundleDir
 * @param {string} entry
 * @returns {boolean}
 */
export function isServerBundleCurrent(root, bundleDir, entry) {
  const stampPath = join(bundleDir, SERVER_STAMP_FILE);
  if (!existsSync(stampPath) || !existsSync(join(bundleDir, entry))) return false;
  return readFileSync(stampPath, 'utf8').trim() === serverStamp(root);
}

/**
 * For messages: the folder relative to the project.
 * @param {string} root
 * @param {string} dir
 * @returns {string}
 */
export function shown(root, dir) {
  return relative(root, dir) || '.';
}

/**
 * Where the server's bundle is kept by default: inside the project (PGlite is found from the bundle's
 * folder), ignored by git, never served.
 * @param {string} root
 * @returns {string}
 */
export function defaultBundleDir(root) {
  return join(root, 'node_modules', '.cache', 'market-server');
}

/**
 * @typedef {object} StartDirs
 * @property {string} distDir the app's build: DIST_DIR, default dist
 * @property {string} bundleDir the server's bundle: SERVER_BUNDLE_DIR, default node_modules/.cache/market-server
 */

/**
 * The folders `npm start` uses, from its environment.
 * @param {string} root
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {StartDirs}
 */
export function startDirs(root, env = process.env) {
  return {
    distDir: resolve(root, env.DIST_DIR ?? 'dist'),
    bundleDir: env.SERVER_BUNDLE_DIR ? resolve(root, env.SERVER_BUNDLE_DIR) : defaultBundleDir(root),
  };
}

/**
 * `npm start`'s fast path: when the app's build and the server's bundle are both current, the folders
 * and the bundle's path (nothing to build, nothing to bundle); otherwise undefined (scripts/start.ts
 * decides again under tsx and makes what is missing). The app is checked first: a stale app needs the
 * slow path whatever the server's state, and its hash is not followed by the server's.
 * @param {string} root
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {(StartDirs & { bundle: string }) | undefined}
 */
export function currentStart(root, env = process.env) {
  const dirs = startDirs(root, env);
  if (!isBuildCurrent(root, dirs.distDir, env)) return undefined;
  if (!isServerBundleCurrent(root, dirs.bundleDir, SERVER_ENTRY)) return undefined;
  return { ...dirs, bundle: join(dirs.bundleDir, SERVER_ENTRY) };
}
