#!/usr/bin/env bash
# Installs what npm cannot: Debian's chromium (Playwright's browser here) and fonts-noto-cjk
# (Korean text in screenshots). Only when missing, and only as root.
set -u
need=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || need+=(chromium)
fc-list 2>/dev/null | grep -qi "Noto Sans CJK" || need+=(fonts-noto-cjk)
[ ${#need[@]} -eq 0 ] && { echo "chromium and fonts-noto-cjk are present"; exit 0; }
if [ "$(id -u)" != "0" ]; then
  echo "Missing: ${need[*]}. Install them (sudo apt-get install ${need[*]}) or set CHROMIUM_PATH." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq && apt-get install -y -qq "${need[@]}" >/dev/null
