// How a result leaves the server instance, for both eras: as one JSON body whose text reuses the serialization of
// results that do not change (lib/mcp/json.ts). The protocol work (params and result schemas, dispatch, the
// per-revision result encoding) stays the SDK's; only the last step, the response body, is ours.
// - `JsonExchange`, a transport in the SDK's Transport shape carrying one exchange at a time, connected once to a
//   pooled server instance: every 2025 request (lib/mcp/legacy.ts), and every plain 2026-07-28 request, one that
//   passed the SDK's own classification and ends in a final result (lib/mcp/modern.ts). The HTTP layer has already
//   done everything the SDK's transports check for those (Accept, Content-Type, headers, the envelope, one message).
// - Anything else on 2026-07-28 goes through the SDK's createMcpHandler and its PerRequestHTTPServerTransport; a
//   final result there is answered with the same status and headers it would use, its body built by `toJson`.
//   Any other message, or a transport that does not look like the SDK version this was written for, takes the
//   SDK's path.
import {
  PerRequestHTTPServerTransport,
  ProtocolErrorCode,
  type JSONRPCMessage,
  type JSONRPCRequest,
  type MessageExtraInfo,
  type Transport,
  type TransportSendOptions,
} from "@modelcontextprotocol/server";
import { toJsonBytes } from "./json";

type Message = JSONRPCMessage & { id?: unknown; result?: unknown; error?: unknown };

const isResult = (m: Message): boolean => "result" in m && m.result !== undefined && "id" in m;
const isResponse = (m: Message): boolean => "id" in m && ("result" in m || "error" in m) && !("method" in m);

const jsonResponse = (message: unknown) =>
  new Response(toJsonBytes(message), { status: 200, headers: { "Content-Type": "application/json" } });

/** What a 2026-07-28 message was classified as by the SDK (`classifyInboundRequest`), handed to its dispatch. */
type Classification = { era: "legacy" | "modern"; revision?: string };

const SENT: Promise<void> = Promise.resolve();

/** How an exchange ended: the server's response, or the client went away before it (`abandoned`). */
export type ExchangeEnd = Message | typeof ABANDONED;
export const ABANDONED: unique symbol = Symbol("abandoned");

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
  /** The connected server's request dispatch, when it hands one over (lib/mcp/server.ts); else `onmessage`. */
  dispatchRequest?: (message: JSONRPCRequest, extra: MessageExtraInfo) => void;
  private pending: { id: unknown; settle: (end: ExchangeEnd) => void } | undefined;

  async start(): Promise<void> {}

  /** Not async: one settled promise for every send instead of a new one (each promise costs more under Next.js). */
  send(message: JSONRPCMessage, _options?: TransportSendOptions): Promise<void> {
    const m = message as Message;
    const pending = this.pending;
    if (pending && isResponse(m) && m.id === pending.id) {
      this.pending = undefined;
      pending.settle(m);
    }
    return SENT;
  }

  async close(): Promise<void> {
    this.onclose?.();
  }

  private isPending(p: object): boolean {
    return this.pending === p;
  }

  /** Whether a request is in flight (its answer not yet sent). */
  get busy(): boolean {
    return this.pending !== undefined;
  }

  /**
   * Delivers a request to the connected server; `answer` resolves with its response. One request at a time.
   * `beforeDispatch` says the response was sent while the message was being delivered: the SDK's own refusals
   * before any handler runs (a method the revision does not have, an envelope its dispatch refuses, an era
   * mismatch), which the SDK's per-request transport answers with their own HTTP status.
   *
   * With `signal` (2026-07-28, as the SDK's per-request transport does): if the client goes away first, `answer`
   * resolves with ABANDONED and the transport is closed, which aborts the handler still running (the SDK drops the
   * result of an aborted handler) and leaves the instance unconnected: it must not be reused.
   */
  exchange(
    message: JSONRPCRequest,
    request: Request,
    classification?: Classification,
    signal?: AbortSignal,
  ): { answer: Promise<ExchangeEnd>; beforeDispatch: boolean } {
    if (!this.onmessage) throw new Error("JsonExchange: connect a server first");
    if (this.pending) throw new Error("JsonExchange: one request at a time");
    let onAbort: (() => void) | undefined;
    let resolve!: (end: ExchangeEnd) => void;
    const answer = new Promise<ExchangeEnd>((r) => (resolve = r));
    const pending = {
      id: message.id,
      settle: (end: ExchangeEnd) => {
        if (onAbort) signal!.removeEventListener("abort", onAbort);
        resolve(end);
      },
    };
    this.pending = pending;
    try {
      const extra = classification ? { request, classification } : { request };
      if (this.dispatchRequest) this.dispatchRequest(message, extra);
      else this.onmessage(message, extra);
    } catch (e) {
      this.pending = undefined;
      throw e;
    }
    if (!this.isPending(pending)) return { answer, beforeDispatch: true };
    if (signal) {
      onAbort = () => {
        if (!this.isPending(pending)) return;
        this.pending = undefined;
        pending.settle(ABANDONED);
        void this.close().catch(() => {});
      };
      signal.addEventListener("abort", onAbort, { once: true });
    }
    return { answer, beforeDispatch: false };
  }
}

/** The serialized response of an exchange, with the request's own id put back where a stand-in carried it (legacy.ts). */
export function exchangeResponse(message: Message, original?: { id: unknown }): Response {
  return jsonResponse(original ? { ...message, id: original.id } : message);
}

/**
 * A 2026-07-28 response as the SDK's per-request transport (SDK 2.4.0) answers a response sent after dispatch: a
 * result with 200, its body from `toJsonBytes` (as `answerResultsAsJson` below); an error raised by a handler
 * in-band with 200, except -32021 (a missing client capability), which the revision answers with 400 whenever it
 * is raised (the SDK's `httpStatusForErrorCode(code, "in-band")`).
 */
export function modernResponse(message: Message): Response {
  if (!("error" in message) || message.error === undefined) return jsonResponse(message);
  const code = (message.error as { code?: unknown }).code;
  return Response.json(message, {
    status: code === ProtocolErrorCode.MissingRequiredClientCapability ? 400 : 200,
    headers: { "Content-Type": "application/json" },
  });
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
function closeQuietly(t: { close(): Promise<void> }): void {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    void t.close().catch(() => {});
  } finally {
    Error.stackTraceLimit = limit;
  }
}
