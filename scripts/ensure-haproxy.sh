#!/usr/bin/env bash
# Prints the path of HAProxy, installing it with apt-get first when it is missing and this runs as root (as
# scripts/ensure-system-deps.sh does for Chromium); prints nothing, with the reason on stderr, when it cannot.
# Used by scripts/test-instances.sh (the multi-instance test) and bench/instances.ts (`npm run bench`).
set -uo pipefail

find_haproxy() { command -v haproxy || { [ -x /usr/sbin/haproxy ] && echo /usr/sbin/haproxy; } || true; }

found=$(find_haproxy)
if [ -z "$found" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "HAProxy is not installed: installing it with apt-get." >&2
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy >/dev/null
    found=$(find_haproxy)
  else
    echo "HAProxy is missing and this is not root (install it: sudo apt-get install haproxy)." >&2
  fi
fi
[ -n "$found" ] && echo "$found"
exit 0
