// `npm run dev`: the reference server with Vite in front (server/render/vite-dev.ts): the pages render
// on the server from the sources, the browser gets them through Vite with Fast Refresh, and the
// server restarts when server/ changes. Ctrl-C stops it.
import { spawn } from 'node:child_process';

const child = spawn(process.execPath, ['--import', 'tsx', '--watch', '--watch-path=server', 'server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, MARKET_DEV: '1', NODE_ENV: process.env.NODE_ENV ?? 'development', PORT: process.env.PORT ?? '5173', PAGE_CACHE_SECONDS: '0' },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => process.exit(code ?? 0));
