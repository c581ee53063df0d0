#!/usr/bin/env bash
# Serves the complete site on port 3000 (or $PORT): installs dependencies when missing or stale,
# builds, and starts the production server, which migrates and seeds the embedded API's database.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm install --no-audit --no-fund
fi
npm run build

mkdir -p data
# Production needs a session secret; a fresh machine gets one generated and kept in ./data.
if [ -z "${SESSION_SECRET:-}" ]; then
  if [ ! -s data/.session-secret ]; then
    node -e "process.stdout.write(require('node:crypto').randomBytes(32).toString('hex'))" > data/.session-secret
  fi
  SESSION_SECRET="$(cat data/.session-secret)"
  export SESSION_SECRET
fi

export NODE_ENV=production
export PORT="${PORT:-3000}"
echo "Serving on http://localhost:${PORT} (markets: http://uk.localhost:${PORT}, http://de-ch.localhost:${PORT}, http://nl.luxcamp.localhost:${PORT}, http://localhost:${PORT}/fr/ ...)"
exec node build/server.js
