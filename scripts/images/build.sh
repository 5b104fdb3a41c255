#!/usr/bin/env bash
# ./untangle images: the base images first (scripts/images/base-images.sh), then the product's images
# with the tags docker-compose.yml runs (untangle/<name>:${UNTANGLE_VERSION:-latest}).
# EXTRA_CA_BUNDLE names a PEM bundle the build should trust for HTTPS (the npm registry behind a
# corporate proxy); it reaches the build as the secret `extra_ca`, never as a layer. Without it, the
# machine's /etc/ssl/certs/ca-certificates.crt is passed when present (harmless where not needed).
set -euo pipefail
cd "$UNTANGLE_ROOT"
bash scripts/images/base-images.sh
source scripts/images/docker-cli.sh
untangle_pick_docker_cli

version="${UNTANGLE_VERSION:-latest}"
ca="${EXTRA_CA_BUNDLE:-/etc/ssl/certs/ca-certificates.crt}"
secret=()
[ -f "$ca" ] && secret=(--secret "id=extra_ca,src=$ca")

build() {
  local tag=$1
  shift
  echo "untangle: building $tag" >&2
  "$UNTANGLE_DOCKER" build -q "${secret[@]}" -t "$tag" "$@" . >/dev/null
}
for service in identity billing sessions text-processing gateway; do
  build "untangle/$service:$version" --target service --build-arg "SERVICE=$service"
done
build "untangle/nginx:$version" --target nginx
echo "untangle: images ready; start them with: docker compose up (or docker-compose up)" >&2
