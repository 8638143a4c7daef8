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
