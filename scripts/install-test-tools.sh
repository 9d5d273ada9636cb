#!/usr/bin/env bash
# Installs what the tests and the bench drive besides node_modules, from Debian with apt:
# - Chromium at /usr/bin/chromium (Lighthouse, the bench) and its headless shell at
#   /usr/bin/chromium-headless-shell (Playwright's tests: the same engine, lighter to run);
# - nginx (with its brotli modules: compressing, and sending precompressed files),
#   redis-server and redis-sentinel for the production test beds (npm run test:production,
#   npm run test:failover), which start and stop their own processes; the Debian services are
#   not used;
# - promtool (Debian package prometheus), which checks the metrics a scrape returns;
# - python3 and php-cli, which run the webhook verification samples against the test vectors;
# - wrk, the load generator of the bench's page runs (npm run bench:load);
# - openssl, which makes the test beds' certificates (the front door's TLS, Redis over TLS).
# Where there is no apt (a developer's laptop), Playwright's own Chromium is installed instead,
# and nginx, redis-server, redis-sentinel, python3 and php must come from the system's own
# package manager.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium fonts-noto-color-emoji)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
[ -e /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so ] || missing+=(libnginx-mod-http-brotli-filter)
[ -e /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || missing+=(libnginx-mod-http-brotli-static)
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
[ -x /usr/bin/redis-sentinel ] || missing+=(redis-sentinel)
command -v promtool >/dev/null 2>&1 || missing+=(prometheus)
command -v python3 >/dev/null 2>&1 || missing+=(python3)
command -v php >/dev/null 2>&1 || missing+=(php-cli)
command -v wrk >/dev/null 2>&1 || missing+=(wrk)
command -v openssl >/dev/null 2>&1 || missing+=(openssl)

if [ ${#missing[@]} -eq 0 ]; then
  echo "Present: $(/usr/bin/chromium --version 2>/dev/null || echo chromium), $(/usr/sbin/nginx -v 2>&1), $(redis-server --version | cut -d' ' -f1-3), $(promtool --version 2>&1 | head -1), $(python3 --version), $(php --version | head -1 | cut -d' ' -f1-2)"
  exit 0
fi

if command -v apt-get >/dev/null 2>&1; then
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  # policy-rc.d 101: the packages' own services are not started (the test bed runs its own).
  # A policy already in place (container images have one) is left as it is.
  own_policy=""
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' | $sudo tee /usr/sbin/policy-rc.d >/dev/null
    $sudo chmod +x /usr/sbin/policy-rc.d
    own_policy=1
  fi
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  if [ -n "$own_policy" ]; then $sudo rm -f /usr/sbin/policy-rc.d; fi
  echo "Installed: ${missing[*]}"
else
  echo "No apt-get here: installing Playwright's Chromium instead."
  [ -x /usr/bin/chromium ] || npx playwright install chromium
  for tool in nginx redis-server redis-sentinel promtool; do
    command -v "$tool" >/dev/null 2>&1 || echo "Install $tool with your package manager for npm run test:production."
  done
  for tool in python3 php; do
    command -v "$tool" >/dev/null 2>&1 || echo "Install $tool with your package manager for npm run test:unit (the webhook verification samples)."
  done
fi
