#!/usr/bin/env bash
# npm test: every stage in turn, the first failure failing the run (docs/testing.md says what
# each one checks). The production bed runs beside the browser tests: its specs mostly wait
# (outages, retries, restarts) and use about a third of a core, while the browser tests keep
# both cores busy; one after the other they took 6 minutes more. The bed is told that it shares
# the machine (TEST_BED_SHARED=1: each of its steps may take three times as long), and its
# output is shown whole once it ends rather than mixed into the browser tests'.
set -euo pipefail
cd "$(dirname "$0")/.."

npm run lint
npm run typecheck
npm run check-content
npm run test:unit
# Both builds below skip their own type check: `npm run typecheck` above did it.
TYPES_CHECKED=1 node scripts/check-no-secrets.mjs --build
npm run test:budgets
npm run test:validators

bed_log=$(mktemp)
TEST_BED_SHARED=1 npm run test:production >"$bed_log" 2>&1 &
bed=$!
# Interrupted, the bed is stopped by its process id (its teardown stops what it started).
trap 'kill -INT "$bed" 2>/dev/null || true' INT TERM
e2e_status=0
npm run test:e2e || e2e_status=$?
bed_status=0
wait "$bed" || bed_status=$?
trap - INT TERM
echo "--- npm run test:production (ran beside the browser tests)"
cat "$bed_log"
rm -f "$bed_log"
if [ "$e2e_status" -ne 0 ] || [ "$bed_status" -ne 0 ]; then
  echo "failed: browser tests exit $e2e_status, production bed exit $bed_status" >&2
  exit 1
fi

npm run test:failover
TYPES_CHECKED=1 npm run test:fixture-build
