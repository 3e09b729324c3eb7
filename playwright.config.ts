import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests against the real reference server (built SPA + API + embedded database) in
 * Debian's Chromium. Browser downloads do not work on our machines: CHROMIUM_PATH or /usr/bin/chromium.
 */
const port = Number(process.env.E2E_PORT ?? 4199);
const baseURL = `http://127.0.0.1:${port}`;
/**
 * The gates project (maintenance, web version) flips server-wide switches, so it has a server of
 * its own on the next port and runs its specs one at a time.
 */
const gatesPort = port + 1;
const gatesBaseURL = `http://127.0.0.1:${gatesPort}`;
/** The faults project (issue 11 §6) switches the server's fault injection on and off: its own server too. */
const faultsPort = port + 2;
const faultsBaseURL = `http://127.0.0.1:${faultsPort}`;

const server = (serverPort: number, url: string) => ({
  command: 'node --import tsx server/main.ts',
  url: `${url}/api/health`,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: { PORT: String(serverPort), HOST: '127.0.0.1', DATA_DIR: ':memory:', NODE_ENV: 'test', DIST_DIR: process.env.DIST_DIR ?? 'dist' },
});

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium-mobile', testIgnore: ['gates/**', 'faults/**', 'dev/**'], use: { browserName: 'chromium' } },
    // `npm run dev` on a scratch copy of the project: development React's hydration checks and Fast
    // Refresh (tests/e2e/dev/dev-server.spec.ts starts and stops its own server)
    { name: 'dev', testDir: 'tests/e2e/dev', fullyParallel: false, workers: 1, use: { browserName: 'chromium' } },
    {
      name: 'gates',
      testDir: 'tests/e2e/gates',
      fullyParallel: false,
      workers: 1,
      use: { browserName: 'chromium', baseURL: gatesBaseURL },
    },
    {
      name: 'faults',
      testDir: 'tests/e2e/faults',
      fullyParallel: false,
      workers: 1,
      use: { browserName: 'chromium', baseURL: faultsBaseURL },
    },
  ],
  webServer: [server(port, baseURL), server(gatesPort, gatesBaseURL), server(faultsPort, faultsBaseURL)],
});
