// Prints "<passed> <failed>" from a Vitest or Playwright JSON report. A missing or unreadable
// report counts as one failure: a suite that did not run must not look green.
import { readFileSync } from 'node:fs';

const [kind, file] = process.argv.slice(2);
try {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (kind === 'vitest') {
    const failedSuites = (report.testResults ?? []).filter((r) => r.status === 'failed' && (r.assertionResults ?? []).length === 0).length;
    console.log(`${report.numPassedTests ?? 0} ${(report.numFailedTests ?? 0) + failedSuites}`);
  } else {
    const s = report.stats ?? {};
    const errors = (report.errors ?? []).length;
    console.log(`${(s.expected ?? 0) + (s.flaky ?? 0)} ${(s.unexpected ?? 0) + errors}`);
  }
} catch {
  console.log('0 1');
}
