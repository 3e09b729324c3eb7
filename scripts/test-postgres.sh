#!/usr/bin/env bash
# Runs the server tests (`npx vitest run server`) against a real PostgreSQL server instead of
# PGlite: starts a throwaway cluster on 127.0.0.1 on a free port, creates the database `market`,
# runs the tests with DATABASE_URL set, and removes the cluster on exit.
# Extra arguments go to vitest, e.g. `bash scripts/test-postgres.sh server/app.test.ts`.
set -euo pipefail
cd "$(dirname "$0")/.."

pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

if [ -z "$(pg_bin)" ] || ! command -v psql >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "PostgreSQL is not installed: installing it with apt-get." >&2
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  else
    echo "PostgreSQL is missing (need /usr/lib/postgresql/*/bin and psql); install the 'postgresql' package." >&2
    exit 1
  fi
fi
BIN=$(pg_bin)

# initdb and postgres refuse to run as root: use the postgres user then.
if [ "$(id -u)" = 0 ]; then
  as_pg() { runuser -u postgres -- "$@"; }
else
  as_pg() { "$@"; }
fi

PORT=$(node -e "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
TMP=$(mktemp -d "${TMPDIR:-/tmp}/market-pg-XXXXXX")
[ "$(id -u)" = 0 ] && chown postgres "$TMP"

cleanup() {
  as_pg "$BIN/pg_ctl" -D "$TMP/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$TMP"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

as_pg "$BIN/initdb" -D "$TMP/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >"$TMP/initdb.log" 2>&1 \
  || { cat "$TMP/initdb.log" >&2; exit 1; }
as_pg "$BIN/pg_ctl" -D "$TMP/data" -l "$TMP/server.log" -w -t 30 \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $TMP -c fsync=off" start >/dev/null \
  || { cat "$TMP/server.log" >&2; exit 1; }
psql -h 127.0.0.1 -p "$PORT" -U postgres -d postgres -q -c 'create database market' >/dev/null

echo "PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT" >&2
DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/market" npx vitest run server "$@"
