// What tools/list, the discovery GET and the server card publish about the tools, built once from the registry.
import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import { toolJsonSchema } from "./schema";
import { TOOLS } from "./tools";

let cached: Tool[] | undefined;

/** The tools/list entries: inputSchema/outputSchema from the zod contracts, annotations with a title for 2025-03-26 hosts. */
export function toolDefinitions(): Tool[] {
  cached ??= TOOLS.map((t) => ({
    name: t.name,
    title: t.title,
    description: t.description,
    inputSchema: toolJsonSchema(t.input, "input"),
    outputSchema: toolJsonSchema(t.output, "output"),
    annotations: { title: t.title, ...t.annotations },
  }));
  return cached;
}
