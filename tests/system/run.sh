#!/usr/bin/env bash
# Called by scripts/test-all.sh: the whole stack behind nginx, driven through headless Chromium.
set -euo pipefail
cd "$(dirname "$0")/../.."
exec node tests/system/run.mjs
