// The MCP server card at /.well-known/mcp.json: who we are, where the endpoint is, how to authenticate and which
// tools exist, readable before connecting. Server cards are still a proposal (SEP-1649 → SEP-2127) with no fixed
// schema, so the card carries the fields those drafts share and points at the authoritative documents.
import { resourceMetadataUrl } from "@/lib/auth/bearer";
import { toolDefinitions } from "./definitions";
import { promptDefinitions } from "./prompts";
import { LESSON_TEMPLATE } from "./resources";
import { CAPABILITIES } from "./server";
import { mcpEndpoint } from "./http";
import { PROTOCOL_VERSIONS, SERVER_DESCRIPTION, SERVER_INFO } from "./protocol";
import { TOOLS } from "./tools";

export function serverCard() {
  const endpoint = mcpEndpoint();
  return {
    name: SERVER_INFO.name,
    title: SERVER_INFO.title,
    version: SERVER_INFO.version,
    description: SERVER_DESCRIPTION,
    endpoint,
    transport: "streamable-http",
    transports: [{ type: "streamable-http", url: endpoint }],
    protocolVersions: [...PROTOCOL_VERSIONS],
    capabilities: CAPABILITIES,
    auth: {
      type: "oauth2-bearer",
      required: false,
      description:
        "Public tools need no token. Tools listed with a scope need `Authorization: Bearer <token>` carrying it.",
      resourceMetadata: resourceMetadataUrl(),
    },
    tools: toolDefinitions().map((d) => {
      const scope = TOOLS.find((t) => t.name === d.name)?.scope;
      return {
        name: d.name,
        title: d.annotations?.title ?? d.name,
        description: d.description,
        ...(scope ? { scope } : {}),
      };
    }),
    prompts: promptDefinitions().map((p) => ({ name: p.name, title: p.title, description: p.description })),
    resourceTemplates: [LESSON_TEMPLATE],
  };
}
