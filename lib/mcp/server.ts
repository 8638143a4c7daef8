// The MCP server behind /api/mcp: official SDK v2 `Server` instances, each serving one HTTP exchange at a time
// (stateless; reused through lib/mcp/pool.ts), for the tool registry, the lesson resources and the prompts. The SDK
// keeps the protocol (envelopes, params schemas, version rules, result framing per revision, `resultType`, cache
// fields); these handlers say what each method means.
//
// Why the low-level `Server` and not `McpServer`: our tools are data with their own compacted JSON Schemas (the
// tools/list token budget), our validation messages and isError results, and resources/list is paginated; McpServer
// would convert every schema for every instance and has no resources/list pagination.
import {
  isInputRequiredResult,
  ProtocolError,
  ProtocolErrorCode,
  Server,
  type CacheHint,
  type JSONRPCRequest,
  type Result,
  type ServerContext,
  type Transport,
} from "@modelcontextprotocol/server";
import { toAppError } from "@/lib/http/route";
import { callTool, internalError, isSharedResult, type McpRequestState } from "./calls";
import { toolDefinitions } from "./definitions";
import { getPrompt, promptDefinitions } from "./prompts";
import { INSTRUCTIONS, MODERN_VERSION, PROTOCOL_VERSIONS, RPC, SERVER_INFO } from "./protocol";
import { LESSON_TEMPLATE, listLessonResources, readLessonResource } from "./resources";
import { InstancePool } from "./pool";
import { jsonOfResult } from "./json";
import { answerResultsAsJson, JsonExchange } from "./wire";

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

/** What each exchange knows about its caller, keyed by its HTTP request (which the SDK hands every handler). */
const EXCHANGES = new WeakMap<Request, McpRequestState>();

/** Binds the caller of an exchange to its request, before the request is given to a server instance. */
export function bindExchange(req: Request, state: McpRequestState): void {
  EXCHANGES.set(req, state);
}

/** The caller of the exchange a handler serves; an exchange without one is a bug, answered as -32603. */
export function exchangeOf(req: Request | undefined): McpRequestState | undefined {
  return req && EXCHANGES.get(req);
}

function callerOf(ctx: ServerContext): McpRequestState {
  const state = exchangeOf(ctx.http?.req);
  if (!state) throw new Error("MCP request state missing");
  return state;
}

/**
 * The SDK's Server, whose results leave as JSON built from remembered pieces (lib/mcp/wire.ts). Its handlers find
 * the caller through the request of the exchange they serve, never through the instance, which serves one exchange
 * at a time and many in its life (lib/mcp/pool.ts): the handlers are registered once per instance, not per request.
 */
export class McpServerInstance extends Server {
  constructor(readonly era: "legacy" | "modern") {
    super({ ...SERVER_INFO }, { ...SERVER_OPTIONS, supportedProtocolVersions: [...PROTOCOL_VERSIONS] });
    registerHandlers(this);
  }

  override async connect(transport: Transport): Promise<void> {
    answerResultsAsJson(transport);
    if (transport instanceof JsonExchange) {
      // The messages JsonExchange carries are requests by the SDK's own check (isJSONRPCRequest, in
      // classifyInboundRequest or lib/mcp/legacy.ts), and its request and response schemas exclude each other
      // (strict objects): the message-kind guards in front of the dispatch (two failing zod parses, ≈ 5 µs a
      // request) would only repeat that answer. The dispatch itself (SDK 2.4.0 `Protocol._onrequest`: era and
      // method gates, envelope check, handler, result encoding) is the SDK's, as before.
      const dispatch = (this as unknown as { _onrequest?: unknown })._onrequest;
      if (typeof dispatch === "function")
        transport.dispatchRequest = (message, extra) => dispatch.call(this, message, extra);
    }
    return super.connect(transport);
  }

