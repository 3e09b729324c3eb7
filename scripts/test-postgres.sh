#!/usr/bin/env bash
# Runs the server tests against a real PostgreSQL server instead of PGlite: starts a throwaway cluster
# on 127.0.0.1 on a free port (scripts/pg-cluster.sh), creates the database `market`, runs the tests
# with DATABASE_URL set, and removes the cluster on exit. The tests run are the server's that open a
# database or start the server: they name server/test-database, server/test-app, DATABASE_URL or the
# server's entry. The others do not read DATABASE_URL; they ran on PGlite already (so does
# tests/unit/server-bundle.test.ts, which starts its bundles on PGlite whatever the suite runs on).
# Extra arguments go to vitest (options as --name=value); a file or filter among them is run instead
# of that list, e.g.
# `bash scripts/test-postgres.sh server/app.test.ts`.
set -euo pipefail
cd "$(dirname "$0")/.."

filters=()
for arg in "$@"; do case "$arg" in -*) ;; *) filters+=("$arg") ;; esac; done
files=()
if [ ${#filters[@]} -eq 0 ]; then
  mapfile -t files < <(grep -rlE "test-database|test-app|DATABASE_URL|server/main" --include='*.test.ts' server | sort)
fi

# shellcheck source=scripts/pg-cluster.sh
. scripts/pg-cluster.sh
start_pg_cluster
DATABASE_URL="$PG_URL" npx vitest run --project isolated "${files[@]}" "$@"
