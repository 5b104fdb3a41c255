#!/usr/bin/env bash
# `npm run bench`: the engine benchmark, the model-prompt benchmark and the whole-system benchmark
# (traffic on loopback only).
set -euo pipefail
cd "$(dirname "$0")/.."
UNTANGLE_ROOT=$(pwd)
export UNTANGLE_ROOT
source scripts/node-env.sh
source scripts/lib/setup.sh
ensure_dependencies
ensure_local_servers
ensure_nginx
command -v wrk >/dev/null || { echo "untangle: installing wrk (Debian package)" >&2; apt_install wrk; }
npm run build --silent
node --expose-gc bench/restructure-engine.bench.ts
node bench/hostile-texts.bench.ts
node bench/engine-pool.bench.ts
node bench/openai-prompt.bench.ts
node bench/bullmq-scripts.bench.ts
node bench/system.bench.ts
