#!/usr/bin/env bash
# Runs every test: typecheck, unit and integration tests (vitest), then browser tests (Playwright,
# JavaScript on and off) against the production build, in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm install --no-audit --no-fund
fi
if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's Chromium for the browser tests..."
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi

mkdir -p reports
npm run typecheck
npx vitest run --reporter=default --reporter=json --outputFile=reports/vitest.json
npm run build
# Fresh databases for the browser tests' servers, so every run starts from the seed.
rm -f data/e2e*.sqlite*
PLAYWRIGHT_JSON_OUTPUT_NAME=reports/playwright.json npx playwright test --reporter=list,json
node scripts/test-summary.mjs
