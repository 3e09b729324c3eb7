#!/usr/bin/env bash
# Runs the server tests (`npx vitest run server`) against a real PostgreSQL server instead of
# PGlite: starts a throwaway cluster on 127.0.0.1 on a free port (scripts/pg-cluster.sh), creates the
# database `market`, runs the tests with DATABASE_URL set, and removes the cluster on exit.
# Extra arguments go to vitest, e.g. `bash scripts/test-postgres.sh server/app.test.ts`.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/pg-cluster.sh
. scripts/pg-cluster.sh
start_pg_cluster
DATABASE_URL="$PG_URL" npx vitest run server "$@"
