#!/usr/bin/env bash
# Runs the official MCP conformance suite (@modelcontextprotocol/conformance) against a running app, once per era:
#   bench/mcp/conformance.sh [base-url]        (default: $BASE_URL, else http://127.0.0.1:3210)
# - 2025-11-25 (initialize handshake, served statelessly) and 2026-07-28 (stateless, `_meta` on every request):
#   the scenarios that apply to a server with tools, resources and prompts and no sessions, sampling or logging.
# - Checks that call the suite's own fixtures (test_* tools and prompts, test:// resources) are listed per check in
#   conformance-baseline-<version>.yml; the CLI exits non-zero on any other failure and on a stale baseline entry,
#   and so does this script. The CLI needs fs.globSync (Node 22); on Node 20 globsync-hooks.mjs supplies it.
# Results (checks.json per scenario) go to $OUT (default: a temp directory).
set -uo pipefail
cd "$(dirname "$0")/../.."

BASE="${1:-${BASE_URL:-http://127.0.0.1:3210}}"
URL="${BASE%/}/api/mcp"
OUT="${OUT:-$(mktemp -d -t mcp-conformance-XXXXXX)}"
CLI=(node --import ./bench/mcp/globsync-hooks.mjs node_modules/@modelcontextprotocol/conformance/dist/index.js)
COMMON=(tools-list json-schema-2020-12 resources-list resources-read-text resources-templates-read prompts-list
  prompts-get-simple prompts-get-with-args dns-rebinding-protection)
declare -A SCENARIOS=(
  [2025-11-25]="server-initialize ping ${COMMON[*]}"
  [2026-07-28]="server-stateless caching http-header-validation sep-2164-resource-not-found ${COMMON[*]}"
)

echo "MCP conformance against $URL (results in $OUT)"
failed=0
for version in 2025-11-25 2026-07-28; do
  baseline="bench/mcp/conformance-baseline-$version.yml"
  echo "── spec version $version"
  for s in ${SCENARIOS[$version]}; do
    log="$OUT/$version/$s.log"
    mkdir -p "$OUT/$version"
    if "${CLI[@]}" server --url "$URL" --scenario "$s" --spec-version "$version" --expected-failures "$baseline" \
      -o "$OUT/$version/$s" >"$log" 2>&1; then
      printf '  %-30s PASS\n' "$s"
    else
      printf '  %-30s FAIL (see %s)\n' "$s" "$log"
      grep -E 'FAILURE|Unexpected|stale' "$log" | sed 's/^/      /' | head -10
      failed=$((failed + 1))
    fi
  done
  printf '  %s ' "$version"
  node bench/mcp/conformance-summary.mjs "$OUT/$version" "$baseline"
done
echo "$failed scenario run(s) with unexpected results"
exit $((failed > 0))
