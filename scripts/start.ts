/**
 * `npm start`: build the app when dist/ is not a build of the current sources (scripts/build-stamp.ts),
 * then run the server in this same process. With nothing changed since the last build, the server
 * starts at once.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { isBuildCurrent, shown } from './build-stamp';

const root = process.cwd();
const distDir = resolve(process.env.DIST_DIR ?? 'dist');

if (isBuildCurrent(root, distDir)) {
  console.log(`${shown(root, distDir)}/ 는 최신 빌드예요: 빌드를 건너뛰어요.`);
} else {
  const run = (command: string, args: string[]) => {
    const result = spawnSync(command, args, { stdio: 'inherit', cwd: root });
    if (result.status !== 0) process.exit(result.status ?? 1);
  };
  run('npx', ['panda', 'codegen', '--silent']);
  // vite.config.ts writes the stamp after the build
  run('npx', ['vite', 'build', '--outDir', distDir, '--emptyOutDir']);
}

await import('../server/main');
