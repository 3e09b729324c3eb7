#!/usr/bin/env bash
# `npm test`: every suite, then one summary line "N passed, N failed".
# `npm test -- <suite> [<suite> …]`: only those suites, with the same summary line.
#
# Suites: typecheck, lint, unit (Vitest: unit, model-based and server tests), postgres (the server
# tests again on a real PostgreSQL, then three instances on one PostgreSQL behind HAProxy; part of the
# full run when TEST_POSTGRES=1, as in CI), build
# (the production build and the bundle budget), e2e (Playwright in Chromium; builds first).
#
# Every suite's exit status counts: a suite that exits non-zero adds at least one failure to the
# summary even when its report lists no failed test (scripts/count-results.ts), and the script
# exits non-zero whenever the summary has a failure.
set -u
cd "$(dirname "$0")/.."

ALL_SUITES=(typecheck lint unit postgres build e2e)
usage() { echo "usage: npm test [-- <suite> …]   suites: ${ALL_SUITES[*]}" >&2; }

selected=()
if [ $# -eq 0 ]; then
  selected=(typecheck lint unit)
  [ "${TEST_POSTGRES:-0}" = "1" ] && selected+=(postgres)
  selected+=(build e2e)
else
  for arg in "$@"; do
    case " ${ALL_SUITES[*]} " in
      *" $arg "*) selected+=("$arg") ;;
      *) echo "unknown suite: $arg" >&2; usage; exit 2 ;;
    esac
  done
fi
wants() { case " ${selected[*]} " in *" $1 "*) return 0 ;; *) return 1 ;; esac; }

