#!/bin/sh
# Every Node service image starts here: settings read from files and the public address's defaults,
# then migrations (under an advisory lock, so replicas starting together are safe), then the service.
set -eu
. /usr/local/lib/untangle/env-files.sh
. /usr/local/lib/untangle/public-url.sh
app="/app/services/${SERVICE}/dist"
if [ "${MIGRATE_ON_START:-true}" = "true" ] && [ -f "$app/migrate.js" ]; then
  node "$app/migrate.js"
fi
exec node "$app/main.js"
