#!/usr/bin/env bash
# Runs every test of the project: typecheck, lint and format, unit + component + story tests (vitest), the Storybook
# build, and end-to-end journeys in Debian's Chromium against the sandbox. Every suite runs even when an earlier one
# fails; the last line is the totals line 'N passed, N failed'.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p reports
rm -f reports/*.json

apt_updated=""
apt_install() {
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  if [ -z "$apt_updated" ]; then
    $sudo apt-get update -qq || return 1
    apt_updated=1
  fi
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@" >/dev/null
}

ensure_chromium() {
  local chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
  [ -x "$chromium" ] && return 0
  echo "Installing Debian's chromium for the browser tests…"
  apt_install chromium
}

# The PostgreSQL suites start throwaway servers from Debian's binaries (tests/postgres/throwaway-postgres.ts).
ensure_postgresql() {
  compgen -G '/usr/lib/postgresql/*/bin/pg_ctl' >/dev/null && return 0
  echo "Installing Debian's postgresql for the PostgreSQL suites…"
  apt_install postgresql
}

failed_steps=()
step() {
  local name="$1"; shift
  echo
  echo "=== $name"
  local started=$SECONDS
  if "$@"; then
    echo "=== $name: ok ($((SECONDS - started)) s)"
    echo "{\"name\":\"$name\",\"ok\":true,\"seconds\":$((SECONDS - started))}" > "reports/step-$name.json"
  else
    echo "=== $name: FAILED ($((SECONDS - started)) s)"
    echo "{\"name\":\"$name\",\"ok\":false,\"seconds\":$((SECONDS - started))}" > "reports/step-$name.json"
    failed_steps+=("$name")
  fi
}

# `npm ci && npm test` (the README's command, and .ci/run) times the install and hands it over for the time table.
if [ -n "${STATION_INSTALL_SECONDS:-}" ]; then
  echo "{\"name\":\"install\",\"ok\":true,\"seconds\":$STATION_INSTALL_SECONDS,\"order\":0}" > reports/step-install.json
fi
step chromium ensure_chromium
step postgresql ensure_postgresql
# vitest's sandbox project and Playwright's 'postgres' project then run on a PostgreSQL server of their own.
export STATION_TEST_POSTGRES=1
step typecheck npx tsc -p tsconfig.json --noEmit
step lint npx eslint .
step format npx prettier --check . --log-level warn
step vitest npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json
step storybook-build npx storybook build --quiet --test -o storybook-static
step e2e npx playwright test
step postgres-suites node scripts/check-postgres-suites.mjs

node scripts/summarize-tests.mjs
status=$?
if [ ${#failed_steps[@]} -gt 0 ]; then
  echo "Failed steps: ${failed_steps[*]}"
  exit 1
fi
exit $status
