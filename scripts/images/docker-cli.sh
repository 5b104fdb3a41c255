# Sourced: picks a docker CLI that can build with BuildKit (RUN --mount, build secrets) into
# $UNTANGLE_DOCKER. A CLI with the buildx plugin builds with BuildKit by default; a CLI without it
# (Docker 23+ without buildx) cannot, and then Debian's /usr/bin/docker (20.10, BuildKit built in,
# enabled by DOCKER_BUILDKIT=1) is used when present.
untangle_pick_docker_cli() {
  export DOCKER_BUILDKIT=1
  if docker buildx version >/dev/null 2>&1; then
    UNTANGLE_DOCKER=docker
  elif [ -x /usr/bin/docker ] && /usr/bin/docker version --format '{{.Client.Version}}' 2>/dev/null | grep -q '^20\.'; then
    UNTANGLE_DOCKER=/usr/bin/docker
  elif docker version --format '{{.Client.Version}}' 2>/dev/null | grep -Eq '^(1[89]|20)\.'; then
    UNTANGLE_DOCKER=docker
  else
    echo "untangle: no docker CLI here builds with BuildKit: install the buildx plugin (or Debian's docker.io)" >&2
    return 1
  fi
  if ! "$UNTANGLE_DOCKER" info >/dev/null 2>&1; then
    echo "untangle: no Docker engine answers. Start one (as root: dockerd &) and try again." >&2
    return 1
  fi
  export UNTANGLE_DOCKER
}