mkdir -p test-results
instances_pid=
rm -rf test-results/*.json test-results/e2e test-results/screenshots test-results/check-* test-results/system-packages.* test-results/instances.*
: > test-results/summary.txt

passed=0
failed=0
# each suite's line says how long its step took, so that a slow CI run shows where the time went
step_started=$SECONDS
step() { step_started=$SECONDS; printf '\n\033[1m== %s ==\033[0m\n' "$1"; }
count() { # name passed failed
  passed=$((passed + $2)); failed=$((failed + $3))
  printf '%s: %s passed, %s failed (%s s)\n' "$1" "$2" "$3" "$((SECONDS - step_started))" >> test-results/summary.txt
}
# one check that passes or fails as a whole, by its exit status
check() { # name command…
  local name=$1; shift
  if "$@"; then count "$name" 1 0; else count "$name" 0 1; fi
}
# a test runner's report and exit status → passed and failed tests
tally() { # name kind report exit-status
  local p f
  read -r p f < <(node --import tsx scripts/count-results.ts "$2" "$3" "$4")
  count "$1" "${p:-0}" "${f:-1}"
}

# What npm cannot install (Chromium, the Korean fonts; HAProxy and PostgreSQL for the postgres suite)
# is installed in the background from the start, while the type check, lint and Vitest run: on a
# fresh machine apt-get takes about a minute that is mostly download. One job, so that two apt-gets
# never wait on each other's lock; the steps that need the packages wait for it (`packages_ready`).
packages_pid=
packages_status=0
if wants build || wants e2e || wants postgres; then
  (
    status=0
    if wants build || wants e2e; then bash scripts/ensure-system-deps.sh || status=1; fi
    if wants postgres; then
      scripts/ensure-haproxy.sh > /dev/null
      # shellcheck source=scripts/pg-cluster.sh
      . scripts/pg-cluster.sh && ensure_postgresql
    fi
    echo "$status" > test-results/system-packages.status
  ) > test-results/system-packages.log 2>&1 &
  packages_pid=$!
fi
packages_ready() { # waits for the background install once, shows what it printed; fails if it failed
  if [ -n "$packages_pid" ]; then
    wait "$packages_pid" 2> /dev/null
    packages_status=$(cat test-results/system-packages.status 2> /dev/null || echo 1)
    packages_pid=
    cat test-results/system-packages.log
  fi
  [ "$packages_status" = 0 ]
}

step "Panda codegen"
npx panda codegen --silent || count "codegen" 0 1

# The type check and lint run at the same time: each is one single-threaded process, so on CI's 2
# cores the pair takes about as long as the longer one. Each one's output is kept and shown after,
# in order, with its own result.
checks=()
wants typecheck && checks+=("typecheck:npx tsc -p tsconfig.json --noEmit" "typecheck (plain-JS scripts):npx tsc -p scripts/tsconfig.mjs.json")
wants lint && checks+=("lint:npx eslint --max-warnings 0 .")
if [ ${#checks[@]} -gt 0 ]; then
  step "Type check and lint (at the same time)"
  # the two type checks one after the other (the second is short), lint beside them
  check_logs=()
  run_checks() { # index… → each check's exit status in test-results/check-<index>.status
    local i
    for i in "$@"; do
      ${checks[$i]#*:} > "test-results/check-$i.log" 2>&1
      echo $? > "test-results/check-$i.status"
    done
  }
  tc=() ln=()
  for i in "${!checks[@]}"; do
    case "${checks[$i]}" in lint:*) ln+=("$i") ;; *) tc+=("$i") ;; esac
  done
  # (their own pids: a bare `wait` would also wait for the packages' install and forget its status)
  check_pids=()
  [ ${#tc[@]} -gt 0 ] && { run_checks "${tc[@]}" & check_pids+=($!); }
  [ ${#ln[@]} -gt 0 ] && { run_checks "${ln[@]}" & check_pids+=($!); }
  wait "${check_pids[@]}"
  for i in "${!checks[@]}"; do
    name=${checks[$i]%%:*}
    printf -- '-- %s: %s\n' "$name" "${checks[$i]#*:}"
    cat "test-results/check-$i.log"
    if [ "$(cat "test-results/check-$i.status" 2>/dev/null)" = 0 ]; then count "$name" 1 0; else count "$name" 0 1; fi
  done
fi

if wants unit; then
  step "Unit, model-based and server tests (Vitest)"
  npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json
  tally "vitest" vitest test-results/vitest.json $?
fi

if wants postgres; then
  packages_ready || true
  step "Server tests on PostgreSQL"
  bash scripts/test-postgres.sh --reporter=default --reporter=json --outputFile.json=test-results/vitest-postgres.json
  tally "vitest (postgres)" vitest test-results/vitest-postgres.json $?
  # The multi-instance test is mostly waiting (three servers and a balancer starting, calls between
  # them: two thirds of two cores) and needs nothing of the app's build: it runs beside the build and
  # the bundle budget, and its output is shown and counted once it is done (instances_done).
  (
    started=$SECONDS
    bash scripts/test-instances.sh --reporter=default --reporter=json --outputFile.json=test-results/vitest-instances.json > test-results/instances.log 2>&1
    status=$?
    echo $((SECONDS - started)) > test-results/instances.seconds
    exit $status
  ) &
  instances_pid=$!
fi
instances_done() { # waits for the multi-instance test once, then shows and counts it
  [ -n "${instances_pid:-}" ] || return 0
  wait "$instances_pid"
  local status=$?
  instances_pid=
  step "Three instances on one PostgreSQL behind HAProxy (run beside the build)"
  # its line gives its own time, not the time until it was shown
  step_started=$((SECONDS - $(cat test-results/instances.seconds 2> /dev/null || echo 0)))
  cat test-results/instances.log
  tally "instances (postgres, haproxy)" vitest test-results/vitest-instances.json "$status"
}

built=unknown
build_once() {
  if [ "$built" = unknown ]; then
    step "Build"
    if npm run --silent build; then built=yes; count "build" 1 0; else built=no; count "build" 0 1; fi
  fi
  [ "$built" = yes ]
}

if wants build && build_once; then
  step "Bundle budget"
  # the budget is measured in Chromium (tests/bundle/bundle-budget.test.ts), installed in the background
  packages_ready || true
  npx vitest run --config vitest.bundle.config.ts --reporter=default --reporter=json --outputFile.json=test-results/bundle.json
  tally "bundle budget" vitest test-results/bundle.json $?
fi

instances_done

if wants e2e; then
  step "System packages (chromium, fonts-noto-cjk)"
  check "system packages" packages_ready
  if build_once; then
    step "End-to-end (Playwright, Chromium)"
    npx playwright test
    tally "e2e" playwright test-results/e2e.json $?
  fi
fi

printf '\n'
cat test-results/summary.txt
echo "${passed} passed, ${failed} failed"
[ "$failed" -eq 0 ]
