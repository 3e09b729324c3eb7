/**
 * First-load JS (issue 14): what a phone downloads for one page until the network is idle, measured
 * in Chromium (Debian's /usr/bin/chromium through Playwright), not read from the build manifest. Every
 * JS response counts (the entry, its static imports, lazy chunks, idle-time preloads), each as its
 * gzip at level 9, so moving code just past the load event does not make it cheaper.
 *
 * "Idle": Playwright's `networkidle` (no request for 500 ms), then QUIET_MS more in which anything
 * still requested is counted too.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** a phone: the e2e tests' viewport (Pixel 7 at 390 × 844) */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
  locale: 'ko-KR',
  timezoneId: 'Asia/Seoul',
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
} as const;
const QUIET_MS = 2000;

export interface LoadedScript {
  readonly url: string;
  readonly gzipBytes: number;
  readonly source: string;
}

export interface FirstLoad {
  readonly scripts: readonly LoadedScript[];
  readonly gzipBytes: number;
}

export async function measureFirstLoadJs(url: string): Promise<FirstLoad> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const pending: Promise<LoadedScript | undefined>[] = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (response.request().resourceType() !== 'script' && !/javascript/.test(type)) return;
      pending.push(
        response.body().then(
          (body) => ({ url: response.url(), gzipBytes: gzipSync(body, { level: 9 }).length, source: body.toString('utf8') }),
          () => undefined,
        ),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(QUIET_MS);
    await page.waitForLoadState('networkidle');
    const scripts = (await Promise.all(pending)).filter((script): script is LoadedScript => script !== undefined);
    return { scripts, gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) };
  } finally {
    await browser.close();
  }
}
