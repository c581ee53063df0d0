#!/usr/bin/env bash
# Runs every test: typecheck, lint and format check, unit and integration tests (vitest), then browser tests (Playwright,
# JavaScript on and off) against the production build, in Debian's Chromium. Closes on one line,
# "tests: N passed, N failed, N skipped" (flaky tests and errors outside tests counted as failed), from scripts/test-summary.mjs, which also says
# why the run failed; the exit status is non-zero when anything failed.
# What counts as a failure: docs/decisions/005-honest-test-summary.md.
set -euo pipefail
cd "$(dirname "$0")/.."
trap 'echo "test.sh: FAILED: \"$BASH_COMMAND\" exited with $? (line $LINENO)" >&2' ERR

# Every run is treated as CI for the guards that keep a stray `.only` from passing (Playwright's
# forbidOnly, vitest's allowOnly) and for Playwright's retry, whose flaky tests fail the run.
export CI="${CI:-1}"

if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm install --no-audit --no-fund
fi
# The patches in patches/ (decision 007) also when node_modules was installed before a new one
# came: applying is idempotent and takes a second.
npx patch-package >/dev/null
if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's Chromium for the browser tests..."
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi

# Debian's redis-server for the tests of limits shared through Redis (issue 22), started on a free
# port for this run only and stopped when the run ends, however it ends.
if ! command -v redis-server >/dev/null 2>&1; then
  echo "Installing Debian's redis-server for the shared-limit tests..."
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null
fi
REDIS_TEST_PORT="$(node -e '
  const net = require("node:net");
  const srv = net.createServer().listen(0, "127.0.0.1", () => { console.log(srv.address().port); srv.close(); });
')"
REDIS_PID=""
stop_redis() { [ -n "$REDIS_PID" ] && kill "$REDIS_PID" 2>/dev/null || true; }
trap stop_redis EXIT
redis-server --port "$REDIS_TEST_PORT" --bind 127.0.0.1 --save '' --appendonly no --daemonize no >/dev/null 2>&1 &
REDIS_PID=$!
for _ in $(seq 1 50); do
  redis-cli -p "$REDIS_TEST_PORT" ping >/dev/null 2>&1 && break
  sleep 0.1
done
export REDIS_TEST_URL="redis://127.0.0.1:${REDIS_TEST_PORT}"

# No report of an earlier run can be summarised: the folder starts empty, and the summary also
# refuses reports that started before this run.
rm -rf reports
mkdir -p reports
TEST_RUN_STARTED="$(node -e 'console.log(Date.now())')"
export TEST_RUN_STARTED
export VITEST_EXIT="" PLAYWRIGHT_EXIT=""

# Prints the closing line (and the reasons above it) and exits with the run's status.
summarise() {
  local status=0
  node scripts/test-summary.mjs || status=$?
  exit "$status"
}

# A step that the rest depends on failed: say so, close on the summary, exit non-zero.
stop() {
  trap - ERR
  echo "test.sh: FAILED: $1; stopping." >&2
  export TEST_STOPPED="$1"
  summarise
  exit 1 # summarise exits non-zero on its own; this is only a backstop
}

status=0
npm run typecheck || { status=$?; stop "typecheck failed (exit $status): no tests ran"; }
# The linter (no error and no warning: --max-warnings 0) and the formatter's check, before any test
# (decision 024): code that breaks the house rules does not reach the test run.
npm run lint || { status=$?; stop "lint failed (exit $status): no tests ran"; }
npm run format:check || { status=$?; stop "format check failed (exit $status): run npm run format; no tests ran"; }

# A vitest failure does not stop the run: the browser tests still run, and the summary counts both.
npx vitest run --reporter=default --reporter=json --outputFile=reports/vitest.json || VITEST_EXIT=$?
if [ -n "$VITEST_EXIT" ]; then
  echo "test.sh: vitest failed (exit $VITEST_EXIT); running the browser tests anyway, the summary below counts both." >&2
fi

npm run build || { status=$?; stop "build failed (exit $status): the browser tests did not run"; }
# Fresh databases for the browser tests' servers, so every run starts from the seed.
rm -f data/e2e*.sqlite*
PLAYWRIGHT_JSON_OUTPUT_NAME=reports/playwright.json npx playwright test --reporter=list,json || PLAYWRIGHT_EXIT=$?
if [ -n "$PLAYWRIGHT_EXIT" ]; then
  echo "test.sh: Playwright failed (exit $PLAYWRIGHT_EXIT)." >&2
fi

summarise
