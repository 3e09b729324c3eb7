#!/usr/bin/env bash
# The multi-instance test (issue 27, tests/instances/instances.test.ts): three servers started at once on an
# empty PostgreSQL database behind HAProxy (deploy/haproxy.cfg). Starts a throwaway PostgreSQL cluster
# (scripts/pg-cluster.sh); installs HAProxy with apt-get when it is missing and this runs as root, as
# scripts/ensure-system-deps.sh does for Chromium. Without HAProxy (and not root) the test is reported as
# skipped, with the reason. Extra arguments go to vitest. Part of `npm test -- postgres`.
set -euo pipefail
cd "$(dirname "$0")/.."

HAPROXY_PATH=${HAPROXY_PATH:-$(command -v haproxy || true)}
if [ -z "$HAPROXY_PATH" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "HAProxy is not installed: installing it with apt-get." >&2
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy >/dev/null
    HAPROXY_PATH=$(command -v haproxy || true)
  else
    echo "HAProxy is missing and this is not root: the multi-instance test is skipped (install it: sudo apt-get install haproxy)." >&2
  fi
fi
export HAPROXY_PATH=${HAPROXY_PATH:-/nonexistent/haproxy}

# shellcheck source=scripts/pg-cluster.sh
. scripts/pg-cluster.sh
start_pg_cluster
DATABASE_URL="$PG_URL" npx vitest run --config vitest.instances.config.ts "$@"
