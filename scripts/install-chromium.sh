#!/usr/bin/env bash
# Installs the browser the tests and the bench drive: Debian's Chromium at /usr/bin/chromium.
# Where there is no apt (a developer's laptop), Playwright's own Chromium is used instead.
set -euo pipefail

if [ -x /usr/bin/chromium ]; then
  echo "Chromium present: $(/usr/bin/chromium --version 2>/dev/null || echo /usr/bin/chromium)"
  exit 0
fi

if command -v apt-get >/dev/null 2>&1; then
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends chromium fonts-noto-color-emoji >/dev/null
  echo "Installed $(/usr/bin/chromium --version 2>/dev/null)"
else
  echo "No apt-get here: installing Playwright's Chromium instead."
  npx playwright install chromium
fi
