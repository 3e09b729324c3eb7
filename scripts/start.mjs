// @ts-check
/**
 * `npm start` (`node scripts/start.mjs`, issue 14 start-up), in plain JavaScript so that the usual start
 * pays for no loader: when the app's build (dist/) and the server's bundle are both made from the current
 * sources (scripts/freshness.mjs, the same stamps scripts/start.ts checks), it says so and imports the
 * bundle in this process, without tsx. Otherwise it loads tsx in this process (what `--import tsx` does)
 * and runs scripts/start.ts, which builds the app, bundles the server, or runs server/main.ts from the
 * sources if bundling fails, as before.
 */
import { pathToFileURL } from 'node:url';
import { currentStart, shown } from './freshness.mjs';

const root = process.cwd();
const current = currentStart(root, process.env);

if (current) {
  console.log(`${shown(root, current.distDir)}/ 는 최신 빌드예요: 빌드를 건너뛰어요.`);
  await import(pathToFileURL(current.bundle).href);
} else {
  // @ts-expect-error -- tsx's main entry has no types: imported for its effect, registering its hooks
  await import('tsx');
  // a computed specifier: the TypeScript path is checked by the project's tsconfig, not this file's
  const slowPath = new URL('start.ts', import.meta.url).href;
  await import(slowPath);
}