  /**
   * tools/call as SDK 2.4.0's `Server._wrapHandler` wraps it (the request checked against the era's schema, the
   * input-required seam, the result checked against the era's CallToolResult schema), with that last check
   * remembered for results we hand out again and again (`isSharedResult`, lib/mcp/calls.ts: one per validated cached
   * output, never changed). The check of such a result has one answer per era, so it runs once per result and era,
   * not once per call, like the output contract's check of the cached service result; its checked copy, the same
   * object each time, lets the response serializer reuse its JSON (lib/mcp/json.ts). Every other result (tool
   * errors, per-user data) is checked on each call as before. Other methods: the SDK's own wrapper.
   */
  protected override _wrapHandler(
    method: string,
    handler: (request: JSONRPCRequest, ctx: ServerContext) => Promise<Result>,
  ): (request: JSONRPCRequest, ctx: ServerContext) => Promise<Result> {
    const sdkWrapped = super._wrapHandler(method, handler);
    const sdk = this as unknown as SdkToolCallParts;
    if (method !== "tools/call" || typeof sdk._invokeInputRequiredCapableHandler !== "function") return sdkWrapped;
    return async (request, ctx) => {
      if (!resultCheckMemo.enabled) return sdkWrapped(request, ctx);
      const codec = this._wireCodec();
      const checked = codec.validateRequest("tools/call", request);
      if (!checked.ok) throw wireCheckError("request", checked);
      const result = await sdk._invokeInputRequiredCapableHandler("tools/call", handler, request, ctx);
      if (isInputRequiredResult(result)) return result;
      const shared = isSharedResult(result);
      const memo = shared ? CHECKED_RESULTS.get(result)?.get(codec) : undefined;
      if (memo) return memo;
      // Every result of ours has content (lib/mcp/calls.ts), so the SDK's normalization of a content-less result
      // (adding `content: []`) has nothing to do here.
      const validated = codec.validateResult("tools/call", result);
      if (!validated.ok) throw wireCheckError("result", validated);
      if (shared) {
        let byCodec = CHECKED_RESULTS.get(result);
        if (!byCodec) CHECKED_RESULTS.set(result, (byCodec = new Map()));
        byCodec.set(codec, validated.value as Result);
        jsonOfResult(validated.value as Record<string, unknown>); // its JSON and its members', for every response
      }
      return validated.value as Result;
    };
  }

  /**
   * Marks the instance as serving one 2026-07-28 exchange over a transport of ours (lib/mcp/modern.ts), as the SDK's
   * createMcpHandler does for its per-request transport (SDK 2.4.0 `setNegotiatedProtocolVersion`, which selects
   * the revision's wire codec, and `seedClientIdentityFromEnvelope`); `reset()` undoes it.
   */
  bindModern(version: string, clientInfo: unknown, clientCapabilities: unknown): void {
    const sdk = this as unknown as SdkExchangeFields;
    sdk._negotiatedProtocolVersion = version;
    if (clientCapabilities !== undefined) sdk._clientCapabilities = clientCapabilities;
    if (clientInfo !== undefined) sdk._clientVersion = clientInfo;
  }

  /**
   * Forgets what the last exchange left on the instance, so the next one meets it as a new instance would: what
   * the SDK records from a message (the version an `initialize` negotiated, which selects the wire
   * codec of every later request; the client identity from `initialize` or a 2026-07-28 envelope).
   */
  reset(): void {
    const sdk = this as unknown as SdkExchangeFields;
    sdk._negotiatedProtocolVersion = undefined;
    sdk._clientCapabilities = undefined;
    sdk._clientVersion = undefined;
  }
}

/** The part of SDK 2.4.0's 2026-07-28 wire codec that `classifyInboundRequest` checks an envelope with. */
interface EnvelopeCheck {
  era?: unknown;
  validateEnvelopeMeta?: (meta: Record<string, unknown>) => readonly unknown[];
}
let modernCodec: EnvelopeCheck | undefined;

/**
 * The SDK's own problems with a 2026-07-28 `_meta` envelope (SDK 2.4.0: the 2026-07-28 codec's
 * `validateEnvelopeMeta`, the check its `classifyInboundRequest` runs; the codec is the one a modern-bound instance's
 * `_wireCodec()` returns), or undefined when that codec does not look like SDK 2.4.0's.
 */
export function modernEnvelopeIssues(meta: Record<string, unknown>): readonly unknown[] | undefined {
  if (!modernCodec) {
    const server = new McpServerInstance("modern");
    server.bindModern(MODERN_VERSION, undefined, undefined);
    modernCodec = (server as unknown as { _wireCodec(): EnvelopeCheck })._wireCodec();
  }
  const check = modernCodec.validateEnvelopeMeta;
  return modernCodec.era === MODERN_VERSION && typeof check === "function" ? check.call(modernCodec, meta) : undefined;
}

