# Install steps shared by ./untangle and .ci/run. Each one does nothing when its work is done.

ensure_dependencies() {
  local stamp=node_modules/.package-lock.json
  if [ ! -f "$stamp" ] || [ package-lock.json -nt "$stamp" ]; then
    echo "untangle: installing dependencies (npm install, from package-lock.json)" >&2
    # Not `npm ci`: npm 11 refuses lockfiles that lack other platforms' optional packages, which
    # npm itself does not record (npm/cli#8805). `npm install` installs the same locked versions.
    npm install --no-audit --no-fund --loglevel=error
  fi
}

_apt_updated=0
apt_install() {
  if [ "$(id -u)" != 0 ] && ! command -v sudo >/dev/null; then
    echo "untangle: please install these Debian packages: $*" >&2
    return 1
  fi
  local sudo=""
  [ "$(id -u)" = 0 ] || sudo=sudo
  if [ "$_apt_updated" = 0 ]; then
    $sudo apt-get update -qq >/dev/null
    _apt_updated=1
  fi
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

ensure_nginx() {
  command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || {
    echo "untangle: installing nginx (Debian package)" >&2
    apt_install nginx
  }
}

ensure_chromium() {
  [ -x /usr/bin/chromium ] || {
    echo "untangle: installing chromium (Debian package) for the browser tests" >&2
    apt_install chromium fonts-liberation
  }
}

_port_open() { (exec 3<>"/dev/tcp/$1/$2") 2>/dev/null; }

# Postgres and Redis must answer on their usual ports. With --check-only we explain what is
# missing instead of starting anything (the run command must not touch a machine's servers).
ensure_local_servers() {
  local check_only=0
  [ "${1:-}" = --check-only ] && check_only=1
  local pg_host pg_port redis_host redis_port
  pg_host=${PGHOST_CHECK:-127.0.0.1}; pg_port=${PGPORT_CHECK:-5432}
  redis_host=${REDIS_HOST_CHECK:-127.0.0.1}; redis_port=${REDIS_PORT_CHECK:-6379}
  if ! _port_open "$pg_host" "$pg_port"; then
    if [ "$check_only" = 1 ]; then
      echo "untangle: PostgreSQL is not answering on $pg_host:$pg_port. Start it (for example:" >&2
      echo "  pg_ctlcluster --skip-systemctl-redirect \$(ls /etc/postgresql) main start) or set DATABASE_URL." >&2
      exit 1
    fi
    echo "untangle: starting PostgreSQL" >&2
    pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql)" main start
  fi
  if ! _port_open "$redis_host" "$redis_port"; then
    if [ "$check_only" = 1 ]; then
      echo "untangle: Redis is not answering on $redis_host:$redis_port. Start it (for example:" >&2
      echo "  redis-server --daemonize yes --port 6379) or set REDIS_URL." >&2
      exit 1
    fi
    echo "untangle: starting Redis" >&2
    mkdir -p /var/lib/redis /var/log/redis
    redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
      --dir /var/lib/redis --logfile /var/log/redis/ci.log
  fi
  for _ in $(seq 1 50); do
    _port_open "$pg_host" "$pg_port" && _port_open "$redis_host" "$redis_port" && return 0
    sleep 0.2
  done
  echo "untangle: PostgreSQL or Redis did not come up" >&2
  exit 1
}

# The deployment tests validate docker-compose.yml with docker-compose 1.29 and build the
# Kubernetes overlays with kubectl's kustomize (both offline; no Docker engine or cluster needed).
ensure_deploy_tools() {
  local missing=()
  command -v docker-compose >/dev/null || missing+=(docker-compose)
  command -v kubectl >/dev/null || missing+=(kubectl)
  if [ "${#missing[@]}" -gt 0 ]; then
    echo "untangle: installing ${missing[*]} (Debian packages) for the deployment tests" >&2
    apt_install "${missing[@]}"
  fi
}

# The container suite and the containerised integration servers need a Docker engine. Where none
# answers and we are root, install Debian's (docker.io, with docker-compose 1.29 and debootstrap
# for making base images offline) and start dockerd in the background. Anything short of an answering
# engine only means those parts are skipped, so this never fails the caller.
ensure_docker_engine() {
  docker info >/dev/null 2>&1 && return 0
  [ "$(id -u)" = 0 ] || { echo "untangle: no Docker engine answers; the container suite will be skipped" >&2; return 0; }
  local missing=()
  command -v dockerd >/dev/null || missing+=(docker.io)
  command -v docker-compose >/dev/null || missing+=(docker-compose)
  command -v debootstrap >/dev/null || missing+=(debootstrap)
  if [ "${#missing[@]}" -gt 0 ]; then
    echo "untangle: installing ${missing[*]} (Debian packages) for the container suite" >&2
    apt_install "${missing[@]}" || return 0
  fi
  echo "untangle: starting dockerd (log: /var/log/untangle-dockerd.log)" >&2
  nohup dockerd >/var/log/untangle-dockerd.log 2>&1 &
  for _ in $(seq 1 60); do
    docker info >/dev/null 2>&1 && return 0
    sleep 0.5
  done
  echo "untangle: dockerd did not answer within 30 s; the container suite will be skipped" >&2
  return 0
}
