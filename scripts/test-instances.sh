#!/usr/bin/env bash
# The multi-instance test (issue 27, tests/instances/instances.test.ts): three servers started at once on an
# empty PostgreSQL database behind HAProxy (deploy/haproxy.cfg). Starts a throwaway PostgreSQL cluster
# (scripts/pg-cluster.sh); installs HAProxy with apt-get when it is missing and this runs as root
# (scripts/ensure-haproxy.sh, shared with `npm run bench`). Without HAProxy (and not root) the test is
# reported as skipped, with the reason. Extra arguments go to vitest. Part of `npm test -- postgres`.
set -euo pipefail
cd "$(dirname "$0")/.."

HAPROXY_PATH=${HAPROXY_PATH:-$(scripts/ensure-haproxy.sh)}
if [ -z "$HAPROXY_PATH" ]; then echo "The multi-instance test is skipped: no HAProxy." >&2; fi
export HAPROXY_PATH=${HAPROXY_PATH:-/nonexistent/haproxy}

# shellcheck source=scripts/pg-cluster.sh
. scripts/pg-cluster.sh
start_pg_cluster
DATABASE_URL="$PG_URL" npx vitest run --config vitest.instances.config.ts "$@"
