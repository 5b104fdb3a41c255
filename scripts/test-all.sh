#!/usr/bin/env bash
# The whole test suite: build, static checks, unit and integration tests, frontend and browser tests.
set -euo pipefail
cd "$UNTANGLE_ROOT"
step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }
started=$SECONDS

step "build"
npm run build --silent
step "lint"
npm run lint --silent
step "types (sources, tests, benchmarks)"
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
printf '\nall tests passed in %ss\n' "$((SECONDS - started))"
