#!/bin/bash
# The official nginx entrypoint's contract: before nginx starts, every /docker-entrypoint.d/*.envsh is
# sourced and every *.sh run in name order, then /etc/nginx/templates/*.template is rendered into
# /etc/nginx/conf.d/*.conf with envsubst, replacing only variables that are set (nginx's own
# lower-case $variables stay as they are).
set -eu
if [ "${1:-}" = nginx ]; then
  for hook in /docker-entrypoint.d/*; do
    case "$hook" in
      *.envsh) . "$hook" ;;
      *.sh) "$hook" ;;
    esac
  done
  defined=$(env | cut -d= -f1 | sed 's/^/$/' | tr '\n' ' ')
  for template in /etc/nginx/templates/*.template; do
    [ -e "$template" ] || continue
    target="/etc/nginx/conf.d/$(basename "$template" .template)"
    envsubst "$defined" <"$template" >"$target"
  done
fi
exec "$@"