/** The error SDK 2.4.0's tools/call wrapper raises when the era's wire schema refuses a request or a result. */
function wireCheckError(what: "request" | "result", failed: { reason?: string; message?: string }): ProtocolError {
  return failed.reason === "not-in-era"
    ? new ProtocolError(ProtocolErrorCode.InternalError, "No wire schema for tools/call in the resolved era")
    : new ProtocolError(ProtocolErrorCode.InvalidParams, `Invalid tools/call ${what}: ${failed.message}`);
}

/** Always on in the app; tests turn it off to compare the answers with the SDK's own tools/call wrapper. */
export const resultCheckMemo = { enabled: true };

/** The checked copy of a shared tool result, per wire codec (one per era). */
const CHECKED_RESULTS = new WeakMap<object, Map<object, Result>>();

/** The part of SDK 2.4.0's Server (private there) that the tools/call wrapper above calls, as the SDK's does. */
interface SdkToolCallParts {
  _invokeInputRequiredCapableHandler(
    method: string,
    handler: (request: JSONRPCRequest, ctx: ServerContext) => Promise<Result>,
    request: JSONRPCRequest,
    ctx: ServerContext,
  ): Promise<Result>;
}

/** The fields SDK 2.4.0's Server and Protocol set from an exchange's messages (pinned in package.json). */
interface SdkExchangeFields {
  _negotiatedProtocolVersion?: string;
  _clientCapabilities?: unknown;
  _clientVersion?: unknown;
}

const SERVER_OPTIONS = {
  capabilities: CAPABILITIES,
  instructions: INSTRUCTIONS,
  cacheHints: {
    "server/discover": PUBLIC,
    "tools/list": PUBLIC,
    "prompts/list": PUBLIC,
    "resources/list": PUBLIC,
    "resources/templates/list": PUBLIC,
  },
};

function registerHandlers(server: McpServerInstance): void {
  const era = server.era;
  server.setRequestHandler("tools/list", (req) => {
    noCursor(req.params, "tools/list");
    return { tools: toolDefinitions() };
  });
  server.setRequestHandler("tools/call", (req, ctx) => callTool(req.params.name, req.params.arguments, callerOf(ctx)));
  server.setRequestHandler("resources/list", (req, ctx) =>
    guarded(callerOf(ctx), () => listLessonResources(req.params?.cursor)),
  );
  server.setRequestHandler("resources/templates/list", (req) => {
    noCursor(req.params, "resources/templates/list");
    return { resourceTemplates: [LESSON_TEMPLATE] };
  });
  server.setRequestHandler("resources/read", (req, ctx) => {
    const caller = callerOf(ctx);
    return guarded(caller, async () => {
      const { result, personal } = await readLessonResource(req.params.uri, caller.principal);
      // 2026-07-28 results carry cache fields; the 2025 revisions have none, so their results stay as they were.
      return era === "modern" ? { ...result, ...(personal ? PRIVATE : PUBLIC) } : result;
    });
  });
  server.setRequestHandler("prompts/list", (req) => {
    noCursor(req.params, "prompts/list");
    return { prompts: promptDefinitions() };
  });
  server.setRequestHandler("prompts/get", (req, ctx) => {
    const caller = callerOf(ctx);
    return guarded(caller, () => getPrompt(req.params.name, req.params.arguments, caller));
  });
  // 2025: methods outside the spec get an error that names them. 2026-07-28 keeps the SDK's own answer, which is a
  // validation-ladder error and so carries the HTTP 404 the revision requires for unknown and removed methods.
  if (era === "legacy")
    server.fallbackRequestHandler = async (req) => {
      throw new ProtocolError(RPC.METHOD_NOT_FOUND, `Method not found: ${req.method}.`);
    };
}

/** A server instance connected once to the transport that carries its exchanges one at a time (both eras). */
export interface ExchangeInstance {
  server: McpServerInstance;
  transport: JsonExchange;
}

/** The pool of such instances for one era; a released instance is reset before it can serve again. */
export function exchangeInstancePool(era: McpServerInstance["era"]): InstancePool<ExchangeInstance> {
  return new InstancePool<ExchangeInstance>(
    () => {
      const server = new McpServerInstance(era);
      const transport = new JsonExchange();
      // connect() only wires callbacks for this transport (its start() does nothing), so it has finished on return
      void server.connect(transport);
      return { server, transport };
    },
    undefined,
    (instance) => instance.server.reset(),
  );
}
