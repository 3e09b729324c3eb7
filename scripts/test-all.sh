#!/usr/bin/env bash
# `npm test`: every suite, one summary line at the end: "N passed, N failed".
# Suites: type check, lint, unit + model-based + server tests (Vitest), server tests on a real
# PostgreSQL (when TEST_POSTGRES=1, as in CI), bundle budget, Playwright end-to-end in Chromium.
set -u
cd "$(dirname "$0")/.."
mkdir -p test-results
rm -f test-results/*.json test-results/*.count

status=0
passed=0
failed=0
step() { printf '\n\033[1m== %s ==\033[0m\n' "$1"; }
count() { # name passed failed
  passed=$((passed + $2)); failed=$((failed + $3))
  printf '%s: %s passed, %s failed\n' "$1" "$2" "$3" >> test-results/summary.txt
  [ "$3" -gt 0 ] && status=1
}
: > test-results/summary.txt

step "System packages (chromium, fonts-noto-cjk)"
bash scripts/ensure-system-deps.sh || { echo "시스템 패키지를 설치하지 못했습니다."; }

step "Panda codegen"
npx panda codegen --silent || status=1

step "Type check"
if npx tsc -p tsconfig.json --noEmit; then count "typecheck" 1 0; else count "typecheck" 0 1; fi

step "Lint"
if npx eslint --max-warnings 0 .; then count "lint" 1 0; else count "lint" 0 1; fi

step "Unit, model-based and server tests (Vitest)"
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json
read -r p f < <(node scripts/count-results.mjs vitest test-results/vitest.json)
count "vitest" "$p" "$f"

if [ "${TEST_POSTGRES:-0}" = "1" ]; then
  step "Server tests on PostgreSQL"
  bash scripts/test-postgres.sh --reporter=default --reporter=json --outputFile.json=test-results/vitest-postgres.json
  read -r p f < <(node scripts/count-results.mjs vitest test-results/vitest-postgres.json)
  count "vitest (postgres)" "$p" "$f"
fi

step "Build"
if npm run --silent build; then
  count "build" 1 0
  step "Bundle budget"
  npx vitest run --config vitest.bundle.config.ts --reporter=default --reporter=json --outputFile.json=test-results/bundle.json
  read -r p f < <(node scripts/count-results.mjs vitest test-results/bundle.json)
  count "bundle budget" "$p" "$f"

  step "End-to-end (Playwright, Chromium)"
  npx playwright test
  read -r p f < <(node scripts/count-results.mjs playwright test-results/e2e.json)
  count "e2e" "$p" "$f"
else
  count "build" 0 1
fi

printf '\n'
cat test-results/summary.txt
echo "${passed} passed, ${failed} failed"
[ "$failed" -eq 0 ] && [ "$status" -eq 0 ]
