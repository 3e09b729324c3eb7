import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { countPlaywright, countReport, countVitest } from '../../scripts/count-results';

/**
 * The counter behind `npm test`'s summary line, fed with reports that Vitest 4 and Playwright 1.x
 * really wrote for each kind of failure (tests/unit/reports/, recorded from small test files that
 * fail that way), together with the exit status each run ended with.
 */
const report = (name: string): unknown => JSON.parse(readFileSync(new URL(`./reports/${name}.json`, import.meta.url), 'utf8'));

describe('Vitest reports', () => {
  it('counts a green run as it is', () => {
    expect(countVitest(report('vitest-green') as never, 0)).toMatchObject({ passed: 2, failed: 0 });
  });

  it('counts failed tests', () => {
    expect(countVitest(report('vitest-failed-test') as never, 1)).toMatchObject({ passed: 1, failed: 1 });
  });

  it.each([
    ['a failing afterAll hook', 'vitest-hook', 1],
    ['an unhandled rejection (the report itself says success)', 'vitest-unhandled', 1],
    ['a file that fails to load', 'vitest-load', 1],
    ['a test that passed only on a retry', 'vitest-flaky', 0],
  ])('counts %s as a failure', (_, name, exitStatus) => {
    const tally = countVitest(report(name) as never, exitStatus);
    expect(tally.failed).toBeGreaterThan(0);
    expect(tally.notes.length).toBeGreaterThan(0);
  });
});

describe('Playwright reports', () => {
  it('counts a green run (with an expected failure) as it is', () => {
    expect(countPlaywright(report('playwright-green') as never, 0)).toMatchObject({ passed: 3, failed: 0 });
  });

  it.each([
    ['a failing afterAll hook', 'playwright-hook', 1],
    ['a spec file that fails to load', 'playwright-load', 1],
    ['a worker that dies', 'playwright-worker', 1],
    ['an unhandled rejection', 'playwright-unhandled', 1],
    ['a test marked flaky', 'playwright-flaky', 0],
  ])('counts %s as a failure', (_, name, exitStatus) => {
    expect(countPlaywright(report(name) as never, exitStatus).failed).toBeGreaterThan(0);
  });
});

describe('exit status', () => {
  it('a non-zero exit that the report does not explain is one failure', () => {
    expect(countVitest(report('vitest-green') as never, 1)).toMatchObject({ passed: 2, failed: 1 });
    expect(countPlaywright(report('playwright-green') as never, 2)).toMatchObject({ passed: 3, failed: 1 });
  });

  it('a missing report is one failure', () => {
    expect(countReport('vitest', '/nonexistent/report.json', 0)).toMatchObject({ passed: 0, failed: 1 });
  });
});
