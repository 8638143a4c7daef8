// What tools/list, the discovery GET and the server card publish about the tools, built once from the registry.
// The order is the registry's: deterministic on every request and every revision.
import type { Tool } from "@modelcontextprotocol/server";
import { toolJsonSchema } from "./schema";
import { TOOLS } from "./tools";

let cached: Tool[] | undefined;

/**
 * The tools/list entries: inputSchema/outputSchema from the zod contracts. The title goes in annotations, where
 * every protocol version shows it (2025-06-18 added a top-level `title` too; hosts fall back to annotations.title).
 */
export function toolDefinitions(): Tool[] {
  cached ??= TOOLS.map((t) => ({
    name: t.name,
    description: t.description,
    inputSchema: toolJsonSchema(t.input, "input") as Tool["inputSchema"],
    outputSchema: toolJsonSchema(t.output, "output") as Tool["outputSchema"],
    annotations: { title: t.title, ...t.annotations },
  }));
  return cached;
}
