#!/bin/sh
# Migrations first (under an advisory lock, so replicas starting together are safe), then the service.
set -eu
app="/app/services/${SERVICE}/dist"
if [ "${MIGRATE_ON_START:-true}" = "true" ] && [ -f "$app/migrate.js" ]; then
  node "$app/migrate.js"
fi
exec node "$app/main.js"
