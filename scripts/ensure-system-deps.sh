#!/usr/bin/env bash
# Installs what npm cannot: Debian's chromium (Playwright's browser here) and fonts-noto-cjk
# (Korean text in screenshots). Only when missing, and only as root.
#
# Also Debian's chromium-headless-shell, the e2e tests' browser when it is there (playwright.config.ts;
# the same Chromium without the desktop browser's interface, a third less processor time): optional,
# so a machine without it (or not root, or offline) runs the tests in /usr/bin/chromium and this
# script does not fail for it.
set -u
export DEBIAN_FRONTEND=noninteractive
root=no
[ "$(id -u)" = "0" ] && root=yes
updated=no
apt_install() { # package… (root only): the package lists are refreshed once, when needed
  apt-get install -y -qq "$@" >/dev/null 2>&1 && return 0
  [ "$updated" = yes ] && return 1
  updated=yes
  apt-get update -qq && apt-get install -y -qq "$@" >/dev/null
}

need=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || need+=(chromium)
fc-list 2>/dev/null | grep -qi "Noto Sans CJK" || need+=(fonts-noto-cjk)
if [ ${#need[@]} -gt 0 ]; then
  if [ "$root" != yes ]; then
    echo "Missing: ${need[*]}. Install them (sudo apt-get install ${need[*]}) or set CHROMIUM_PATH." >&2
    exit 1
  fi
  apt_install "${need[@]}" || exit 1
fi

if [ -z "${CHROMIUM_PATH:-}" ] && [ ! -x /usr/bin/chromium-headless-shell ] && [ "$root" = yes ] && command -v apt-get >/dev/null 2>&1; then
  apt_install chromium-headless-shell || echo "chromium-headless-shell could not be installed: the e2e tests run in /usr/bin/chromium." >&2
fi
echo "chromium and fonts-noto-cjk are present$([ -x /usr/bin/chromium-headless-shell ] && echo ', and chromium-headless-shell')"
exit 0
