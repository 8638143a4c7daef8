#!/usr/bin/env bash
# Runs the official MCP conformance suite (@modelcontextprotocol/conformance) against a running app:
#   bench/mcp/conformance.sh [base-url]        (default: $BASE_URL, else http://127.0.0.1:3210)
# Scenarios: the ones that apply to a tools-only, stateless server. The CLI needs fs.globSync (Node 22); on Node 20
# globsync-hooks.mjs supplies it. Results (checks.json per scenario) go to $OUT (default: a temp directory).
set -uo pipefail
cd "$(dirname "$0")/../.."

BASE="${1:-${BASE_URL:-http://127.0.0.1:3210}}"
URL="${BASE%/}/api/mcp"
OUT="${OUT:-$(mktemp -d -t mcp-conformance-XXXXXX)}"
SCENARIOS=(${SCENARIOS:-server-initialize ping tools-list dns-rebinding-protection})
CLI=(node --import ./bench/mcp/globsync-hooks.mjs node_modules/@modelcontextprotocol/conformance/dist/index.js)

echo "MCP conformance against $URL (results in $OUT)"
failed=0
for s in "${SCENARIOS[@]}"; do
  log="$OUT/$s.log"
  if "${CLI[@]}" server --url "$URL" --scenario "$s" -o "$OUT/$s" >"$log" 2>&1; then
    printf '  %-28s PASS\n' "$s"
  else
    printf '  %-28s FAIL (see %s)\n' "$s" "$log"
    failed=$((failed + 1))
  fi
  grep -E '✓|✗|✘|SUCCESS|FAILURE|WARNING|Passed|Failed' "$log" | sed 's/^/      /' | head -20
done
echo "$(( ${#SCENARIOS[@]} - failed ))/${#SCENARIOS[@]} scenarios passed"
exit $(( failed > 0 ))
