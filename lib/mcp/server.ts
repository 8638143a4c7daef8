// The MCP server behind /api/mcp: one official SDK v2 `Server` per HTTP exchange (stateless), serving the tool
// registry, the lesson resources and the prompts. The SDK keeps the protocol (envelopes, params schemas, version
// rules, result framing per revision, `resultType`, cache fields); these handlers say what each method means.
//
// Why the low-level `Server` and not `McpServer`: our tools are data with their own compacted JSON Schemas (the
// tools/list token budget), our validation messages and isError results, and resources/list is paginated; McpServer
// would convert every schema on every request (one instance per request) and has no resources/list pagination.
import { ProtocolError, Server, type CacheHint, type Transport } from "@modelcontextprotocol/server";
import { toAppError } from "@/lib/http/route";
import { callTool, internalError, type McpRequestState } from "./calls";
import { toolDefinitions } from "./definitions";
import { getPrompt, promptDefinitions } from "./prompts";
import { INSTRUCTIONS, PROTOCOL_VERSIONS, RPC, SERVER_INFO } from "./protocol";
import { LESSON_TEMPLATE, listLessonResources, readLessonResource } from "./resources";
import { answerResultsAsJson } from "./wire";

/** Catalogue data (tool, prompt and template lists, lesson lists, free lessons): anyone may cache it for 5 min. */
const PUBLIC: Required<CacheHint> = { ttlMs: 300_000, cacheScope: "public" };
/** A pro lesson read: the answer depends on the caller, so only that client may keep it, briefly. */
const PRIVATE: Required<CacheHint> = { ttlMs: 60_000, cacheScope: "private" };

export const CAPABILITIES = {
  tools: { listChanged: false },
  resources: { listChanged: false, subscribe: false },
  prompts: { listChanged: false },
} as const;

/** Every list is one page except resources/list: any cursor there is one we never issued. */
function noCursor(params: { cursor?: string } | undefined, method: string): void {
  if (params?.cursor !== undefined)
    throw new ProtocolError(RPC.INVALID_PARAMS, `Invalid cursor: ${method} returns everything in one page.`);
}

/** Protocol errors pass; anything else is classified like REST (logged with the request id) and sent as -32603. */
async function guarded<T>(state: McpRequestState, run: () => Promise<T> | T): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof ProtocolError) throw e;
    toAppError(e, state.requestId);
    throw internalError(state.requestId);
  }
}

/** The SDK's Server, whose results leave as JSON built from remembered pieces (lib/mcp/wire.ts). */
class JsonServer extends Server {
  override async connect(transport: Transport): Promise<void> {
    answerResultsAsJson(transport);
    return super.connect(transport);
  }
}

export function createServer(state: McpRequestState, era: "legacy" | "modern"): Server {
  const server = new JsonServer(
    { ...SERVER_INFO },
    {
      capabilities: CAPABILITIES,
      instructions: INSTRUCTIONS,
      supportedProtocolVersions: [...PROTOCOL_VERSIONS],
      cacheHints: {
        "server/discover": PUBLIC,
        "tools/list": PUBLIC,
        "prompts/list": PUBLIC,
        "resources/list": PUBLIC,
        "resources/templates/list": PUBLIC,
      },
    },
  );
  server.setRequestHandler("tools/list", (req) => {
    noCursor(req.params, "tools/list");
    return { tools: toolDefinitions() };
  });
  server.setRequestHandler("tools/call", (req) => callTool(req.params.name, req.params.arguments, state));
  server.setRequestHandler("resources/list", (req) => guarded(state, () => listLessonResources(req.params?.cursor)));
  server.setRequestHandler("resources/templates/list", (req) => {
    noCursor(req.params, "resources/templates/list");
    return { resourceTemplates: [LESSON_TEMPLATE] };
  });
  server.setRequestHandler("resources/read", (req) =>
    guarded(state, async () => {
      const { result, personal } = await readLessonResource(req.params.uri, state.principal);
      // 2026-07-28 results carry cache fields; the 2025 revisions have none, so their results stay as they were.
      return era === "modern" ? { ...result, ...(personal ? PRIVATE : PUBLIC) } : result;
    }),
  );
  server.setRequestHandler("prompts/list", (req) => {
    noCursor(req.params, "prompts/list");
    return { prompts: promptDefinitions() };
  });
  server.setRequestHandler("prompts/get", (req) =>
    guarded(state, () => getPrompt(req.params.name, req.params.arguments, state)),
  );
  // 2025: methods outside the spec get an error that names them. 2026-07-28 keeps the SDK's own answer, which is a
  // validation-ladder error and so carries the HTTP 404 the revision requires for unknown and removed methods.
  if (era === "legacy")
    server.fallbackRequestHandler = async (req) => {
      throw new ProtocolError(RPC.METHOD_NOT_FOUND, `Method not found: ${req.method}.`);
    };
  return server;
}
