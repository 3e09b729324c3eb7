#!/usr/bin/env bash
# Sourced by scripts/test-postgres.sh and scripts/test-instances.sh: `start_pg_cluster` starts a throwaway
# PostgreSQL cluster on 127.0.0.1 on a free port (installed with apt-get as root when missing), creates the
# database `market`, sets PG_URL to it and PG_BIN to the server's binaries, and removes the cluster on exit.

pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

# PostgreSQL's server and psql, installed with apt-get when missing and root (also called on its own by
# scripts/test-all.sh, which installs the packages in the background from the start)
ensure_postgresql() {
  if [ -z "$(pg_bin)" ] || ! command -v psql >/dev/null 2>&1; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
      echo "PostgreSQL is not installed: installing it with apt-get." >&2
      apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
    else
      echo "PostgreSQL is missing (need /usr/lib/postgresql/*/bin and psql); install the 'postgresql' package." >&2
      return 1
    fi
  fi
}

start_pg_cluster() {
  ensure_postgresql || return 1
  PG_BIN=$(pg_bin)

  # initdb and postgres refuse to run as root: use the postgres user then.
  if [ "$(id -u)" = 0 ]; then
    as_pg() { runuser -u postgres -- "$@"; }
  else
    as_pg() { "$@"; }
  fi

  local port
  port=$(node -e "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
  PG_TMP=$(mktemp -d "${TMPDIR:-/tmp}/market-pg-XXXXXX")
  [ "$(id -u)" = 0 ] && chown postgres "$PG_TMP"

  trap stop_pg_cluster EXIT
  trap 'exit 130' INT TERM

  as_pg "$PG_BIN/initdb" -D "$PG_TMP/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >"$PG_TMP/initdb.log" 2>&1 \
    || { cat "$PG_TMP/initdb.log" >&2; return 1; }
  # max_connections: the server tests open a pool per test file, the multi-instance test three instances
  as_pg "$PG_BIN/pg_ctl" -D "$PG_TMP/data" -l "$PG_TMP/server.log" -w -t 30 \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $PG_TMP -c fsync=off -c max_connections=200" start >/dev/null \
    || { cat "$PG_TMP/server.log" >&2; return 1; }
  psql -h 127.0.0.1 -p "$port" -U postgres -d postgres -q -c 'create database market' >/dev/null
  PG_URL="postgres://postgres@127.0.0.1:$port/market"
  echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$port" >&2
}

stop_pg_cluster() {
  [ -n "${PG_TMP:-}" ] || return 0
  as_pg "$PG_BIN/pg_ctl" -D "$PG_TMP/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$PG_TMP"
}
