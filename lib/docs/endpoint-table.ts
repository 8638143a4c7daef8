// The API guide's table of every endpoint, from the one endpoint list (lib/contracts/endpoints.ts).
import { ENDPOINTS } from "@/lib/contracts/endpoints";

const AUTH = {
  none: "–",
  optional: "optional token",
  required: "bearer token",
  editor: "editor's browser session",
} as const;

export function endpointTableMarkdown(): string {
  const rows = ENDPOINTS.filter((e) => e.operation).map((e) => {
    const summary = String(e.operation!.summary ?? "").replace(/\|/g, "\\|");
    const auth = `${AUTH[e.auth]}${e.scope ? ` (\`${e.scope}\`)` : ""}`;
    return `| ${e.method} | \`${e.path}\` | ${auth} | ${summary} |`;
  });
  return ["| method | path | auth | what it does |", "|---|---|---|---|", ...rows].join("\n");
}

/** docs/endpoints.md: the same table for readers of the repository (written by `npm run docs:endpoints`). */
export function endpointsDocument(): string {
  return [
    "# Every endpoint",
    "",
    "<!-- Generated from lib/contracts/endpoints.ts by `npm run docs:endpoints`; do not edit by hand. -->",
    "",
    "Errors: `{error:{code,message,hint?}}`. Details and decisions: [api.md](api.md); schemas: `/api/openapi.json`.",
    "",
    endpointTableMarkdown(),
    "",
  ].join("\n");
}
