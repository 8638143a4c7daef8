// What tools/list, the discovery GET and the server card publish about the tools, built once from the registry.
import type { Tool } from "@modelcontextprotocol/sdk/types.js";
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
    inputSchema: toolJsonSchema(t.input, "input"),
    outputSchema: toolJsonSchema(t.output, "output"),
    annotations: { title: t.title, ...t.annotations },
  }));
  return cached;
}
