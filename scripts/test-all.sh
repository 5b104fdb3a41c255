#!/usr/bin/env bash
# The whole test suite: build, static checks, unit and integration tests, frontend and browser tests.
set -euo pipefail
cd "$UNTANGLE_ROOT"
step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }
started=$SECONDS

# Decided once for the whole run: with a Docker engine, the integration suites run on one Postgres
# and one Redis container (from base images provided locally where no registry answers).
if docker info >/dev/null 2>&1 && [ "${UNTANGLE_TEST_CONTAINERS:-}" != 0 ]; then
  step "base images for the test containers"
  bash scripts/images/base-images.sh
  export UNTANGLE_TEST_CONTAINERS=1
fi
step "build"
npm run build --silent
step "lint"
npm run lint --silent
step "types (sources, scripts, tests, benchmarks)"
npx tsc -p tsconfig.check.json
step "format"
npm run format:check --silent
step "unit and integration tests"
SKIP_TEST_BUILD=1 npm test --silent -- "$@"
if [ -f frontend/package.json ] && grep -q '"test"' frontend/package.json; then
  step "frontend tests"
  npm test -w frontend --silent
fi
if [ -f tests/system/run.sh ]; then
  step "system tests (whole stack behind nginx, headless Chromium)"
  bash tests/system/run.sh
fi
step "container suite (images, docker compose at 3 replicas, Chromium; skipped without a Docker engine)"
node tests/containers/run.mjs
printf '\nall tests passed in %ss\n' "$((SECONDS - started))"
