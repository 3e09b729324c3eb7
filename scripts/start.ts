/**
 * `npm start`'s path through tsx, taken by scripts/start.mjs when something is to be made (with nothing
 * changed since the last start, start.mjs runs the bundle itself, without tsx): build the app when dist/
 * is not a build of the current sources (scripts/build-stamp.ts), bundle the server when its bundle is
 * not made from the current server/ (scripts/build-server.ts), then run the bundled server in this same
 * process, or server/main.ts from the sources if bundling fails.
 */
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { isBuildCurrent, shown } from './build-stamp';
import { withBuildLock } from './build-lock';
import { ensureServerBundle } from './build-server';
import { startDirs } from './freshness.mjs';

const root = process.cwd();
/** DIST_DIR (default dist); SERVER_BUNDLE_DIR: where the server's bundle is kept (default node_modules/.cache/market-server) */
const { distDir, bundleDir } = startDirs(root, process.env);

if (isBuildCurrent(root, distDir)) {
  console.log(`${shown(root, distDir)}/ 는 최신 빌드예요: 빌드를 건너뛰어요.`);
} else {
  const run = (command: string, args: string[]) => {
    // a build is a production build whatever NODE_ENV the server runs with (with NODE_ENV=test Vite
    // bundled React's development build: 246 KiB where production's is 176)
    const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, env: { ...process.env, NODE_ENV: 'production', DIST_DIR: distDir } });
    if (result.status !== 0) process.exit(result.status ?? 1);
  };
  // instances started together build once (scripts/build-lock.ts); the others find it current
  await withBuildLock(`${bundleDir}.build-lock`, () => {
    if (isBuildCurrent(root, distDir)) return;
    run('npx', ['panda', 'codegen', '--silent']);
    // the browser's files, then the pages' renderer; vite.config.ts writes the stamp after the second
    run('npx', ['vite', 'build']);
    run('npx', ['vite', 'build', '--ssr']);
  });
}

let server: string | undefined;
try {
  const bundle = await ensureServerBundle(root, bundleDir);
  if (bundle.built) console.log(`서버를 새로 묶었어요: ${shown(root, bundle.file)}`);
  server = pathToFileURL(bundle.file).href;
} catch (error) {
  // the sources still run through tsx: a bundler problem must not stop the server
  console.warn('서버를 묶지 못해서 소스에서 바로 실행해요.', error);
}
if (server === undefined) await import('../server/main');
else await import(server);
