// `npm run dev`: the reference server (restarted on change) on API_PORT and Vite with hot reload,
// which proxies /api, /dev and /images to it. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '4174';
const env = { ...process.env, API_PORT: apiPort };

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', '--watch-path=server', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...env, PORT: apiPort },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--port', process.env.PORT ?? '5173'], { stdio: 'inherit', env }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
