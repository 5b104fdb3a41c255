#!/bin/sh
# As the official redis image: the server runs as the redis user in /data, and protected mode is off
# (the official image builds it off) because other containers reach it over the network.
set -eu
if [ "${1:-}" = redis-server ]; then
  shift
  set -- redis-server "$@" --protected-mode no
  if [ "$(id -u)" = 0 ]; then
    chown -R redis:redis /data
    exec setpriv --reuid=redis --regid=redis --init-groups "$@"
  fi
fi
exec "$@"
