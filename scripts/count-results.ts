/**
 * Counts one suite's results from its JSON report and its exit status, for `npm test`'s summary
 * line. Prints "<passed> <failed>".
 *
 *   node --import tsx scripts/count-results.ts vitest|playwright <report.json> <exit status>
 *
 * A suite can fail without a failed test in its report: a hook that throws (Vitest marks the
 * file failed, its tests passed), an unhandled error or rejection (Vitest's report says
 * `success: true`; only the exit status tells), a file that does not load, a worker that dies, a
 * test that passed only on a retry (flaky). Each of these counts as a failure here, and a non-zero
 * exit status that the report does not explain counts as one more: a suite that failed never sums
 * to "0 failed". A missing or unreadable report is one failure too.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface Tally {
  passed: number;
  failed: number;
  /** one line per failure that is not a plain failed test, for the log */
  notes: string[];
}

interface VitestAssertion {
  status: string;
  fullName?: string;
  failureMessages?: string[];
}
interface VitestFile {
  name?: string;
  status: string;
  message?: string;
  assertionResults?: VitestAssertion[];
}
interface VitestReport {
  numPassedTests?: number;
  numFailedTests?: number;
  success?: boolean;
  testResults?: VitestFile[];
}

interface PlaywrightReport {
  stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number; interrupted?: number };
  errors?: { message?: string }[];
}

function explainExit(tally: Tally, exitStatus: number, suite: string): Tally {
  if (exitStatus !== 0 && tally.failed === 0) {
    return { ...tally, failed: 1, notes: [...tally.notes, `${suite} exited with status ${exitStatus} without a failed test in its report`] };
  }
  return tally;
}

export function countVitest(report: VitestReport, exitStatus: number): Tally {
  const notes: string[] = [];
  let passed = 0;
  let failed = 0;
  for (const file of report.testResults ?? []) {
    const tests = file.assertionResults ?? [];
    for (const test of tests) {
      if (test.status === 'passed' && (test.failureMessages ?? []).length > 0) {
        failed += 1;
        notes.push(`flaky (passed only on a retry): ${test.fullName ?? '?'}`);
      } else if (test.status === 'passed') passed += 1;
      else if (test.status === 'failed') failed += 1;
    }
    // the file failed although none of its tests did: a hook threw, or the file did not load
    if (file.status === 'failed' && !tests.some((test) => test.status === 'failed')) {
      failed += 1;
      notes.push(`${file.name ?? 'a test file'}: ${(file.message ?? 'failed outside its tests').split('\n')[0]}`);
    }
  }
  if (report.success === false && failed === 0) {
    failed += 1;
    notes.push('the report says the run did not succeed');
  }
  return explainExit({ passed, failed, notes }, exitStatus, 'vitest');
}

export function countPlaywright(report: PlaywrightReport, exitStatus: number): Tally {
  const stats = report.stats ?? {};
  const notes: string[] = [];
  const errors = report.errors ?? [];
  for (const error of errors) notes.push(`error outside a test: ${(error.message ?? '?').split('\n')[0]}`);
  const flaky = stats.flaky ?? 0;
  if (flaky > 0) notes.push(`${flaky} flaky test(s): passed only on a retry`);
  const interrupted = stats.interrupted ?? 0;
  if (interrupted > 0) notes.push(`${interrupted} test(s) interrupted`);
  const tally = {
    passed: stats.expected ?? 0,
    failed: (stats.unexpected ?? 0) + flaky + interrupted + errors.length,
    notes,
  };
  return explainExit(tally, exitStatus, 'playwright');
}

export function countReport(kind: string, file: string, exitStatus: number): Tally {
  let report: unknown;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return { passed: 0, failed: 1, notes: [`no readable report at ${file}`] };
  }
  if (kind === 'vitest') return countVitest(report as VitestReport, exitStatus);
  if (kind === 'playwright') return countPlaywright(report as PlaywrightReport, exitStatus);
  return { passed: 0, failed: 1, notes: [`unknown report kind ${kind}`] };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [kind = '', file = '', status = '1'] = process.argv.slice(2);
  const tally = countReport(kind, file, Number(status) || 0);
  for (const note of tally.notes) console.error(`  ✗ ${note}`);
  console.log(`${tally.passed} ${tally.failed}`);
}
