// How a result leaves the server instance, for both eras: as one JSON body whose text reuses the serialization of
// results that do not change (lib/mcp/json.ts). The protocol work (params and result schemas, dispatch, the
// per-revision result encoding) stays the SDK's; only the last step, the response body, is ours.
// - 2025 revisions: `JsonExchange`, a transport in the SDK's Transport shape carrying one exchange at a time,
//   replaces the Streamable HTTP transport in JSON mode. The HTTP layer (lib/mcp/http.ts, lib/mcp/legacy.ts) has already done everything
//   that transport checked (Accept, Content-Type, MCP-Protocol-Version, the envelope, one message, no session).
// - 2026-07-28: the SDK's PerRequestHTTPServerTransport stays; a final result (not an error, not a streamed
//   exchange) is answered with the same status and headers it would use, its body built by `toJson`. Any other
//   message, or a transport that does not look like the SDK version this was written for, takes the SDK's path.
import {
  PerRequestHTTPServerTransport,
  type JSONRPCMessage,
  type JSONRPCRequest,
  type Transport,
  type TransportSendOptions,
} from "@modelcontextprotocol/server";
import { toJsonBytes } from "./json";

type Message = JSONRPCMessage & { id?: unknown; result?: unknown; error?: unknown };

const isResult = (m: Message): boolean => "result" in m && m.result !== undefined && "id" in m;
const isResponse = (m: Message): boolean => "id" in m && ("result" in m || "error" in m) && !("method" in m);

const jsonResponse = (message: unknown) =>
  new Response(toJsonBytes(message), { status: 200, headers: { "Content-Type": "application/json" } });

/**
 * A transport that carries one JSON-RPC request at a time to the server connected to it, for as many exchanges as
 * the instance serves (lib/mcp/pool.ts). `exchange` resolves with the server's response to that request (the SDK
 * always sends one for a request: the result or an error); notifications the server might send meanwhile, and
 * responses to anything else, are dropped, as the JSON-mode Streamable HTTP transport drops them.
 */
export class JsonExchange implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: Transport["onmessage"];
  private pending: { id: unknown; settle: (message: Message) => void } | undefined;

  async start(): Promise<void> {}

  async send(message: JSONRPCMessage, _options?: TransportSendOptions): Promise<void> {
    const m = message as Message;
    const pending = this.pending;
    if (pending && isResponse(m) && m.id === pending.id) {
      this.pending = undefined;
      pending.settle(m);
    }
  }

  async close(): Promise<void> {
    this.onclose?.();
  }

  /** Whether a request is in flight (its answer not yet sent). */
  get busy(): boolean {
    return this.pending !== undefined;
  }

  /** Delivers a request to the connected server; resolves with its response. One request at a time. */
  exchange(message: JSONRPCRequest, request: Request): Promise<Message> {
    if (!this.onmessage) throw new Error("JsonExchange: connect a server first");
    if (this.pending) throw new Error("JsonExchange: one request at a time");
    const answer = new Promise<Message>((settle) => (this.pending = { id: message.id, settle }));
    try {
      this.onmessage(message, { request });
    } catch (e) {
      this.pending = undefined;
      throw e;
    }
    return answer;
  }
}

/** The serialized response of an exchange, with the request's own id put back where a stand-in carried it (legacy.ts). */
export function exchangeResponse(message: Message, original?: { id: unknown }): Response {
  return jsonResponse(original ? { ...message, id: original.id } : message);
}

/** The parts of PerRequestHTTPServerTransport (SDK 2.4.0) that its send() uses for a final result in JSON. */
interface PerRequestInternals {
  send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void>;
  close(): Promise<void>;
  settleResponse(response: Response): void;
  _closed: boolean;
  _terminalDelivered: boolean;
  _requestId: unknown;
  _sse: unknown;
  _responseMode: unknown;
}

function looksLikeSdk240(t: Partial<PerRequestInternals>): t is PerRequestInternals {
  return (
    typeof t.settleResponse === "function" &&
    typeof t.close === "function" &&
    typeof t._closed === "boolean" &&
    typeof t._terminalDelivered === "boolean"
  );
}

/**
 * Lets the SDK's per-request transport answer a final result with our serializer. Everything else (errors, whose
 * HTTP status depends on when they were raised; streamed exchanges; a closed or already answered exchange; another
 * SDK version's internals) keeps the SDK's send.
 */
export function answerResultsAsJson(transport: Transport): void {
  if (!(transport instanceof PerRequestHTTPServerTransport)) return;
  const t = transport as unknown as Partial<PerRequestInternals>;
  if (!looksLikeSdk240(t)) return;
  const sdkSend = t.send.bind(t);
  t.send = async (message, options) => {
    const m = message as Message;
    if (
      !isResult(m) ||
      t._closed ||
      t._terminalDelivered ||
      t._sse !== undefined ||
      t._responseMode === "sse" ||
      t._requestId === undefined ||
      m.id !== t._requestId
    )
      return sdkSend(message, options);
    t._terminalDelivered = true;
    t.settleResponse(jsonResponse(message));
    queueMicrotask(() => closeQuietly(t));
  };
}

/**
 * Closes a per-request transport whose exchange is answered. The SDK's close chain creates a ConnectionClosed error
 * for work still pending; once the answer is out there is none, so nobody sees that error, and capturing its stack
 * trace was a measurable part of every 2026 call. The chain runs synchronously, so the limit is back before any
 * other code runs.
 */
function closeQuietly(t: PerRequestInternals): void {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    void t.close().catch(() => {});
  } finally {
    Error.stackTraceLimit = limit;
  }
}
