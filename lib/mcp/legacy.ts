// The 2025 revisions (2025-11-25, 2025-06-18, 2025-03-26) on POST /api/mcp, served statelessly by the SDK v2's
// `Server` over a single-exchange JSON transport (lib/mcp/wire.ts), after the envelope rules this endpoint has
// always had and the SDK does not express: a request id may be null (the service spec allows it), batches are
// refused with -32600, invalid envelopes get -32600 with the id echoed when usable, and notifications/responses get
// 202 without a server instance. The SDK's own stateless fallback (`legacy: 'stateless'`) answers with SSE streams,
// which would change every 2025 response (curl and the spec's examples expect one JSON body), so the legacy wiring
// is composed here, as the SDK documents for keeping one beside a modern-only handler (`isLegacyRequest`).
import { isJSONRPCRequest, type JSONRPCMessage, type JSONRPCRequest } from "@modelcontextprotocol/server";
import { z } from "zod";
import type { McpRequestState } from "./calls";
import { paramsProblem } from "./params";
import { RPC, rpcError, type RpcId } from "./protocol";
import { bindExchange, exchangeInstancePool } from "./server";
import { ABANDONED, exchangeResponse } from "./wire";

/** The JSON-RPC envelope. Looser than the SDK's on ids (the service spec allows null; JSON-RPC allows any number). */
const envelope = z.object({
  jsonrpc: z.literal("2.0"),
  id: z.union([z.string(), z.number(), z.null()]).optional(),
  method: z.string().min(1).optional(),
  params: z.unknown().optional(),
  result: z.unknown().optional(),
  error: z.unknown().optional(),
});

const usableId = (raw: unknown): RpcId =>
  typeof raw === "string" || (typeof raw === "number" && Number.isFinite(raw)) ? raw : null;

function invalidRequestMessage(message: unknown): string {
  if (!message || typeof message !== "object") return "Invalid Request: a JSON-RPC message is a JSON object.";
  const m = message as Record<string, unknown>;
  if (m.jsonrpc !== "2.0") return 'Invalid Request: "jsonrpc" must be "2.0".';
  if ("id" in m && usableId(m.id) === null && m.id !== null) return "Invalid Request: id must be a string or a number.";
  if ("method" in m) return "Invalid Request: method must be a non-empty string.";
  return "Invalid Request: expected a request (method, id), a notification (method) or a response (id, result or error).";
}

export type LegacyMessage =
  /** `message` is what the SDK gets: the client's message, its id under a stand-in where the SDK's schema refuses it. */
  | { kind: "request"; id: RpcId; method: string; message: JSONRPCRequest }
  | { kind: "accepted" }
  | { kind: "invalid"; body: ReturnType<typeof rpcError> };

/**
 * Stands in, on the way through the SDK, for an id JSON-RPC allows but the SDK's schema (a string or a safe
 * integer) refuses: null, a fraction, a number beyond 2^53. The response carries the client's own id again.
 */
const STAND_IN_ID = "\u0000client-id";
const sdkTakesId = (id: unknown): boolean => typeof id === "string" || Number.isSafeInteger(id);

/** Sorts one parsed 2025 message: a request to serve, something to accept with 202, or an invalid envelope. */
export function classifyLegacyMessage(message: unknown): LegacyMessage {
  if (Array.isArray(message))
    return {
      kind: "invalid",
      body: rpcError(
        null,
        RPC.INVALID_REQUEST,
        "Invalid Request: batches are not supported; send one message per POST.",
      ),
    };
  const rawId = message && typeof message === "object" ? (message as { id?: unknown }).id : undefined;
  const parsed = envelope.safeParse(message);
  if (!parsed.success || (parsed.data.method === undefined && !("result" in parsed.data || "error" in parsed.data)))
    return { kind: "invalid", body: rpcError(usableId(rawId), RPC.INVALID_REQUEST, invalidRequestMessage(message)) };
  const m = parsed.data;
  // A response from the client (we never send requests, so nothing waits for it) or a notification: nothing to answer.
  if (m.method === undefined) {
    if (m.id === undefined)
      return { kind: "invalid", body: rpcError(null, RPC.INVALID_REQUEST, "Invalid Request: a response needs an id.") };
    return { kind: "accepted" };
  }
  if (m.id === undefined) return { kind: "accepted" };
  const paramsError = paramsProblem(m.method, m.params);
  if (paramsError) return { kind: "invalid", body: rpcError(m.id, RPC.INVALID_PARAMS, paramsError) };
  const sdkMessage = (sdkTakesId(m.id) ? message : { ...(message as object), id: STAND_IN_ID }) as JSONRPCMessage;
  // The SDK answers every message it takes for a request; one it does not (its schema is stricter than ours) would
  // get no answer at all, so it is refused here.
  if (!isJSONRPCRequest(sdkMessage))
    return { kind: "invalid", body: rpcError(m.id, RPC.INVALID_REQUEST, invalidRequestMessage(message)) };
  return { kind: "request", id: m.id, method: m.method, message: sdkMessage };
}

/** 2025 server instances, each connected once to the transport that carries its exchanges one at a time. */
export const legacyInstances = exchangeInstancePool("legacy");

/**
 * Serves one 2025 request on a pooled server instance that no other exchange holds; the response is one JSON body.
 * The SDK's Streamable HTTP transport is not needed here: everything it checks was checked above (lib/mcp/http.ts),
 * and its JSON-mode send re-validated and re-serialized every result (lib/mcp/wire.ts). The instance goes back to
 * the pool once its answer is out; if anything throws on the way, it is dropped, never reused.
 */
export async function serveLegacy(
  req: Request,
  msg: Extract<LegacyMessage, { kind: "request" }>,
  state: McpRequestState,
): Promise<Response> {
  const instance = legacyInstances.acquire();
  let answer;
  try {
    bindExchange(req, state);
    answer = await instance.transport.exchange(msg.message, req).answer;
    if (answer === ABANDONED) throw new Error("unreachable: a 2025 exchange is never abandoned"); // no signal given
  } catch (e) {
    legacyInstances.discard(instance);
    throw e;
  }
  legacyInstances.release(instance);
  return exchangeResponse(answer, msg.message.id === STAND_IN_ID ? { id: msg.id } : undefined);
}
